import type { Adjustment } from '@lalebet/shared';
import type { ColumnDef } from '@tanstack/react-table';
import type { TFunction } from 'i18next';
import { Badge, DateTime, Money } from '@/components/display';

const tone = { pending: 'warn', executed: 'good', rejected: 'bad', expired: 'neutral' } as const;

export function StatusBadge({ status, t }: { status: Adjustment['status']; t: TFunction }) {
  return <Badge tone={tone[status]}>{t(`status.${status}`)}</Badge>;
}

/** Amount signed by direction: a debit shows as negative. */
export function SignedAmount({ a }: { a: Pick<Adjustment, 'amount' | 'direction'> }) {
  return <Money minor={a.direction === 'debit' ? `-${a.amount}` : a.amount} />;
}

/** The columns the adjustments list and the approvals inbox share. */
export function adjustmentColumns(t: TFunction): ColumnDef<Adjustment, unknown>[] {
  return [
    {
      id: 'requestedAt',
      header: t('col.requestedAt'),
      cell: ({ row }) => <DateTime iso={row.original.requestedAt} />,
    },
    {
      id: 'username',
      header: t('col.player'),
      cell: ({ row }) => `${row.original.username} (#${row.original.customerId})`,
    },
    { id: 'amount', header: t('col.amount'), cell: ({ row }) => <SignedAmount a={row.original} /> },
    { id: 'reasonCode', header: t('col.reason'), cell: ({ row }) => t(`reason.${row.original.reasonCode}`) },
    { id: 'requestedBy', header: t('col.requestedBy'), accessorKey: 'requestedBy' },
    {
      id: 'status',
      header: t('col.status'),
      cell: ({ row }) => <StatusBadge status={row.original.status} t={t} />,
    },
  ];
}
