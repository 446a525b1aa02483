import { describe, expect, it } from 'vitest';
import { bonusShare, splitStake } from './spending.ts';
import { type SportsRules, sportsContribution } from './sports.ts';

const rules: SportsRules = { stake: true, contribution: 40, minOddsMilli: 1_500, systemBets: false };
const legs = (...odds: number[]) => odds.map((oddsMilli) => ({ oddsMilli, void: false }));

describe('sports wagering contribution (ADR 012, Sports bets)', () => {
  it('counts a single or multiple whose total odds reach the minimum, at the percentage', () => {
    const single = { kind: 'single' as const, systemSizes: null, status: 'lost' };
    expect(sportsContribution(rules, { ...single, legs: legs(1_500) })).toBe(40);
    expect(sportsContribution(rules, { ...single, legs: legs(1_499) })).toBe(0);
    const multiple = { kind: 'multiple' as const, systemSizes: null, status: 'won' };
    expect(sportsContribution(rules, { ...multiple, legs: legs(1_200, 1_250) })).toBe(40); // 1.50
    expect(sportsContribution(rules, { ...multiple, legs: legs(1_200, 1_249) })).toBe(0); // 1.4988
  });

  it('a void bet never counts, and a voided leg counts 1.00 in the total odds', () => {
    const multiple = { kind: 'multiple' as const, systemSizes: null };
    const oneVoid = [
      { oddsMilli: 1_400, void: false },
      { oddsMilli: 3_000, void: true },
    ];
    expect(sportsContribution(rules, { ...multiple, status: 'won', legs: oneVoid })).toBe(0);
    expect(sportsContribution(rules, { ...multiple, status: 'void', legs: legs(2_000, 2_000) })).toBe(0);
  });

  it('system bets count only when allowed, by their weakest line', () => {
    const system = {
      kind: 'system' as const,
      systemSizes: [2],
      status: 'lost',
      legs: legs(1_100, 1_400, 3_000),
    };
    expect(sportsContribution(rules, system)).toBe(0);
    const allowed = { ...rules, systemBets: true };
    // Weakest double: 1.10 × 1.40 = 1.54.
    expect(sportsContribution(allowed, system)).toBe(40);
    expect(sportsContribution(allowed, { ...system, legs: legs(1_100, 1_300, 3_000) })).toBe(0);
    expect(sportsContribution({ ...allowed, contribution: 0 }, system)).toBe(0);
  });

  it('a banker is in every line of a system: its weakest line holds it (ADR 070)', () => {
    const allowed = { ...rules, systemBets: true };
    const banker = { oddsMilli: 1_100, void: false, banker: true };
    const system = { kind: 'system' as const, systemSizes: [1], status: 'lost' };
    // Weakest line: the banker 1.10 with the lowest other, 1.40 = 1.54; without the banker
    // flag the weakest single would be 1.10 alone.
    expect(sportsContribution(allowed, { ...system, legs: [banker, ...legs(1_400, 3_000)] })).toBe(40);
    expect(sportsContribution(allowed, { ...system, legs: [banker, ...legs(1_300, 3_000)] })).toBe(0);
    expect(sportsContribution(allowed, { ...system, legs: legs(1_100, 1_400, 3_000) })).toBe(0);
  });
});

describe('spending order (ADR 012)', () => {
  it('takes cash first, then bonus', () => {
    expect(splitStake(3_000n, 1_000n)).toEqual({ cash: 1_000n, bonus: 2_000n });
    expect(splitStake(500n, 1_000n)).toEqual({ cash: 500n, bonus: 0n });
    expect(splitStake(500n, 0n)).toEqual({ cash: 0n, bonus: 500n });
  });

  it('gives the bonus its share of a payout rounded down, never more than exact', () => {
    expect(bonusShare(2_466n, 1_333n, 333n)).toBe(616n); // exact 616.03
    expect(bonusShare(3_000n, 3_000n, 2_000n)).toBe(2_000n);
    expect(bonusShare(0n, 3_000n, 2_000n)).toBe(0n);
    for (let p = 1n; p < 2_000n; p += 37n) {
      const share = bonusShare(p, 7n, 3n);
      expect(share * 7n <= p * 3n && (share + 1n) * 7n > p * 3n).toBe(true);
    }
  });
});
