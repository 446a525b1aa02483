import { createIcon } from './icon';

/** Simplified brand marks, drawn locally (no external hosts). */
export const TelegramIcon = createIcon(() => (
  <path d="M21 4L3 11.2l6 2.3M21 4l-3.2 16-6.3-5M21 4L9 13.5V19l2.5-4" />
));
export const XIcon = createIcon(
  () => (
    <path d="M17.8 3h3.1l-6.8 7.8L22 21h-6.3l-4.9-6.4L5.2 21H2.1l7.3-8.3L1.8 3h6.4l4.4 5.9zm-1.1 16.2h1.7L7.3 4.7H5.5z" />
  ),
  true,
);
export const InstagramIcon = createIcon(() => (
  <>
    <rect x="3.5" y="3.5" width="17" height="17" rx="5" />
    <circle cx="12" cy="12" r="4" />
    <path d="M17 7h.01" strokeWidth={2.8} />
  </>
));
export const YoutubeIcon = createIcon(
  () => (
    <path d="M22 8.2a3 3 0 00-2.1-2.1C18 5.6 12 5.6 12 5.6s-6 0-7.9.5A3 3 0 002 8.2 31 31 0 001.6 12 31 31 0 002 15.8a3 3 0 002.1 2.1c1.9.5 7.9.5 7.9.5s6 0 7.9-.5a3 3 0 002.1-2.1 31 31 0 00.4-3.8 31 31 0 00-.4-3.8zM10 15.2V8.8l5.2 3.2z" />
  ),
  true,
);
