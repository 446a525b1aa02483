import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { Button, IconButton } from '@/components/ui/button';
import { BonusIcon, GiftIcon } from '@/components/ui/icons/nav-icons';
import { MenuIcon, UserIcon } from '@/components/ui/icons/shell-icons';
import { paths } from '@/config/paths';
import { openDialog } from '@/stores/dialogs';
import { useSession } from '@/stores/session';
import { uiStore } from '@/stores/ui';
import { Deferred } from './deferred';
import { LanguageSelect } from './language-select';
import { Logo } from './logo';
import { MainMenu } from './main-menu';
import { useScrolledPast } from './use-scrolled-past';
import styles from './header.module.css';
import { cx } from '@/lib/cx';

/** docs/product.md §9: past 100 px of scroll the header gets the `remove` class. */
export const HEADER_SCROLL_THRESHOLD_PX = 100;
const DESKTOP_QUERY = '(min-width: 992px)';

// The logged-in part loads only for a logged-in player, and at once when a session is stored.
const loadAccount = () => import('./header-account');
const HeaderAccount = lazy(loadAccount);
if (uiStore.get().hasLogin) void loadAccount();
// The game search button arrives once the page is idle (its slot is reserved), its dialog on first
// open: neither weighs on the first load of any page.
const HeaderSearch = lazy(() => import('@/features/casino/lobby/components/header-search/header-search'));

export function Header() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const loggedIn = useSession() !== null;
  const sidebarOpen = uiStore.use((s) => s.sidebarMenuOpen);
  const profileOpen = uiStore.use((s) => s.mobileProfileSidebarOpen);
  const scrolled = useScrolledPast(HEADER_SCROLL_THRESHOLD_PX);

  const toggleSideMenu = () =>
    uiStore.set({ sidebarMenuOpen: !sidebarOpen, mobileProfileSidebarOpen: false });
  // docs/product.md: the profile toggle opens the profile sidebar on mobile and goes to /dashboard on
  // desktop; a guest is shown the login form instead.
  const onProfile = () => {
    if (!loggedIn) return openDialog({ name: 'login' });
    if (window.matchMedia(DESKTOP_QUERY).matches) return navigate(paths.dashboard.root);
    uiStore.set({ mobileProfileSidebarOpen: !profileOpen, sidebarMenuOpen: false });
  };

  return (
    <header className={cx(styles.header, scrolled && 'remove')}>
      <div className={styles.top}>
        <IconButton
          label={t(sidebarOpen ? 'header.closeMenu' : 'header.openMenu')}
          aria-expanded={sidebarOpen}
          aria-controls="sidebar-menu"
          className={styles.mobileOnly}
          onClick={toggleSideMenu}
        >
          <MenuIcon />
        </IconButton>
        <Logo />
        <div className={styles.spacer} />
        <span className={styles.searchSlot}>
          <Deferred>
            <HeaderSearch />
          </Deferred>
        </span>
        <Link to={paths.dashboard.claimBonus} className={`${styles.bonus} ${styles.desktopOnly}`}>
          <BonusIcon size={18} />
          {t('nav.bonusRequest')}
        </Link>
        {/* The product's header 'Promotion' label; the main menu has Promotions too, so it needs room. */}
        <Link to={paths.promotions} className={`${styles.bonus} ${styles.wideOnly}`}>
          <GiftIcon size={18} />
          {t('header.promotion')}
        </Link>
        <LanguageSelect className={styles.desktopOnly} />
        {loggedIn ? (
          <Suspense fallback={null}>
            <HeaderAccount />
          </Suspense>
        ) : (
          <div className={styles.guest}>
            <Button variant="secondary" size="sm" onClick={() => openDialog({ name: 'login' })}>
              {t('header.login')}
            </Button>
            <Button variant="primary" size="sm" onClick={() => openDialog({ name: 'register' })}>
              {t('header.signUp')}
            </Button>
          </div>
        )}
        <IconButton
          label={t('header.profile')}
          aria-expanded={loggedIn ? profileOpen : undefined}
          aria-controls={loggedIn ? 'profile-sidebar' : undefined}
          className={loggedIn ? undefined : styles.mobileOnly}
          onClick={onProfile}
        >
          <UserIcon />
        </IconButton>
      </div>
      <div className={`${styles.menuRow} ${styles.desktopOnly}`}>
        <MainMenu variant="bar" />
      </div>
    </header>
  );
}
