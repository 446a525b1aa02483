import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { Button } from '@/components/button';
import { Badge, DateTime } from '@/components/display';
import { PageHeader } from '@/components/page-header';
import { ReasonDialog } from '@/components/reason-dialog';
import { paths } from '@/lib/paths';
import { useCustomer } from './api/get-customer';
import { useEndSessions } from './api/end-sessions';
import { useUnlockCustomer } from './api/unlock-customer';
import { CustomerTabs } from './components/customer-tabs';
import { Lira } from './components/lira';
import { StateBadge } from './components/state-badge';

/** Player 360: who the player is, where they stand, and every tab of their history. */
export default function CustomerPage() {
  const { t } = useTranslation('customers');
  const id = useParams().id ?? '';
  const customer = useCustomer(id);
  const endSessions = useEndSessions(id);
  const [ending, setEnding] = useState(false);
  const unlock = useUnlockCustomer(id);
  const [unlocking, setUnlocking] = useState(false);

  if (customer.isPending) return <p>{t('common:loading')}</p>;
  if (customer.error) return <p role="alert">{customer.error.message}</p>;
  const c = customer.data;
  const can = (action: string) => c.allowedActions.includes(action);

  return (
    <>
      <PageHeader
        title={c.profile.username}
        actions={
          (can('adjust') || can('endSessions') || can('unlock')) && (
            <>
              {/* The adjustments screen reads ?customerId= as the new adjustment's player. */}
              {can('adjust') && (
                <Link className="btn btn-secondary" to={`${paths.adjustments}?customerId=${c.profile.id}`}>
                  {t('adjust')}
                </Link>
              )}
              {can('unlock') && (
                <Button variant="secondary" onClick={() => setUnlocking(true)}>
                  {t('unlock')}
                </Button>
              )}
              {can('endSessions') && (
                <Button variant="danger" onClick={() => setEnding(true)}>
                  {t('endSessions')}
                </Button>
              )}
            </>
          )
        }
      >
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
      </PageHeader>

      <div className="queue-grid p360-cards">
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
                      })}
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
      </div>

      <CustomerTabs id={id} canAddNote={can('addNote')} />

      <ReasonDialog
        open={ending}
        title={t('endSessionsTitle')}
        description={t('endSessionsBody', { name: c.profile.username })}
        confirmLabel={t('endSessions')}
        danger
        onConfirm={(reason) => endSessions.mutateAsync(reason)}
        onClose={() => setEnding(false)}
      />
      {unlocking && (
        <ReasonDialog
          open
          title={t('unlockTitle')}
          description={t('unlockBody', { name: c.profile.username })}
          confirmLabel={t('unlock')}
          onConfirm={(reason) => unlock.mutateAsync(reason)}
          onClose={() => setUnlocking(false)}
        />
      )}
    </>
  );
}
