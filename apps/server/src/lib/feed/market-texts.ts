/**
 * The building blocks of market descriptions (markets.ts, markets-more.ts): texts per language,
 * the tabs, the outcome sets many markets share.
 */
export type Locale = 'tr' | 'en';
export type Text = { tr: string; en: string };
export type MarketGroup =
  | 'main'
  | 'goals'
  | 'halves'
  | 'quarters'
  | 'handicap'
  | 'combos'
  | 'players'
  | 'score'
  | 'corners'
  | 'cards'
  | 'sets'
  | 'maps'
  | 'other';

export type Description = {
  name: Text;
  group: MarketGroup;
  /** Fixed outcomes; absent when ids carry the meaning (`h:a`, URNs). */
  outcomes?: Record<string, Text>;
};

export const HOME = { tr: '{home}', en: '{home}' };
export const AWAY = { tr: '{away}', en: '{away}' };
export const OVER_UNDER = { '12': { tr: 'Üst', en: 'Over' }, '13': { tr: 'Alt', en: 'Under' } };
export const ONE_X_TWO = { '1': { tr: '1', en: '1' }, '2': { tr: 'X', en: 'X' }, '3': { tr: '2', en: '2' } };
export const TWO_WAY = { '4': HOME, '5': AWAY };
export const YES_NO = { '74': { tr: 'Var', en: 'Yes' }, '76': { tr: 'Yok', en: 'No' } };
export const HCP_TWO_WAY = {
  '1714': { tr: '{home} ({+hcp})', en: '{home} ({+hcp})' },
  '1715': { tr: '{away} ({-hcp})', en: '{away} ({-hcp})' },
};
