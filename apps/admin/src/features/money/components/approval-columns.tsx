import type { ApprovalItem } from '@lalebet/shared';
import type { ColumnDef } from '@tanstack/react-table';
import type { TFunction } from 'i18next';
import { DateTime, Money } from '@/components/display';
import { SignedAmount } from './adjustment-columns';

/** The amount approving moves: an adjustment signed by its direction, a grant as given; staff requests none. */
export function ApprovalAmount({ item }: { item: ApprovalItem }) {
  if (item.kind === 'staff') return <>—</>;
  return item.kind === 'adjustment' ? <SignedAmount a={item} /> : <Money minor={item.amount} />;
}

/** What approving does, in a few words: the adjustment's reason, the bonus granted, the roles given. */
export function approvalWhat(t: TFunction, item: ApprovalItem): string {
  if (item.kind === 'staff') return t(`staff.${item.action}`, { roles: item.roles.join(', ') });
  return item.kind === 'adjustment' ? t(`reason.${item.reasonCode}`) : item.definitionTitle;
}

/** Who the request is about: the player, or (staff requests) the staff account. */
export const approvalSubject = (item: ApprovalItem) =>
  item.kind === 'staff' ? item.username : `${item.username} (#${item.customerId})`;

/** The approvals inbox: every kind of request side by side. */
export function approvalColumns(t: TFunction): ColumnDef<ApprovalItem, unknown>[] {
  return [
    {
      id: 'requestedAt',
      header: t('col.requestedAt'),
      cell: ({ row }) => <DateTime iso={row.original.requestedAt} />,
    },
    { id: 'kind', header: t('col.kind'), cell: ({ row }) => t(`kind.${row.original.kind}`) },
    {
      id: 'username',
      header: t('col.player'),
      cell: ({ row }) => approvalSubject(row.original),
    },
    { id: 'amount', header: t('col.amount'), cell: ({ row }) => <ApprovalAmount item={row.original} /> },
    { id: 'what', header: t('col.what'), cell: ({ row }) => approvalWhat(t, row.original) },
    { id: 'requestedBy', header: t('col.requestedBy'), accessorKey: 'requestedBy' },
  ];
}
