import { createIcon } from '@/components/ui/icons/icon';

export const ReloadIcon = createIcon(() => (
  <>
    <path d="M20 12a8 8 0 1 1-2.34-5.66" />
    <path d="M20 4v5h-5" />
  </>
));
