import { type AdminWithdrawal, TransactionStatus } from '@lalebet/shared';
import type { ColumnDef } from '@tanstack/react-table';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { Button } from '@/components/button';
import { DataTable } from '@/components/data-table';
import { Badge, DateTime, Money } from '@/components/display';
import { SelectField } from '@/components/field';
import { PageHeader } from '@/components/page-header';
import { ReasonDialog } from '@/components/reason-dialog';
import { useListParams } from '@/components/use-list-params';
import { useWithdrawalAction } from './api/act-withdrawal';
import { useWithdrawals } from './api/list-withdrawals';
import { actionsHeader } from '@/components/columns';

const STATUSES = ['Pending', 'WaitingForKyc', 'Confirmed', 'Rejected', 'Cancelled'] as const;
type Reasoned = { action: 'reject' | 'hold'; row: AdminWithdrawal };

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
  const columns = useMemo<ColumnDef<AdminWithdrawal, unknown>[]>(() => {
    const run = async (action: 'confirm' | 'release', id: number) => {
      try {
        const res = await act.mutateAsync({ action, id });
        toast.success(res.message);
      } catch (e) {
        toast.error(e instanceof Error ? e.message : String(e));
      }
    };
    return [
      {
        id: 'createdAt',
        header: t('col.requestedAt'),
        cell: ({ row }) => <DateTime iso={row.original.createdAt} />,
      },
      { id: 'username', header: t('col.player'), accessorKey: 'username' },
      {
        id: 'amount',
        header: t('col.amount'),
        cell: ({ row }) => <Money minor={Math.round(row.original.amount * 100)} />,
      },
      { id: 'method', header: t('wd.method'), accessorKey: 'method' },
      {
        id: 'state',
        header: t('col.status'),
        cell: ({ row }) => (
          <>
            {row.original.heldAt && (
              <Badge tone="warn">
                {t('wd.held')}
                {row.original.holdReason ? `: ${row.original.holdReason}` : ''}
              </Badge>
            )}
            {row.original.firstApproval && (
              <>
                <Badge tone="warn">{t('wd.secondApproval')}</Badge>{' '}
                <small>{t('wd.firstApprover', { name: row.original.firstApproval.by })}</small>
              </>
            )}
            {row.original.payableFrom && (
              <small>
                {t('wd.payableFrom')} <DateTime iso={row.original.payableFrom} />
              </small>
            )}
          </>
        ),
      },
      {
        ...actionsHeader(t),
        cell: ({ row }) => {
          const w = row.original;
          const can = (a: string) => w.allowedActions.includes(a as never);
          return (
            <div className="row-actions">
              {can('confirm') && (
                <Button variant="primary" onClick={() => run('confirm', w.id)}>
                  {t('wd.confirm')}
                </Button>
              )}
              {can('release') && <Button onClick={() => run('release', w.id)}>{t('wd.release')}</Button>}
              {can('hold') && (
                <Button onClick={() => setReasoned({ action: 'hold', row: w })}>{t('wd.hold')}</Button>
              )}
              {can('reject') && (
                <Button variant="danger" onClick={() => setReasoned({ action: 'reject', row: w })}>
                  {t('action.reject')}
                </Button>
              )}
            </div>
          );
        },
      },
    ];
  }, [t, act]);
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
