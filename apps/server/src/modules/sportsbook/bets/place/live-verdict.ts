import type { OddsChangePolicy } from '@lalebet/shared';
import type { Catalogue, LineState } from '../../catalogue.ts';
import { priceAccepted } from './validate.ts';

/**
 * What a live bet's delay decides, leg by leg (docs/decisions/060-live-bets-decided-per-outcome.md;
 * docs/sportsbook.md §7.1 step 5). Pure: the catalogue as it is when the delay ends.
 */

/** A leg as placed: its selection, the price it was placed at, the line's suspension count then. */
export type PlacedLeg = {
  event_id: string;
  market_id: number;
  specifiers: string;
  outcome_id: string;
  odds_milli: number;
  suspensions: number;
};

export type Refusal = 'MARKET_SUSPENDED' | 'ODDS_CHANGED';
export type Verdict = { refusal: Refusal } | { refusal: null; oddsMilli: number[] };

/**
 * One leg: refused when its market stopped being active at any moment since placement (the
 * line's suspension count moved, or it is not active now), its outcome is gone or inactive, or
 * the outcome's own price moved against the policy, measured from the price the leg was placed
 * at: `none` any change, `higher` a lower price. Another outcome's price is not looked at.
 * Accepted, the leg is booked at the outcome's current price.
 */
export function judgeLeg(
  policy: OddsChangePolicy,
  leg: Pick<PlacedLeg, 'outcome_id' | 'odds_milli' | 'suspensions'>,
  line: LineState | undefined,
): { refusal: Refusal } | { refusal: null; oddsMilli: number } {
  const outcome = line?.outcomes.get(leg.outcome_id);
  if (!line || line.status !== 'active' || line.suspensions !== leg.suspensions || !outcome?.active) {
    return { refusal: 'MARKET_SUSPENDED' };
  }
  if (!priceAccepted(policy, leg.odds_milli, outcome.oddsMilli)) return { refusal: 'ODDS_CHANGED' };
  return { refusal: null, oddsMilli: outcome.oddsMilli };
}

/** The bet: MARKET_SUSPENDED when any leg's market closed, else ODDS_CHANGED when any price moved against the policy. */
export function judgeBet(catalogue: Catalogue, policy: OddsChangePolicy, legs: PlacedLeg[]): Verdict {
  const odds: number[] = [];
  let refusal: Refusal | null = null;
  for (const leg of legs) {
    const v = judgeLeg(policy, leg, catalogue.line(leg.event_id, leg.market_id, leg.specifiers));
    if (v.refusal === 'MARKET_SUSPENDED') return { refusal: v.refusal };
    if (v.refusal) refusal = v.refusal;
    else odds.push(v.oddsMilli);
  }
  return refusal ? { refusal } : { refusal: null, oddsMilli: odds };
}
