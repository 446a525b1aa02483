import { type Distribution, drawPoisson, priceLines } from './pricing.ts';
import {
  type Happening,
  type Rng,
  type SportModel,
  HCP_TWO_WAY,
  OVER_UNDER,
  TWO_WAY,
  line,
} from './model.ts';

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

/** Basketball: points per minute per side; four quarters, five-minute overtimes until untied. */
export type BasketballState = {
  t: number;
  quarter: number;
  /** Minutes per quarter: 10 (FIBA) or 12 (NBA). */
  qlen: number;
  rate: [number, number];
  score: [number, number];
  periods: [number, number][];
  hcps: number[];
  totals: number[];
  done: boolean;
};

const periodEnd = (s: BasketballState) =>
  s.quarter <= 4 ? s.quarter * s.qlen : 4 * s.qlen + (s.quarter - 4) * 5;

export const basketball: SportModel<BasketballState> = {
  init(rng, edge, variant) {
    const qlen = variant === 'nba' ? 12 : 10;
    const perMin = (variant === 'nba' ? 2.35 : 2.05) + rng() * 0.15;
    const rate: [number, number] = [perMin * (1 + 0.06 * edge) + 0.03, perMin * (1 - 0.06 * edge)];
    const diff = (rate[0] - rate[1]) * 4 * qlen;
    const total = (rate[0] + rate[1]) * 4 * qlen;
    const main = Math.round(diff);
    const mid = Math.round(total);
    return {
      t: 0,
      quarter: 1,
      qlen,
      rate,
      score: [0, 0],
      periods: [[0, 0]],
      hcps: [-main - 4.5, -main - 0.5, -main + 3.5],
      totals: [mid - 6.5, mid + 0.5, mid + 6.5],
      done: false,
    };
  },
  advance(s, rng, to) {
    const out: Happening[] = [];
    while (!s.done && s.t < to) {
      const end = periodEnd(s);
      const dt = Math.min(to, end) - s.t;
      for (const side of [0, 1] as const) {
        const r = s.rate[side] * dt;
        const points =
          2 * drawPoisson(rng, 0.4 * r) + 3 * drawPoisson(rng, 0.06 * r) + drawPoisson(rng, 0.02 * r);
        s.score[side] += points;
        s.periods[s.periods.length - 1]![side] += points;
      }
      s.t += dt;
      if (s.t < end) break;
      if (s.quarter >= 4 && s.score[0] !== s.score[1]) {
        s.done = true;
        out.push('end');
      } else {
        s.quarter++;
        s.periods.push([0, 0]);
        out.push('period');
      }
    }
    return out;
  },
  ended: (s) => s.done,
  minute: (s) => Math.floor(s.t),
  result: (s) => ({ score: [...s.score], periods: s.periods.map((p) => [...p]) }),
  view(s) {
    const left = Math.max(0, periodEnd(s) - s.t);
    const mm = String(Math.floor(left)).padStart(2, '0');
    const ss = String(Math.floor((left % 1) * 60)).padStart(2, '0');
    const name = s.quarter <= 4 ? `Q${s.quarter}` : 'OT';
    return { home: s.score[0], away: s.score[1], clock: `${name} ${mm}:${ss}`, periods: copy(s.periods) };
  },
  lines: (s) => [
    line(219, TWO_WAY),
    ...s.hcps.map((h) => line(223, HCP_TWO_WAY, 'hcp', h)),
    ...s.totals.map((v) => line(225, OVER_UNDER, 'total', v)),
  ],
  decided: () => [],
  price: (s, rng, margin) => priceLines(basketball.lines(s), monteCarlo(basketball, s, rng), margin),
  nudge(s, rng) {
    s.rate = s.rate.map((r) => r * (1 + (rng() - 0.5) * 0.04)) as [number, number];
  },
};

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
