/**
 * Three Card Poker, ante and play: the player sees three cards, then folds (losing the ante) or
 * plays an equal raise. A dealer below queen high does not qualify (ante 1:1, play pushes);
 * otherwise the better hand wins both bets 1:1. Ante bonus whenever the player plays: straight
 * 1:1, trips 4:1, straight flush 5:1. With the optimal Q-6-4 strategy the return is 96.63% of
 * the ante, 97.99% of all money staked (computed exactly in poker.test.ts).
 */
import { cardOf, draw } from './cards.ts';
import type { GameEngine } from './engine.ts';
import { fields, oneOf, stakeOf } from './input.ts';
import { type HandClass, QUALIFIER, classOf, scoreHand } from './poker-hands.ts';

export const POKER_RTP = 0.9799;
export const POKER_ACTIONS = ['play', 'fold'] as const;
const BONUS: Partial<Record<HandClass, number>> = { straight: 1, trips: 4, straightFlush: 5 };
type PokerState = { ante: bigint; player: number[]; dealer: number[] };

/** What a played hand returns, in antes (both bets staked: 2 antes), from the hands' scores. */
export function playedReturn(me: number, them: number): number {
  const bonus = BONUS[classOf(me)] ?? 0;
  if (them < QUALIFIER) return 3 + bonus;
  if (me > them) return 4 + bonus;
  if (me === them) return 2 + bonus;
  return bonus;
}

export const poker: GameEngine = {
  engine: 'poker',
  rtp: POKER_RTP,
  start(input, rng) {
    const ante = stakeOf(fields(input, ['stake']).stake);
    const drawn: number[] = [];
    const six = Array.from({ length: 6 }, () => draw(drawn, 1, rng));
    const s: PokerState = { ante, player: six.slice(0, 3), dealer: six.slice(3) };
    const player = s.player.map(cardOf);
    return {
      stake: ante,
      win: 0n,
      done: false,
      view: { player, dealer: [], hand: scoreHand(player).cls, actions: POKER_ACTIONS, outcome: null },
      state: s,
    };
  },
  act(state, action) {
    const s = state as PokerState;
    const a = oneOf(action, POKER_ACTIONS, 'action');
    const player = s.player.map(cardOf);
    const dealer = s.dealer.map(cardOf);
    const base = {
      player,
      dealer,
      hand: scoreHand(player).cls,
      dealerHand: scoreHand(dealer).cls,
      actions: [],
    };
    if (a === 'fold')
      return { stake: s.ante, win: 0n, done: true, view: { ...base, outcome: 'fold' }, state: null };
    const me = scoreHand(player).score;
    const them = scoreHand(dealer).score;
    const back = playedReturn(me, them);
    const outcome = them < QUALIFIER ? 'noQualify' : me > them ? 'win' : me === them ? 'push' : 'lose';
    return {
      stake: s.ante * 2n,
      win: s.ante * BigInt(back),
      done: true,
      view: { ...base, outcome, bonus: (BONUS[base.hand] ?? 0) > 0 },
      state: null,
    };
  },
};
