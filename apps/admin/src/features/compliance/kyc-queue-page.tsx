import { KYC_STATUSES } from '@lalebet/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable } from '@/components/data-table';
import { SelectField } from '@/components/field';
import { PageHeader } from '@/components/page-header';
import { ReasonDialog } from '@/components/reason-dialog';
import { useListParams } from '@/components/use-list-params';
import { useCan } from '@/lib/me';
import { type KycCase, useKycQueue } from './api/get-kyc-queue';
import { type KycDecision, useKycDecision } from './api/post-kyc-decision';
import { kycQueueColumns } from './components/kyc-queue-columns';

/** Identity checks waiting for staff (docs/decisions/026-kyc.md): decide by hand, with a reason. */
export default function KycQueuePage() {
  const { t } = useTranslation('compliance');
  const { params, update } = useListParams({ take: 25 });
  const status = params.filters.status ?? 'manual_review';
  const queue = useKycQueue({ skip: params.skip, take: params.take, status });
  const canDecide = useCan('kyc:decide');
  const decide = useKycDecision();
  const [pending, setPending] = useState<{ row: KycCase; status: KycDecision['status'] } | null>(null);

  const columns = kycQueueColumns({ t, canDecide, setPending });

  return (
    <>
      <PageHeader title={t('kyc.title')}>
        <p className="muted">{t('kyc.subtitle')}</p>
      </PageHeader>
      <div className="filters">
        <SelectField
          label={t('kyc.status')}
          value={status}
          onChange={(e) => update({ filters: { status: e.target.value } })}
          options={KYC_STATUSES.map((s) => ({ value: s, label: t(`kycStatus.${s}`) }))}
        />
      </div>
      <DataTable
        caption={t('kyc.title')}
        columns={columns}
        query={queue}
        params={params}
        onChange={update}
        rowKey={(r) => r.customerId}
      />
      {pending && (
        <ReasonDialog
          open
          title={t(`kyc.decideFor.${pending.status}`, { name: pending.row.username })}
          confirmLabel={t(`kyc.decide.${pending.status}`)}
          danger={pending.status === 'rejected'}
          onConfirm={(reason) =>
            decide.mutateAsync({ customerId: pending.row.customerId, status: pending.status, reason })
          }
          onClose={() => setPending(null)}
        />
      )}
    </>
  );
}
