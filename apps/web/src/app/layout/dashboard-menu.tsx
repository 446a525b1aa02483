import { useTranslation } from 'react-i18next';
import { NavLink, useNavigate } from 'react-router';
import type { IconComponent } from '@/components/ui/icons/icon';
import { BonusIcon, GamesIcon, GiftIcon, PhoneIcon, SportsIcon } from '@/components/ui/icons/nav-icons';
import {
  BellIcon,
  HistoryIcon,
  ListIcon,
  LockIcon,
  LogoutIcon,
  ShieldIcon,
  UserIcon,
} from '@/components/ui/icons/ui-icons';
import { paths } from '@/config/paths';
import { openDialog } from '@/stores/dialogs';
import { closeMenus } from '@/stores/ui';
import { logout } from '@/features/auth/logout';
import { useUnreadCount } from '@/features/notifications/api/get-notifications';
import { formatBadge } from '@/features/notifications/lib/format-badge';
import { PhoneVerifyPrompt } from './phone-verify-prompt';
import { formatMoney, type SessionSummary } from './use-session-summary';
import styles from './dashboard-menu.module.css';
import { BonusBalanceLine } from './bonus-balance-line';
import { cx } from '@/lib/cx';

/** A menu entry: a route, or an action (docs/product.md §3: store 'logout' or 'notification'). */
type Item = { title: string; icon: IconComponent } & (
  { url: string; store?: never } | { url?: never; store: 'notification' | 'logout' }
);

export const DASHBOARD_MENU: Item[] = [
  { title: 'dashboard.account', icon: UserIcon, url: paths.dashboard.account },
  { title: 'dashboard.phoneVerification', icon: PhoneIcon, url: paths.dashboard.phoneVerification },
  { title: 'dashboard.changePassword', icon: LockIcon, url: paths.dashboard.changePassword },
  { title: 'dashboard.financialActivities', icon: ListIcon, url: paths.dashboard.financialActivities },
  { title: 'dashboard.gameHistory', icon: GamesIcon, url: paths.dashboard.gameHistory },
  { title: 'dashboard.myBets', icon: SportsIcon, url: paths.dashboard.myBets },
  { title: 'dashboard.claimBonus', icon: BonusIcon, url: paths.dashboard.claimBonus },
  { title: 'dashboard.bonuses', icon: GiftIcon, url: paths.dashboard.bonuses },
  { title: 'dashboard.sessionHistory', icon: HistoryIcon, url: paths.dashboard.sessionHistory },
  // docs/rules.md R15: the limit page within two clicks.
  { title: 'dashboard.responsibleGaming', icon: ShieldIcon, url: paths.dashboard.responsibleGaming },
  { title: 'dashboard.notifications', icon: BellIcon, store: 'notification' },
  { title: 'dashboard.logout', icon: LogoutIcon, store: 'logout' },
];

type Props = { session: SessionSummary; variant: 'desktop' | 'mobile' };

/**
 * The account menu. Desktop: username, balance, Deposit/Withdraw toggle, items. Mobile:
 * balance, username and user code, then the same toggle and items (docs/product.md §2).
 */
export function DashboardMenu({ session, variant }: Props) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  // docs/product.md §4: the Notifications item's badge shows '9+' at 9 or more.
  const badge = formatBadge(useUnreadCount());
  const itemClass = ({ isActive }: { isActive: boolean }) => cx(styles.item, isActive && styles.active);
  const toggleClass = ({ isActive }: { isActive: boolean }) =>
    cx(styles.toggle, isActive && styles.toggleActive);

  const run = (store: 'notification' | 'logout') => {
    closeMenus();
    if (store === 'notification') openDialog({ name: 'notifications' });
    else void logout(navigate);
  };

  return (
    <div className={`${styles.menu} ${styles[variant]}`}>
      <div className={styles.summary}>
        {variant === 'desktop' && <p className={`${styles.username} identifier`}>{session.username}</p>}
        <p className={styles.balance}>
          <span className={styles.caption}>{t('dashboard.balance')}</span>
          <span className={styles.amount}>{formatMoney(session.balance)}</span>
          <BonusBalanceLine amount={session.bonusBalance} className={styles.caption} />
        </p>
        {variant === 'mobile' && (
          <p className={styles.identity}>
            <span className={`${styles.username} identifier`}>{session.username}</span>
            <span className={styles.caption}>
              {t('dashboard.userCode')}: <span className="identifier">{session.usercode}</span>
            </span>
          </p>
        )}
        <PhoneVerifyPrompt />
      </div>
      <div className={styles.toggles}>
        <NavLink to={paths.dashboard.deposit} className={toggleClass} onClick={closeMenus}>
          {t('header.deposit')}
        </NavLink>
        <NavLink to={paths.dashboard.withdraw} className={toggleClass} onClick={closeMenus}>
          {t('dashboard.withdraw')}
        </NavLink>
      </div>
      <nav aria-label={t('dashboard.menu')}>
        <ul role="list" className={styles.list}>
          {DASHBOARD_MENU.map(({ title, icon: Icon, url, store }) => (
            <li key={title}>
              {url ? (
                <NavLink to={url} className={itemClass} onClick={closeMenus}>
                  <Icon size={20} />
                  <span>{t(title)}</span>
                </NavLink>
              ) : (
                <button type="button" className={styles.item} onClick={() => store && run(store)}>
                  <Icon size={20} />
                  <span>{t(title)}</span>
                  {store === 'notification' && badge && (
                    <span className={styles.badge} data-badge>
                      <span className="visually-hidden">, </span>
                      {badge}
                    </span>
                  )}
                </button>
              )}
            </li>
          ))}
        </ul>
      </nav>
    </div>
  );
}
