import { MAX_TIMELINE } from '@lalebet/shared';
import { describe, expect, it } from 'vitest';
import type { StoredLive } from './feed.table.ts';
import { clockMinute, nextTimeline } from './timeline.ts';

const status = (home: number, away: number, clock: string, statistics = {}) => ({
  status: 1,
  home,
  away,
  clock,
  periods: [[home, away]] as [number, number][],
  statistics,
});
const before: StoredLive = {
  home: 1,
  away: 0,
  clock: "62'",
  periods: [[1, 0]],
  statistics: { yellowCards: [1, 0], redCards: [0, 0] },
  timeline: [{ kind: 'goal', team: 'home', minute: 12, score: [1, 0] }],
};

describe('match timeline', () => {
  it('reads the minute off a football clock', () => {
    expect([clockMinute("63'"), clockMinute("45+2'"), clockMinute('HT'), clockMinute('Q3 04:12')]).toEqual([
      63,
      45,
      45,
      null,
    ]);
  });

  it('turns a score and card change into goals and cards at the clock minute, in order', () => {
    const next = nextTimeline(
      'soccer',
      before,
      status(2, 1, "63'", { yellowCards: [1, 2], redCards: [0, 0] }),
    );
    expect(next).toEqual([
      { kind: 'goal', team: 'home', minute: 12, score: [1, 0] },
      { kind: 'goal', team: 'home', minute: 63, score: [2, 0] },
      { kind: 'goal', team: 'away', minute: 63, score: [2, 1] },
      { kind: 'yellow_card', team: 'away', minute: 63 },
      { kind: 'yellow_card', team: 'away', minute: 63 },
    ]);
  });

  it('adds nothing when only the clock moves, starts empty, and is football only', () => {
    const same = nextTimeline(
      'soccer',
      before,
      status(1, 0, "70'", { yellowCards: [1, 0], redCards: [0, 0] }),
    );
    expect(same).toBe(before.timeline);
    // Seen for the first time at 2-1: what came before is unknown, not invented.
    expect(nextTimeline('soccer', null, status(2, 1, "30'"))).toEqual([]);
    expect(
      nextTimeline('basketball', { ...before, timeline: undefined }, status(80, 70, 'Q4')),
    ).toBeUndefined();
  });

  it('keeps the latest entries only', () => {
    let live: StoredLive = { home: 0, away: 0, clock: "1'", periods: [] };
    for (let goal = 1; goal <= MAX_TIMELINE + 5; goal++) {
      const s = status(goal, 0, `${goal}'`);
      live = { ...s, timeline: nextTimeline('soccer', live, s) };
    }
    expect(live.timeline).toHaveLength(MAX_TIMELINE);
    expect(live.timeline!.at(-1)).toEqual({ kind: 'goal', team: 'home', minute: 55, score: [55, 0] });
    expect(live.timeline![0]!.score).toEqual([6, 0]);
  });
});
