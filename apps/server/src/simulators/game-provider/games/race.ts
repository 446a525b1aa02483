/**
 * Virtual horse racing (Sanal At Yarışı): six runners with fixed win weights (favourite to
 * outsider, 1,000 in all) and fixed odds; the player backs one to win. The winner is drawn by
 * weight, then the rest of the field the same way (a weighted draw without replacement), so the
 * page can show the whole finishing order. Every runner returns 95.70–96.20% (games.md).
 */
import type { GameEngine, Rng } from './engine.ts';
import { fields, int, stakeOf, times } from './input.ts';

export type Runner = {
  /** Saddle number, 1..6. */
  no: number;
  name: string;
  /** Chance to win, out of RACE_WEIGHT. */
  weight: number;
  /** Decimal odds in hundredths (320 = 3.20). */
  odds: number;
};

export const RACE_RUNNERS: readonly Runner[] = [
  { no: 1, name: 'Kara Şimşek', weight: 300, odds: 320 },
  { no: 2, name: 'Golden Tulip', weight: 220, odds: 435 },
  { no: 3, name: 'Rüzgârgülü', weight: 170, odds: 565 },
  { no: 4, name: 'Bosphorus Star', weight: 130, odds: 740 },
  { no: 5, name: 'Yıldırım Bey', weight: 100, odds: 960 },
  { no: 6, name: 'Lucky Lokum', weight: 80, odds: 1200 },
];
export const RACE_WEIGHT = RACE_RUNNERS.reduce((n, r) => n + r.weight, 0);
/** Exact return of a win bet on each runner, weight × odds / (1000 × 100), by saddle number. */
export const RACE_RTP: readonly number[] = RACE_RUNNERS.map((r) => (r.weight * r.odds) / (RACE_WEIGHT * 100));
export const RACE_RTP_MIN = Math.min(...RACE_RTP);
export const RACE_RTP_MAX = Math.max(...RACE_RTP);

export type RaceView = {
  runner: number;
  odds: number;
  /** Saddle numbers from the winner to the last. */
  order: number[];
  names: string[];
};

/** Draws the finishing order: each place by weight among the runners still running. */
export function finishingOrder(rng: Rng): number[] {
  const left = [...RACE_RUNNERS];
  const order: number[] = [];
  while (left.length > 1) {
    let r = rng(left.reduce((n, x) => n + x.weight, 0));
    let i = 0;
    while (r >= left[i]!.weight) r -= left[i++]!.weight;
    order.push(left.splice(i, 1)[0]!.no);
  }
  order.push(left[0]!.no);
  return order;
}

export const race: GameEngine = {
  engine: 'race',
  rtp: RACE_RTP[0]!,
  start(input, rng) {
    const f = fields(input, ['stake', 'runner']);
    const stake = stakeOf(f.stake);
    const runner = int(f.runner, 1, RACE_RUNNERS.length, 'runner');
    const order = finishingOrder(rng);
    const odds = RACE_RUNNERS[runner - 1]!.odds;
    const win = order[0] === runner ? times(stake, odds, 100) : 0n;
    const view: RaceView = { runner, odds, order, names: RACE_RUNNERS.map((r) => r.name) };
    return { stake, win, done: true, view, state: null };
  },
};
