import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type BetShape, type ResolvedLeg, exactPayout, legFactor, settleBet } from './payout.ts';
import { add, ceil, cmp, mul, rat } from './rational.ts';
import { NAMED_SYSTEMS, binomial, possibleWinMinor, systemLines } from '@lalebet/shared';

/** Property tests P1-P7 of docs/sportsbook.md §8.1 against simple models. */

const odds = fc.integer({ min: 1001, max: 50_000 });
const DEAD_HEATS = ['1', '0.5', '0.333333', '0.25', '0.2'];
const CLASSES = ['won', 'lost', 'void', 'half_won', 'half_lost', 'dead_heat'] as const;
type Klass = (typeof CLASSES)[number];

const leg = (o: number, k: Klass, dh = '0.5'): ResolvedLeg => {
  switch (k) {
    case 'won':
      return { oddsMilli: o, result: 1, voidFactor: 0 };
    case 'lost':
      return { oddsMilli: o, result: 0, voidFactor: 0 };
    case 'void':
      return { oddsMilli: o, result: 0, voidFactor: 1 };
    case 'half_won':
      return { oddsMilli: o, result: 1, voidFactor: 0.5 };
    case 'half_lost':
      return { oddsMilli: o, result: 0, voidFactor: 0.5 };
    case 'dead_heat':
      return { oddsMilli: o, result: 1, voidFactor: 0, deadHeatFactor: dh };
  }
};
const arbLeg = fc
  .tuple(odds, fc.constantFrom(...CLASSES), fc.constantFrom(...DEAD_HEATS))
  .map(([o, k, dh]) => leg(o, k, dh));
const stake = fc.bigInt({ min: 1n, max: 10_000_000n });
const NO_CAP = 10n ** 30n;

/** The float model of one factor, written from the rule table, not from legFactor. */
function floatFactor(l: ResolvedLeg): number {
  const o = l.oddsMilli / 1000;
  const vf = Number(l.voidFactor);
  const dh = l.deadHeatFactor == null ? 1 : Number(l.deadHeatFactor);
  return vf + (1 - vf) * (l.result ? o * dh : 0);
}

function subsets<T>(items: T[], k: number): T[][] {
  if (k === 0) return [[]];
  if (items.length < k) return [];
  const [head, ...rest] = items;
  return [...subsets(rest, k - 1).map((s) => [head!, ...s]), ...subsets(rest, k)];
}

const near = (a: number, b: number) => Math.abs(a - b) <= 1e-9 * Math.max(1, Math.abs(b));
const ratNumber = (r: { num: bigint; den: bigint }) => Number(r.num) / Number(r.den);

describe('settlement payout (pure)', () => {
  it('P1: a single pays S x f for every factor class, exactly', () => {
    const o = 1850;
    expect(legFactor(leg(o, 'won'))).toEqual(rat(1850n, 1000n));
    expect(legFactor(leg(o, 'lost'))).toEqual(rat(0n));
    expect(legFactor(leg(o, 'void'))).toEqual(rat(1n));
    expect(legFactor(leg(o, 'half_won'))).toEqual(rat(2850n, 2000n));
    expect(legFactor(leg(o, 'half_lost'))).toEqual(rat(1n, 2n));
    expect(legFactor(leg(o, 'dead_heat', '0.333333'))).toEqual(rat(1850n * 333333n, 1000n * 1_000_000n));
    fc.assert(
      fc.property(stake, arbLeg, (s, l) => {
        const r = settleBet({ kind: 'single', stakePerLine: s, maxPayout: NO_CAP, legs: [l] });
        expect(r.exact).toEqual(mul(rat(s), legFactor(l)));
        expect(near(ratNumber(r.exact), Number(s) * floatFactor(l))).toBe(true);
      }),
    );
  });

  it('P2: inserting a void leg into a multiple leaves the payout unchanged', () => {
    fc.assert(
      fc.property(
        stake,
        fc.array(arbLeg, { minLength: 1, maxLength: 10 }),
        odds,
        fc.nat(),
        (s, legs, o, at) => {
          const bet = { kind: 'multiple' as const, stakePerLine: s, maxPayout: NO_CAP, legs };
          const withVoid = [...legs];
          withVoid.splice(at % (legs.length + 1), 0, leg(o, 'void'));
          expect(settleBet({ ...bet, legs: withVoid })).toEqual(settleBet(bet));
        },
      ),
    );
  });

  it('P3: a multiple with every leg void pays S; any lost leg pays 0', () => {
    fc.assert(
      fc.property(stake, fc.array(odds, { minLength: 1, maxLength: 10 }), arbLeg, (s, os, other) => {
        const all = settleBet({
          kind: 'multiple',
          stakePerLine: s,
          maxPayout: NO_CAP,
          legs: os.map((o) => leg(o, 'void')),
        });
        expect(all).toMatchObject({ payout: s, status: 'void', capped: false });
        const lost = settleBet({
          kind: 'multiple',
          stakePerLine: s,
          maxPayout: NO_CAP,
          legs: [other, ...os.map((o, i) => leg(o, i === 0 ? 'lost' : 'won'))],
        });
        expect(lost).toMatchObject({ payout: 0n, status: 'lost' });
      }),
    );
  });

  it('P4: moving one leg lost -> half_lost -> void -> half_won -> won never lowers the payout', () => {
    const ladder = ['lost', 'half_lost', 'void', 'half_won', 'won'] as const;
    fc.assert(
      fc.property(stake, fc.array(arbLeg, { maxLength: 6 }), odds, fc.nat(), (s, legs, o, at) => {
        const i = at % (legs.length + 1);
        let previous = -1n;
        let previousExact = rat(0n);
        for (const k of ladder) {
          const slip = [...legs];
          slip.splice(i, 0, leg(o, k));
          const r = settleBet({ kind: 'multiple', stakePerLine: s, maxPayout: NO_CAP, legs: slip });
          expect(r.payout >= previous).toBe(true);
          expect(cmp(r.exact, previousExact) >= 0).toBe(true);
          previous = r.payout;
          previousExact = r.exact;
        }
      }),
    );
  });

  it('P5: a system pays the brute-force sum over its k-subsets; the named table matches the binomials', () => {
    for (const sys of NAMED_SYSTEMS) expect(systemLines(sys.selections, sys.sizes)).toBe(sys.lines);
    expect(binomial(8, 3)).toBe(56);
    fc.assert(
      fc.property(stake, fc.array(arbLeg, { minLength: 2, maxLength: 8 }), fc.nat(), (u, legs, pick) => {
        const k = 1 + (pick % legs.length);
        const exact = exactPayout({ kind: 'system', stakePerLine: u, systemSizes: [k], legs });
        const brute = subsets(legs, k).reduce(
          (sum, line) => sum + Number(u) * line.reduce((p, l) => p * floatFactor(l), 1),
          0,
        );
        expect(near(ratNumber(exact), brute)).toBe(true);
        // exact check: a system of size n is the multiple, a system of size 1 the sum of singles
        if (k === legs.length)
          expect(exact).toEqual(exactPayout({ kind: 'multiple', stakePerLine: u, legs }));
      }),
    );
    const lucky15 = NAMED_SYSTEMS.find((s) => s.name === 'Lucky 15')!;
    const won = [1500, 2000, 2500, 3000].map((o) => leg(o, 'won'));
    const r = settleBet({
      kind: 'system',
      stakePerLine: 100n,
      systemSizes: lucky15.sizes,
      maxPayout: NO_CAP,
      legs: won,
    });
    // (1.5+1)(2+1)(2.5+1)(3+1) - 1 = 104 per kuruş of unit stake
    expect(r.payout).toBe(10_400n);
  });

  /** A random legal size set over n legs: a non-empty ascending subset of 1..n (not [n] alone). */
  const arbSystem = fc.array(arbLeg, { minLength: 2, maxLength: 8 }).chain((legs) =>
    fc
      .subarray(
        Array.from({ length: legs.length }, (_, i) => i + 1),
        { minLength: 1 },
      )
      .filter((sizes) => !(sizes.length === 1 && sizes[0] === legs.length))
      .map((sizes) => ({ legs, sizes })),
  );

  it('P5b: a system of several sizes pays the brute-force sum over all its lines, rounded once', () => {
    fc.assert(
      fc.property(stake, arbSystem, (u, { legs, sizes }) => {
        const r = settleBet({ kind: 'system', stakePerLine: u, systemSizes: sizes, maxPayout: NO_CAP, legs });
        const lines = sizes.flatMap((k) => subsets(legs, k));
        expect(lines.length).toBe(systemLines(legs.length, sizes));
        const brute = lines.reduce(
          (sum, line) => sum + Number(u) * line.reduce((p, l) => p * floatFactor(l), 1),
          0,
        );
        expect(near(ratNumber(r.exact), brute)).toBe(true);
        // the sum of the sizes is the sum of one-size systems, exactly
        const parts = sizes.map((k) =>
          exactPayout({ kind: 'system', stakePerLine: u, systemSizes: [k], legs }),
        );
        expect(cmp(parts.reduce(add), r.exact)).toBe(0);
        expect(r.payout).toBe(ceil(r.exact));
      }),
    );
  });

  it('P5c: a system whose legs are all void pays its whole stake back; a void leg is a line of 1.00', () => {
    fc.assert(
      fc.property(stake, arbSystem, (u, { legs, sizes }) => {
        const voids = legs.map((l) => leg(l.oddsMilli, 'void'));
        const r = settleBet({
          kind: 'system',
          stakePerLine: u,
          systemSizes: sizes,
          maxPayout: NO_CAP,
          legs: voids,
        });
        expect(r).toMatchObject({
          payout: u * BigInt(systemLines(legs.length, sizes)),
          status: 'void',
          capped: false,
        });
      }),
    );
    // Trixie over 2.0 won, 3.0 won, void: doubles 6 + 2 + 3, treble 6 = 17 units of 4 staked
    const trixie = settleBet({
      kind: 'system',
      stakePerLine: 100n,
      systemSizes: [2, 3],
      maxPayout: NO_CAP,
      legs: [leg(2000, 'won'), leg(3000, 'won'), leg(5000, 'void')],
    });
    expect(trixie).toMatchObject({ payout: 1700n, status: 'won' });
  });

  it('P7b: a system of several sizes never pays above its cap, and is flagged when the cap bit', () => {
    fc.assert(
      fc.property(stake, arbSystem, fc.bigInt({ min: 1n, max: 100_000_000n }), (u, { legs, sizes }, cap) => {
        const r = settleBet({ kind: 'system', stakePerLine: u, systemSizes: sizes, maxPayout: cap, legs });
        expect(r.payout <= cap).toBe(true);
        expect(r.capped).toBe(cmp(r.exact, rat(cap)) > 0);
        expect(r.payout).toBe(r.capped ? cap : ceil(r.exact));
      }),
    );
  });

  it('P6: the payout is rounded up once: exact P <= integer P < exact P + 1 kuruş (ADR 062)', () => {
    fc.assert(
      fc.property(stake, fc.array(arbLeg, { minLength: 1, maxLength: 8 }), (s, legs) => {
        const r = settleBet({ kind: 'multiple', stakePerLine: s, maxPayout: NO_CAP, legs });
        expect(cmp(r.exact, rat(r.payout)) <= 0).toBe(true);
        expect(cmp(rat(r.payout), add(r.exact, rat(1n))) < 0).toBe(true);
        expect(r.payout).toBe(ceil(r.exact));
      }),
    );
  });

  it('P7: the payout never exceeds the cap and the capped flag says when it bit', () => {
    fc.assert(
      fc.property(
        stake,
        fc.array(arbLeg, { minLength: 1, maxLength: 8 }),
        fc.bigInt({ min: 1n, max: 100_000_000n }),
        (s, legs, cap) => {
          const bet: BetShape = { kind: 'multiple', stakePerLine: s, maxPayout: cap, legs };
          const r = settleBet(bet);
          expect(r.payout <= cap).toBe(true);
          expect(r.capped).toBe(cmp(r.exact, rat(cap)) > 0);
          if (!r.capped) expect(r.payout).toBe(ceil(r.exact));
        },
      ),
    );
  });

  it('names the status from the factors', () => {
    const s = 1000n;
    const single = (l: ResolvedLeg) =>
      settleBet({ kind: 'single', stakePerLine: s, maxPayout: NO_CAP, legs: [l] });
    expect(single(leg(1850, 'won'))).toMatchObject({ status: 'won', payout: 1850n });
    expect(single(leg(1850, 'half_won'))).toMatchObject({ status: 'half_won', payout: 1425n });
    expect(single(leg(1850, 'half_lost'))).toMatchObject({ status: 'half_lost', payout: 500n });
    expect(single(leg(1850, 'void'))).toMatchObject({ status: 'void', payout: 1000n });
    // 10 ₺ × 1.85 × 0.333333 = 6.1666605 ₺: rounded up to 6.17 (ADR 062; 6.16 before)
    expect(single(leg(1850, 'dead_heat', '0.333333'))).toMatchObject({ status: 'won', payout: 617n });
    expect(() => single({ oddsMilli: 1850, result: 1, voidFactor: 0.25 })).toThrow();
  });
});

/** docs/decisions/062-payouts-rounded-up.md: the slip's possible win is what settlement pays. */
describe('possible win at placement = payout when every leg wins', () => {
  const wonOdds = fc.array(odds, { minLength: 1, maxLength: 8 });

  it('a multiple: possibleWinMinor = settleBet, exact <= P < exact + 1 kuruş (loop of 5,000)', () => {
    fc.assert(
      fc.property(stake, wonOdds, (s, milli) => {
        const legs = milli.map((o) => leg(o, 'won'));
        const kind = legs.length === 1 ? 'single' : 'multiple';
        const r = settleBet({ kind, stakePerLine: s, maxPayout: NO_CAP, legs });
        const shown = possibleWinMinor(kind, null, s, milli);
        expect(shown).toBe(r.payout);
        // exact = s × Π milli / 1000^n, compared without a fraction type
        const num = milli.reduce((p, o) => p * BigInt(o), s);
        const den = 1000n ** BigInt(milli.length);
        expect(shown * den >= num).toBe(true);
        expect((shown - 1n) * den < num).toBe(true);
      }),
      { numRuns: 5_000 },
    );
  });

  it('a system of any sizes: the same number at placement and at settlement', () => {
    const arb = fc.array(odds, { minLength: 2, maxLength: 8 }).chain((milli) =>
      fc
        .subarray(
          Array.from({ length: milli.length }, (_, i) => i + 1),
          { minLength: 1 },
        )
        .map((sizes) => ({ milli, sizes })),
    );
    fc.assert(
      fc.property(stake, arb, (u, { milli, sizes }) => {
        const legs = milli.map((o) => leg(o, 'won'));
        const r = settleBet({ kind: 'system', stakePerLine: u, systemSizes: sizes, maxPayout: NO_CAP, legs });
        expect(possibleWinMinor('system', sizes, u, milli)).toBe(r.payout);
        expect(cmp(r.exact, rat(r.payout)) <= 0).toBe(true);
      }),
    );
  });

  it('worked examples that rounding down paid short', () => {
    // 12.50 ₺ × 1.85 = 23.125 ₺ -> 23.13 ₺; 3 ₺ × 1.333² = 5.330667 ₺ -> 5.34 ₺
    expect(possibleWinMinor('single', null, 1250n, [1850])).toBe(2313n);
    expect(possibleWinMinor('multiple', null, 300n, [1333, 1333])).toBe(534n);
    // exact amounts stay exact
    expect(possibleWinMinor('single', null, 1000n, [1875])).toBe(1875n);
  });
});
