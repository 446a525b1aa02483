import { describe, expect, it } from 'vitest';
import { BLACKJACK_RTP, blackjack, handValue } from './blackjack.ts';
import { EngineInputError, type RoundStep } from './engine.ts';
import { scripted, seeded } from './test-rng.ts';

type View = {
  player: { rank: number }[];
  dealer: { rank: number }[];
  actions: string[];
  outcome: string | null;
};

/** Basic strategy for these rules (6 decks, S17, no split): the player the RTP assumes. */
function basic(v: View): string {
  const { total, soft } = handValue(v.player.map((c) => c.rank));
  const up = v.dealer[0]!.rank === 1 ? 11 : Math.min(v.dealer[0]!.rank, 10);
  const dbl = (when: boolean, other: string) => (when && v.actions.includes('double') ? 'double' : other);
  if (soft) {
    if (total >= 19) return 'stand';
    if (total === 18) return up >= 3 && up <= 6 ? dbl(true, 'stand') : up <= 8 ? 'stand' : 'hit';
    if (total === 17) return dbl(up >= 3 && up <= 6, 'hit');
    return dbl(up >= (total >= 15 ? 4 : 5) && up <= 6, 'hit');
  }
  if (total >= 17) return 'stand';
  if (total >= 13) return up <= 6 ? 'stand' : 'hit';
  if (total === 12) return up >= 4 && up <= 6 ? 'stand' : 'hit';
  if (total === 11) return dbl(up <= 10, 'hit');
  if (total === 10) return dbl(up <= 9, 'hit');
  if (total === 9) return dbl(up >= 3 && up <= 6, 'hit');
  return 'hit';
}

const play = (step: RoundStep, rng: (max: number) => number) => {
  while (!step.done) step = blackjack.act!(step.state, basic(step.view as View), rng);
  return step;
};

describe('blackjack', () => {
  it('returns the documented RTP under basic strategy (seeded Monte-Carlo)', () => {
    const rng = seeded(2024);
    const n = 1_000_000;
    let staked = 0;
    let back = 0;
    let naturals = 0;
    for (let i = 0; i < n; i++) {
      const end = play(blackjack.start({ stake: 200 }, rng), rng);
      staked += Number(end.stake);
      back += Number(end.win);
      if ((end.view as View).outcome === 'blackjack') naturals++;
    }
    // sd of a hand ≈ 1.15 stakes: the mean's sd is ≈ 0.0011, the band ±0.004 is 3.6 sd.
    const rtp = back / staked;
    expect(Math.abs(rtp - BLACKJACK_RTP)).toBeLessThan(0.004);
    // Blackjack paying 6:5 instead of 3:2 would sit outside that band.
    const sixFive = (back - naturals * 200 * 0.3) / staked;
    expect(Math.abs(sixFive - BLACKJACK_RTP)).toBeGreaterThan(0.008);
  });

  it('counts soft and hard totals', () => {
    expect(handValue([1, 6])).toEqual({ total: 17, soft: true });
    expect(handValue([1, 6, 10])).toEqual({ total: 17, soft: false });
    expect(handValue([1, 1, 9])).toEqual({ total: 21, soft: true });
    expect(handValue([13, 12, 2])).toEqual({ total: 22, soft: false });
  });

  it('pays a natural 3:2 at once, and hides the hole card while the player acts', () => {
    // Card ids: rank = id % 13 + 1. Draws of 0, 9, 0, 0 give ids 0 (A), 10 (J), 1 (2), 2 (3).
    const natural = blackjack.start({ stake: 1000 }, scripted([0, 9, 8, 0]));
    expect(natural.view).toMatchObject({ outcome: 'blackjack', playerTotal: 21 });
    expect(natural.win).toBe(2500n);
    expect(natural.done).toBe(true);
    const open = blackjack.start({ stake: 1000 }, scripted([9, 9, 9, 9]));
    expect(open.done).toBe(false);
    expect(open.view).toMatchObject({ hidden: true, actions: ['hit', 'stand', 'double'] });
    expect((open.view as View).dealer).toHaveLength(1);
  });

  it('doubles the stake for one card, then settles', () => {
    const rng = seeded(77);
    for (let i = 0; i < 50; i++) {
      const open = blackjack.start({ stake: 300 }, rng);
      if (open.done) continue;
      const end = blackjack.act!(open.state, 'double', rng);
      expect(end.done).toBe(true);
      expect(end.stake).toBe(600n);
      expect((end.view as View).player).toHaveLength(3);
      expect([0n, 600n, 1200n]).toContain(end.win);
    }
  });

  it('leaves the state untouched by an act, so that a refused double can be retried', () => {
    const rng = seeded(5);
    let open = blackjack.start({ stake: 100 }, rng);
    while (open.done) open = blackjack.start({ stake: 100 }, rng);
    const before = structuredClone(open.state);
    blackjack.act!(open.state, 'double', rng);
    expect(open.state).toEqual(before);
  });

  it('is deterministic for a seeded rng', () => {
    const a = play(blackjack.start({ stake: 100 }, seeded(8)), seeded(9));
    const b = play(blackjack.start({ stake: 100 }, seeded(8)), seeded(9));
    expect(a).toEqual(b);
  });

  it('refuses bad stakes and actions', () => {
    expect(() => blackjack.start({ stake: 50 }, seeded(1))).toThrow(EngineInputError);
    expect(() => blackjack.start({ stake: 100, side: 1 }, seeded(1))).toThrow(EngineInputError);
    const rng = seeded(12);
    let open = blackjack.start({ stake: 100 }, rng);
    while (open.done) open = blackjack.start({ stake: 100 }, rng);
    expect(() => blackjack.act!(open.state, 'split', rng)).toThrow(EngineInputError);
    expect(() => blackjack.act!(open.state, { action: 'hit' }, rng)).toThrow(EngineInputError);
    const hit = blackjack.act!(open.state, 'hit', rng);
    if (!hit.done) expect(() => blackjack.act!(hit.state, 'double', rng)).toThrow(EngineInputError);
  });
});
