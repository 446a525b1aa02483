import { Suspense } from 'react';
import { DashboardOverview } from '@/features/account/components/overview/dashboard-overview';
import { ReviewBanner } from '@/features/protection/components/review-banner';
import { useSessionSummary } from '../../layout/use-session-summary';
import styles from './dashboard.module.css';

/**
 * /dashboard: the account overview, with the live balance the shell keeps, and the periodic
 * prompt to review the account history when it is due (docs/rules.md R17).
 */
export default function OverviewPage() {
  const summary = useSessionSummary();
  if (!summary) return null; // the root layout's guard sends guests to the login form
  return (
    <div className={styles.stack}>
      <Suspense fallback={null}>
        <ReviewBanner />
      </Suspense>
      <DashboardOverview {...summary} />
    </div>
  );
}
