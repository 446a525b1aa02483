import { useTranslation } from 'react-i18next';
import { NavLink, Outlet } from 'react-router';
import { paths } from '@/config/paths';
import { uiStore } from '@/stores/ui';
import { DashboardMenu } from '../../layout/dashboard-menu';
import { formatMoney, useSessionSummary } from '../../layout/use-session-summary';
import styles from './dashboard.module.css';
import { BonusBalanceLine } from '@/app/layout/bonus-balance-line';
import { cx } from '@/lib/cx';

const toggleClass = ({ isActive }: { isActive: boolean }) =>
  cx(styles.toggle, isActive && styles.toggleActive);

/**
 * The account area. Desktop: the dashboard menu beside the page. Mobile: balance, username
 * and user code on top; the full menu lives in the profile side bar.
 */
export default function DashboardLayout() {
  const { t } = useTranslation();
  const session = useSessionSummary();
  if (!session) return null; // the root layout's guard sends guests home with the login form

  return (
    <div className={styles.layout}>
      <aside className={styles.side}>
        <DashboardMenu session={session} variant="desktop" />
      </aside>
      <div className={styles.mobileSummary}>
        <div className={styles.summaryRow}>
          <p className={styles.identity}>
            <span className={`${styles.username} identifier`}>{session.username}</span>
            <span className={styles.muted}>
              {t('dashboard.userCode')}: <span className="identifier">{session.usercode}</span>
            </span>
          </p>
          <p className={styles.balance}>
            <span className={styles.muted}>{t('dashboard.balance')}</span>
            <span className={styles.amount}>{formatMoney(session.balance)}</span>
            <BonusBalanceLine amount={session.bonusBalance} className={styles.muted} />
          </p>
        </div>
        <div className={styles.toggles}>
          <NavLink to={paths.dashboard.deposit} className={toggleClass}>
            {t('header.deposit')}
          </NavLink>
          <NavLink to={paths.dashboard.withdraw} className={toggleClass}>
            {t('dashboard.withdraw')}
          </NavLink>
          <button
            type="button"
            className={styles.toggle}
            onClick={() => uiStore.set({ mobileProfileSidebarOpen: true })}
          >
            {t('sidebar.label')}
          </button>
        </div>
      </div>
      <div className={styles.content}>
        <Outlet />
      </div>
    </div>
  );
}
