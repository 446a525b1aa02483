import { MAX_TIMELINE, type Sport, type TimelineEntry } from '@lalebet/shared';
import type { SportEventStatus } from '../../../lib/feed/envelope.ts';
import type { StoredLive } from './feed.table.ts';

type Pair = [number, number] | undefined;
const TEAMS = ['home', 'away'] as const;

/** The match minute a football clock shows: "63'" → 63, "45+2'" → 45, "HT" → 45; else null. */
export function clockMinute(clock: string): number | null {
  if (clock === 'HT') return 45;
  const m = /^(\d{1,3})(?:\+\d+)?'/.exec(clock);
  return m ? Number(m[1]) : null;
}

/** Entries for a count that went up: one per step, for each team. */
function grown(kind: TimelineEntry['kind'], before: Pair, now: Pair, minute: number | null) {
  const out: TimelineEntry[] = [];
  TEAMS.forEach((team, i) => {
    for (let n = before?.[i] ?? 0; n < (now?.[i] ?? 0); n++) out.push({ kind, team, minute });
  });
  return out;
}

/**
 * Pure: the timeline after a status update, or undefined for sports without one. UOF carries
 * the timeline through its API only, so it is derived from what changed in `sport_event_status`
 * (docs/decisions/069-match-timeline.md): the score went from 1-0 to 2-0 at 63' → a home goal at
 * 63'. The first status an event is seen with has no before: what happened earlier stays unknown.
 */
export function nextTimeline(
  sport: Sport,
  before: StoredLive | null,
  s: SportEventStatus,
): TimelineEntry[] | undefined {
  if (sport !== 'soccer') return undefined;
  const kept = before?.timeline ?? [];
  if (!before) return [];
  const minute = clockMinute(s.clock);
  const goals: TimelineEntry[] = [];
  let [home, away] = [before.home, before.away];
  for (; home < s.home; home++) goals.push({ kind: 'goal', team: 'home', minute, score: [home + 1, away] });
  for (; away < s.away; away++) goals.push({ kind: 'goal', team: 'away', minute, score: [home, away + 1] });
  const was = before.statistics;
  const now = s.statistics;
  const added = [
    ...goals,
    ...grown('yellow_card', was?.yellowCards, now?.yellowCards, minute),
    ...grown('red_card', was?.redCards, now?.redCards, minute),
  ];
  return added.length ? [...kept, ...added].slice(-MAX_TIMELINE) : kept;
}
