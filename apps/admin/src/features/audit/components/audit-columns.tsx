import type { ColumnDef } from '@tanstack/react-table';
import type { TFunction } from 'i18next';
import { DateTime } from '@/components/display';
import { type AuditRow } from '../api/get-audit';

export const auditColumns = ({ t }: { t: TFunction }): ColumnDef<AuditRow, unknown>[] => [
  { id: 'seq', header: t('col.seq'), accessorKey: 'seq' },
  { id: 'at', header: t('col.at'), cell: ({ row }) => <DateTime iso={row.original.at} /> },
  {
    id: 'actor',
    header: t('col.actor'),
    cell: ({ row }) =>
      `${t(`actor.${row.original.actorKind}`)}${row.original.actorId == null ? '' : ` #${row.original.actorId}`}`,
  },
  { id: 'event', header: t('col.event'), cell: ({ row }) => <code>{row.original.event}</code> },
  { id: 'ip', header: t('col.ip'), cell: ({ row }) => row.original.ip ?? '—' },
  {
    id: 'details',
    header: t('col.details'),
    cell: ({ row }) => <code className="details">{JSON.stringify(row.original.details)}</code>,
  },
];
