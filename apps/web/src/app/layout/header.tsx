import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { Button, buttonClass, IconButton } from '@/components/ui/button';
import { BonusIcon } from '@/components/ui/icons/nav-icons';
import { MenuIcon, UserIcon } from '@/components/ui/icons/ui-icons';
import { paths } from '@/config/paths';
import { openDialog } from '@/stores/dialogs';
import { uiStore } from '@/stores/ui';
import { LanguageSelect } from './language-select';
import { Logo } from './logo';
import { MainMenu } from './main-menu';
import { ProfileDropdown } from './profile-dropdown';
import { formatMoney, useSessionSummary } from './use-session-summary';
import { useScrolledPast } from './use-scrolled-past';
import styles from './header.module.css';

/** Brief, section 9: past 100 px of scroll the header gets the `remove` class. */
export const HEADER_SCROLL_THRESHOLD_PX = 100;
const DESKTOP_QUERY = '(min-width: 992px)';

export function Header() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const session = useSessionSummary();
  const sidebarOpen = uiStore.use((s) => s.sidebarMenuOpen);
  const profileOpen = uiStore.use((s) => s.mobileProfileSidebarOpen);
  const scrolled = useScrolledPast(HEADER_SCROLL_THRESHOLD_PX);

  const toggleSideMenu = () =>
    uiStore.set({ sidebarMenuOpen: !sidebarOpen, mobileProfileSidebarOpen: false });
  // Brief: the profile toggle opens the profile sidebar on mobile and goes to /dashboard on
  // desktop; a guest is shown the login form instead.
  const onProfile = () => {
    if (!session) return openDialog({ name: 'login' });
    if (window.matchMedia(DESKTOP_QUERY).matches) return navigate(paths.dashboard.root);
    uiStore.set({ mobileProfileSidebarOpen: !profileOpen, sidebarMenuOpen: false });
  };

  return (
    <header className={[styles.header, scrolled && 'remove'].filter(Boolean).join(' ')}>
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
        <Link to={paths.dashboard.claimBonus} className={`${styles.bonus} ${styles.desktopOnly}`}>
          <BonusIcon size={18} />
          {t('nav.bonusRequest')}
        </Link>
        <LanguageSelect className={styles.desktopOnly} />
        {session ? (
          <>
            <ProfileDropdown username={session.username} className={styles.desktopOnly} />
            <Link
              to={paths.dashboard.financialActivities}
              className={styles.balance}
              title={t('header.balance')}
            >
              <span className="visually-hidden">{t('header.balance')}: </span>
              {formatMoney(session.balance)}
            </Link>
            <Link to={paths.dashboard.deposit} className={buttonClass('primary', 'sm', styles.desktopOnly)}>
              {t('header.deposit')}
            </Link>
          </>
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
          aria-expanded={session ? profileOpen : undefined}
          aria-controls={session ? 'profile-sidebar' : undefined}
          className={session ? undefined : styles.mobileOnly}
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
