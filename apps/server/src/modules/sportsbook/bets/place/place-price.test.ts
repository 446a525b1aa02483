import { describe, expect, it } from 'vitest';
import { stakeWithinLimits } from './place-price.ts';

const limits = { minStake: 100n, maxStake: 10_000n, maxPayout: 50_000n };
const single = { lines: 1, sizes: null };
const refusal = (stake: number, o: { lines?: number; odds?: number[] } = {}) => {
  try {
    stakeWithinLimits(
      { kind: 'single', stake },
      { ...single, lines: o.lines ?? 1 },
      o.odds ?? [2000],
      limits,
    );
  } catch (err) {
    return [(err as { code: string }).code, (err as { data: { allowed: number } }).data.allowed];
  }
  return null;
};

describe('stakeWithinLimits', () => {
  it('answers the stake per line, the whole stake and the potential payout in kuruş', () => {
    expect(stakeWithinLimits({ kind: 'single', stake: 25 }, single, [2500], limits)).toEqual({
      stakePerLine: 2_500n,
      total: 2_500n,
      potential: 6_250n,
    });
  });

  it('refuses each limit with the amount that would be allowed', () => {
    expect(refusal(0.5)).toEqual(['STAKE_TOO_LOW', 1]);
    expect(refusal(101)).toEqual(['STAKE_TOO_HIGH', 100]);
    expect(refusal(90, { odds: [10_000] })).toEqual(['PAYOUT_LIMIT', 50]);
  });

  it('refuses a stake past the largest exact amount as too high, never a server error', () => {
    expect(refusal(1e300)).toEqual(['STAKE_TOO_HIGH', 100]);
  });
});
