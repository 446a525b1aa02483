/**
 * Crash ("Aviator"): the player sets an automatic cash-out before the round; the multiplier
 * rises from 1.00x and crashes at a point drawn from the CSPRNG. RTP 97% for every target:
 * P(crash ≥ t) = 0.97 / t (3% of rounds crash at once), and a cash-out at t pays t × stake.
 */
import type { GameEngine, Rng } from './engine.ts';
import { fields, int, stakeOf, times } from './input.ts';

/** Resolution of the draw: 2^32 equally likely outcomes. */
export const CRASH_SPACE = 2 ** 32;
const EDGE_NUM = 97;
/** Cash-out targets in hundredths: 1.01x .. 100.00x. */
export const MIN_TARGET = 101;
export const MAX_TARGET = 10_000;
/** Past this the page would draw forever; no target reaches it. */
const SHOWN_CAP = 1_000_000;
export const CRASH_RTP = 0.97;

/**
 * The crash point in hundredths, floor(97·N / (N − u)) for u uniform in [0, N): the count of u
 * with a point ≥ t is floor(97·N / t), so the chance is 0.97/t up to 1/N.
 */
export function crashPoint(rng: Rng): number {
  const u = rng(CRASH_SPACE);
  const point = Math.floor((EDGE_NUM * CRASH_SPACE) / (CRASH_SPACE - u));
  return Math.max(100, Math.min(point, SHOWN_CAP));
}

/** The exact chance that a round reaches `target` (hundredths): crash.test.ts relies on it. */
export const reachChance = (target: number) => Math.floor((EDGE_NUM * CRASH_SPACE) / target) / CRASH_SPACE;

export const crash: GameEngine = {
  engine: 'crash',
  rtp: CRASH_RTP,
  start(input, rng) {
    const f = fields(input, ['stake', 'target']);
    const stake = stakeOf(f.stake);
    const target = int(f.target, MIN_TARGET, MAX_TARGET, 'target (hundredths)');
    const point = crashPoint(rng);
    const cashedOut = point >= target;
    const win = cashedOut ? times(stake, target, 100) : 0n;
    return { stake, win, done: true, view: { crash: point, target, cashedOut }, state: null };
  },
};
