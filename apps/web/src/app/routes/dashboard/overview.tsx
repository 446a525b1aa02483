import { DashboardOverview } from '@/features/account/components/overview/dashboard-overview';
import { useSessionSummary } from '../../layout/use-session-summary';

/** /dashboard: the account overview, with the live balance the shell keeps. */
export default function OverviewPage() {
  const summary = useSessionSummary();
  if (!summary) return null; // the root layout's guard sends guests to the login form
  return <DashboardOverview {...summary} />;
}
