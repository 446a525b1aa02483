import { describe, expect, it } from 'vitest';
import { EngineInputError } from './engine.ts';
import {
  MATCH_MINUTES,
  MATCH_ODDS,
  MATCH_PICKS,
  MATCH_RTP,
  MATCH_SCORES,
  MATCH_TEAMS,
  MATCH_WEIGHT,
  type MatchView,
  match,
  outcomeOf,
  scoreAt,
} from './match.ts';
import { scripted, seeded } from './test-rng.ts';

/** Score draw r, then teams 0 and 0 (home 0, away 1), then the first free minutes. */
const roundAt = (pick: string, r: number, stake = 100) =>
  match.start({ stake, pick }, scripted([r, 0, 0, ...Array<number>(8).fill(0)]));

describe('virtual football', () => {
  it('has a table of 1,000 weights: home 460, draw 260, away 280', () => {
    expect(MATCH_WEIGHT).toBe(1000);
    const by = { '1': 0, X: 0, '2': 0 };
    for (const [h, a, w] of MATCH_SCORES) by[outcomeOf(h, a)] += w;
    expect(by).toEqual({ '1': 460, X: 260, '2': 280 });
    expect(new Set(MATCH_SCORES.map(([h, a]) => `${h}-${a}`)).size).toBe(MATCH_SCORES.length);
  });

  it('returns the documented RTP on every pick, summed exactly over the score table', () => {
    for (const pick of MATCH_PICKS) {
      // Weight × odds of the scores the pick wins, over weight × 100 (the stake in hundredths).
      const back = MATCH_SCORES.reduce(
        (n, [h, a, w]) => n + (outcomeOf(h, a) === pick ? w * MATCH_ODDS[pick] : 0),
        0,
      );
      expect(back / (MATCH_WEIGHT * 100)).toBe(MATCH_RTP[pick]);
      expect(MATCH_RTP[pick]).toBeGreaterThanOrEqual(0.94);
      expect(MATCH_RTP[pick]).toBeLessThanOrEqual(0.97);
    }
    expect(MATCH_RTP).toEqual({ '1': 0.9614, X: 0.962, '2': 0.9604 });
  });

  it('pays the same RTP when the engine itself plays every score draw', () => {
    for (const pick of MATCH_PICKS) {
      let back = 0n;
      for (let r = 0; r < MATCH_WEIGHT; r++) back += roundAt(pick, r).win;
      expect(Number(back) / (MATCH_WEIGHT * 100)).toBe(MATCH_RTP[pick]);
    }
  });

  it('reads the table as consecutive weight ranges', () => {
    expect(scoreAt(0)).toEqual([1, 0]);
    expect(scoreAt(111)).toEqual([1, 0]);
    expect(scoreAt(112)).toEqual([2, 0]);
    expect(scoreAt(MATCH_WEIGHT - 1)).toEqual([3, 4]);
    expect(() => scoreAt(MATCH_WEIGHT)).toThrow('draw out of range');
  });

  it('pays stake × odds / 100 on the right pick, rounded down', () => {
    // Draw 0 is 1-0 to the home side.
    expect(roundAt('1', 0).win).toBe(209n);
    expect(roundAt('X', 0).win).toBe(0n);
    expect(roundAt('2', 0).win).toBe(0n);
    expect(roundAt('1', 0, 100_000).win).toBe(209_000n);
    expect(roundAt('1', 0, 101).win).toBe(211n); // 211.09
  });

  it('shows a consistent match for seeded rounds', () => {
    const seen = new Set<string>();
    for (let seed = 1; seed <= 300; seed++) {
      const pick = MATCH_PICKS[seed % 3]!;
      const round = match.start({ stake: 500, pick }, seeded(seed));
      const v = round.view as MatchView;
      expect(round).toMatchObject({ stake: 500n, done: true, state: null });
      expect(v.pick).toBe(pick);
      expect(v.odds).toBe(MATCH_ODDS[pick]);
      expect(MATCH_TEAMS).toContain(v.home);
      expect(MATCH_TEAMS).toContain(v.away);
      expect(v.home).not.toBe(v.away);
      const [h, a] = v.score;
      expect(MATCH_SCORES.some(([x, y]) => x === h && y === a)).toBe(true);
      expect(v.goals.filter((g) => g.side === 'home')).toHaveLength(h);
      expect(v.goals.filter((g) => g.side === 'away')).toHaveLength(a);
      const minutes = v.goals.map((g) => g.minute);
      expect(minutes).toEqual([...minutes].sort((x, y) => x - y));
      expect(new Set(minutes).size).toBe(minutes.length);
      for (const m of minutes) {
        expect(Number.isInteger(m)).toBe(true);
        expect(m).toBeGreaterThanOrEqual(1);
        expect(m).toBeLessThanOrEqual(MATCH_MINUTES);
      }
      expect(v.outcome).toBe(outcomeOf(h, a));
      expect(round.win).toBe(v.outcome === pick ? (500n * BigInt(MATCH_ODDS[pick])) / 100n : 0n);
      seen.add(v.outcome);
    }
    expect(seen).toEqual(new Set(MATCH_PICKS));
  });

  it('is deterministic for a seeded rng', () => {
    expect(match.start({ stake: 100, pick: 'X' }, seeded(9))).toEqual(
      match.start({ stake: 100, pick: 'X' }, seeded(9)),
    );
  });

  it.each([
    { stake: 100 },
    { pick: '1' },
    { stake: 100, pick: 'x' },
    { stake: 100, pick: 1 },
    { stake: 100, pick: '3' },
    { stake: 100, pick: '' },
    { stake: 99, pick: '1' },
    { stake: 100_001, pick: '1' },
    { stake: 100.5, pick: '1' },
    { stake: '100', pick: '1' },
    { stake: 100, pick: '1', odds: 500 },
    { stake: 100, pick: '1', score: [9, 0] },
    null,
    [100, '1'],
    'stake=100',
  ])('refuses %j', (input) => {
    expect(() => match.start(input, seeded(1))).toThrow(EngineInputError);
  });
});
