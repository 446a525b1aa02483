import type { ColumnDef } from '@tanstack/react-table';
import type { TFunction } from 'i18next';
import type { AdminLiftRequest } from '@lalebet/shared';
import { Button } from '@/components/button';
import { Badge, DateTime } from '@/components/display';
import { actionsHeader } from '@/components/columns';

/** A request and the decision a button opens the reason dialog for. */
export type Deciding = { row: AdminLiftRequest; action: 'approve' | 'reject' };

export const liftColumns = ({
  t,
  setDeciding,
}: {
  t: TFunction;
  setDeciding: (d: Deciding) => void;
}): ColumnDef<AdminLiftRequest, unknown>[] => [
  { id: 'username', header: t('player'), accessorKey: 'username' },
  {
    id: 'reason',
    header: t('lift.reason'),
    cell: ({ row }) => <span className="wrap">{row.original.reason}</span>,
  },
  {
    id: 'blockEndedAt',
    header: t('lift.blockEnded'),
    cell: ({ row }) => <DateTime iso={row.original.blockEndedAt} />,
  },
  {
    id: 'requestedAt',
    header: t('lift.requestedAt'),
    cell: ({ row }) => <DateTime iso={row.original.requestedAt} />,
  },
  {
    id: 'progress',
    header: t('lift.progress'),
    cell: ({ row }) => {
      const r = row.original;
      if (r.status === 'approved')
        return (
          <Badge tone="good">
            {t('lift.playableFrom')} <DateTime iso={r.effectiveAt} />
          </Badge>
        );
      if (r.status === 'rejected') return <Badge tone="bad">{t('lift.status.rejected')}</Badge>;
      if (r.status === 'resumed') return <Badge>{t('lift.status.resumed')}</Badge>;
      return <Badge tone="warn">{r.firstApprovedAt ? t('lift.oneOfTwo') : t('lift.noneOfTwo')}</Badge>;
    },
  },
  {
    ...actionsHeader(t),
    cell: ({ row }) => (
      <div className="page-actions">
        {row.original.allowedActions.includes('approve') && (
          <Button
            variant="primary"
            title={t('lift.approveFor', { name: row.original.username })}
            onClick={() => setDeciding({ row: row.original, action: 'approve' })}
          >
            {t('lift.approve')}
          </Button>
        )}
        {row.original.allowedActions.includes('reject') && (
          <Button
            variant="danger"
            title={t('lift.rejectFor', { name: row.original.username })}
            onClick={() => setDeciding({ row: row.original, action: 'reject' })}
          >
            {t('lift.reject')}
          </Button>
        )}
      </div>
    ),
  },
];
