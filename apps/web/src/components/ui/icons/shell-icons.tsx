import { createIcon } from './icon';

/** The icons the shell paints on first load (header, bottom bar); kept apart so the home page's entry chunk carries only these. */
export const MenuIcon = createIcon(() => <path d="M4 7h16M4 12h16M4 17h16" />);
export const UserIcon = createIcon(() => (
  <>
    <circle cx="12" cy="8" r="4" />
    <path d="M4 20c1.5-3.5 4.5-5 8-5s6.5 1.5 8 5" />
  </>
));
export const GlobeIcon = createIcon(() => (
  <>
    <circle cx="12" cy="12" r="9" />
    <path d="M3 12h18M12 3c2.5 2.6 3.8 5.6 3.8 9s-1.3 6.4-3.8 9c-2.5-2.6-3.8-5.6-3.8-9S9.5 5.6 12 3z" />
  </>
));
export const WalletIcon = createIcon(() => (
  <>
    <path d="M4 7.5A2.5 2.5 0 016.5 5H18v3" />
    <rect x="4" y="8" width="16" height="11" rx="2" />
    <path d="M16 13.5h1.5" />
  </>
));
export const ChatIcon = createIcon(() => (
  <>
    <path d="M20 12a8 8 0 01-11.6 7.1L4 20l1-4A8 8 0 1120 12z" />
    <path d="M8.5 12h.01M12 12h.01M15.5 12h.01" strokeWidth={2.6} />
  </>
));
