import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { IconButton } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { SearchIcon } from '../icons';

// The header is on every page: only the button ships with it, the search loads on first open.
const HeaderSearchDialog = lazy(() => import('./header-search-dialog'));

/** "The game search follows the current page" (brief, section 2): live games on live pages. */
export const isLivePage = (pathname: string) =>
  pathname.startsWith(paths.casinoLive) || pathname.startsWith(paths.liveSports);

/** The header's game search: an icon button opening a small search dialog. */
export function HeaderSearch({ className }: { className?: string }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const [open, setOpen] = useState(false);
  return (
    <>
      <IconButton
        label={t('header.searchGames')}
        aria-haspopup="dialog"
        aria-expanded={open}
        className={className}
        onClick={() => setOpen(true)}
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
