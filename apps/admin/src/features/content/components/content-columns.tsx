import type { ColumnDef } from '@tanstack/react-table';
import type { TFunction } from 'i18next';
import { Badge, DateTime } from '@/components/display';

type Windowed = { startsAt: string | null; endsAt: string | null };

/** When a campaign item shows: its start and end, each a column. */
export const windowColumns = <T extends Windowed>(t: TFunction): ColumnDef<T, unknown>[] => [
  {
    id: 'startsAt',
    header: t('field.startsAt'),
    cell: ({ row }) => <DateTime iso={row.original.startsAt} />,
  },
  { id: 'endsAt', header: t('field.endsAt'), cell: ({ row }) => <DateTime iso={row.original.endsAt} /> },
];

/** On/off as a badge. */
export const activeColumn = <T extends { active: boolean }>(t: TFunction): ColumnDef<T, unknown> => ({
  id: 'active',
  header: t('field.active'),
  cell: ({ row }) => (
    <Badge tone={row.original.active ? 'good' : 'neutral'}>{t(row.original.active ? 'on' : 'off')}</Badge>
  ),
});
