/**
 * Our envelope's display clock ("67'", "HT", "Q3 04:12", "2. set", "Map 2") as UOF's
 * `match_status` code plus `<clock>` attributes, and back (docs/decisions/081-uof-xml-codec.md).
 * Codes follow Sportradar's match status list: 6/7 halves, 31 halftime, 13–16 quarters,
 * 40 overtime, 8–12 sets 1–5 (441/442 sets 6/7), 51+ maps; 0 not started, 100 ended.
 */
export type UofClock = {
  matchStatus: number;
  clock?: { match_time?: string; remaining_time_in_period?: string };
};

const HALF = { first: 6, second: 7, halftime: 31 };
const QUARTER_BASE = 12;
const OVERTIME = 40;
const SET_BASE = 7;
/** Sets 6 and 7 (a volleyball match's display after the fifth set ends says "6. set"). */
const LATE_SETS: Record<number, number> = { 6: 441, 7: 442 };
const MAP_BASE = 50;
export const ENDED = 100;

/** The family a period belongs to, for `period_score match_status_code`. */
export type PeriodFamily = 'half' | 'quarter' | 'set' | 'map' | 'unknown';

export function clockFamily(display: string): PeriodFamily {
  if (/^\d+'$/.test(display) || display === 'HT') return 'half';
  if (/^(Q\d|OT) /.test(display)) return 'quarter';
  if (/^\d+\. set$/.test(display)) return 'set';
  if (/^Map \d+$/.test(display)) return 'map';
  return 'unknown';
}

/** The `match_status_code` of the n-th (1-based) period of a family; 0 when the sport is unknown. */
export function periodCode(family: PeriodFamily, n: number): number {
  if (family === 'half') return n === 1 ? HALF.first : HALF.second;
  if (family === 'quarter') return n <= 4 ? QUARTER_BASE + n : OVERTIME;
  if (family === 'set') return n <= 5 ? SET_BASE + n : (LATE_SETS[n] ?? 0);
  if (family === 'map') return MAP_BASE + n;
  return 0;
}

/** `eventStatus` is the UOF status code (0 not started ... 4 closed). */
export function toUofClock(display: string, eventStatus: number): UofClock {
  let m: RegExpExecArray | null;
  if ((m = /^(\d+)'$/.exec(display))) {
    const minute = Number(m[1]);
    // Our display shows the minute being played ("13'" from 12:00 to 12:59), as UOF's match_time counts elapsed time.
    return {
      matchStatus: minute <= 45 ? HALF.first : HALF.second,
      clock: { match_time: `${minute - 1}:00` },
    };
  }
  if (display === 'HT') return { matchStatus: HALF.halftime };
  if ((m = /^(Q([1-4])|OT) (\d\d:\d\d)$/.exec(display))) {
    const code = m[2] ? QUARTER_BASE + Number(m[2]) : OVERTIME;
    return { matchStatus: code, clock: { remaining_time_in_period: m[3]! } };
  }
  if ((m = /^([1-7])\. set$/.exec(display))) return { matchStatus: periodCode('set', Number(m[1])) };
  if ((m = /^Map ([1-7])$/.exec(display))) return { matchStatus: MAP_BASE + Number(m[1]) };
  return { matchStatus: eventStatus >= 3 && eventStatus <= 4 ? ENDED : 0 };
}

/** The display clock for a UOF status; '' when nothing is shown (not started, ended, unknown). */
export function fromUofClock({ matchStatus, clock }: UofClock): string {
  if ((matchStatus === HALF.first || matchStatus === HALF.second) && clock?.match_time) {
    return `${Number(clock.match_time.split(':')[0]) + 1}'`;
  }
  if (matchStatus === HALF.halftime) return 'HT';
  const remaining = clock?.remaining_time_in_period;
  if (remaining && /^\d\d:\d\d$/.test(remaining)) {
    if (matchStatus > QUARTER_BASE && matchStatus <= QUARTER_BASE + 4)
      return `Q${matchStatus - QUARTER_BASE} ${remaining}`;
    if (matchStatus === OVERTIME) return `OT ${remaining}`;
  }
  if (matchStatus > SET_BASE && matchStatus <= SET_BASE + 5) return `${matchStatus - SET_BASE}. set`;
  const lateSet = Object.entries(LATE_SETS).find(([, code]) => code === matchStatus);
  if (lateSet) return `${lateSet[0]}. set`;
  if (matchStatus > MAP_BASE && matchStatus <= MAP_BASE + 7) return `Map ${matchStatus - MAP_BASE}`;
  return '';
}
