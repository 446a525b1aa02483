import type { AdminSportsBet } from '@lalebet/shared';
import { useTranslation } from 'react-i18next';
import { formatOdds } from './odds';

type Leg = AdminSportsBet['legs'][number];

function LegLine({ leg, lng }: { leg: Leg; lng: string }) {
  return (
    <>
      {leg.eventName} · {leg.marketName}: <strong>{leg.outcomeName}</strong> @ {formatOdds(leg.odds, lng)}
    </>
  );
}

/** A single's one line, or a multiple's legs folded under their count. */
export function BetLegs({ legs, lng }: { legs: Leg[]; lng: string }) {
  const { t } = useTranslation('sportsbook');
  if (legs.length === 1) return <LegLine leg={legs[0]!} lng={lng} />;
  return (
    <details>
      <summary>{t('legCount', { count: legs.length })}</summary>
      <ul className="legs">
        {legs.map((leg) => (
          <li key={`${leg.eventId}-${leg.marketId}-${leg.specifiers}-${leg.outcomeId}`}>
            <LegLine leg={leg} lng={lng} />
          </li>
        ))}
      </ul>
    </details>
  );
}
