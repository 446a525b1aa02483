import { describe, expect, it } from 'vitest';
import { EngineInputError } from './engine.ts';
import { scripted, seeded } from './test-rng.ts';
import { WHEEL_BETS, WHEEL_RTP, WHEEL_SEGMENTS, wheel } from './wheel.ts';

describe('money wheel', () => {
  it('returns exactly 96% on every bet, over the 50 segments', () => {
    expect(WHEEL_SEGMENTS).toHaveLength(50);
    for (const bet of WHEEL_BETS) {
      let back = 0n;
      for (let s = 0; s < 50; s++) back += wheel.start({ stake: 100, bet }, scripted([s])).win;
      expect(Number(back) / (50 * 100)).toBe(WHEEL_RTP);
    }
  });

  it('pays the number to one on its segment', () => {
    const at = WHEEL_SEGMENTS.indexOf(23);
    expect(wheel.start({ stake: 100, bet: 23 }, scripted([at])).win).toBe(2400n);
    expect(wheel.start({ stake: 100, bet: 5 }, scripted([at])).win).toBe(0n);
  });

  it('is deterministic for a seeded rng', () => {
    expect(wheel.start({ stake: 100, bet: 2 }, seeded(3))).toEqual(
      wheel.start({ stake: 100, bet: 2 }, seeded(3)),
    );
  });

  it.each([{ stake: 100 }, { stake: 100, bet: 3 }, { stake: 100, bet: '1' }, { stake: 10, bet: 1 }])(
    'refuses %j',
    (input) => {
      expect(() => wheel.start(input, seeded(1))).toThrow(EngineInputError);
    },
  );
});
