import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Badge, DateTime } from '@/components/display';
import { paths } from '@/lib/paths';
import { useKycCase, useKycList } from '../api/get-kyc';
import { kycColumns, statusText } from './kyc-columns';
import { SECTION_TAKE, SectionTable } from './section-table';

/**
 * Player 360's KYC tab: the case, the identity it must match (masked without customers:pii),
 * every decision and the provider's reviews. Deciding is the KYC queue's, linked from here.
 */
export function KycTab({ id }: { id: string }) {
  const { t } = useTranslation(['player360', 'customers']);
  const kyc = useKycCase(id);
  const [skips, setSkips] = useState({ decisions: 0, checks: 0 });
  const decisions = useKycList(id, 'decisions', { skip: skips.decisions, take: SECTION_TAKE });
  const checks = useKycList(id, 'checks', { skip: skips.checks, take: SECTION_TAKE });
  const status = (s: string) => statusText(t, s);
  const cols = kycColumns(t);
  const c = kyc.data;

  return (
    <div>
      {kyc.error && <p role="alert">{kyc.error.message}</p>}
      {c && (
        <section aria-labelledby="kyc-case">
          <h3 id="kyc-case">{t('kycCase')}</h3>
          <dl className="kv">
            <dt>{t('kycStatus')}</dt>
            <dd>
              <Badge tone={c.status === 'approved' ? 'good' : c.status === 'rejected' ? 'bad' : 'neutral'}>
                {status(c.status)}
              </Badge>{' '}
              {c.allowedActions.includes('decide') && (
                <Link to={`${paths.kyc}?status=${c.status}`}>{t('decideKyc')}</Link>
              )}
            </dd>
            <dt>{t('kycLevel')}</dt>
            <dd>{t(`level.${c.level}`)}</dd>
            <dt>{t('provider')}</dt>
            <dd>
              {c.provider ?? '—'} {c.referenceId && <code>{c.referenceId}</code>}
            </dd>
            <dt>{t('openedAt')}</dt>
            <dd>
              <DateTime iso={c.openedAt} />
            </dd>
            <dt>{t('lastDecisionAt')}</dt>
            <dd>
              <DateTime iso={c.lastDecisionAt} />
            </dd>
            <dt>{t('heldWithdrawals')}</dt>
            <dd>{c.heldWithdrawals}</dd>
            <dt>{t('customers:fullName')}</dt>
            <dd>{c.subject.fullName}</dd>
            <dt>{t('customers:birthDate')}</dt>
            <dd>{c.subject.birthDate}</dd>
            <dt>{t('customers:country')}</dt>
            <dd>{c.subject.country}</dd>
          </dl>
          {c.subject.masked && <p className="hint">{t('customers:maskedHint')}</p>}
        </section>
      )}
      <SectionTable
        title={t('decisions')}
        headingId="kyc-decisions"
        columns={cols.decisions}
        page={decisions}
        skip={skips.decisions}
        onSkip={(skip) => setSkips((s) => ({ ...s, decisions: skip }))}
        rowKey={(r) => r.id}
      />
      <SectionTable
        title={t('checks')}
        headingId="kyc-checks"
        columns={cols.checks}
        page={checks}
        skip={skips.checks}
        onSkip={(skip) => setSkips((s) => ({ ...s, checks: skip }))}
        rowKey={(r) => r.deliveryId}
      />
      <p className="hint">{t('documentsHint')}</p>
    </div>
  );
}
