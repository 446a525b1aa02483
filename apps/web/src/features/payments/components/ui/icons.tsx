import { createIcon } from '@/components/ui/icons/icon';

/** Paste from the clipboard (a clipboard with a sheet). Kept here: only payment forms use it. */
export const PasteIcon = createIcon(() => (
  <>
    <rect x="6" y="4" width="12" height="17" rx="2" />
    <path d="M9 4.5V3.5A1 1 0 0110 2.5h4a1 1 0 011 1v1M9.5 11h5M9.5 15h5" />
  </>
));
