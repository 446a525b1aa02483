import { createIcon } from '@/components/ui/icons/icon';

export const HeartIcon = createIcon(() => (
  <path d="M12 20s-7-4.4-7-10a4 4 0 0 1 7-2.6A4 4 0 0 1 19 10c0 5.6-7 10-7 10z" />
));
export const SearchIcon = createIcon(() => (
  <>
    <circle cx="11" cy="11" r="6.5" />
    <path d="M16 16l4 4" />
  </>
));
export const PlayIcon = createIcon(() => <path d="M8 5.5v13l10.5-6.5z" />, true);
