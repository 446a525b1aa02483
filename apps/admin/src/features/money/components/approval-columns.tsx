import type { ApprovalItem } from '@lalebet/shared';
import type { ColumnDef } from '@tanstack/react-table';
import type { TFunction } from 'i18next';
import { DateTime, Money } from '@/components/display';
import { SignedAmount } from './adjustment-columns';

/** The amount approving moves: an adjustment signed by its direction, a grant as given. */
export function ApprovalAmount({ item }: { item: ApprovalItem }) {
  if (item.kind === 'site_option') return <>—</>; // a policy change moves no money itself
  return item.kind === 'adjustment' ? <SignedAmount a={item} /> : <Money minor={item.amount} />;
}

/** The player a request is for; a policy change (docs/decisions/043-policy-settings.md) has none. */
export function approvalPlayer(item: ApprovalItem): string {
  return 'customerId' in item ? `${item.username} (#${item.customerId})` : '—';
}

/** What approving does, in a few words: the adjustment's reason or the bonus granted. */
export function approvalWhat(t: TFunction, item: ApprovalItem): string {
  if (item.kind === 'site_option') return `${item.key}: ${item.before || '—'} → ${item.value || '—'}`;
  return item.kind === 'adjustment' ? t(`reason.${item.reasonCode}`) : item.definitionTitle;
}

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
      cell: ({ row }) => approvalPlayer(row.original),
    },
    { id: 'amount', header: t('col.amount'), cell: ({ row }) => <ApprovalAmount item={row.original} /> },
    { id: 'what', header: t('col.what'), cell: ({ row }) => approvalWhat(t, row.original) },
    { id: 'requestedBy', header: t('col.requestedBy'), accessorKey: 'requestedBy' },
  ];
}
