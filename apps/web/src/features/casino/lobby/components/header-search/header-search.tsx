import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { IconButton } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { closeDialogs, dialogStore } from '@/stores/dialogs';
import { SearchIcon } from '../icons';

// The header is on every page: only the button ships with it, the search loads on first open.
const HeaderSearchDialog = lazy(() => import('./header-search-dialog'));

/** "The game search follows the current page" (docs/product.md §2): live games on live pages. */
export const isLivePage = (pathname: string) =>
  pathname.startsWith(paths.casinoLive) || pathname.startsWith(paths.liveSports);

/** The header's game search: an icon button opening a small search dialog (lazy, as the default export). */
export default function HeaderSearch({ className }: { className?: string }) {
  const { t } = useTranslation('casino');
  const { pathname } = useLocation();
  const [open, setOpen] = useState(false);
  // Only ever one dialog (docs/product.md §2): another one opening (e.g. the campaign popup) closes ours.
  const otherDialog = dialogStore.use((s) => s.current !== null);
  if (open && otherDialog) setOpen(false);
  return (
    <>
      <IconButton
        label={t('headerSearch.open')}
        aria-haspopup="dialog"
        aria-expanded={open}
        className={className}
        onClick={() => {
          closeDialogs();
          setOpen(true);
        }}
      >
        <SearchIcon />
      </IconButton>
      {open && (
        <Suspense fallback={null}>
          <HeaderSearchDialog live={isLivePage(pathname)} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
