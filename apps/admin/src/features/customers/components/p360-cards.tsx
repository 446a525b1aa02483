import { useTranslation } from 'react-i18next';
import { Badge, DateTime } from '@/components/display';
import type { CustomerDetail } from '../api/get-customer';
import { Lira } from './lira';
import { StateBadge } from './state-badge';
import { WriteOffDebt } from './write-off-debt';

/** Who the player is; masked fields stay masked for staff without the permission. */
export function ProfileCard({ c }: { c: CustomerDetail }) {
  const { t } = useTranslation('customers');
  return (
    <section className="panel" aria-labelledby="p360-profile">
      <h2 id="p360-profile">{t('profile')}</h2>
      <dl className="kv">
        <dt>{t('userCode')}</dt>
        <dd>{c.profile.userCode}</dd>
        <dt>{t('fullName')}</dt>
        <dd>{c.profile.fullName}</dd>
        <dt>{t('email')}</dt>
        <dd>{c.profile.email}</dd>
        <dt>{t('phone')}</dt>
        <dd>
          {c.profile.phone} {c.profile.phoneVerified && <Badge tone="good">{t('verified')}</Badge>}
        </dd>
        <dt>{t('birthDate')}</dt>
        <dd>{c.profile.birthDate}</dd>
        <dt>{t('country')}</dt>
        <dd>{c.profile.country}</dd>
        <dt>{t('createdAt')}</dt>
        <dd>
          <DateTime iso={c.profile.createdAt} />
        </dd>
        <dt>{t('payoutDestinations')}</dt>
        <dd>{c.profile.payoutDestinations.map((d) => d.masked).join(', ') || '—'}</dd>
      </dl>
      {c.profile.masked && <p className="hint">{t('maskedHint')}</p>}
    </section>
  );
}

/**
 * Where the player stands: balances, open debts (each with its write-off when `canWriteOff`),
 * KYC, protection and sessions.
 */
export function MoneyCard({ c, canWriteOff = false }: { c: CustomerDetail; canWriteOff?: boolean }) {
  const { t } = useTranslation('customers');
  return (
    <section className="panel" aria-labelledby="p360-money">
      <h2 id="p360-money">{t('balances')}</h2>
      <dl className="kv">
        <dt>{t('realBalance')}</dt>
        <dd>
          <Lira value={c.balances.real} />
        </dd>
        <dt>{t('bonusBalance')}</dt>
        <dd>
          <Lira value={c.balances.bonus} />
        </dd>
        <dt>{t('pendingWithdrawals')}</dt>
        <dd>
          <Lira value={c.balances.pendingWithdrawals} />
        </dd>
        <dt>{t('openDebts')}</dt>
        <dd>
          {c.debts.length === 0 ? (
            t('noDebts')
          ) : (
            <ul className="p360-debts">
              {c.debts.map((d) => (
                <li key={d.betId}>
                  <Badge tone="bad">
                    <Lira value={d.open} />
                  </Badge>{' '}
                  {t('openDebtLine', {
                    bet: d.betId.slice(0, 8),
                    amount: d.open,
                    total: d.amount,
                    date: new Date(d.createdAt).toLocaleDateString(),
                  })}{' '}
                  {canWriteOff && <WriteOffDebt customerId={String(c.profile.id)} debt={d} />}
                </li>
              ))}
            </ul>
          )}
        </dd>
        <dt>{t('kyc')}</dt>
        <dd>{t(`kycStatus.${c.kyc.status}`)}</dd>
        <dt>{t('protection')}</dt>
        <dd>
          {t('protectionSummary', {
            limits: c.protection.activeLimits,
            pending: c.protection.pendingLimitChanges,
            flags: c.protection.openFlags,
          })}
        </dd>
        <dt>{t('activeSessions')}</dt>
        <dd>{c.counts.activeSessions}</dd>
      </dl>
    </section>
  );
}

/** The account's state under the name: protection state and until when, locked, disabled. */
export function StatusLine({ c }: { c: CustomerDetail }) {
  const { t } = useTranslation('customers');
  return (
    <p>
      <StateBadge state={c.status.state} />{' '}
      {c.status.until && (
        <span>
          {t('until')} <DateTime iso={c.status.until} />
        </span>
      )}{' '}
      {c.status.locked && <Badge tone="bad">{t('locked')}</Badge>}{' '}
      {c.status.disabled && <Badge tone="bad">{t('disabled')}</Badge>}
    </p>
  );
}
