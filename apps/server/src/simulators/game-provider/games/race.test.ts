import { describe, expect, it } from 'vitest';
import { EngineInputError } from './engine.ts';
import {
  RACE_RTP,
  RACE_RTP_MAX,
  RACE_RTP_MIN,
  RACE_RUNNERS,
  RACE_WEIGHT,
  type RaceView,
  finishingOrder,
  race,
} from './race.ts';
import { scripted, seeded } from './test-rng.ts';

const FIELD = RACE_RUNNERS.map((r) => r.no);
/** The winner at draw r, then the rest of the field in saddle order (draws of 0). */
const raceAt = (runner: number, r: number, stake = 100) =>
  race.start({ stake, runner }, scripted([r, 0, 0, 0, 0]));

describe('virtual horse racing', () => {
  it('has six runners, favourite to outsider, with 1,000 weights', () => {
    expect(FIELD).toEqual([1, 2, 3, 4, 5, 6]);
    expect(RACE_WEIGHT).toBe(1000);
    const weights = RACE_RUNNERS.map((r) => r.weight);
    expect(weights).toEqual([...weights].sort((a, b) => b - a));
    const odds = RACE_RUNNERS.map((r) => r.odds);
    expect(odds).toEqual([...odds].sort((a, b) => a - b));
    expect(new Set(RACE_RUNNERS.map((r) => r.name)).size).toBe(6);
  });

  it('returns the documented RTP on every runner, exactly', () => {
    expect(RACE_RTP).toEqual([0.96, 0.957, 0.9605, 0.962, 0.96, 0.96]);
    expect(RACE_RTP_MIN).toBe(0.957);
    expect(RACE_RTP_MAX).toBe(0.962);
    for (const r of RACE_RUNNERS) {
      // Play every winner draw: the runner wins on its `weight` draws of 1,000.
      let back = 0n;
      for (let d = 0; d < RACE_WEIGHT; d++) back += raceAt(r.no, d).win;
      expect(back).toBe(BigInt(r.weight * r.odds));
      expect(Number(back) / (RACE_WEIGHT * 100)).toBe(RACE_RTP[r.no - 1]);
      expect(RACE_RTP[r.no - 1]).toBeGreaterThanOrEqual(0.94);
      expect(RACE_RTP[r.no - 1]).toBeLessThanOrEqual(0.97);
    }
  });

  it('draws the winner by weight: the ranges follow the saddle numbers', () => {
    const first = (d: number) => (raceAt(1, d).view as RaceView).order[0];
    expect(first(0)).toBe(1);
    expect(first(299)).toBe(1);
    expect(first(300)).toBe(2);
    expect(first(519)).toBe(2);
    expect(first(520)).toBe(3);
    expect(first(919)).toBe(5);
    expect(first(920)).toBe(6);
    expect(first(999)).toBe(6);
  });

  it('draws the rest of the field by weight among the runners left', () => {
    // Winner 6, then draws out of 920: 919 is the last of runner 5's range, and so on.
    expect(finishingOrder(scripted([999, 919, 0, 0, 0]))).toEqual([6, 5, 1, 2, 3, 4]);
    expect(finishingOrder(scripted([0, 0, 0, 0, 0]))).toEqual([1, 2, 3, 4, 5, 6]);
    const sizes: number[] = [];
    finishingOrder((max) => {
      sizes.push(max);
      return max - 1;
    });
    // Always the outsider still running: 1000, then 920, 820, 690, 520 are left.
    expect(sizes).toEqual([1000, 920, 820, 690, 520]);
  });

  it('pays stake × odds / 100 on the winner, rounded down', () => {
    expect(raceAt(1, 0).win).toBe(320n);
    expect(raceAt(2, 0).win).toBe(0n);
    expect(raceAt(6, 999, 100_000).win).toBe(1_200_000n);
    expect(raceAt(2, 300, 101).win).toBe(439n); // 439.35
  });

  it('shows a full finishing order with the drawn winner first, for seeded races', () => {
    const winners = new Set<number>();
    for (let seed = 1; seed <= 300; seed++) {
      const runner = 1 + (seed % 6);
      const round = race.start({ stake: 1000, runner }, seeded(seed));
      const v = round.view as RaceView;
      expect(round).toMatchObject({ stake: 1000n, done: true, state: null });
      expect([...v.order].sort()).toEqual(FIELD);
      expect(v.runner).toBe(runner);
      expect(v.odds).toBe(RACE_RUNNERS[runner - 1]!.odds);
      expect(v.names).toEqual(RACE_RUNNERS.map((r) => r.name));
      expect(round.win).toBe(v.order[0] === runner ? (1000n * BigInt(v.odds)) / 100n : 0n);
      winners.add(v.order[0]!);
    }
    expect([...winners].sort()).toEqual(FIELD);
  });

  it('is deterministic for a seeded rng', () => {
    expect(race.start({ stake: 100, runner: 3 }, seeded(4))).toEqual(
      race.start({ stake: 100, runner: 3 }, seeded(4)),
    );
  });

  it.each([
    { stake: 100 },
    { runner: 1 },
    { stake: 100, runner: 0 },
    { stake: 100, runner: 7 },
    { stake: 100, runner: 1.5 },
    { stake: 100, runner: '1' },
    { stake: 50, runner: 1 },
    { stake: 100_001, runner: 1 },
    { stake: 100, runner: 1, odds: 5000 },
    null,
    [100, 1],
  ])('refuses %j', (input) => {
    expect(() => race.start(input, seeded(1))).toThrow(EngineInputError);
  });
});
