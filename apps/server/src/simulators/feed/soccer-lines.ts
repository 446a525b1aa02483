import { HCP_TWO_WAY, OVER_UNDER, TWO_WAY, line } from './model.ts';
import type { LineSpec } from './settle.ts';
import { COMBOS } from './settle-more.ts';

/**
 * Football's lines (docs/decisions/080-deeper-simulator-markets.md): about 68 before the start;
 * in play the first half's go at half-time and totals next to the count so far join.
 */
const TOTALS = ['0.5', '1.5', '2.25', '2.5', '2.75', '3.5', '4.5', '5.5'];
const TEAM_TOTALS = ['0.5', '1.5', '2.5'];
const ASIAN = ['-1.5', '-1', '-0.5', '-0.25', '0', '0.25', '0.5', '1', '1.5'];
const EUROPEAN = ['0:1', '1:0', '0:2', '2:0'];
const HALF_TOTALS = ['0.5', '1.5', '2.5'];
const CORNER_TOTALS = ['7.5', '8.5', '9.5', '10.5', '11.5'];
const CARD_TOTALS = ['3.5', '4.5', '5.5'];
const SCORES = [...Array.from({ length: 25 }, (_, i) => `${Math.floor(i / 5)}:${i % 5}`), 'other'];
export const HT_FT = Array.from({ length: 9 }, (_, i) => String(418 + 2 * i));
export const ONE_X_TWO = ['1', '2', '3'];
const DOUBLE = ['9', '10', '11'];
const YES_NO = ['74', '76'];
/**
 * In play a book also offers lines next to the count so far (goals, corners, cards): the fixed
 * pre-match lines below it are decided, these stay open.
 */
export function around(fixed: string[], count: number | null): string[] {
  if (count === null) return fixed;
  const near = [0.5, 1.5, 2.5].map((x) => String(count + x));
  return [...new Set([...fixed, ...near])].sort((a, b) => Number(a) - Number(b));
}
const combo = (id: number, total = '') => line(id, Object.keys(COMBOS[id]!), total && 'total', total);

/** Lines the full-time score decides. */
export function fullTimeLines(goals: number | null = null): LineSpec[] {
  return [
    line(1, ONE_X_TWO),
    line(10, DOUBLE),
    line(11, TWO_WAY),
    ...around(TOTALS, goals).map((v) => line(18, OVER_UNDER, 'total', v)),
    ...TEAM_TOTALS.map((v) => line(19, OVER_UNDER, 'total', v)),
    ...TEAM_TOTALS.map((v) => line(20, OVER_UNDER, 'total', v)),
    line(26, ['70', '72']),
    line(29, YES_NO),
    ...EUROPEAN.map((v) => line(14, ['1711', '1712', '1713'], 'hcp', v)),
    ...ASIAN.map((v) => line(16, HCP_TWO_WAY, 'hcp', v)),
    line(41, SCORES),
    combo(35),
    combo(36, '2.5'),
    ...['1.5', '2.5', '3.5'].map((v) => combo(37, v)),
    combo(546),
    combo(547, '2.5'),
  ];
}

/** First-half lines (until half-time), second-half lines. */
export const firstHalfLines = (): LineSpec[] => [
  line(60, ONE_X_TWO),
  line(63, DOUBLE),
  ...HALF_TOTALS.map((v) => line(68, OVER_UNDER, 'total', v)),
  line(75, YES_NO),
];
export const secondHalfLines = (): LineSpec[] => [
  line(83, ONE_X_TWO),
  ...HALF_TOTALS.map((v) => line(90, OVER_UNDER, 'total', v)),
  line(95, YES_NO),
];

/** Goalscorers: the n-th goal's team (8) and scorer (38), the last (39), anytime (40). */
export function scorerLines(squads: [string[], string[]], goalnr: number | null): LineSpec[] {
  const players = [...squads[0], ...squads[1], '1716'];
  const next = goalnr === null ? [] : [line(8, ['6', '7', '8'], 'goalnr', goalnr)];
  const nth = goalnr === null || !squads[0].length ? [] : [line(38, players, 'goalnr', goalnr)];
  const rest = squads[0].length ? [line(39, players), line(40, players)] : [];
  return [...next, ...nth, ...rest];
}

export const cornerLines = (corners: number | null = null): LineSpec[] => [
  ...around(CORNER_TOTALS, corners).map((v) => line(166, OVER_UNDER, 'total', v)),
  line(162, ONE_X_TWO),
  line(169, OVER_UNDER, 'total', '4.5'),
  line(170, OVER_UNDER, 'total', '4.5'),
];
/**
 * The total lines of market `id` (goals 18, corners 166, cards 139) that the count so far has
 * decided: over wins whatever follows once the count is past the line (a quarter or whole line
 * once it is past both halves). In play the lines next to the count move on as it grows
 * (`around`), so a line left behind would stay open at its last price, a sure bet; a book settles
 * it at once (docs/decisions/096-cash-out-cost-and-live-bet-stops.md).
 */
export function passedTotals(id: 18 | 166 | 139, count: number): LineSpec[] {
  const fixed = id === 18 ? TOTALS : id === 166 ? CORNER_TOTALS : CARD_TOTALS;
  const near = Array.from({ length: count }, (_, k) => String(k + 0.5));
  const decided = (v: string) => count > Number(v) + (Number(v) % 1 === 0.5 ? 0 : 0.5);
  return [...new Set([...fixed, ...near])].filter(decided).map((v) => line(id, OVER_UNDER, 'total', v));
}

export const cardLines = (cards: number | null = null): LineSpec[] => [
  ...around(CARD_TOTALS, cards).map((v) => line(139, OVER_UNDER, 'total', v)),
  line(136, ONE_X_TWO),
];
