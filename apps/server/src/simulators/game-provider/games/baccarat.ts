/**
 * Punto banco from an 8-deck shoe (shuffled every round), standard tableau for the third cards.
 * Player pays 1:1 (RTP 98.76%), banker 0.95:1 (98.94%), tie 8:1 (85.64%); a tie pushes player
 * and banker bets. baccarat.test.ts computes these exactly over every card sequence.
 */
import { type Card, cardOf, draw } from './cards.ts';
import type { GameEngine, Rng } from './engine.ts';
import { fields, oneOf, stakeOf, times } from './input.ts';

export const BACCARAT_BETS = ['player', 'banker', 'tie'] as const;
export type BaccaratBet = (typeof BACCARAT_BETS)[number];
export const BACCARAT_DECKS = 8;
export const BACCARAT_RTP = { player: 0.98765, banker: 0.98942, tie: 0.8564 } as const;

const points = (rank: number) => (rank >= 10 ? 0 : rank);
const total = (ranks: number[]) => ranks.reduce((s, r) => s + points(r), 0) % 10;

/** Does the banker draw, given its total and the player's third card (null: the player stood)? */
function bankerDraws(banker: number, third: number | null): boolean {
  if (third === null) return banker <= 5;
  const t = points(third);
  if (banker <= 2) return true;
  if (banker === 3) return t !== 8;
  if (banker === 4) return t >= 2 && t <= 7;
  if (banker === 5) return t >= 4 && t <= 7;
  if (banker === 6) return t === 6 || t === 7;
  return false;
}

/** One coup from a stream of ranks: cards go player, banker, player, banker, then the thirds. */
export function coup(next: () => number): { player: number[]; banker: number[]; winner: BaccaratBet } {
  const player = [next()];
  const banker = [next()];
  player.push(next());
  banker.push(next());
  const natural = total(player) >= 8 || total(banker) >= 8;
  if (!natural) {
    let third: number | null = null;
    if (total(player) <= 5) {
      third = next();
      player.push(third);
    }
    if (bankerDraws(total(banker), third)) banker.push(next());
  }
  const p = total(player);
  const b = total(banker);
  return { player, banker, winner: p > b ? 'player' : b > p ? 'banker' : 'tie' };
}

/** Return of a stake on `bet` when `winner` won, in hundredths of the stake. */
export function baccaratReturn(bet: BaccaratBet, winner: BaccaratBet): number {
  if (winner === 'tie') return bet === 'tie' ? 900 : 100;
  if (bet !== winner) return 0;
  return bet === 'banker' ? 195 : 200;
}

export const baccarat: GameEngine = {
  engine: 'baccarat',
  rtp: BACCARAT_RTP.banker,
  start(input, rng: Rng) {
    const f = fields(input, ['stake', 'bet']);
    const stake = stakeOf(f.stake);
    const bet = oneOf(f.bet, BACCARAT_BETS, 'bet');
    const drawn: number[] = [];
    const cards: Card[] = [];
    const next = () => {
      const c = cardOf(draw(drawn, BACCARAT_DECKS, rng));
      cards.push(c);
      return c.rank;
    };
    const r = coup(next);
    const dealt = interleave(r.player.length, r.banker.length, cards);
    const win = times(stake, baccaratReturn(bet, r.winner), 100);
    const view = {
      ...dealt,
      playerTotal: total(r.player),
      bankerTotal: total(r.banker),
      winner: r.winner,
      bet,
    };
    return { stake, win, done: true, view, state: null };
  },
};

/** Splits the dealt cards back into the hands: P B P B, then the player's third, then the banker's. */
function interleave(np: number, nb: number, cards: Card[]): { player: Card[]; banker: Card[] } {
  const player = [cards[0]!, cards[2]!];
  const banker = [cards[1]!, cards[3]!];
  let i = 4;
  if (np === 3) player.push(cards[i++]!);
  if (nb === 3) banker.push(cards[i]!);
  return { player, banker };
}
