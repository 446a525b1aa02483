import type { LineState } from '../../modules/sportsbook/catalogue.ts';

/** A football event's lines, pre-match at `start`, for the custom-bet simulator's tests. */
export function footballLines(eventId: string, start: Date, over: Partial<LineState> = {}): LineState[] {
  const line = (marketId: number, specifiers: string, odds: Record<string, number>): LineState => ({
    eventId,
    sport: 'soccer',
    eventStatus: 'not_started',
    live: false,
    startTime: start,
    marketId,
    specifiers,
    status: 'active',
    version: 1,
    materialVersion: 1,
    suspensions: 0,
    outcomes: new Map(Object.entries(odds).map(([id, o]) => [id, { oddsMilli: o, active: true }])),
    ...over,
  });
  return [
    line(1, '', { '1': 2100, '2': 3400, '3': 3600 }),
    line(10, '', { '9': 1300, '10': 1350, '11': 1700 }),
    line(18, 'total=2.5', { '12': 1900, '13': 1900 }),
    line(18, 'total=1.5', { '12': 1300, '13': 3400 }),
    line(18, 'total=2.25', { '12': 1800, '13': 2000 }),
    line(29, '', { '74': 1800, '76': 1950 }),
    line(16, 'hcp=-0.25', { '1714': 1950, '1715': 1850 }),
    line(16, 'hcp=-0.5', { '1714': 2100, '1715': 1750 }),
    line(41, '', { '0:0': 11000, '1:0': 8000, '2:1': 9000, other: 4000 }),
    line(166, 'total=9.5', { '12': 1900, '13': 1900 }),
  ];
}
