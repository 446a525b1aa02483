import { describe, expect, it } from 'vitest';
import { cardOf } from './cards.ts';
import { EngineInputError } from './engine.ts';
import { POKER_RTP, playedReturn, poker } from './poker.ts';
import { PLAY_AT_LEAST, QUALIFIER, scoreHand } from './poker-hands.ts';
import { scripted, seeded } from './test-rng.ts';

const hand = (...cards: [number, number][]) => scoreHand(cards.map(([rank, suit]) => ({ rank, suit })));

const PERMS = ((): number[][] => {
  const out: number[][] = [];
  const go = (p: number[]) =>
    p.length === 4 ? void out.push(p) : [0, 1, 2, 3].forEach((s) => p.includes(s) || go([...p, s]));
  go([]);
  return out;
})();

/**
 * Every player hand against every dealer hand of the 49 cards left (407,170,400 deals), the
 * player raising with Q-6-4 or better: the exact return, per ante and per money staked. Player
 * hands that differ only by a renaming of suits play alike, so one of each kind is dealt against
 * all dealer hands and counted as many times as it occurs.
 */
function exact(): { perAnte: number; perStaked: number } {
  const lo: number[] = [];
  const hi: number[] = [];
  const score: number[] = [];
  const kinds = new Map<string, { at: number; n: number }>();
  for (let a = 0; a < 52; a++)
    for (let b = a + 1; b < 52; b++)
      for (let c = b + 1; c < 52; c++) {
        const at = score.length;
        // The three cards as a 52-bit set in two 26-bit halves, to test overlaps with integers.
        lo.push([a, b, c].reduce((m, x) => (x < 26 ? m | (1 << x) : m), 0));
        hi.push([a, b, c].reduce((m, x) => (x >= 26 ? m | (1 << (x - 26)) : m), 0));
        score.push(scoreHand([a, b, c].map(cardOf)).score);
        const key = PERMS.map((p) =>
          [a, b, c]
            .map((x) => p[Math.floor(x / 13)]! * 13 + (x % 13))
            .sort((x, y) => x - y)
            .join(),
        ).sort()[0]!;
        const kind = kinds.get(key);
        if (kind) kind.n++;
        else kinds.set(key, { at, n: 1 });
      }
  const L = Int32Array.from(lo);
  const H = Int32Array.from(hi);
  const S = Int32Array.from(score);
  const dealerHands = 18_424; // C(49, 3)
  let deals = 0;
  let staked = 0;
  let back = 0;
  for (const { at: i, n } of kinds.values()) {
    deals += n * dealerHands;
    // A fold loses the ante against any dealer hand: no need to look at them.
    if (S[i]! < PLAY_AT_LEAST) {
      staked += n * dealerHands;
      continue;
    }
    staked += 2 * n * dealerHands;
    let sum = 0;
    for (let j = 0; j < S.length; j++)
      if (!((L[i]! & L[j]!) | (H[i]! & H[j]!))) sum += playedReturn(S[i]!, S[j]!);
    back += n * sum;
  }
  expect(deals).toBe(407_170_400);
  return { perAnte: 1 - (staked - back) / deals, perStaked: back / staked };
}

describe('three card poker', () => {
  it('ranks hands: straight above flush, A-2-3 the lowest straight', () => {
    expect(hand([2, 0], [3, 1], [4, 2]).cls).toBe('straight');
    expect(hand([2, 0], [3, 0], [4, 0]).cls).toBe('straightFlush');
    expect(hand([2, 0], [9, 0], [4, 0]).cls).toBe('flush');
    expect(hand([2, 0], [3, 1], [4, 2]).score).toBeGreaterThan(hand([13, 0], [9, 0], [4, 0]).score);
    expect(hand([1, 0], [2, 1], [3, 2]).score).toBeLessThan(hand([2, 0], [3, 1], [4, 2]).score);
    expect(hand([1, 0], [13, 1], [12, 2]).score).toBeGreaterThan(hand([13, 0], [12, 1], [11, 2]).score);
    expect(hand([5, 0], [5, 1], [2, 2]).score).toBeGreaterThan(hand([4, 0], [4, 1], [1, 2]).score);
    expect(hand([5, 0], [5, 1], [5, 2]).cls).toBe('trips');
    expect(hand([12, 0], [3, 1], [2, 2]).score).toBe(QUALIFIER);
    expect(hand([11, 0], [10, 1], [8, 2]).score).toBeLessThan(QUALIFIER);
  });

  it('returns exactly the documented RTP with the Q-6-4 strategy', () => {
    const { perAnte, perStaked } = exact();
    expect(Math.abs(perStaked - POKER_RTP)).toBeLessThan(5e-5);
    expect(Math.abs(perAnte - 0.9663)).toBeLessThan(5e-5);
  });

  it('settles a fold, a non-qualifying dealer and a win with the ante bonus', () => {
    // Draws 0, 0, 0 deal ids 0, 1, 2 (A-2-3 of spades); 13, 13, 13 then ids 16, 17, 18.
    const start = poker.start({ stake: 1000 }, scripted([0, 0, 0, 13, 13, 13]));
    expect(start.view).toMatchObject({ hand: 'straightFlush', dealer: [] });
    expect(start.done).toBe(false);
    const fold = poker.act!(start.state, 'fold', seeded(1));
    expect(fold).toMatchObject({ stake: 1000n, win: 0n, done: true });
    const played = poker.act!(start.state, 'play', seeded(1));
    // Dealer 4-5-6 of hearts (a straight flush above A-2-3): the player loses both bets but
    // still gets the straight flush bonus 5:1 on the ante.
    expect(played.view).toMatchObject({ dealerHand: 'straightFlush', outcome: 'lose' });
    expect(played).toMatchObject({ stake: 2000n, win: 5000n, done: true });
  });

  it('is deterministic for a seeded rng', () => {
    const a = poker.start({ stake: 100 }, seeded(4));
    expect(poker.act!(a.state, 'play', seeded(4))).toEqual(
      poker.act!(poker.start({ stake: 100 }, seeded(4)).state, 'play', seeded(4)),
    );
  });

  it('refuses bad stakes and actions', () => {
    expect(() => poker.start({ stake: 0 }, seeded(1))).toThrow(EngineInputError);
    expect(() => poker.start({ stake: 100, pairPlus: 100 }, seeded(1))).toThrow(EngineInputError);
    const open = poker.start({ stake: 100 }, seeded(1));
    expect(() => poker.act!(open.state, 'raise', seeded(1))).toThrow(EngineInputError);
  });
});
