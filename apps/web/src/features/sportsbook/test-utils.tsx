import type { SportsEvent, SportsMarket, SportSummary } from '@lalebet/shared/sportsbook';
import { setupI18nFor } from '@/test/render';

export { bodiesFor, mockApi } from '@/test/mock-api';
export { renderRoute } from '@/test/render';

/** Translations of the sportsbook namespace (with common) in the given language. */
export const setupI18n = (lng: 'tr' | 'en' = 'en') => setupI18nFor('sportsbook', lng);

/** A 1X2 market as the list endpoints send it. */
export const matchResult = (
  odds: [number, number, number],
  patch: Partial<SportsMarket> = {},
): SportsMarket => ({
  id: 1,
  specifiers: '',
  name: 'Match result',
  group: 'main',
  status: 'active',
  outcomes: [
    { id: '1', name: '1', odds: odds[0], active: true },
    { id: '2', name: 'X', odds: odds[1], active: true },
    { id: '3', name: '2', odds: odds[2], active: true },
  ],
  ...patch,
});

export const SUPER_LIG = { id: 'sr:tournament:52', name: 'Süper Lig', country: 'Türkiye' };
export const PREMIER_LEAGUE = { id: 'sr:tournament:17', name: 'Premier League', country: 'England' };

/** A soccer event; `patch` for live state, other markets, another league. */
export const sportsEvent = (
  id: string,
  home: string,
  away: string,
  patch: Partial<SportsEvent> = {},
): SportsEvent => ({
  id,
  sport: 'soccer',
  tournament: SUPER_LIG,
  home,
  away,
  startTime: '2026-11-28T17:00:00Z',
  status: 'not_started',
  live: null,
  markets: [matchResult([1.85, 3.4, 4.2])],
  marketCount: 42,
  mbs: 1,
  ...patch,
});

export const SPORTS_SUMMARY: SportSummary[] = [
  {
    sport: 'soccer',
    name: 'Football',
    eventCount: 3,
    tournaments: [
      { ...PREMIER_LEAGUE, eventCount: 2 },
      { ...SUPER_LIG, eventCount: 1 },
    ],
  },
  { sport: 'basketball', name: 'Basketball', eventCount: 1, tournaments: [] },
  { sport: 'cs2', name: 'Counter-Strike 2', eventCount: 1, tournaments: [] },
];

export const page = (items: SportsEvent[]) => ({ data: { items, total: items.length } });
