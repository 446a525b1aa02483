/**
 * Money wheel of 50 segments: 24 × "1", 16 × "2", 8 × "5", 2 × "23", each paying its number
 * to one. Every bet returns exactly 96%: 24·2 = 16·3 = 8·6 = 2·24 = 48 of 50 (wheel.test.ts).
 */
import type { GameEngine } from './engine.ts';
import { fields, oneOf, stakeOf } from './input.ts';

export const WHEEL_BETS = [1, 2, 5, 23] as const;
export type WheelBet = (typeof WHEEL_BETS)[number];
const COUNTS: Record<WheelBet, number> = { 1: 24, 2: 16, 5: 8, 23: 2 };
export const WHEEL_RTP = 0.96;

/**
 * The segments around the wheel: the rarer values are spread out evenly between the "1"s, the
 * way real money wheels are painted; the order does not change any chance.
 */
function layout(): WheelBet[] {
  const spots = WHEEL_BETS.flatMap((v) =>
    Array.from({ length: COUNTS[v] }, (_, k) => ({ v, at: (k + 0.5) / COUNTS[v] + v * 1e-3 })),
  );
  return spots.sort((a, b) => a.at - b.at).map((s) => s.v);
}
export const WHEEL_SEGMENTS: readonly WheelBet[] = layout();

export const wheel: GameEngine = {
  engine: 'wheel',
  rtp: WHEEL_RTP,
  start(input, rng) {
    const f = fields(input, ['stake', 'bet']);
    const stake = stakeOf(f.stake);
    const bet = oneOf(f.bet, WHEEL_BETS, 'bet');
    const segment = rng(WHEEL_SEGMENTS.length);
    const value = WHEEL_SEGMENTS[segment]!;
    const win = value === bet ? stake * BigInt(bet + 1) : 0n;
    return { stake, win, done: true, view: { segment, value, bet }, state: null };
  },
};
