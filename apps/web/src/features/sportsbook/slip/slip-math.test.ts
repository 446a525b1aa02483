import { describe, expect, it } from 'vitest';
import { combinations, lineCount, slipTotals, systemSizes } from './slip-math';

describe('the slip arithmetic', () => {
  it('a single pays stake x odds', () => {
    expect(slipTotals('single', [1.85], 10)).toEqual({
      lines: 1,
      totalStake: 10,
      totalOdds: 1.85,
      possibleWin: 18.5,
    });
  });

  it('a multiple pays stake x the product of the odds, exactly', () => {
    // 1.1^3 = 1.331: floating point would give 13.310000000000002.
    expect(slipTotals('multiple', [1.1, 1.1, 1.1], 10)).toMatchObject({
      totalOdds: 1.331,
      possibleWin: 13.31,
    });
  });

  it('a system 2/3 at odds 2, 3, 4 with 10 per line: 3 lines, 30 staked, 260 at most', () => {
    expect(slipTotals('system', [2, 3, 4], 10, 2)).toEqual({
      lines: 3,
      totalStake: 30,
      totalOdds: 26,
      possibleWin: 260,
    });
  });

  it('rounds the possible win down to the kuruş once', () => {
    // 3 x 1.333 x 1.333 = 5.330667 -> 5.33
    expect(slipTotals('multiple', [1.333, 1.333], 3).possibleWin).toBe(5.33);
  });

  it('lists combinations and counts lines', () => {
    expect([...combinations(4, 3)]).toEqual([
      [0, 1, 2],
      [0, 1, 3],
      [0, 2, 3],
      [1, 2, 3],
    ]);
    expect(lineCount(8, 4)).toBe(70);
    expect(systemSizes(2)).toEqual([]);
    expect(systemSizes(4)).toEqual([2, 3]);
    expect(systemSizes(9)).toEqual([]);
  });
});
