import { describe, expect, it } from 'vitest';
import { CRASH_RTP, CRASH_SPACE, MAX_TARGET, MIN_TARGET, crash, crashPoint, reachChance } from './crash.ts';
import { EngineInputError } from './engine.ts';
import { scripted, seeded } from './test-rng.ts';

describe('crash', () => {
  it('returns 97% for every cash-out target, exactly up to 1/2^32', () => {
    for (let target = MIN_TARGET; target <= MAX_TARGET; target++) {
      const rtp = (reachChance(target) * target) / 100;
      expect(Math.abs(rtp - CRASH_RTP)).toBeLessThan(MAX_TARGET / CRASH_SPACE);
    }
  });

  it('maps the draw onto the crash point the chance law assumes', () => {
    // The u that are the first to reach a target, and the ones just below.
    for (const target of [101, 200, 250, 1000, 10_000]) {
      const first = CRASH_SPACE - Math.floor((97 * CRASH_SPACE) / target);
      expect(crashPoint(scripted([first]))).toBeGreaterThanOrEqual(target);
      expect(crashPoint(scripted([first - 1]))).toBeLessThan(target);
    }
    expect(crashPoint(scripted([0]))).toBe(100);
  });

  it('pays stake × target when the point reaches the target', () => {
    const first = CRASH_SPACE - Math.floor((97 * CRASH_SPACE) / 200);
    const won = crash.start({ stake: 1000, target: 200 }, scripted([first]));
    expect(won.win).toBe(2000n);
    expect(won.view).toMatchObject({ target: 200, cashedOut: true });
    const lost = crash.start({ stake: 1000, target: 200 }, scripted([first - 1]));
    expect(lost.win).toBe(0n);
    expect(lost.view).toMatchObject({ cashedOut: false, crash: 199 });
  });

  it('agrees with the law over seeded rounds, and a 5% edge would not', () => {
    const rng = seeded(11);
    const n = 400_000;
    let reached = 0;
    for (let i = 0; i < n; i++) if (crashPoint(rng) >= 200) reached++;
    // P = 0.485, sd of the share ≈ 0.0008: ±0.004 is five sd; 0.95/2 = 0.475 is far outside.
    expect(Math.abs(reached / n - 0.485)).toBeLessThan(0.004);
    expect(Math.abs(reached / n - 0.475)).toBeGreaterThan(0.004);
  });

  it('is deterministic for a seeded rng', () => {
    expect(crash.start({ stake: 100, target: 150 }, seeded(5))).toEqual(
      crash.start({ stake: 100, target: 150 }, seeded(5)),
    );
  });

  it.each([
    { stake: 100 },
    { stake: 100, target: 100 },
    { stake: 100, target: 10_001 },
    { stake: 100, target: 1.5 },
    { stake: 0, target: 200 },
    { stake: 100, target: 200, auto: true },
  ])('refuses %j', (input) => {
    expect(() => crash.start(input, seeded(1))).toThrow(EngineInputError);
  });
});
