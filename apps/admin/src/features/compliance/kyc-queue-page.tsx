import { KYC_STATUSES } from '@lalebet/shared';
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
import { type KycCase, useKycQueue } from './api/get-kyc-queue';
import { type KycDecision, useKycDecision } from './api/post-kyc-decision';
import { actionsHeader } from '@/components/columns';

const DECISIONS: KycDecision['status'][] = ['approved', 'resubmission_requested', 'rejected'];
const TONE = { approved: 'good', rejected: 'bad', expired: 'bad', resubmission_requested: 'warn' } as const;

/** Identity checks waiting for staff (docs/decisions/026-kyc.md): decide by hand, with a reason. */
export default function KycQueuePage() {
  const { t } = useTranslation('compliance');
  const { params, update } = useListParams({ take: 25 });
  const status = params.filters.status ?? 'manual_review';
  const queue = useKycQueue({ skip: params.skip, take: params.take, status });
  const canDecide = useCan('kyc:decide');
  const decide = useKycDecision();
  const [pending, setPending] = useState<{ row: KycCase; status: KycDecision['status'] } | null>(null);

  const columns = useMemo<ColumnDef<KycCase, unknown>[]>(
    () => [
      { id: 'username', header: t('player'), accessorKey: 'username' },
      {
        id: 'status',
        header: t('kyc.status'),
        cell: ({ row }) => (
          <Badge tone={TONE[row.original.status as keyof typeof TONE] ?? 'neutral'}>
            {t(`kycStatus.${row.original.status}`)}
          </Badge>
        ),
      },
      { id: 'heldWithdrawals', header: t('kyc.held'), accessorKey: 'heldWithdrawals' },
      {
        id: 'updatedAt',
        header: t('kyc.updatedAt'),
        cell: ({ row }) => <DateTime iso={row.original.updatedAt} />,
      },
      {
        ...actionsHeader(t),
        cell: ({ row }) =>
          canDecide ? (
            <span>
              {DECISIONS.map((d) => (
                <Button
                  key={d}
                  variant="ghost"
                  onClick={() => setPending({ row: row.original, status: d })}
                  title={t(`kyc.decideFor.${d}`, { name: row.original.username })}
                >
                  {t(`kyc.decide.${d}`)}
                </Button>
              ))}
            </span>
          ) : null,
      },
    ],
    [t, canDecide],
  );

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
