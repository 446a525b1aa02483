import type { MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { GiftIcon, LiveCasinoIcon, SportsIcon } from '@/components/ui/icons/nav-icons';
import { ChatIcon, WalletIcon } from '@/components/ui/icons/shell-icons';
import { paths } from '@/config/paths';
import { openDialog } from '@/stores/dialogs';
import { closeMenus, uiStore } from '@/stores/ui';
import styles from './bottom-bar.module.css';
import { cx } from '@/lib/cx';

const linkClass = ({ isActive }: { isActive: boolean }) => cx(styles.item, isActive && styles.active);

/** Mobile bottom bar (< 992 px): Deposit, Spor, Support, L.Casino, Promotions (docs/product.md §2). */
export function BottomBar() {
  const { t } = useTranslation();
  const hasLogin = uiStore.use((s) => s.hasLogin);
  const chatOpen = uiStore.use((s) => s.openChat);

  const onDeposit = (e: MouseEvent) => {
    closeMenus();
    if (hasLogin) return;
    e.preventDefault(); // a guest gets the login form instead
    openDialog({ name: 'login', data: { redirectTo: paths.dashboard.deposit } });
  };
  const onSupport = () => uiStore.set((s) => ({ openChat: !s.openChat, mobileProfileSidebarOpen: false }));

  return (
    <nav className={styles.bar} aria-label={t('bottomBar.label')}>
      <NavLink to={paths.dashboard.deposit} className={linkClass} onClick={onDeposit}>
        <WalletIcon />
        <span>{t('bottomBar.deposit')}</span>
      </NavLink>
      <NavLink to={paths.sports} className={linkClass} onClick={closeMenus}>
        <SportsIcon />
        <span>{t('bottomBar.sports')}</span>
      </NavLink>
      <button
        type="button"
        className={`${styles.item} ${styles.support}`}
        aria-pressed={chatOpen}
        onClick={onSupport}
      >
        <span className={styles.supportIcon}>
          <ChatIcon />
        </span>
        <span>{t('bottomBar.support')}</span>
      </button>
      <NavLink to={paths.casinoLive} className={linkClass} onClick={closeMenus}>
        <LiveCasinoIcon />
        <span>{t('bottomBar.liveCasino')}</span>
      </NavLink>
      <NavLink to={paths.promotions} className={linkClass} onClick={closeMenus}>
        <GiftIcon />
        <span>{t('bottomBar.promotions')}</span>
      </NavLink>
    </nav>
  );
}
