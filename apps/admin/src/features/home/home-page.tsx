import type { AdminQueue } from '@lalebet/shared';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageHeader } from '@/components/page-header';
import { paths } from '@/lib/paths';
import { useQueues } from './api/get-queues';

const TARGET: Record<AdminQueue['queue'], string> = {
  withdrawals: paths.withdrawals,
  bonusClaims: paths.bonusClaims,
  kyc: paths.kyc,
  protectionFlags: paths.flags,
  approvals: paths.approvals,
  liftRequests: paths.liftRequests,
  auditChain: paths.audit,
};

/** The back office opens on what needs action by me: each queue I may work, with its count. */
export default function HomePage() {
  const { t } = useTranslation();
  const queues = useQueues();
  return (
    <>
      <PageHeader title={t('home.title')}>
        <p className="muted">{t('home.subtitle')}</p>
      </PageHeader>
      {queues.isError && (
        <p className="alert alert-bad" role="alert">
          {queues.error.message}
        </p>
      )}
      <ul className="queue-grid" aria-busy={queues.isPending || undefined}>
        {queues.data?.map((q) => (
          <li key={q.queue}>
            <Link to={TARGET[q.queue]} className={`queue-card${q.count > 0 ? ' has-work' : ''}`}>
              <span className="queue-count">{q.count}</span>
              <span className="queue-name">{t(`queue.${q.queue}`)}</span>
            </Link>
          </li>
        ))}
      </ul>
      {queues.data?.length === 0 && <p className="muted">{t('home.noQueues')}</p>}
    </>
  );
}
