/**
 * A 5x3 video slot with 10 fixed paylines, weighted reel strips and a wild. RTP 96.18%: by
 * linearity every line returns the same expectation, computed exactly in slot.test.ts from the
 * strips' symbol counts (games.md).
 */
import type { GameEngine, Rng } from './engine.ts';
import { fields, stakeOf, times } from './input.ts';

export const SYMBOLS = ['wild', 'seven', 'crown', 'bell', 'gem', 'cherry', 'lemon', 'plum', 'grape'] as const;
const WILD = 0;

/** Pays for 3, 4 and 5 of a kind from the leftmost reel, in line bets. The wild pays as a seven. */
export const PAYTABLE: readonly (readonly [number, number, number])[] = [
  [50, 200, 1000],
  [50, 200, 1000],
  [30, 100, 400],
  [20, 60, 200],
  [15, 40, 120],
  [10, 25, 80],
  [5, 15, 50],
  [5, 12, 40],
  [4, 10, 30],
];

/** How many of each symbol every reel strip holds (same order as SYMBOLS). */
export const REEL_COUNTS: readonly (readonly number[])[] = [
  [3, 2, 3, 4, 4, 5, 6, 6, 7],
  [3, 2, 3, 4, 4, 5, 6, 6, 7],
  [3, 2, 3, 4, 4, 6, 6, 6, 7],
  [3, 2, 3, 4, 4, 5, 6, 6, 7],
  [3, 2, 3, 4, 4, 5, 6, 6, 7],
];

/** Row (0 top .. 2 bottom) of each reel, per payline. */
export const PAYLINES: readonly (readonly number[])[] = [
  [1, 1, 1, 1, 1],
  [0, 0, 0, 0, 0],
  [2, 2, 2, 2, 2],
  [0, 1, 2, 1, 0],
  [2, 1, 0, 1, 2],
  [0, 0, 1, 2, 2],
  [2, 2, 1, 0, 0],
  [1, 0, 0, 0, 1],
  [1, 2, 2, 2, 1],
  [1, 0, 1, 2, 1],
];

export const SLOT_RTP = 0.9618;

/**
 * Lays each symbol's copies out evenly along the strip, so that big symbols do not bunch up;
 * the order does not change the RTP (every stop is equally likely), only how the reels look.
 */
function buildStrip(counts: readonly number[]): number[] {
  const spots = counts.flatMap((n, sym) =>
    Array.from({ length: n }, (_, k) => ({ sym, at: (k + 0.5) / n + sym * 1e-3 })),
  );
  return spots.sort((a, b) => a.at - b.at).map((s) => s.sym);
}
export const STRIPS = REEL_COUNTS.map(buildStrip);

/** The pay of one line, in line bets: the best of the leading symbol's run and the leading wilds' run. */
export function linePay(line: readonly number[]): number {
  const sym = line.find((s) => s !== WILD) ?? WILD;
  let run = 0;
  while (run < 5 && (line[run] === WILD || line[run] === sym)) run++;
  let wilds = 0;
  while (wilds < 5 && line[wilds] === WILD) wilds++;
  const pay = (s: number, n: number) => (n >= 3 ? PAYTABLE[s]![n - 3]! : 0);
  return Math.max(pay(sym, run), pay(WILD, wilds));
}

export function spin(rng: Rng): { stops: number[]; grid: number[][] } {
  const stops = STRIPS.map((strip) => rng(strip.length));
  // grid[reel][row]: the stop shows in the top row, the next two strip positions below it.
  const grid = STRIPS.map((strip, r) => [0, 1, 2].map((row) => strip[(stops[r]! + row) % strip.length]!));
  return { stops, grid };
}

export const slot: GameEngine = {
  engine: 'slot',
  rtp: SLOT_RTP,
  start(input, rng) {
    const stake = stakeOf(fields(input, ['stake']).stake, PAYLINES.length);
    const lineBet = stake / BigInt(PAYLINES.length);
    const { stops, grid } = spin(rng);
    const lines = PAYLINES.map((rows, i) => ({
      line: i,
      pay: linePay(rows.map((row, r) => grid[r]![row]!)),
    })).filter((l) => l.pay > 0);
    const win = lines.reduce((sum, l) => sum + times(lineBet, l.pay), 0n);
    const view = { stops, grid, lines: lines.map((l) => ({ ...l, win: Number(times(lineBet, l.pay)) })) };
    return { stake, win, done: true, view, state: null };
  },
};
