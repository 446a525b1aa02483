import { describe, expect, it } from 'vitest';
import { EngineInputError } from './engine.ts';
import { PAYLINES, REEL_COUNTS, SLOT_RTP, STRIPS, linePay, slot } from './slot.ts';
import { scripted, seeded } from './test-rng.ts';

/**
 * Every reel stop is equally likely and the reels are independent, so the symbol a line sees on
 * a reel follows that strip's symbol counts, whatever the row: each line's expected pay is the
 * sum over all symbol 5-tuples of count products × linePay, and the RTP is that over the total.
 */
function exactRtp(counts: readonly (readonly number[])[]): { pays: number; weight: number } {
  let pays = 0;
  const line = [0, 0, 0, 0, 0];
  const walk = (reel: number, w: number) => {
    if (reel === 5) return void (pays += w * linePay(line));
    counts[reel]!.forEach((n, sym) => {
      line[reel] = sym;
      if (n) walk(reel + 1, w * n);
    });
  };
  walk(0, 1);
  return { pays, weight: counts.reduce((w, c) => w * c.reduce((a, b) => a + b, 0), 1) };
}

describe('slot', () => {
  it('returns exactly the documented RTP (96.18%)', () => {
    const { pays, weight } = exactRtp(REEL_COUNTS);
    expect(weight).toBe(40 ** 4 * 41);
    expect(Math.abs(pays / weight - SLOT_RTP)).toBeLessThan(5e-5);
    // One more lemon on a reel would already move it: the check is tight.
    const changed = REEL_COUNTS.map((c, i) => (i === 0 ? c.map((n, s) => (s === 6 ? n + 1 : n)) : c));
    const other = exactRtp(changed);
    expect(Math.abs(other.pays / other.weight - SLOT_RTP)).toBeGreaterThan(5e-4);
  });

  it('builds strips with the declared counts', () => {
    STRIPS.forEach((strip, r) =>
      REEL_COUNTS[r]!.forEach((n, sym) => expect(strip.filter((s) => s === sym)).toHaveLength(n)),
    );
  });

  it('pays lines left to right with wilds substituting', () => {
    expect(linePay([1, 1, 1, 2, 3])).toBe(50);
    expect(linePay([0, 8, 8, 8, 0])).toBe(30);
    expect(linePay([0, 0, 0, 8, 3])).toBe(50); // three wilds pay as sevens, above four grapes
    expect(linePay([0, 0, 0, 0, 0])).toBe(1000);
    expect(linePay([8, 7, 8, 8, 8])).toBe(0);
    expect(linePay([3, 3, 0, 3, 3])).toBe(200);
  });

  it('is deterministic for a seeded rng and settles every winning line', () => {
    const a = slot.start({ stake: 1000 }, seeded(42));
    const b = slot.start({ stake: 1000 }, seeded(42));
    expect(a).toEqual(b);
    const stops = [0, 0, 0, 0, 0];
    const step = slot.start({ stake: 1000 }, scripted(stops));
    const view = step.view as { grid: number[][]; lines: { line: number; win: number }[] };
    expect(view.grid.map((reel) => reel[0])).toEqual(STRIPS.map((s) => s[0]));
    expect(step.win).toBe(BigInt(view.lines.reduce((s, l) => s + l.win, 0)));
    expect(step.stake).toBe(1000n);
    expect(step.done).toBe(true);
  });

  it('agrees with the exact RTP over many seeded spins', () => {
    const rng = seeded(3);
    let win = 0n;
    const n = 200_000;
    for (let i = 0; i < n; i++) win += slot.start({ stake: 100 * PAYLINES.length }, rng).win;
    // The slot's variance is high: a loose band, the exact test above pins the maths.
    expect(Number(win) / (n * 1000)).toBeGreaterThan(0.9);
    expect(Number(win) / (n * 1000)).toBeLessThan(1.02);
  });

  it.each([
    null,
    [],
    {},
    { stake: 99 },
    { stake: 100_010 },
    { stake: 105 },
    { stake: 100.5 },
    { stake: '100' },
    { stake: 1000, lines: 5 },
  ])('refuses %j', (input) => {
    expect(() => slot.start(input, seeded(1))).toThrow(EngineInputError);
  });
});
