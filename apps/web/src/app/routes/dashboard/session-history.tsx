import { SessionHistory } from '@/features/account/components/session-history/session-history';

export default function SessionHistoryPage() {
  return <SessionHistory />;
}
