import { describe, expect, it } from 'vitest';
import {
  BACCARAT_BETS,
  BACCARAT_DECKS,
  BACCARAT_RTP,
  type BaccaratBet,
  baccarat,
  baccaratReturn,
  coup,
} from './baccarat.ts';
import { EngineInputError } from './engine.ts';
import { scripted, seeded } from './test-rng.ts';

/**
 * Every ordered sequence of six card values drawn without replacement from a full shoe, with
 * its exact chance; a coup uses at most six cards, so the unused ones just sum out.
 */
function exactReturns(): Record<BaccaratBet, number> {
  // Values 1..9 (32 cards each in 8 decks) and 0 for tens and faces (128), as ranks 1..9 and 10.
  const left = [0, ...Array.from({ length: 9 }, () => 4 * BACCARAT_DECKS), 16 * BACCARAT_DECKS];
  const seq: number[] = [];
  const back: Record<BaccaratBet, number> = { player: 0, banker: 0, tie: 0 };
  const walk = (depth: number, p: number, shoe: number) => {
    if (depth === 6) {
      let i = 0;
      const { winner } = coup(() => seq[i++]!);
      for (const bet of BACCARAT_BETS) back[bet] += (p * baccaratReturn(bet, winner)) / 100;
      return;
    }
    for (let rank = 1; rank <= 10; rank++) {
      const n = left[rank]!;
      left[rank] = n - 1;
      seq[depth] = rank;
      walk(depth + 1, (p * n) / shoe, shoe - 1);
      left[rank] = n;
    }
  };
  walk(0, 1, 52 * BACCARAT_DECKS);
  return back;
}

describe('baccarat', () => {
  it('returns the documented RTP on each bet, exactly over every card sequence', () => {
    const back = exactReturns();
    for (const bet of BACCARAT_BETS) expect(Math.abs(back[bet] - BACCARAT_RTP[bet]), bet).toBeLessThan(2e-5);
  });

  it('follows the third-card tableau', () => {
    const ranks = (...r: number[]) => {
      let i = 0;
      return () => r[i++]!;
    };
    // Player 2+3 = 5 draws a 4 (9); banker 3+10 = 3 draws on a 4 too: 3+2 = 5.
    expect(coup(ranks(2, 3, 3, 10, 4, 2))).toEqual({
      player: [2, 3, 4],
      banker: [3, 10, 2],
      winner: 'player',
    });
    // Banker 3 stands on the player's third 8: 3 against 3.
    expect(coup(ranks(1, 3, 4, 10, 8, 9))).toEqual({ player: [1, 4, 8], banker: [3, 10], winner: 'tie' });
    // A natural 8 ends the coup at once.
    expect(coup(ranks(10, 4, 8, 4, 1, 1))).toEqual({ player: [10, 8], banker: [4, 4], winner: 'tie' });
    // Player stands on 6; banker 5 draws.
    expect(coup(ranks(3, 2, 3, 3, 1, 1))).toEqual({ player: [3, 3], banker: [2, 3, 1], winner: 'tie' });
  });

  it('pays banker wins less the 5% commission, pushes ties', () => {
    // Draws in increasing id order map to ids k, k+1, k+2... of the shoe (rank = id % 13 + 1):
    // ids 1, 16, 27, 30 deal player 2+2, banker 4+5, a natural 9.
    const step = baccarat.start({ stake: 1000, bet: 'banker' }, scripted([1, 15, 25, 27]));
    expect(step.view).toMatchObject({ winner: 'banker', playerTotal: 4, bankerTotal: 9 });
    expect(step.win).toBe(1950n);
    // ids 7, 20, 22, 35: 8+10 against 8+10.
    const tie = baccarat.start({ stake: 1000, bet: 'player' }, scripted([7, 19, 20, 32]));
    expect(tie.view).toMatchObject({ winner: 'tie', playerTotal: 8, bankerTotal: 8 });
    expect(tie.win).toBe(1000n);
  });

  it('is deterministic for a seeded rng', () => {
    const input = { stake: 500, bet: 'tie' };
    expect(baccarat.start(input, seeded(6))).toEqual(baccarat.start(input, seeded(6)));
  });

  it.each([{ stake: 100 }, { stake: 100, bet: 'dragon' }, { stake: 100.5, bet: 'tie' }, { bet: 'player' }])(
    'refuses %j',
    (input) => {
      expect(() => baccarat.start(input, seeded(1))).toThrow(EngineInputError);
    },
  );
});
