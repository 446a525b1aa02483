/**
 * Blackjack from a 6-deck shoe shuffled every round: dealer stands on all 17s and peeks for
 * blackjack, blackjack pays 3:2, double on the first two cards, no split, no insurance. RTP
 * 99.1% of the money staked with the basic strategy of blackjack.test.ts (Monte-Carlo; games.md).
 */
import { type Card, cardOf, draw } from './cards.ts';
import { EngineInputError, type GameEngine, type Rng, type RoundStep } from './engine.ts';
import { fields, oneOf, stakeOf, times } from './input.ts';

export const BLACKJACK_DECKS = 6;
export const BLACKJACK_RTP = 0.991;
export const BLACKJACK_ACTIONS = ['hit', 'stand', 'double'] as const;
type Action = (typeof BLACKJACK_ACTIONS)[number];
type Outcome = 'blackjack' | 'win' | 'push' | 'lose' | 'bust';
type HandState = { stake: bigint; drawn: number[]; player: number[]; dealer: number[] };

/** Best total of a hand and whether an ace still counts 11 (soft). */
export function handValue(ranks: number[]): { total: number; soft: boolean } {
  const hard = ranks.reduce((s, r) => s + Math.min(r, 10), 0);
  const soft = ranks.includes(1) && hard <= 11;
  return { total: soft ? hard + 10 : hard, soft };
}
const ranksOf = (ids: number[]) => ids.map((id) => cardOf(id).rank);
const isBlackjack = (ids: number[]) => ids.length === 2 && handValue(ranksOf(ids)).total === 21;

/** Return of the round in halves of the total stake (a blackjack returns 5 halves). */
const HALVES: Record<Outcome, number> = { blackjack: 5, win: 4, push: 2, lose: 0, bust: 0 };

function view(s: HandState, outcome: Outcome | null) {
  const dealer = outcome ? s.dealer : s.dealer.slice(0, 1);
  const cards = (ids: number[]): Card[] => ids.map(cardOf);
  return {
    player: cards(s.player),
    dealer: cards(dealer),
    hidden: outcome === null,
    playerTotal: handValue(ranksOf(s.player)).total,
    dealerTotal: handValue(ranksOf(dealer)).total,
    actions: outcome ? [] : s.player.length === 2 ? ['hit', 'stand', 'double'] : ['hit', 'stand'],
    outcome,
  };
}

function settle(s: HandState, outcome: Outcome): RoundStep {
  return {
    stake: s.stake,
    win: times(s.stake, HALVES[outcome], 2),
    done: true,
    view: view(s, outcome),
    state: null,
  };
}

/** The dealer draws to 17 (standing on soft 17), then the hands compare. */
function finish(s: HandState, rng: Rng): RoundStep {
  const me = handValue(ranksOf(s.player)).total;
  if (me > 21) return settle(s, 'bust');
  while (handValue(ranksOf(s.dealer)).total < 17) s.dealer.push(draw(s.drawn, BLACKJACK_DECKS, rng));
  const dealer = handValue(ranksOf(s.dealer)).total;
  return settle(s, dealer > 21 || me > dealer ? 'win' : me === dealer ? 'push' : 'lose');
}

const open = (s: HandState): RoundStep => ({
  stake: s.stake,
  win: 0n,
  done: false,
  view: view(s, null),
  state: s,
});

export const blackjack: GameEngine = {
  engine: 'blackjack',
  rtp: BLACKJACK_RTP,
  start(input, rng) {
    const stake = stakeOf(fields(input, ['stake']).stake);
    const drawn: number[] = [];
    const deal = () => draw(drawn, BLACKJACK_DECKS, rng);
    const [p1, d1, p2, d2] = [deal(), deal(), deal(), deal()];
    const s: HandState = { stake, drawn, player: [p1, p2], dealer: [d1, d2] };
    const mine = isBlackjack(s.player);
    const theirs = isBlackjack(s.dealer);
    // The dealer peeks: a dealer blackjack ends the round before the player acts.
    if (mine || theirs) return settle(s, mine && theirs ? 'push' : mine ? 'blackjack' : 'lose');
    return open(s);
  },
  act(state, action, rng) {
    const prev = state as HandState;
    const a: Action = oneOf(action, BLACKJACK_ACTIONS, 'action');
    if (a === 'double' && prev.player.length !== 2) throw new EngineInputError('double only on two cards');
    // A copy: a refused double (no funds) must leave the round as it was.
    const s: HandState = {
      ...prev,
      drawn: [...prev.drawn],
      player: [...prev.player],
      dealer: [...prev.dealer],
    };
    if (a === 'stand') return finish(s, rng);
    s.player.push(draw(s.drawn, BLACKJACK_DECKS, rng));
    if (a === 'double') return finish({ ...s, stake: s.stake * 2n }, rng);
    return handValue(ranksOf(s.player)).total >= 21 ? finish(s, rng) : open(s);
  },
};
