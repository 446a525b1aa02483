import type { SportsBet } from '@lalebet/shared/sportsbook';
import { lazy, Suspense, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ChevronRightIcon } from '@/components/ui/icons/ui-icons';
import { useLocale } from '@/hooks/use-locale';
import { formatDateTime, formatMoney } from '@/lib/format';
import { formatOdds } from '../lib/odds-format';
import { oddsFormatStore } from '../lib/odds-format-store';
import { BetStatusBadge, betKindLabel, EarlyPayoutBadge, LegResultBadge, LegVoidReason } from './bet-status';
import styles from './my-bets.module.css';

/**
 * Cash-out (button, dialog, forms) is its own chunk, loaded with the first open bet: the home
 * entry lists every route's static chunks, and its budget has no room for more names
 * (docs/decisions/068-web-cash-out.md).
 */
const CashoutButton = lazy(() =>
  import('../cashout/cashout-button').then((m) => ({ default: m.CashoutButton })),
);

const SETTLED = new Set([
  'won',
  'lost',
  'void',
  'half_won',
  'half_lost',
  'cashed_out',
  'cancelled',
  'refused',
]);

/**
 * What a settled bet gave back in all: a cashed-out bet its cash-outs, else its settlement plus
 * any partial cash-outs before it.
 */
const returned = (bet: SportsBet) =>
  bet.status === 'cashed_out' ? bet.cashedOut : (bet.payout ?? 0) + bet.cashedOut;

/**
 * One bet in My bets: kind (with its bankers and misli), stake, odds, possible win or payout,
 * state, time; opens to its legs, a banker marked "B".
 */
export function BetCard({ bet }: { bet: SportsBet }) {
  const { t } = useTranslation('betslip');
  const locale = useLocale();
  const format = oddsFormatStore.use((s) => s.format);
  const [open, setOpen] = useState(false);
  const legsId = useId();
  const settled = SETTLED.has(bet.status);
  return (
    <li className={styles.card}>
      <div className={styles.cardHead}>
        <p className={styles.kind}>
          {betKindLabel(t, bet)}
          {bet.misli > 1 && <span className={styles.misli}>{t('bet.misli', { misli: bet.misli })}</span>}
        </p>
        <BetStatusBadge status={bet.status} />
      </div>
      <dl className={styles.facts}>
        <div>
          <dt>{t('bet.stake')}</dt>
          <dd>{formatMoney(bet.stake)}</dd>
        </div>
        <div>
          <dt>{t('bet.totalOdds')}</dt>
          <dd>{formatOdds(bet.totalOdds, format, locale)}</dd>
        </div>
        {bet.cashedOut > 0 && bet.status !== 'cashed_out' && (
          <>
            <div>
              <dt>{t('bet.cashedOut')}</dt>
              <dd>{formatMoney(bet.cashedOut)}</dd>
            </div>
            {!settled && (
              <div>
                <dt>{t('bet.openStake')}</dt>
                <dd>{formatMoney(bet.openStake)}</dd>
              </div>
            )}
          </>
        )}
        <div>
          <dt>{settled ? t('bet.payout') : t('bet.possibleWin')}</dt>
          <dd className={styles.money}>{formatMoney(settled ? returned(bet) : bet.potentialWin)}</dd>
        </div>
        <div>
          <dt>{t('bet.placedAt')}</dt>
          <dd>{formatDateTime(bet.placedAt, locale)}</dd>
        </div>
      </dl>
      {/* No cash-out on a bet builder: the server has no price for its legs jointly (ADR 072). */}
      {(bet.status === 'open' || bet.status === 'pending') && bet.kind !== 'builder' && (
        <Suspense fallback={null}>
          <CashoutButton bet={bet} />
        </Suspense>
      )}
      <button
        type="button"
        className={styles.toggle}
        aria-expanded={open}
        aria-controls={legsId}
        onClick={() => setOpen((o) => !o)}
      >
        <ChevronRightIcon size={16} className={open ? styles.chevronOpen : styles.chevron} />
        {open ? t('bet.hideLegs') : t('bet.showLegs')} ({bet.legs.length})
      </button>
      {open && <BetLegs id={legsId} bet={bet} />}
    </li>
  );
}

/** The bet's legs: outcome (a banker marked "B"), market, match, why it is void if so, odds and result. */
function BetLegs({ id, bet }: { id: string; bet: SportsBet }) {
  const { t } = useTranslation('betslip');
  const locale = useLocale();
  const format = oddsFormatStore.use((s) => s.format);
  return (
    <ul id={id} role="list" className={styles.legs} aria-label={t('bet.legs')}>
      {bet.legs.map((leg) => (
        <li key={`${leg.eventId}/${leg.marketId}/${leg.specifiers}/${leg.outcomeId}`} className={styles.leg}>
          <div className={styles.legText}>
            <p className={styles.legOutcome}>
              {leg.banker && (
                <abbr className={styles.banker} title={t('bet.banker')}>
                  <span aria-hidden="true">B</span>
                  <span className="visually-hidden">{`${t('bet.banker')}: `}</span>
                </abbr>
              )}
              {leg.outcomeName}
            </p>
            <p className={styles.legMeta}>{leg.marketName}</p>
            <p className={styles.legMeta}>{leg.eventName}</p>
            {/* Its own boundary: the reasons' namespace loads on the first void leg shown. */}
            {leg.voidReason !== undefined && (
              <Suspense fallback={null}>
                <LegVoidReason reason={leg.voidReason} className={styles.legReason} />
              </Suspense>
            )}
          </div>
          <div className={styles.legSide}>
            {/* A bet builder is priced as a whole: its legs' own prices are not what it pays. */}
            {bet.kind !== 'builder' && (
              <span className={styles.legOdds}>{formatOdds(leg.odds, format, locale)}</span>
            )}
            <LegResultBadge result={leg.result} />
            {leg.earlyPayout && <EarlyPayoutBadge />}
          </div>
        </li>
      ))}
    </ul>
  );
}
