import type { ColumnDef } from '@tanstack/react-table';
import type { TFunction } from 'i18next';
import type { FlagsPage } from '../api/get-protection-flags';
import { Button } from '@/components/button';
import { Badge, DateTime } from '@/components/display';
import { actionsHeader } from '@/components/columns';

export type Flag = FlagsPage['items'][number];

/** What a flag's details say, briefly: the reviewer opens the player for the rest. */
const summary = (details: Record<string, unknown>) =>
  Object.entries(details)
    .filter(([, v]) => v !== null && typeof v !== 'object')
    .map(([k, v]) => `${k}: ${String(v)}`)
    .join(', ');

export const flagColumns = ({
  t,
  canReview,
  setReviewing,
}: {
  t: TFunction;
  canReview: boolean;
  setReviewing: (f: Flag) => void;
}): ColumnDef<Flag, unknown>[] => [
  { id: 'username', header: t('player'), accessorKey: 'username' },
  { id: 'kind', header: t('flags.kind'), cell: ({ row }) => t(`flagKind.${row.original.kind}`) },
  {
    id: 'severity',
    header: t('flags.severity'),
    cell: ({ row }) =>
      row.original.severity === 'strong' ? (
        <Badge tone="bad">{t('flags.strong')}</Badge>
      ) : (
        <Badge>{t('flags.weak')}</Badge>
      ),
  },
  { id: 'details', header: t('flags.details'), cell: ({ row }) => summary(row.original.details) || '—' },
  {
    id: 'createdAt',
    header: t('flags.createdAt'),
    cell: ({ row }) => <DateTime iso={row.original.createdAt} />,
  },
  {
    ...actionsHeader(t),
    cell: ({ row }) =>
      canReview && !row.original.reviewedAt ? (
        <Button
          variant="ghost"
          onClick={() => setReviewing(row.original)}
          title={t('flags.reviewFor', { name: row.original.username })}
        >
          {t('flags.review')}
        </Button>
      ) : null,
  },
];
