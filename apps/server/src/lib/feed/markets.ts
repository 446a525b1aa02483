import type { Sport } from '@lalebet/shared';

/**
 * Market descriptions (docs/decisions/021-sportsbook-engine.md): names in tr and en, outcome
 * templates and the event page's groups. A minimal set (1X2 and totals); the full catalogue of
 * the simulator's markets replaces this file.
 */
export type Teams = { home: string; away: string };

type Locale = 'tr' | 'en';

function specifier(specifiers: string, key: string): string {
  for (const pair of specifiers.split('|')) {
    const [k, v] = pair.split('=', 2);
    if (k === key) return v ?? '';
  }
  return '';
}

export function marketName(marketId: number, specifiers: string, locale: Locale, _teams: Teams): string {
  if (marketId === 1) return locale === 'tr' ? 'Maç Sonucu' : 'Match result';
  if (marketId === 18) {
    const total = specifier(specifiers, 'total');
    return locale === 'tr' ? `Alt/Üst ${total}` : `Total ${total}`;
  }
  return '';
}

/** '' when unknown: for outrights the caller names the competitor from the fixture. */
export function outcomeName(
  marketId: number,
  _specifiers: string,
  outcomeId: string,
  locale: Locale,
  _teams: Teams,
): string {
  if (marketId === 1) return ({ '1': '1', '2': 'X', '3': '2' } as Record<string, string>)[outcomeId] ?? '';
  if (marketId === 18) {
    if (outcomeId === '12') return locale === 'tr' ? 'Üst' : 'Over';
    if (outcomeId === '13') return locale === 'tr' ? 'Alt' : 'Under';
  }
  return '';
}

export function marketGroup(
  marketId: number,
): 'main' | 'goals' | 'halves' | 'handicap' | 'score' | 'corners' | 'sets' | 'maps' | 'other' {
  if (marketId === 1) return 'main';
  if (marketId === 18) return 'goals';
  return 'other';
}

export const MAIN_MARKET: Record<Sport, { id: number; specifiers: string }> = {
  soccer: { id: 1, specifiers: '' },
  basketball: { id: 186, specifiers: '' },
  tennis: { id: 186, specifiers: '' },
  volleyball: { id: 186, specifiers: '' },
  cs2: { id: 186, specifiers: '' },
  dota2: { id: 186, specifiers: '' },
  lol: { id: 186, specifiers: '' },
};
