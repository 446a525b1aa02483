import type { AdminWithdrawal } from '@lalebet/shared';
import type { ColumnDef } from '@tanstack/react-table';
import type { TFunction } from 'i18next';
import { Button } from '@/components/button';
import { actionsHeader } from '@/components/columns';
import { Badge, DateTime, Money } from '@/components/display';

/** Where a payout through the method's provider stands (ADR 088), with the provider's reason. */
function PayoutBadge({ t, payout }: { t: TFunction; payout: NonNullable<AdminWithdrawal['payout']> }) {
  const { provider, state, reason } = payout;
  if (state === 'failed')
    return <Badge tone="bad">{t('wd.payoutFailed', { provider, reason: reason ?? '' })}</Badge>;
  return (
    <Badge tone={state === 'paid' ? 'good' : 'warn'}>
      {t(state === 'paid' ? 'wd.payoutPaid' : 'wd.payoutRequested', { provider })}
    </Badge>
  );
}

/** A row and the action that needs a written reason (reject, hold). */
export type Reasoned = { action: 'reject' | 'hold'; row: AdminWithdrawal };

type Options = {
  t: TFunction;
  /** Confirm or release at once. */
  run: (action: 'confirm' | 'release', id: number) => Promise<void>;
  setReasoned: (r: Reasoned) => void;
};

export const withdrawalColumns = ({
  t,
  run,
  setReasoned,
}: Options): ColumnDef<AdminWithdrawal, unknown>[] => [
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
        {row.original.payout && <PayoutBadge t={t} payout={row.original.payout} />}
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
