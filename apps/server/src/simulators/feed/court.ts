import { type Distribution, priceLines } from './pricing.ts';
import { type Happening, type Rng, type SportModel, TWO_WAY, line } from './model.ts';

/** Views are published and kept by subscribers: never hand out the live arrays. */
export const copy = (periods: [number, number][]) => periods.map(([h, a]): [number, number] => [h, a]);

/** Prices by playing the rest of the match many times from the current state. */
export function monteCarlo<S>(model: SportModel<S>, s: S, rng: Rng, runs = 160): Distribution {
  const dist: Distribution = [];
  const json = JSON.stringify(s);
  for (let i = 0; i < runs; i++) {
    const copy = JSON.parse(json) as S;
    model.advance(copy, rng, Number.POSITIVE_INFINITY);
    dist.push({ p: 1 / runs, r: model.result(copy) });
  }
  return dist;
}

/** Volleyball: rally points, best of five, sets to 25 (the fifth to 15), won by two. */
export type VolleyballState = {
  t: number;
  next: number;
  /** Chance the home side wins a rally. */
  pp: number;
  sets: [number, number];
  points: [number, number];
  periods: [number, number][];
};

const RALLY_MINUTES = 0.5;

export const volleyball: SportModel<VolleyballState> = {
  init: (rng, edge) => ({
    t: 0,
    next: RALLY_MINUTES,
    pp: 0.5 + edge * 0.03 + (rng() - 0.5) * 0.005,
    sets: [0, 0],
    points: [0, 0],
    periods: [],
  }),
  advance(s, rng, to) {
    const out: Happening[] = [];
    while (!volleyball.ended(s) && s.next <= to) {
      s.t = s.next;
      s.next += RALLY_MINUTES;
      s.points[rng() < s.pp ? 0 : 1]++;
      const target = s.sets[0] + s.sets[1] === 4 ? 15 : 25;
      const [h, a] = s.points;
      if (Math.max(h, a) >= target && Math.abs(h - a) >= 2) {
        s.sets[h > a ? 0 : 1]++;
        s.periods.push([h, a]);
        s.points = [0, 0];
        out.push(volleyball.ended(s) ? 'end' : 'period');
      }
    }
    if (!volleyball.ended(s) && to > s.t) s.t = Math.min(to, s.next);
    return out;
  },
  ended: (s) => Math.max(...s.sets) >= 3,
  minute: (s) => Math.floor(s.t),
  result: (s) => ({ score: [...s.sets], periods: s.periods.map((p) => [...p]) }),
  view: (s) => ({
    home: s.sets[0],
    away: s.sets[1],
    clock: `${s.sets[0] + s.sets[1] + 1}. set`,
    periods: copy(volleyball.ended(s) ? s.periods : [...s.periods, s.points]),
  }),
  lines: (s) =>
    volleyball.ended(s)
      ? [line(186, TWO_WAY)]
      : [line(186, TWO_WAY), line(202, TWO_WAY, 'setnr', s.periods.length + 1)],
  decided: (s) => s.periods.map((_, i) => line(202, TWO_WAY, 'setnr', i + 1)),
  price: (s, rng, margin) => priceLines(volleyball.lines(s), monteCarlo(volleyball, s, rng), margin),
  nudge(s, rng) {
    s.pp = Math.min(0.56, Math.max(0.44, s.pp + (rng() - 0.5) * 0.01));
  },
};
