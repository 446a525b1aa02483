import { createIcon } from './icon';

export { ChatIcon, GlobeIcon, MenuIcon, UserIcon, WalletIcon } from './shell-icons';

export const CloseIcon = createIcon(() => <path d="M6 6l12 12M18 6L6 18" />);
export const ChevronRightIcon = createIcon(() => <path d="M9 6l6 6-6 6" />);
export const ChevronLeftIcon = createIcon(() => <path d="M15 6l-6 6 6 6" />);
export const ArrowUpIcon = createIcon(() => <path d="M12 19V5M6 11l6-6 6 6" />);
export const ArrowDownIcon = createIcon(() => <path d="M12 5v14M6 13l6 6 6-6" />);
export const BellIcon = createIcon(() => (
  <>
    <path d="M6 16V11a6 6 0 1112 0v5l1.5 2h-15z" />
    <path d="M10 20.5a2 2 0 004 0" />
  </>
));
export const LogoutIcon = createIcon(() => (
  <>
    <path d="M14 5h-7a2 2 0 00-2 2v10a2 2 0 002 2h7" />
    <path d="M17 8l4 4-4 4M21 12H10" />
  </>
));
export const LockIcon = createIcon(() => (
  <>
    <rect x="5" y="10" width="14" height="10" rx="2" />
    <path d="M8 10V7a4 4 0 018 0v3" />
  </>
));
export const HistoryIcon = createIcon(() => (
  <>
    <path d="M4 12a8 8 0 102.3-5.6L4 8.7" />
    <path d="M4 4v4.7h4.7M12 8v4l3 2" />
  </>
));
export const ListIcon = createIcon(() => (
  <path d="M9 6h11M9 12h11M9 18h11M4.5 6h.01M4.5 12h.01M4.5 18h.01" />
));
export const ShieldIcon = createIcon(() => (
  <>
    <path d="M12 3l7 3v5c0 4.5-3 8.3-7 10-4-1.7-7-5.5-7-10V6z" />
    <path d="M9 12l2 2 4-4" />
  </>
));
export const MailIcon = createIcon(() => (
  <>
    <rect x="3" y="5" width="18" height="14" rx="2" />
    <path d="M3.5 6.5L12 13l8.5-6.5" />
  </>
));
export const HomeIcon = createIcon(() => <path d="M4 11l8-7 8 7M6 9.5V20h12V9.5" />);
