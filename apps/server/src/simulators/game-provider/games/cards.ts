/** Cards for the table games: ids 0..52·decks-1 of a freshly shuffled shoe each round. */
import type { Rng } from './engine.ts';

/** rank 1 (ace) .. 13 (king); suit 0 ♠, 1 ♥, 2 ♦, 3 ♣. */
export type Card = { rank: number; suit: number };

export const cardOf = (id: number): Card => ({ rank: (id % 13) + 1, suit: Math.floor(id / 13) % 4 });

/**
 * Draws a card not drawn yet from a shoe of `decks` decks: a continuous-shuffle shoe, so every
 * round starts from a full shoe and a round's cards are drawn without replacement.
 */
export function draw(drawn: number[], decks: number, rng: Rng): number {
  const left = 52 * decks - drawn.length;
  let k = rng(left);
  const sorted = [...drawn].sort((a, b) => a - b);
  // The k-th card id that is still in the shoe.
  for (const id of sorted) {
    if (id <= k) k++;
    else break;
  }
  drawn.push(k);
  return k;
}
