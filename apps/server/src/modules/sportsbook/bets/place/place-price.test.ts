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
      misli: 1,
    });
  });

  it('a misli multiplies every amount the limits see; the allowed amounts are before it (ADR 070)', () => {
    expect(stakeWithinLimits({ kind: 'single', stake: 25, misli: 4 }, single, [2500], limits)).toEqual({
      stakePerLine: 10_000n,
      total: 10_000n,
      potential: 25_000n,
      misli: 4,
    });
    const refused = (stake: number, misli: number, odds = 2000) => {
      try {
        stakeWithinLimits({ kind: 'single', stake, misli }, single, [odds], limits);
      } catch (err) {
        return [(err as { code: string }).code, (err as { data: { allowed: number } }).data.allowed];
      }
      return null;
    };
    expect(refused(0.3, 3)).toEqual(['STAKE_TOO_LOW', 0.34]);
    expect(refused(26, 4)).toEqual(['STAKE_TOO_HIGH', 25]);
    expect(refused(20, 2, 20_000)).toEqual(['PAYOUT_LIMIT', 12.5]);
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
