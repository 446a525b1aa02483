import { copy, monteCarlo } from './court.ts';
import { type Happening, type SportModel, HCP_TWO_WAY, TWO_WAY, line } from './model.ts';
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
  lines: () => [
    line(186, TWO_WAY),
    line(193, SET_SCORES),
    ...[-3.5, -1.5, 1.5, 3.5].map((h) => line(187, HCP_TWO_WAY, 'hcp', h)),
  ],
  decided: () => [],
  price: (s, rng, margin) => priceLines(tennis.lines(s), monteCarlo(tennis, s, rng), margin),
  nudge(s, rng) {
    s.pg = Math.min(0.75, Math.max(0.25, s.pg + (rng() - 0.5) * 0.02));
  },
};

/**
 * E-sports, best of three maps. CS2 maps are played round by round (first to 13, won by two after
 * 12-12, about two minutes a round); Dota 2 and LoL maps last 30-40 minutes and report 1-0.
 */
export type EsportsState = {
  t: number;
  next: number;
  rounds: boolean;
  /** Chance the home side wins a round (CS2) or a map. */
  p: number;
  maps: [number, number];
  current: [number, number];
  periods: [number, number][];
};

export const esports: SportModel<EsportsState> = {
  init: (rng, edge, variant) => {
    const rounds = variant === 'cs2';
    const p = 0.5 + edge * (rounds ? 0.05 : 0.15) + (rng() - 0.5) * 0.01;
    return {
      t: 0,
      next: rounds ? 2 : 30 + rng() * 10,
      rounds,
      p,
      maps: [0, 0],
      current: [0, 0],
      periods: [],
    };
  },
  advance(s, rng, to) {
    const out: Happening[] = [];
    while (!esports.ended(s) && s.next <= to) {
      s.t = s.next;
      s.current[rng() < s.p ? 0 : 1]++;
      s.next += s.rounds ? 1.5 + rng() : 30 + rng() * 10;
      const [h, a] = s.current;
      const mapDone = !s.rounds || (Math.max(h, a) >= 13 && Math.abs(h - a) >= 2);
      if (mapDone) {
        s.maps[h > a ? 0 : 1]++;
        s.periods.push([h, a]);
        s.current = [0, 0];
        out.push(esports.ended(s) ? 'end' : 'period');
      }
    }
    if (!esports.ended(s) && to > s.t) s.t = Math.min(to, s.next);
    return out;
  },
  ended: (s) => Math.max(...s.maps) >= 2,
  minute: (s) => Math.floor(s.t),
  result: (s) => ({ score: [...s.maps], periods: s.periods.map((p) => [...p]) }),
  view: (s) => ({
    home: s.maps[0],
    away: s.maps[1],
    clock: `Map ${s.maps[0] + s.maps[1] + 1}`,
    periods: copy(esports.ended(s) || !s.rounds ? s.periods : [...s.periods, s.current]),
  }),
  lines: (s) => [
    line(186, TWO_WAY),
    ...(esports.ended(s) ? [] : [line(330, TWO_WAY, 'mapnr', s.periods.length + 1)]),
    ...[-1.5, 1.5].map((h) => line(327, HCP_TWO_WAY, 'hcp', h)),
  ],
  decided: (s) => s.periods.map((_, i) => line(330, TWO_WAY, 'mapnr', i + 1)),
  price: (s, rng, margin) => priceLines(esports.lines(s), monteCarlo(esports, s, rng), margin),
  nudge(s, rng) {
    s.p = Math.min(0.8, Math.max(0.2, s.p + (rng() - 0.5) * 0.02));
  },
};
