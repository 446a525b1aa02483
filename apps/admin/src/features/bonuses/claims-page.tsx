import { CUSTOMER_BONUS_STATUSES, type CustomerBonusStatus } from '@lalebet/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SelectField } from '@/components/field';
import { PageHeader } from '@/components/page-header';
import { ReasonDialog } from '@/components/reason-dialog';
import { useListParams } from '@/components/use-list-params';
import { type AdminClaim, useClaims } from './api/list-claims';
import { useDecideClaim } from './api/decide-claim';
import { ClaimRow } from './components/claim-row';
import { StatusRow } from '@/components/data-table-parts';

/** The claims queue: pending manual claims, oldest first; confirm grants, reject needs a reason. */
export default function ClaimsPage() {
  const { t } = useTranslation('bonuses');
  const { params, update } = useListParams({ take: 50 });
  const status = (params.filters.status ?? 'pending') as CustomerBonusStatus;
  const claims = useClaims({ status, skip: params.skip, take: params.take });
  const decide = useDecideClaim();
  const [rejecting, setRejecting] = useState<AdminClaim | null>(null);

  return (
    <>
      <PageHeader title={t('claimsTitle')} />
      <div className="filters">
        <SelectField
          label={t('status')}
          value={status}
          onChange={(e) => update({ filters: { status: e.target.value } })}
          options={CUSTOMER_BONUS_STATUSES.map((s) => ({ value: s, label: t(`claimStatus.${s}`) }))}
        />
      </div>
      <div className="table-wrap">
        <table className="data-table" aria-busy={claims.isPending || undefined}>
          <caption className="sr-only">{t('claimsTitle')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('player')}</th>
              <th scope="col">{t('bonus')}</th>
              <th scope="col">{t('amount')}</th>
              <th scope="col">{t('claimedAt')}</th>
              <th scope="col">{t('risk')}</th>
              <th scope="col">
                <span className="sr-only">{t('common:actions')}</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {claims.data?.map((c) => (
              <ClaimRow key={c.id} claim={c} onReject={setRejecting} />
            ))}
            <StatusRow span={6} empty={claims.data?.length === 0} error={claims.error?.message} />
          </tbody>
        </table>
        <nav className="pager" aria-label={t('common:table.pages')}>
          <button
            type="button"
            className="btn btn-ghost"
            disabled={params.skip === 0}
            onClick={() => update({ skip: Math.max(0, params.skip - params.take) })}
          >
            {t('common:table.previous')}
          </button>
          <button
            type="button"
            className="btn btn-ghost"
            disabled={(claims.data?.length ?? 0) < params.take}
            onClick={() => update({ skip: params.skip + params.take })}
          >
            {t('common:table.next')}
          </button>
        </nav>
      </div>
      <ReasonDialog
        open={!!rejecting}
        title={t('rejectOf', { name: rejecting?.username ?? '' })}
        description={t('rejectHelp')}
        confirmLabel={t('reject')}
        danger
        onConfirm={(reason) => decide.mutateAsync({ id: rejecting!.id, action: 'reject', reason })}
        onClose={() => setRejecting(null)}
      />
    </>
  );
}
