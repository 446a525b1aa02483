import { SHARP_STAKE_FACTOR } from '@lalebet/shared';
import type { Limits } from '../bets/place/limits.ts';
import type { PlayerLimits } from './limits-repository.ts';

const SHARP_HUNDREDTHS = Math.round(SHARP_STAKE_FACTOR * 100);

/** Pure: whether `next` allows the player anything `current` did not (docs/decisions/079-...). */
export function loosens(current: PlayerLimits, next: PlayerLimits): boolean {
  const payoutUp =
    current.maxPayout !== null && (next.maxPayout === null || next.maxPayout > current.maxPayout);
  return next.stakeFactor > current.stakeFactor || payoutUp || (current.sharp && !next.sharp);
}

/** Pure: the tighter of the two, part by part: what applies at once while the rest waits. */
export function tighterOf(current: PlayerLimits, next: PlayerLimits): PlayerLimits {
  const payouts = [current.maxPayout, next.maxPayout].filter((p): p is bigint => p !== null);
  return {
    stakeFactor: Math.min(current.stakeFactor, next.stakeFactor),
    maxPayout: payouts.length ? payouts.reduce((a, b) => (a < b ? a : b)) : null,
    sharp: current.sharp || next.sharp,
  };
}

export const sameLimits = (a: PlayerLimits, b: PlayerLimits) =>
  a.stakeFactor === b.stakeFactor && a.maxPayout === b.maxPayout && a.sharp === b.sharp;

/**
 * Pure: the book's limits as they hold for this player. The maximum stake and per-event stake
 * times the factor (a sharp player's at most SHARP_STAKE_FACTOR), the payout cap the lower of the
 * two, the live delay doubled for a sharp player.
 */
export function playerLimited(book: Limits, player: PlayerLimits): Limits {
  const factor = BigInt(player.sharp ? Math.min(player.stakeFactor, SHARP_HUNDREDTHS) : player.stakeFactor);
  const maxPayout =
    player.maxPayout !== null && player.maxPayout < book.maxPayout ? player.maxPayout : book.maxPayout;
  return {
    ...book,
    maxStake: (book.maxStake * factor) / 100n,
    maxEventStake: (book.maxEventStake * factor) / 100n,
    maxPayout,
    liveDelayMs: player.sharp ? (sports) => book.liveDelayMs(sports) * 2 : book.liveDelayMs,
  };
}
