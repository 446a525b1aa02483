import { TransactionStatus } from '@lalebet/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { DataTable } from '@/components/data-table';
import { SelectField } from '@/components/field';
import { PageHeader } from '@/components/page-header';
import { ReasonDialog } from '@/components/reason-dialog';
import { useListParams } from '@/components/use-list-params';
import { useWithdrawalAction } from './api/act-withdrawal';
import { useWithdrawals } from './api/list-withdrawals';
import { type Reasoned, withdrawalColumns } from './components/withdrawal-columns';

const STATUSES = ['Pending', 'WaitingForKyc', 'Confirmed', 'Rejected', 'Cancelled'] as const;

/** The withdrawal queue: one status at a time, actions from each row's allowedActions. */
export default function WithdrawalsPage() {
  const { t } = useTranslation('money');
  const { params, update, query } = useListParams({ take: 25, sort: 'createdAt' });
  const list = useWithdrawals({
    ...query,
    status: params.filters.status ?? TransactionStatus.Pending,
    order: params.sort ? params.order : 'asc',
  });
  const act = useWithdrawalAction();
  const [reasoned, setReasoned] = useState<Reasoned | null>(null);
  const run = async (action: 'confirm' | 'release', id: number) => {
    try {
      const res = await act.mutateAsync({ action, id });
      toast.success(res.message);
    } catch (e) {
      toast.error(e instanceof Error ? e.message : String(e));
    }
  };
  const columns = withdrawalColumns({ t, run, setReasoned });
  return (
    <>
      <PageHeader title={t('wd.title')} />
      <div className="filters">
        <SelectField
          label={t('col.status')}
          value={String(params.filters.status ?? TransactionStatus.Pending)}
          onChange={(e) => update({ filters: { status: e.target.value } })}
          options={STATUSES.map((s) => ({ value: String(TransactionStatus[s]), label: t(`wd.status.${s}`) }))}
        />
        <SelectField
          label={t('wd.holdFilter')}
          value={params.filters.held ?? ''}
          onChange={(e) => update({ filters: { held: e.target.value } })}
          options={[
            { value: '', label: t('status.all') },
            { value: 'true', label: t('wd.onlyHeld') },
            { value: 'false', label: t('wd.notHeld') },
          ]}
        />
      </div>
      <DataTable
        caption={t('wd.title')}
        columns={columns}
        query={list}
        params={params}
        onChange={update}
        sortable={['createdAt', 'amount']}
        rowKey={(r) => r.id}
      />
      {reasoned && (
        <ReasonDialog
          open
          title={t(reasoned.action === 'hold' ? 'wd.holdTitle' : 'wd.rejectTitle', {
            name: reasoned.row.username,
          })}
          confirmLabel={t(reasoned.action === 'hold' ? 'wd.hold' : 'action.reject')}
          danger={reasoned.action === 'reject'}
          onConfirm={(reason) => act.mutateAsync({ action: reasoned.action, id: reasoned.row.id, reason })}
          onClose={() => setReasoned(null)}
        />
      )}
    </>
  );
}
