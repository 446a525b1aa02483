import { describe, expect, it } from 'vitest';
import { mulberry32 } from '../../lib/seeded-random.ts';
import { LADDER_MAX_MILLI, PRICE_LADDER, ladderFloor, ladderStep, onLadder } from './ladder.ts';

describe('price ladder', () => {
  it('rounds down to two decimals at short odds and to coarser steps at longer ones', () => {
    expect(ladderFloor(1_857.9)).toBe(1_850);
    expect(ladderFloor(2_039)).toBe(2_020);
    expect(ladderFloor(3_449)).toBe(3_400);
    expect(ladderFloor(7_390)).toBe(7_200);
    expect(ladderFloor(13_999)).toBe(13_500);
    expect(ladderFloor(67_000)).toBe(65_000);
    expect(ladderFloor(5_000_000)).toBe(LADDER_MAX_MILLI);
    // Below 1.01: no price (pricing closes such an outcome).
    expect(ladderFloor(1_009)).toBe(1_000);
  });

  it('keeps every ladder point, never rounds up and never skips a point', () => {
    // Walk the ladder point by point: each is a hundredth at least, one step after the last.
    const points = [PRICE_LADDER[0]!.from];
    while (points.at(-1)! < LADDER_MAX_MILLI) points.push(points.at(-1)! + ladderStep(points.at(-1)!));
    expect(points.at(-1)).toBe(LADDER_MAX_MILLI);
    expect(points.every((p) => p % 10 === 0 && onLadder(p) && ladderFloor(p) === p)).toBe(true);
    // Between two points: the lower one.
    const rnd = mulberry32(7);
    for (let i = 0; i < 20_000; i++) {
      const k = Math.floor(rnd() * (points.length - 1));
      const between = points[k]! + rnd() * (points[k + 1]! - points[k]!);
      expect(ladderFloor(between), `${between}`).toBe(points[k]);
    }
    expect([1_855, 2_010, 3_020, 99_000].some(onLadder)).toBe(false);
  });

  it('steps by at most a twentieth of the price below 30.00, a tenth from there', () => {
    for (const b of PRICE_LADDER) expect(b.step / b.from).toBeLessThanOrEqual(b.from < 30_000 ? 0.05 : 0.1);
  });
});
