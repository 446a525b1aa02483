import type { Sport } from '@lalebet/shared';

import {
  AWAY,
  type Description,
  HCP_TWO_WAY,
  HOME,
  type Locale,
  type MarketGroup,
  ONE_X_TWO,
  OVER_UNDER,
  type Text,
  TWO_WAY,
  YES_NO,
} from './market-texts.ts';
import { MORE_MARKETS } from './markets-more.ts';

export type { MarketGroup } from './market-texts.ts';
/** `names`: player URNs' names (goalscorers, player points), from the fixture. */
export type Teams = { home: string; away: string; names?: (urn: string) => string | undefined };

const HT_FT: Record<string, Text> = {};
['1', 'X', '2'].forEach((ht, i) =>
  ['1', 'X', '2'].forEach((ft, j) => {
    HT_FT[String(418 + 2 * (3 * i + j))] = { tr: `${ht}/${ft}`, en: `${ht}/${ft}` };
  }),
);

/**
 * Market descriptions (docs/decisions/021-sportsbook-engine.md): UOF market ids and outcome ids,
 * names in Turkish and English as a Turkish betting site shows them. A market line is
 * (id, canonical specifiers); names are templates over the specifiers and the team names.
 *
 * Ids follow UOF where one exists. Our own choices: 193 set betting (outcome ids are the final
 * set score `h:a`), 41 correct score without specifiers (outcome ids `h:a` plus `other`),
 * 199 an e-sports match's correct score in maps (`h:a`). The deeper markets are in markets-more.ts.
 */
export const MARKETS: Record<number, Description> = {
  1: { name: { tr: 'Maç Sonucu', en: 'Match result' }, group: 'main', outcomes: ONE_X_TWO },
  10: {
    name: { tr: 'Çifte Şans', en: 'Double chance' },
    group: 'main',
    outcomes: { '9': { tr: '1X', en: '1X' }, '10': { tr: '12', en: '12' }, '11': { tr: 'X2', en: 'X2' } },
  },
  11: { name: { tr: 'Beraberlikte İade', en: 'Draw no bet' }, group: 'main', outcomes: TWO_WAY },
  18: { name: { tr: 'Alt/Üst {total}', en: 'Total {total}' }, group: 'goals', outcomes: OVER_UNDER },
  29: {
    name: { tr: 'Karşılıklı Gol', en: 'Both teams to score' },
    group: 'goals',
    outcomes: YES_NO,
  },
  14: {
    name: { tr: 'Handikap ({hcp})', en: 'Handicap ({hcp})' },
    group: 'handicap',
    outcomes: { '1711': ONE_X_TWO['1'], '1712': ONE_X_TWO['2'], '1713': ONE_X_TWO['3'] },
  },
  16: {
    name: { tr: 'Asya Handikap ({+hcp})', en: 'Asian handicap ({+hcp})' },
    group: 'handicap',
    outcomes: HCP_TWO_WAY,
  },
  41: { name: { tr: 'Skor', en: 'Correct score' }, group: 'score' },
  60: { name: { tr: 'İlk Yarı Sonucu', en: '1st half - result' }, group: 'halves', outcomes: ONE_X_TWO },
  47: { name: { tr: 'İlk Yarı/Maç Sonucu', en: 'Halftime/fulltime' }, group: 'halves', outcomes: HT_FT },
  8: {
    name: { tr: 'Sıradaki Gol ({goalnr}. gol)', en: 'Next goal (goal {goalnr})' },
    group: 'goals',
    outcomes: { '6': HOME, '7': { tr: 'Gol Yok', en: 'None' }, '8': AWAY },
  },
  166: {
    name: { tr: 'Toplam Korner {total}', en: 'Total corners {total}' },
    group: 'corners',
    outcomes: OVER_UNDER,
  },
  219: {
    name: { tr: 'Maç Sonucu (Uzatmalar Dahil)', en: 'Winner (incl. overtime)' },
    group: 'main',
    outcomes: TWO_WAY,
  },
  223: {
    name: { tr: 'Handikap (Uzatmalar Dahil) ({+hcp})', en: 'Handicap (incl. overtime) ({+hcp})' },
    group: 'handicap',
    outcomes: HCP_TWO_WAY,
  },
  225: {
    name: { tr: 'Alt/Üst (Uzatmalar Dahil) {total}', en: 'Total (incl. overtime) {total}' },
    group: 'main',
    outcomes: OVER_UNDER,
  },
  186: { name: { tr: 'Maç Kazananı', en: 'Winner' }, group: 'main', outcomes: TWO_WAY },
  193: { name: { tr: 'Set Bahsi', en: 'Set betting' }, group: 'sets' },
  187: {
    name: { tr: 'Oyun Handikapı ({+hcp})', en: 'Game handicap ({+hcp})' },
    group: 'handicap',
    outcomes: HCP_TWO_WAY,
  },
  202: {
    name: { tr: '{setnr}. Set Kazananı', en: '{setnr}. set - winner' },
    group: 'sets',
    outcomes: TWO_WAY,
  },
  330: {
    name: { tr: '{mapnr}. Harita Kazananı', en: 'Map {mapnr} - winner' },
    group: 'maps',
    outcomes: TWO_WAY,
  },
  327: {
    name: { tr: 'Harita Handikapı ({+hcp})', en: 'Map handicap ({+hcp})' },
    group: 'maps',
    outcomes: HCP_TWO_WAY,
  },
  534: { name: { tr: 'Turnuva Kazananı', en: 'Outright winner' }, group: 'main' },
  ...MORE_MARKETS,
};

/** The market a list shows for each sport. */
export const MAIN_MARKET: Record<Sport, { id: number; specifiers: string }> = {
  soccer: { id: 1, specifiers: '' },
  basketball: { id: 219, specifiers: '' },
  tennis: { id: 186, specifiers: '' },
  volleyball: { id: 186, specifiers: '' },
  cs2: { id: 186, specifiers: '' },
  dota2: { id: 186, specifiers: '' },
  lol: { id: 186, specifiers: '' },
};

function parseSpecifiers(specifiers: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const pair of specifiers.split('|').filter(Boolean)) {
    const [k, v = ''] = pair.split('=', 2) as [string, string?];
    out[k] = v;
  }
  return out;
}

/** Turkish shows a decimal comma ("2,5"); English a point. Non-numbers (`0:1`) pass through. */
function number(value: string, locale: Locale, sign: '' | '+' | '-'): string {
  const n = Number(value);
  if (value === '' || !Number.isFinite(n)) return value;
  const signed = sign === '-' ? -n : n;
  const text = String(Math.abs(signed));
  const prefix = signed < 0 ? '-' : sign !== '' && signed > 0 ? '+' : '';
  return prefix + (locale === 'tr' ? text.replace('.', ',') : text);
}

function fill(template: string, specifiers: string, locale: Locale, teams: Teams): string {
  const spec = parseSpecifiers(specifiers);
  return template.replace(/\{([+-]?)(\w+)\}/g, (whole, sign: '' | '+' | '-', key: string) => {
    if (key === 'home') return teams.home;
    if (key === 'away') return teams.away;
    if (key === 'player') return teams.names?.(spec[key] ?? '') ?? whole;
    const value = spec[key];
    if (value === undefined) return whole;
    // `{+hcp}` shows the sign always, `{-hcp}` the other side's view (home -0,5 = away +0,5).
    return number(value, locale, sign);
  });
}

export function marketName(marketId: number, specifiers: string, locale: Locale, teams: Teams): string {
  const description = MARKETS[marketId];
  if (!description) return `${marketId}${specifiers ? ` (${specifiers})` : ''}`;
  return fill(description.name[locale], specifiers, locale, teams);
}

/** '' if unknown; outright outcome ids are competitor URNs, named by the adapter. */
export function outcomeName(
  marketId: number,
  specifiers: string,
  outcomeId: string,
  locale: Locale,
  teams: Teams,
): string {
  const description = MARKETS[marketId];
  if (!description) return '';
  const fixed = description.outcomes?.[outcomeId];
  if (fixed) return fill(fixed[locale], specifiers, locale, teams);
  if (marketId === 41 || marketId === 193 || marketId === 199) {
    if (outcomeId === 'other') return locale === 'tr' ? 'Diğer' : 'Other';
    if (/^\d+:\d+$/.test(outcomeId)) return outcomeId.replace(':', '-');
  }
  return '';
}

export function marketGroup(marketId: number): MarketGroup {
  return MARKETS[marketId]?.group ?? 'other';
}
