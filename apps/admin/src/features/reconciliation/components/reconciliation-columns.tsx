import type { ReconciliationFlag } from '@lalebet/shared';
import type { ColumnDef } from '@tanstack/react-table';
import type { TFunction } from 'i18next';
import { Button } from '@/components/button';
import { actionsHeader } from '@/components/columns';
import { Badge, DateTime, Money } from '@/components/display';

type Side = ReconciliationFlag['ours'];

function SideCell({ side, t }: { side: Side; t: TFunction }) {
  if (!side) return <span className="muted">{t('none')}</span>;
  return (
    <>
      {side.currency === 'TRY' ? (
        <Money minor={side.amount} />
      ) : (
        `${(Number(side.amount) / 100).toFixed(2)} ${side.currency}`
      )}{' '}
      · {t(`status.${side.status}`, side.status)}
    </>
  );
}

/** The flags table: day, provider, what differs, both sides, and resolve (or who resolved, why). */
export const reconciliationColumns = ({
  t,
  onResolve,
}: {
  t: TFunction;
  onResolve: (f: ReconciliationFlag) => void;
}): ColumnDef<ReconciliationFlag, unknown>[] => [
  { id: 'day', header: t('day'), accessorKey: 'day' },
  { id: 'provider', header: t('provider'), accessorKey: 'provider' },
  {
    id: 'kind',
    header: t('kind'),
    cell: ({ row }) => <Badge tone="warn">{t(`kinds.${row.original.kind}`)}</Badge>,
  },
  { id: 'subject', header: t('subject'), accessorKey: 'subject' },
  { id: 'ours', header: t('ours'), cell: ({ row }) => <SideCell side={row.original.ours} t={t} /> },
  { id: 'theirs', header: t('theirs'), cell: ({ row }) => <SideCell side={row.original.theirs} t={t} /> },
  { id: 'createdAt', header: t('createdAt'), cell: ({ row }) => <DateTime iso={row.original.createdAt} /> },
  {
    ...actionsHeader(t),
    cell: ({ row }) =>
      row.original.resolvedAt ? (
        <span className="muted">
          {row.original.resolvedBy}: {row.original.note}
        </span>
      ) : (
        <Button
          variant="ghost"
          onClick={() => onResolve(row.original)}
          aria-label={t('resolveFor', { subject: row.original.subject })}
        >
          {t('resolve')}
        </Button>
      ),
  },
];
