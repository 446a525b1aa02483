import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { DataTable } from '@/components/data-table';
import { SelectField } from '@/components/field';
import { PageHeader } from '@/components/page-header';
import { ReasonDialog } from '@/components/reason-dialog';
import { useListParams } from '@/components/use-list-params';
import { useLiftRequests } from './api/get-lift-requests';
import { useLiftDecision } from './api/post-lift-decision';
import { type Deciding, liftColumns } from './components/lift-columns';

const STATUSES = ['pending', 'approved', 'rejected', 'resumed'] as const;

/**
 * docs/rules.md R30: a player whose self-exclusion has ended asks, in writing, to play again; two
 * different colleagues accept, then a delay runs before the player may resume. Actions come from
 * each row's allowedActions (a colleague who accepted once is not offered it again).
 */
export default function LiftRequestsPage() {
  const { t } = useTranslation('compliance');
  const { params, update } = useListParams({ take: 25 });
  const status = params.filters.status ?? 'pending';
  // Player 360 links here with ?customerId= to show that player's requests.
  const { customerId } = params.filters;
  const list = useLiftRequests({ skip: params.skip, take: params.take, status, customerId });
  const decide = useLiftDecision();
  const [deciding, setDeciding] = useState<Deciding | null>(null);

  const columns = liftColumns({ t, setDeciding });

  return (
    <>
      <PageHeader title={t('lift.title')}>
        <p className="muted">{t('lift.subtitle')}</p>
      </PageHeader>
      <div className="filters">
        <SelectField
          label={t('lift.statusFilter')}
          value={status}
          onChange={(e) => update({ filters: { status: e.target.value } })}
          options={STATUSES.map((s) => ({ value: s, label: t(`lift.status.${s}`) }))}
        />
      </div>
      <DataTable
        caption={t('lift.title')}
        columns={columns}
        query={list}
        params={params}
        onChange={update}
        rowKey={(r) => r.id}
      />
      {deciding && (
        <ReasonDialog
          open
          title={t(deciding.action === 'approve' ? 'lift.approveTitle' : 'lift.rejectTitle', {
            name: deciding.row.username,
          })}
          description={deciding.action === 'approve' ? t('lift.approveHelp') : undefined}
          confirmLabel={t(deciding.action === 'approve' ? 'lift.approve' : 'lift.reject')}
          danger={deciding.action === 'reject'}
          onConfirm={async (text) => {
            const res = await decide.mutateAsync({ id: deciding.row.id, action: deciding.action, text });
            toast.success(res.message);
          }}
          onClose={() => setDeciding(null)}
        />
      )}
    </>
  );
}
