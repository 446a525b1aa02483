import type { DebtQueueItem } from '@lalebet/shared';
import type { ColumnDef } from '@tanstack/react-table';
import type { TFunction } from 'i18next';
import { Link } from 'react-router';
import { Badge, DateTime } from '@/components/display';
import { paths } from '@/lib/paths';

const lira = (n: number) => `${n.toLocaleString(undefined, { minimumFractionDigits: 2 })} ₺`;

/** The debt queue: who owes what since when, from which bet; the write-off is on Player 360. */
export function debtColumns(t: TFunction): ColumnDef<DebtQueueItem, unknown>[] {
  return [
    {
      id: 'createdAt',
      header: t('col.createdAt'),
      cell: ({ row }) => <DateTime iso={row.original.createdAt} />,
    },
    {
      id: 'player',
      header: t('col.player'),
      cell: ({ row }) => (
        <Link to={paths.customer(row.original.customerId)}>
          {row.original.username} (#{row.original.customerId})
        </Link>
      ),
    },
    { id: 'bet', header: t('col.bet'), cell: ({ row }) => <code>{row.original.betId.slice(0, 8)}</code> },
    { id: 'amount', header: t('col.amount'), cell: ({ row }) => lira(row.original.amount) },
    { id: 'collected', header: t('col.collected'), cell: ({ row }) => lira(row.original.collected) },
    {
      id: 'open',
      header: t('col.open'),
      cell: ({ row }) => (
        <>
          <Badge tone="bad">{lira(row.original.open)}</Badge>{' '}
          {row.original.writeOffPending && <Badge tone="warn">{t('writeOffPending')}</Badge>}
        </>
      ),
    },
  ];
}
