import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { possibleWinMinor } from '@lalebet/shared';
import { type ResolvedLeg, settleBet } from './payout.ts';

/** A builder's pure settlement (docs/decisions/072-bet-builder.md) against its booked possible win. */
const shape = (legs: ResolvedLeg[], builderOddsMilli: number, stakePerLine = 1000n) => ({
  kind: 'builder' as const,
  stakePerLine,
  maxPayout: 10n ** 12n,
  builderOddsMilli,
  legs,
});
const WON: ResolvedLeg = { oddsMilli: 2000, result: 1, voidFactor: 0 };
const LOST: ResolvedLeg = { oddsMilli: 2000, result: 0, voidFactor: 0 };
const VOID: ResolvedLeg = { oddsMilli: 2000, result: 0, voidFactor: 1 };

describe('builder payout', () => {
  it('pays the booked possible win when every leg wins (placement = settlement)', () => {
    fc.assert(
      fc.property(
        fc.bigInt({ min: 100n, max: 10_000_000n }),
        fc.integer({ min: 1010, max: 1_000_000 }),
        fc.integer({ min: 2, max: 6 }),
        (stake, odds, n) => {
          const s = settleBet(shape(Array(n).fill(WON), odds, stake));
          expect(s).toMatchObject({
            status: 'won',
            payout: possibleWinMinor('builder', null, stake, [odds]),
          });
        },
      ),
      { numRuns: 500 },
    );
  });

  it('loses on any lost leg; otherwise any void leg voids the whole bet', () => {
    expect(settleBet(shape([WON, LOST, WON], 5000))).toMatchObject({ status: 'lost', payout: 0n });
    expect(settleBet(shape([VOID, LOST], 5000))).toMatchObject({ status: 'lost', payout: 0n });
    expect(settleBet(shape([WON, VOID, WON], 5000))).toMatchObject({ status: 'void', payout: 1000n });
    expect(settleBet(shape([VOID, VOID], 5000))).toMatchObject({ status: 'void', payout: 1000n });
    expect(settleBet(shape([WON, { ...WON, voidFactor: 0.5 }], 5000))).toMatchObject({ status: 'void' });
  });

  it('needs its combined price', () => {
    expect(() => settleBet({ ...shape([WON, WON], 5000), builderOddsMilli: null })).toThrow();
  });
});
