import type { ColumnDef } from '@tanstack/react-table';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/button';
import { DataTable } from '@/components/data-table';
import { Badge, DateTime } from '@/components/display';
import { SelectField } from '@/components/field';
import { PageHeader } from '@/components/page-header';
import { ReasonDialog } from '@/components/reason-dialog';
import { useListParams } from '@/components/use-list-params';
import { useCan } from '@/lib/me';
import { type FlagsPage, useProtectionFlags } from './api/get-protection-flags';
import { useFlagReview } from './api/post-flag-review';
import { actionsHeader } from '@/components/columns';

type Flag = FlagsPage['items'][number];

/** What a flag's details say, briefly: the reviewer opens the player for the rest. */
const summary = (details: Record<string, unknown>) =>
  Object.entries(details)
    .filter(([, v]) => v !== null && typeof v !== 'object')
    .map(([k, v]) => `${k}: ${String(v)}`)
    .join(', ');

/**
 * Markers of harm and protection tasks (rules 14, 16, 31-33, 39): strong ones first. Closing one
 * takes a note; a strong flag stops holding back marketing and bonuses once reviewed.
 */
export default function FlagsPage() {
  const { t } = useTranslation('compliance');
  const { params, update } = useListParams({ take: 25 });
  const status = params.filters.status === 'reviewed' ? 'reviewed' : 'open';
  const flags = useProtectionFlags({ skip: params.skip, take: params.take, status });
  const canReview = useCan('risk:review');
  const review = useFlagReview();
  const [reviewing, setReviewing] = useState<Flag | null>(null);

  const columns = useMemo<ColumnDef<Flag, unknown>[]>(
    () => [
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
    ],
    [t, canReview],
  );

  return (
    <>
      <PageHeader title={t('flags.title')}>
        <p className="muted">{t('flags.subtitle')}</p>
      </PageHeader>
      <div className="filters">
        <SelectField
          label={t('flags.status')}
          value={status}
          onChange={(e) => update({ filters: { status: e.target.value } })}
          options={[
            { value: 'open', label: t('flags.open') },
            { value: 'reviewed', label: t('flags.reviewed') },
          ]}
        />
      </div>
      <DataTable
        caption={t('flags.title')}
        columns={columns}
        query={flags}
        params={params}
        onChange={update}
        rowKey={(r) => r.id}
      />
      {reviewing && (
        <ReasonDialog
          open
          title={t('flags.reviewFor', { name: reviewing.username })}
          description={t(`flagKind.${reviewing.kind}`)}
          confirmLabel={t('flags.review')}
          onConfirm={(note) => review.mutateAsync({ id: reviewing.id, note })}
          onClose={() => setReviewing(null)}
        />
      )}
    </>
  );
}
