import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable } from '@/components/data-table';
import { SelectField } from '@/components/field';
import { PageHeader } from '@/components/page-header';
import { ReasonDialog } from '@/components/reason-dialog';
import { useListParams } from '@/components/use-list-params';
import { useCan } from '@/lib/me';
import { type FlagsPage, useProtectionFlags } from './api/get-protection-flags';
import { useFlagReview } from './api/post-flag-review';
import { type Flag, flagColumns } from './components/flag-columns';

/**
 * Markers of harm and protection tasks (docs/rules.md R14, R16, R31-R33, R39): strong ones first. Closing one
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

  const columns = flagColumns({ t, canReview, setReviewing });

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
