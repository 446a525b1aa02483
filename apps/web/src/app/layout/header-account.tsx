import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { openDialog } from '@/stores/dialogs';
import NotificationBell from '@/features/notifications/components/notification-bell';
import { SessionDialogHost } from './dialogs/session-dialogs';
import { ProfileDropdown } from './profile-dropdown';
import { formatMoney, useSessionSummary } from './use-session-summary';
import styles from './header.module.css';

/**
 * The logged-in part of the header (docs/product.md §2): profile dropdown, notification bell,
 * balance and Deposit. Its own chunk, loaded only for a logged-in player: a guest's first
 * load (the home route's JS budget) carries none of it.
 */
export default function HeaderAccount() {
  const { t } = useTranslation();
  const session = useSessionSummary();
  if (!session) return null;
  return (
    <>
      <ProfileDropdown username={session.username} className={styles.desktopOnly} />
      {/* The bell waits for its translations without holding up the balance. */}
      <Suspense fallback={<span className={styles.bellSlot} />}>
        <NotificationBell />
      </Suspense>
      <Link to={paths.dashboard.financialActivities} className={styles.balance} title={t('header.balance')}>
        <span className="visually-hidden">{t('header.balance')}: </span>
        {formatMoney(session.balance)}
        {/* The bonus is not cash: shown beside it, never added to it (ADR 012). */}
        {session.bonusBalance > 0 && (
          <span className={styles.bonusBalance}>
            <span className="visually-hidden">, </span>
            {t('header.bonus')} {formatMoney(session.bonusBalance)}
          </span>
        )}
      </Link>
      {/* docs/product.md §2: the 'Deposit Money' modal (the bottom bar's Deposit goes to the page). */}
      <Button
        size="sm"
        className={styles.desktopOnly}
        aria-haspopup="dialog"
        onClick={() => openDialog({ name: 'deposit' })}
      >
        {t('header.deposit')}
      </Button>
      <SessionDialogHost />
    </>
  );
}
