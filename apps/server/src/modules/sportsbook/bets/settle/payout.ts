import type { BetKind, BetStatus } from '@lalebet/shared';
import { ONE, type Rational, ZERO, add, ceil, cmp, mul, parseDecimal, rat, sub } from './rational.ts';

/**
 * The pure settlement of one bet (docs/decisions/022-sportsbook-settlement-and-rounding.md,
 * rules from docs/sportsbook.md §6): leg factors as exact fractions, the payout of a
 * single, multiple or system bet, the cap, one rounding up to the kuruş at the very end
 * (docs/decisions/062-payouts-rounded-up.md: never in the player's disfavour).
 */

/** A resolved leg: UOF's result with its factors. */
export type ResolvedLeg = {
  oddsMilli: number;
  result: 0 | 1;
  /** 0, 0.5 or 1 (UOF void_factor; absent = 0). */
  voidFactor: number | string;
  /** (0, 1] as a decimal (UOF dead_heat_factor; absent = 1), e.g. "0.5", "0.333333". */
  deadHeatFactor?: number | string | null;
};

export type BetShape = {
  kind: BetKind;
  stakePerLine: bigint;
  /** System bets: the combination sizes (a "3/4" system is [3]); ignored otherwise. */
  systemSizes?: readonly number[];
  maxPayout: bigint;
  legs: ResolvedLeg[];
  /** Builder bets: the combined price booked (thousandths); the legs' own odds do not pay. */
  builderOddsMilli?: number | null;
};

export type Settlement = {
  /** Kuruş paid to the player: stake included, capped, rounded up once. */
  payout: bigint;
  /** The exact payout before the cap and the rounding (for the tests and the audit trail). */
  exact: Rational;
  capped: boolean;
  status: Extract<BetStatus, 'won' | 'lost' | 'void' | 'half_won' | 'half_lost'>;
};

const VOID_FACTORS = new Map<string, Rational>([
  ['0', ZERO],
  ['0.5', rat(1n, 2n)],
  ['1', ONE],
]);

function voidFactorOf(v: number | string): Rational {
  const found = VOID_FACTORS.get(String(v).replace(/\.?0+$/, '') || '0');
  if (!found) throw new Error(`void factor must be 0, 0.5 or 1, not ${v}`);
  return found;
}

/** f = vf + (1 - vf) x (won ? o x dh : 0) (docs/sportsbook.md §6.1). */
export function legFactor(leg: ResolvedLeg): Rational {
  const vf = voidFactorOf(leg.voidFactor);
  if (leg.result === 0) return vf;
  const dh = leg.deadHeatFactor == null ? ONE : parseDecimal(leg.deadHeatFactor);
  if (cmp(dh, ZERO) <= 0 || cmp(dh, ONE) > 0)
    throw new Error(`dead heat factor out of (0, 1]: ${leg.deadHeatFactor}`);
  const odds = rat(BigInt(leg.oddsMilli), 1000n);
  return add(vf, mul(sub(ONE, vf), mul(odds, dh)));
}

/** e_k(f1..fn): the sum over every k-subset of the product of its factors, without enumerating. */
function elementarySymmetric(factors: Rational[], k: number): Rational {
  const e: Rational[] = [ONE, ...Array.from({ length: k }, () => ZERO)];
  for (const f of factors) {
    for (let j = Math.min(k, factors.length); j >= 1; j--) e[j] = add(e[j]!, mul(e[j - 1]!, f));
  }
  return e[k]!;
}

/**
 * A builder's factor (docs/sportsbook.md §6.6, docs/decisions/072-bet-builder.md): 0 when a leg
 * lost; 1 (the stake back) when none lost and a leg is void, wholly or in part; else the booked
 * price, times any dead-heat factors.
 */
function builderFactor(legs: ResolvedLeg[], oddsMilli: number): Rational {
  if (legs.some((l) => cmp(legFactor(l), ZERO) === 0)) return ZERO;
  if (legs.some((l) => cmp(voidFactorOf(l.voidFactor), ZERO) !== 0)) return ONE;
  const heats = legs.map((l) => (l.deadHeatFactor == null ? ONE : parseDecimal(l.deadHeatFactor)));
  return heats.reduce(mul, rat(BigInt(oddsMilli), 1000n));
}

/** The exact payout before the cap: S x f, S x Π f, or Σ over the system's lines of u x Π f. */
export function exactPayout(bet: Omit<BetShape, 'maxPayout'>): Rational {
  const stake = rat(bet.stakePerLine);
  if (bet.kind === 'builder') {
    if (!bet.builderOddsMilli) throw new Error('a builder bet needs its combined price');
    return mul(stake, builderFactor(bet.legs, bet.builderOddsMilli));
  }
  const factors = bet.legs.map(legFactor);
  if (bet.kind !== 'system') return mul(stake, factors.reduce(mul, ONE));
  const sizes = bet.systemSizes ?? [];
  if (!sizes.length) throw new Error('a system bet needs its combination sizes');
  return mul(stake, sizes.map((k) => elementarySymmetric(factors, k)).reduce(add, ZERO));
}

/** Settles a bet whose legs are all resolved. */
export function settleBet(bet: BetShape): Settlement {
  const exact = exactPayout(bet);
  const capped = cmp(exact, rat(bet.maxPayout)) > 0;
  const payout = capped ? bet.maxPayout : ceil(exact);
  return { payout, exact, capped, status: statusOf(bet, payout) };
}

function statusOf(bet: BetShape, payout: bigint): Settlement['status'] {
  if (payout === 0n) return 'lost';
  const isVoid = (l: ResolvedLeg) => cmp(voidFactorOf(l.voidFactor), ONE) === 0;
  if (bet.legs.every(isVoid)) return 'void';
  // A builder pays its price or the stake back (a void leg voids the whole bet).
  if (bet.kind === 'builder' && bet.legs.some((l) => cmp(voidFactorOf(l.voidFactor), ZERO) !== 0))
    return 'void';
  if (bet.kind === 'single') {
    const half = cmp(voidFactorOf(bet.legs[0]!.voidFactor), rat(1n, 2n)) === 0;
    if (half) return bet.legs[0]!.result === 1 ? 'half_won' : 'half_lost';
  }
  return 'won';
}
