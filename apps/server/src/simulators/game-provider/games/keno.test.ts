import { describe, expect, it } from 'vitest';
import { EngineInputError } from './engine.ts';
import { KENO_BALLS, KENO_DRAWN, KENO_PAYTABLE, KENO_RTP, drawBalls, keno } from './keno.ts';
import { seeded } from './test-rng.ts';

const choose = (n: number, k: number): bigint => {
  let r = 1n;
  for (let i = 0; i < k; i++) r = (r * BigInt(n - i)) / BigInt(i + 1);
  return r;
};

/** Hypergeometric: the chance of h hits among `picks` numbers when 20 of 80 are drawn. */
function kenoRtp(picks: number, table = KENO_PAYTABLE): number {
  const total = choose(KENO_BALLS, KENO_DRAWN);
  let back = 0n;
  for (let h = 0; h <= picks; h++) {
    back += choose(picks, h) * choose(KENO_BALLS - picks, KENO_DRAWN - h) * BigInt(table[picks]![h] ?? 0);
  }
  return Number((back * 1_000_000n) / (total * 100n)) / 1_000_000;
}

const DOCUMENTED = [0.9625, 0.962, 0.9574, 0.9641, 0.962, 0.9597, 0.9641, 0.9602, 0.9579, 0.9598];

describe('keno', () => {
  it('returns the documented RTP for each number of picks, exactly', () => {
    DOCUMENTED.forEach((rtp, i) =>
      expect(Math.abs(kenoRtp(i + 1) - rtp), `${i + 1} picks`).toBeLessThan(1e-4),
    );
    expect(KENO_RTP).toBeCloseTo(kenoRtp(5), 3);
  });

  it('draws 20 distinct balls of 1..80', () => {
    const rng = seeded(2);
    for (let i = 0; i < 200; i++) {
      const balls = drawBalls(rng);
      expect(new Set(balls).size).toBe(20);
      expect(balls.every((b) => b >= 1 && b <= 80)).toBe(true);
    }
  });

  it('pays by hits and agrees with the exact RTP over seeded rounds', () => {
    const rng = seeded(4);
    let back = 0n;
    const n = 100_000;
    for (let i = 0; i < n; i++) {
      const step = keno.start({ stake: 100, picks: [1, 2] }, rng);
      const { hits } = step.view as { hits: number[] };
      expect(step.win).toBe(BigInt(KENO_PAYTABLE[2]![hits.length]!));
      back += step.win;
    }
    // 2 picks: P(win) = 0.0601, sd of the mean ≈ 0.012: the band excludes a 15x top pay (0.902).
    expect(Math.abs(Number(back) / (n * 100) - kenoRtp(2))).toBeLessThan(0.05);
  });

  it('is deterministic for a seeded rng', () => {
    const input = { stake: 200, picks: [5, 10, 15] };
    expect(keno.start(input, seeded(8))).toEqual(keno.start(input, seeded(8)));
  });

  it.each([
    { stake: 100 },
    { stake: 100, picks: [] },
    { stake: 100, picks: [0] },
    { stake: 100, picks: [81] },
    { stake: 100, picks: [3, 3] },
    { stake: 100, picks: Array.from({ length: 11 }, (_, i) => i + 1) },
    { stake: 100, picks: ['1'] },
    { stake: 100_001, picks: [1] },
  ])('refuses %j', (input) => {
    expect(() => keno.start(input, seeded(1))).toThrow(EngineInputError);
  });
});
