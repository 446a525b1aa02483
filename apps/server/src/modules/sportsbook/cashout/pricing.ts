import { type BetShape, type ResolvedLeg, exactPayout } from '../bets/settle/payout.ts';
import { ONE, type Rational, ZERO, add, cmp, floor, mul, rat, sub } from '../bets/settle/rational.ts';

/**
 * Cash-out pricing, pure (docs/decisions/066-cash-out-pricing-and-locking.md): the bet's fair
 * value is its expected payout from the current prices, with settled legs at their factor and
 * each open leg winning with its market's margin-free probability; the quote is that less the
 * operator's margin, rounded down to the kuruş. Exact fractions throughout, as settlement.
 */

/** A leg as pricing sees it: settled (its factor is known) or open with its win probability now. */
export type PricedLeg =
  { state: 'settled'; leg: ResolvedLeg } | { state: 'open'; oddsMilli: number; probability: Rational };

/** The bet as settlement sees it, with legs that may still be open. */
export type PricedBet = Omit<BetShape, 'legs'> & { legs: PricedLeg[] };

export type Price = {
  /** The expected payout, capped outcome by outcome at the bet's maximum payout. */
  fair: Rational;
  /** The most the bet can still pay (every open leg won), capped and rounded down. */
  possible: bigint;
  /** The offer: fair less the margin, rounded down; 0 when the bet can no longer win anything. */
  quote: bigint;
};

/** Systems have at most 8 legs (MAX_SYSTEM_LEGS): 2^8 outcomes of the open legs at most. */
const MAX_ENUMERATED = 12;

/**
 * The margin-free probability of `oddsMilli` in a market whose active outcomes are priced
 * `market`: 1/o normalised over the market, so the book's overround is taken out before the
 * cash-out margin is charged (charging 1/o would take the margin twice).
 */
export function fairProbability(oddsMilli: number, market: readonly number[]): Rational {
  if (oddsMilli <= 0 || market.some((m) => m <= 0)) throw new Error('odds must be positive');
  const inverse = (m: number) => rat(1n, BigInt(m));
  const total = market.map(inverse).reduce(add, ZERO);
  const p = rat(inverse(oddsMilli).num * total.den, inverse(oddsMilli).den * total.num);
  return cmp(p, ONE) > 0 ? ONE : p;
}

const won = (oddsMilli: number): ResolvedLeg => ({ oddsMilli, result: 1, voidFactor: 0 });
const lost = (oddsMilli: number): ResolvedLeg => ({ oddsMilli, result: 0, voidFactor: 0 });

function capped(bet: PricedBet, legs: ResolvedLeg[]): Rational {
  const exact = exactPayout({
    kind: bet.kind,
    stakePerLine: bet.stakePerLine,
    systemSizes: bet.systemSizes,
    bankers: bet.bankers,
    legs,
  });
  const cap = rat(bet.maxPayout);
  return cmp(exact, cap) > 0 ? cap : exact;
}

/** Every outcome of the open legs with its probability: the settled legs as they are. */
function expected(bet: PricedBet): Rational {
  const open = bet.legs.flatMap((l, i) => (l.state === 'open' ? [i] : []));
  // A single or a multiple pays only when every open leg wins: one outcome carries all the value.
  if (bet.kind !== 'system') {
    const all = bet.legs.map((l) => (l.state === 'open' ? won(l.oddsMilli) : l.leg));
    const p = bet.legs.reduce((acc, l) => (l.state === 'open' ? mul(acc, l.probability) : acc), ONE);
    return mul(capped(bet, all), p);
  }
  if (open.length > MAX_ENUMERATED) throw new Error('too many open legs to price a system bet');
  let sum = ZERO;
  for (let mask = 0; mask < 1 << open.length; mask++) {
    let p = ONE;
    const legs = bet.legs.map((l, i) => {
      if (l.state === 'settled') return l.leg;
      const win = (mask >> open.indexOf(i)) & 1;
      p = mul(p, win ? l.probability : sub(ONE, l.probability));
      return win ? won(l.oddsMilli) : lost(l.oddsMilli);
    });
    sum = add(sum, mul(capped(bet, legs), p));
  }
  return sum;
}

/** The fair value and the quote at a margin of `marginBp` basis points (0-10,000). */
export function priceBet(bet: PricedBet, marginBp: number): Price {
  if (!Number.isInteger(marginBp) || marginBp < 0 || marginBp > 10_000)
    throw new Error(`margin out of range: ${marginBp}`);
  const fair = expected(bet);
  const best = bet.legs.map((l) => (l.state === 'open' ? won(l.oddsMilli) : l.leg));
  const possible = floor(capped(bet, best));
  const quote = floor(mul(fair, rat(BigInt(10_000 - marginBp), 10_000n)));
  return { fair, possible, quote };
}
