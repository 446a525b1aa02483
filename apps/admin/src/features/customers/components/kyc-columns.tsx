import type { ColumnDef } from '@tanstack/react-table';
import type { TFunction } from 'i18next';
import { DateTime } from '@/components/display';
import type { KycRows } from '../api/get-kyc';

type Decision = KycRows['decisions'];
type Check = KycRows['checks'];
export const statusText = (t: TFunction, s: string) => t(`customers:kycStatus.${s}`);

/** The KYC tab's two tables: status decisions and the provider's reviews. */
export const kycColumns = (t: TFunction) => ({
  decisions: [
    { id: 'at', header: t('col.at'), cell: ({ row }) => <DateTime iso={row.original.at} /> },
    {
      id: 'change',
      header: t('col.change'),
      cell: ({ row }) => `${statusText(t, row.original.from)} → ${statusText(t, row.original.to)}`,
    },
    {
      id: 'actor',
      header: t('col.actor'),
      cell: ({ row }) => row.original.actor ?? t(`actor.${row.original.actorKind}`),
    },
    { id: 'reason', header: t('col.reason'), cell: ({ row }) => row.original.reason ?? '—' },
  ] satisfies ColumnDef<Decision, unknown>[],
  checks: [
    {
      id: 'decidedAt',
      header: t('col.decidedAt'),
      cell: ({ row }) => <DateTime iso={row.original.decidedAt} />,
    },
    { id: 'status', header: t('col.providerStatus'), accessorKey: 'status' },
    { id: 'reason', header: t('col.reason'), cell: ({ row }) => row.original.reason ?? '—' },
    { id: 'outcome', header: t('col.outcome'), cell: ({ row }) => t(`outcome.${row.original.outcome}`) },
    {
      id: 'receivedAt',
      header: t('col.receivedAt'),
      cell: ({ row }) => <DateTime iso={row.original.receivedAt} />,
    },
  ] satisfies ColumnDef<Check, unknown>[],
});
