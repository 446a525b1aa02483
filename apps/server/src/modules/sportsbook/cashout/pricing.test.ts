import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type ResolvedLeg, legFactor } from '../bets/settle/payout.ts';
import { ONE, type Rational, ZERO, add, cmp, floor, mul, rat } from '../bets/settle/rational.ts';
import { type PricedBet, type PricedLeg, fairProbability, priceBet } from './pricing.ts';

/** Cash-out pricing (docs/decisions/066-cash-out-pricing-and-locking.md): examples and properties. */

/** Taken at `oddsMilli`; `market[0]` is its price now among `market`. */
const open = (oddsMilli: number, market: number[] = [oddsMilli, oddsMilli]): PricedLeg => ({
  state: 'open',
  oddsMilli,
  probability: fairProbability(market[0]!, market),
});
const settled = (leg: ResolvedLeg): PricedLeg => ({ state: 'settled', leg });
const WON = (o: number) => settled({ oddsMilli: o, result: 1, voidFactor: 0 });
const LOST = (o: number) => settled({ oddsMilli: o, result: 0, voidFactor: 0 });
const VOID = (o: number) => settled({ oddsMilli: o, result: 0, voidFactor: 1 });
const NO_CAP = 10n ** 30n;
const bet = (kind: PricedBet['kind'], legs: PricedLeg[], over: Partial<PricedBet> = {}): PricedBet => ({
  kind,
  stakePerLine: 10_000n,
  maxPayout: NO_CAP,
  legs,
  ...over,
});

describe('cash-out pricing: examples', () => {
  it('takes the margin out of the market before it prices an open leg', () => {
    // 1.5 and 3.0: implied 2/3 + 1/3 = 1 (no overround); 1.8 and 1.8: 1/1.8 each, normalised to 1/2.
    expect(fairProbability(1500, [1500, 3000])).toEqual(rat(2n, 3n));
    expect(fairProbability(1800, [1800, 1800])).toEqual(rat(1n, 2n));
    expect(fairProbability(1850, [1850, 3400, 4200]).num).toBeGreaterThan(0n);
  });

  it('a single taken at 2.00 whose price is now 1.50 (of 1.50/3.00) is worth S x 2 x 2/3', () => {
    const price = priceBet(bet('single', [open(2000, [1500, 3000])]), 0);
    expect(price.fair).toEqual(rat(40_000n, 3n));
    expect(price.quote).toBe(13_333n);
    expect(price.possible).toBe(20_000n);
    // A 5 % margin: 13,333.33 x 0.95 = 12,666.66, rounded down.
    expect(priceBet(bet('single', [open(2000, [1500, 3000])]), 500).quote).toBe(12_666n);
  });

  it('a multiple counts won legs at their odds, void legs as 1, and a lost leg makes it worth 0', () => {
    const legs = [WON(2500), VOID(3000), open(2000)];
    expect(priceBet(bet('multiple', legs), 0)).toMatchObject({ quote: 25_000n, possible: 50_000n });
    expect(priceBet(bet('multiple', [LOST(2500), open(2000)]), 0)).toMatchObject({ quote: 0n, possible: 0n });
  });

  it('a system bet keeps value after a lost leg (its other lines still play)', () => {
    // Doubles of three legs (3 lines of 100 lira): one lost, one won 2.00, one open at evens.
    const price = priceBet(bet('system', [LOST(2000), WON(2000), open(2000)], { systemSizes: [2] }), 0);
    // Only the line won x open pays: 10,000 x 2 x 2 with probability 1/2.
    expect(price.quote).toBe(20_000n);
    expect(price.possible).toBe(40_000n);
  });

  it('a system with a banker (ADR 070): every line holds it, so a lost banker is worth 0', () => {
    // Banker won at 2.00, doubles over three evens legs: one lost, one won, one open at evens.
    const sys = (banker: PricedLeg) =>
      bet('system', [banker, LOST(2000), WON(2000), open(2000)], {
        systemSizes: [2],
        bankers: [true, false, false, false],
      });
    // Only the line banker x won x open pays: 10,000 x 2 x 2 x 2 with probability 1/2.
    expect(priceBet(sys(WON(2000)), 0)).toMatchObject({ quote: 40_000n, possible: 80_000n });
    // A void banker counts 1 in every line; a lost one loses them all.
    expect(priceBet(sys(VOID(2000)), 0)).toMatchObject({ quote: 20_000n, possible: 40_000n });
    expect(priceBet(sys(LOST(2000)), 0)).toMatchObject({ quote: 0n, possible: 0n });
  });

  it('caps each outcome at the maximum payout before it weighs it', () => {
    const price = priceBet(bet('single', [open(2000)], { maxPayout: 15_000n }), 0);
    expect(price.fair).toEqual(rat(7_500n));
    expect(price.possible).toBe(15_000n);
  });

  it('refuses a margin outside 0-10,000 basis points', () => {
    expect(() => priceBet(bet('single', [open(2000)]), -1)).toThrow();
    expect(() => priceBet(bet('single', [open(2000)]), 10_001)).toThrow();
  });
});

// Properties: random bets of every kind, prices and margins (seeded, so a failure replays).
const odds = fc.integer({ min: 1010, max: 30_000 });
const market = fc.array(odds, { minLength: 1, maxLength: 4 });
const openLeg = fc.tuple(odds, odds, market).map(([taken, now, rest]) => ({
  state: 'open' as const,
  oddsMilli: taken,
  probability: fairProbability(now, [now, ...rest]),
}));
const settledLeg = fc
  .tuple(odds, fc.constantFrom(0, 1), fc.constantFrom(0, 0.5, 1))
  .map(([o, result, voidFactor]) => settled({ oddsMilli: o, result: result as 0 | 1, voidFactor }));
const leg = fc.oneof(openLeg, openLeg, settledLeg);
const arbBet = fc.oneof(
  fc.tuple(leg).map(([l]) => ({ kind: 'single' as const, legs: [l] })),
  fc.array(leg, { minLength: 2, maxLength: 8 }).map((legs) => ({ kind: 'multiple' as const, legs })),
  fc.array(leg, { minLength: 3, maxLength: 8 }).chain((legs) =>
    fc
      .subarray(
        Array.from({ length: legs.length - 1 }, (_, i) => i + 1),
        { minLength: 1 },
      )
      .map((sizes) => ({ kind: 'system' as const, legs, systemSizes: sizes })),
  ),
);
const shaped = fc
  .tuple(arbBet, fc.bigInt({ min: 1n, max: 5_000_000n }), fc.bigInt({ min: 1n, max: 100_000_000n }))
  .map(([b, stakePerLine, maxPayout]): PricedBet => ({ ...b, stakePerLine, maxPayout }));
const margin = fc.integer({ min: 0, max: 10_000 });
const SEED = 20_261_206;

/** e_k of the legs' expected factors: a system's expected payout without a cap, by linearity. */
function linearExpectation(b: PricedBet): Rational {
  const mean = b.legs.map((l) =>
    l.state === 'settled' ? legFactor(l.leg) : mul(rat(BigInt(l.oddsMilli), 1000n), l.probability),
  );
  const sizes = b.kind === 'system' ? b.systemSizes! : [b.legs.length];
  const e: Rational[] = [ONE, ...b.legs.map(() => ZERO)];
  for (const f of mean) for (let j = b.legs.length; j >= 1; j--) e[j] = add(e[j]!, mul(e[j - 1]!, f));
  return mul(rat(b.stakePerLine), sizes.map((k) => e[k]!).reduce(add, ZERO));
}

describe('cash-out pricing: properties', () => {
  it('0 <= quote <= fair value <= possible payout, and a higher margin never raises the quote', () => {
    fc.assert(
      fc.property(shaped, margin, margin, (b, m1, m2) => {
        const [lo, hi] = m1 <= m2 ? [m1, m2] : [m2, m1];
        const price = priceBet(b, lo);
        expect(price.quote).toBeGreaterThanOrEqual(0n);
        expect(cmp(rat(price.quote), price.fair)).toBeLessThanOrEqual(0);
        expect(price.quote).toBeLessThanOrEqual(price.possible);
        expect(floor(price.fair)).toBeLessThanOrEqual(price.possible);
        expect(price.possible).toBeLessThanOrEqual(b.maxPayout);
        expect(priceBet(b, hi).quote).toBeLessThanOrEqual(price.quote);
      }),
      { seed: SEED, numRuns: 300 },
    );
  });

  it('without a cap, the fair value is the expectation by linearity (the enumeration agrees)', () => {
    fc.assert(
      fc.property(shaped, (b) => {
        const uncapped = { ...b, maxPayout: NO_CAP };
        expect(priceBet(uncapped, 0).fair).toEqual(linearExpectation(uncapped));
      }),
      { seed: SEED, numRuns: 300 },
    );
  });
});
