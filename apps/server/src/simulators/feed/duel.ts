import { copy, monteCarlo } from './court.ts';
import { type Happening, type SportModel, HCP_TWO_WAY, OVER_UNDER, TWO_WAY, line } from './model.ts';
import type { LineSpec } from './settle.ts';
import { priceLines } from './pricing.ts';

/** Tennis: best of three sets of games, a tie-break game at 6-6. About four minutes a game. */
export type TennisState = {
  t: number;
  next: number;
  /** Chance the home player wins a game. */
  pg: number;
  sets: [number, number];
  games: [number, number];
  periods: [number, number][];
};

const SET_SCORES = ['2:0', '2:1', '1:2', '0:2'];
const GAME_TOTALS = ['19.5', '21.5', '23.5'];

/** Set winners (all three sets) and the first two sets' total games, from set `from` to `to`. */
function setLines(from: number, to: number): LineSpec[] {
  const out: LineSpec[] = [];
  for (let n = from; n <= to; n++) {
    out.push(line(202, TWO_WAY, 'setnr', n));
    if (n <= 2) out.push({ ...line(204, OVER_UNDER), specifiers: `setnr=${n}|total=9.5` });
  }
  return out;
}
const totalGames = (s: TennisState): [number, number] =>
  s.periods.reduce<[number, number]>((sum, [h, a]) => [sum[0] + h, sum[1] + a], [...s.games]);

export const tennis: SportModel<TennisState> = {
  init: (rng, edge) => ({
    t: 0,
    next: 4,
    pg: 0.5 + edge * 0.12 + (rng() - 0.5) * 0.02,
    sets: [0, 0],
    games: [0, 0],
    periods: [],
  }),
  advance(s, rng, to) {
    const out: Happening[] = [];
    while (!tennis.ended(s) && s.next <= to) {
      s.t = s.next;
      s.next += 3 + rng() * 2;
      s.games[rng() < s.pg ? 0 : 1]++;
      const [h, a] = s.games;
      if ((Math.max(h, a) >= 6 && Math.abs(h - a) >= 2) || Math.max(h, a) === 7) {
        s.sets[h > a ? 0 : 1]++;
        s.periods.push([h, a]);
        s.games = [0, 0];
        out.push(tennis.ended(s) ? 'end' : 'period');
      }
    }
    if (!tennis.ended(s) && to > s.t) s.t = Math.min(to, s.next);
    return out;
  },
  ended: (s) => Math.max(...s.sets) >= 2,
  minute: (s) => Math.floor(s.t),
  result: (s) => ({ score: [...s.sets], games: totalGames(s), periods: s.periods.map((p) => [...p]) }),
  view: (s) => ({
    home: s.sets[0],
    away: s.sets[1],
    clock: `${s.sets[0] + s.sets[1] + 1}. set`,
    periods: copy(tennis.ended(s) ? s.periods : [...s.periods, s.games]),
  }),
  lines: (s) => [
    line(186, TWO_WAY),
    line(193, SET_SCORES),
    ...[-3.5, -1.5, 1.5, 3.5].map((h) => line(187, HCP_TWO_WAY, 'hcp', h)),
    ...[-1.5, 1.5].map((h) => line(188, HCP_TWO_WAY, 'hcp', h)),
    ...GAME_TOTALS.map((v) => line(189, OVER_UNDER, 'total', v)),
    ...setLines(s.periods.length + 1, 3),
  ],
  decided: (s) => setLines(1, s.periods.length),
  price: (s, rng, margin) => priceLines(tennis.lines(s), monteCarlo(tennis, s, rng), margin),
  nudge(s, rng) {
    s.pg = Math.min(0.75, Math.max(0.25, s.pg + (rng() - 0.5) * 0.02));
  },
};
