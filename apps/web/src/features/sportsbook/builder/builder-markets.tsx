import { MAX_BUILDER_LEGS } from '@lalebet/shared/sportsbook-builder';
import type { SportsMarket, SportsOutcome } from '@lalebet/shared/sportsbook';
import { useTranslation } from 'react-i18next';
import { LockIcon } from '@/components/ui/icons/ui-icons';
import { useLocale } from '@/hooks/use-locale';
import { cx } from '@/lib/cx';
import { formatOdds } from '../lib/odds-format';
import { useOddsFormat } from '../lib/odds-format-store';
import { builder, type BuilderLeg, legKey, lineOf, useBuilderLegs } from './builder-store';
import pageStyles from '../components/event-page.module.css';
import oddsStyles from '../components/odds-button.module.css';

type PickProps = { eventId: string; market: SportsMarket; outcome: SportsOutcome; legs: BuilderLeg[] };

/**
 * One outcome as a toggle (aria-pressed) of the builder's picks, not of the slip. Disabled while
 * locked, or when the coupon is full and the outcome's line has no pick to replace.
 */
function PickButton({ eventId, market, outcome, legs }: PickProps) {
  const { t } = useTranslation('sportsbook');
  const locale = useLocale();
  const format = useOddsFormat();
  const leg = { marketId: market.id, specifiers: market.specifiers, outcomeId: outcome.id };
  const selected = legs.some((l) => legKey(l) === legKey(leg));
  const full = legs.length >= MAX_BUILDER_LEGS && !legs.some((l) => lineOf(l) === lineOf(leg));
  const locked = market.status !== 'active' || !outcome.active;
  const odds = formatOdds(outcome.odds, format, locale);
  const name = `${market.name} ${outcome.name} ${odds}`;
  return (
    <button
      type="button"
      className={cx(oddsStyles.button, oddsStyles.inline, selected && oddsStyles.selected)}
      aria-pressed={selected}
      aria-label={locked ? `${name}, ${t('odds.locked')}` : name}
      disabled={locked || (full && !selected)}
      onClick={() =>
        builder.toggle(eventId, {
          ...leg,
          marketName: market.name,
          outcomeName: outcome.name,
          odds: outcome.odds,
        })
      }
    >
      <span className={oddsStyles.name}>{outcome.name}</span>{' '}
      {locked ? (
        <span className={oddsStyles.lock} role="img" aria-label={t('odds.locked')}>
          <LockIcon size={16} />
        </span>
      ) : (
        <span className={oddsStyles.odds}>{odds}</span>
      )}
    </button>
  );
}

/** The markets the builder can combine, each outcome a pick toggle. */
export function BuilderMarkets({ eventId, markets }: { eventId: string; markets: SportsMarket[] }) {
  const legs = useBuilderLegs(eventId);
  return (
    <ul className={pageStyles.markets}>
      {markets.map((m) => (
        <li key={lineOf({ marketId: m.id, specifiers: m.specifiers })} className={pageStyles.market}>
          <h2 className={pageStyles.marketName}>{m.name}</h2>
          <div
            className={pageStyles.outcomes}
            role="group"
            aria-label={m.name}
            data-count={Math.min(m.outcomes.length, 3)}
          >
            {m.outcomes.map((o) => (
              <PickButton key={o.id} eventId={eventId} market={m} outcome={o} legs={legs} />
            ))}
          </div>
        </li>
      ))}
    </ul>
  );
}
