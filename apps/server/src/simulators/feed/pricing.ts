import { type FeedMarket, MARKET_STATUS, type MarketStatusCode } from '../../lib/feed/envelope.ts';
import { LADDER_MAX_MILLI, ladderFloor, ladderStep } from './ladder.ts';
import { type LineSpec, type MatchResult, evaluate } from './settle.ts';

/** A distribution over results: each entry a result and its probability. */
export type Distribution = { p: number; r: MatchResult }[];

/** Below this price a market is as good as decided: it is deactivated, not offered at 1.00. */
const MIN_ODDS_MILLI = 1030;
/** Outcomes rarer than this are closed rather than priced at silly odds. */
const MIN_PROBABILITY = 0.0005;

/**
 * Margin-free probability of each outcome under the settlement rule itself: the fair price o
 * solves E[f] = 1 with f = vf + (1 - vf) * won * o, so q = 1 / o = W / (1 - V), where W is the
 * probability of winning the non-void part and V the expected void share. On whole and quarter
 * lines this makes both sides' q sum to 1, as a 1X2's do.
 */
export function fairProbabilities(line: LineSpec, dist: Distribution): number[] {
  return line.outcomes.map((outcome) => {
    let win = 0;
    let refund = 0;
    for (const { p, r } of dist) {
      const settled = evaluate(line.id, line.specifiers, outcome, r);
      if (!settled) continue;
      const vf = settled.voidFactor ?? 0;
      refund += p * vf;
      if (settled.result === 1) win += p * (1 - vf);
    }
    return refund >= 1 - 1e-9 ? 0 : win / (1 - refund);
  });
}

/**
 * Prices a line with a proportional margin: odds = 1 / (q * (1 + margin)), rounded down to the
 * price ladder (ladder.ts) so the book's overround is never below the margin asked for, and a
 * move of the model smaller than a step of the ladder is no price change.
 */
export function priceLine(
  line: LineSpec,
  q: number[],
  margin: number,
  status: MarketStatusCode = MARKET_STATUS.active,
): FeedMarket {
  const outcomes = line.outcomes.map((id, i) => {
    const probability = q[i] ?? 0;
    if (probability < MIN_PROBABILITY) return { id, oddsMilli: 1000, active: false, probability };
    const oddsMilli = ladderFloor(Math.min(LADDER_MAX_MILLI, 1000 / (probability * (1 + margin))));
    return { id, oddsMilli, active: true, probability: Math.round(probability * 1e6) / 1e6 };
  });
  const decided =
    outcomes.some((o) => o.active && o.oddsMilli < MIN_ODDS_MILLI) || !outcomes.some((o) => o.active);
  if (decided) {
    return {
      id: line.id,
      specifiers: line.specifiers,
      status: MARKET_STATUS.deactivated,
      outcomes: outcomes.map((o) => ({ ...o, active: false })),
    };
  }
  return { id: line.id, specifiers: line.specifiers, status, outcomes };
}

export function priceLines(lines: LineSpec[], dist: Distribution, margin: number): FeedMarket[] {
  return lines.map((line) => priceLine(line, fairProbabilities(line, dist), margin));
}

/** The overround of a market's active outcomes relative to their fair probabilities, minus one. */
export function marketMargin(market: FeedMarket): number {
  const active = (market.outcomes ?? []).filter((o) => o.active);
  const implied = active.reduce((s, o) => s + 1000 / o.oddsMilli, 0);
  const fair = active.reduce((s, o) => s + (o.probability ?? 0), 0);
  return implied / fair - 1;
}

/**
 * The most a market's margin can exceed the one it was priced with because its prices were
 * rounded down to the ladder: each price lies less than one step below its exact value.
 */
export function ladderRounding(market: FeedMarket): number {
  const active = (market.outcomes ?? []).filter((o) => o.active);
  const added = active.reduce(
    (s, o) => s + 1000 / o.oddsMilli - 1000 / (o.oddsMilli + ladderStep(o.oddsMilli)),
    0,
  );
  return added / active.reduce((s, o) => s + (o.probability ?? 0), 0);
}

/** Poisson probabilities 0..max (the last bucket holds the tail). */
export function poisson(mean: number, max: number): number[] {
  const out: number[] = [];
  let term = Math.exp(-mean);
  let sum = 0;
  for (let k = 0; k < max; k++) {
    out.push(term);
    sum += term;
    term *= mean / (k + 1);
  }
  out.push(Math.max(0, 1 - sum));
  return out;
}

/** A Poisson draw (normal approximation for large means, where the product method underflows). */
export function drawPoisson(rng: () => number, mean: number): number {
  if (mean <= 0) return 0;
  if (mean > 30) {
    const z = Math.sqrt(-2 * Math.log(1 - rng())) * Math.cos(2 * Math.PI * rng());
    return Math.max(0, Math.round(mean + Math.sqrt(mean) * z));
  }
  const limit = Math.exp(-mean);
  let k = 0;
  let product = rng();
  while (product > limit) {
    k++;
    product *= rng();
  }
  return k;
}
