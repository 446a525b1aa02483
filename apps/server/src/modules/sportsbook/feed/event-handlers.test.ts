import { describe, expect, it } from 'vitest';
import { materialChange, staleNotStarted } from './event-handlers.ts';
import type { StoredLive } from './feed.table.ts';

const live: StoredLive = { home: 1, away: 0, clock: "12'", periods: [[1, 0]] };

describe('materialChange', () => {
  it('counts a new status or a new score, not a clock that moved', () => {
    const event = { status: 'live' as const, live };
    expect(materialChange(event, 'live', { ...live, clock: "13'" })).toBe(false);
    expect(materialChange(event, 'ended', live)).toBe(true);
    expect(materialChange(event, 'live', { ...live, home: 2 })).toBe(true);
    expect(materialChange(event, 'live', { ...live, periods: [[2, 0]] })).toBe(true);
    // A card or a corner is stored too (the timeline and the statistics survive a restart).
    expect(materialChange(event, 'live', { ...live, statistics: { corners: [1, 0] } })).toBe(true);
  });
});

describe('staleNotStarted', () => {
  it('refuses "not started" for a match that started, and only that', () => {
    for (const started of ['live', 'suspended', 'ended', 'closed', 'interrupted', 'abandoned'] as const)
      expect(staleNotStarted(started, 'not_started'), started).toBe(true);
    // Before the start, or put back on the schedule, "not started" is news.
    for (const waiting of ['not_started', 'delayed', 'postponed', 'cancelled'] as const)
      expect(staleNotStarted(waiting, 'not_started'), waiting).toBe(false);
    expect(staleNotStarted('live', 'ended')).toBe(false);
  });
});
