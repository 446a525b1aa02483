import { createIcon } from '@/components/ui/icons/icon';

export const DesktopIcon = createIcon(() => (
  <>
    <rect x="3" y="4" width="18" height="12" rx="2" />
    <path d="M8 20h8M12 16v4" />
  </>
));
export const MobileIcon = createIcon(() => (
  <>
    <rect x="7" y="3" width="10" height="18" rx="2" />
    <path d="M11 18h2" />
  </>
));
