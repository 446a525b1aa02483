import { drawPoisson, priceLines } from './pricing.ts';
import type { Happening, Rng, SportModel } from './model.ts';
import { line } from './model.ts';
import { CARDS_PER_90, CORNERS_PER_90, type SoccerState, distributions } from './soccer-dists.ts';
import { nextGoal, priceAnytime } from './soccer-scorers.ts';
import {
  HT_FT,
  cardLines,
  cornerLines,
  firstHalfLines,
  fullTimeLines,
  passedTotals,
  scorerLines,
  secondHalfLines,
} from './soccer-lines.ts';
import { SCORER_SHARES } from './squads.ts';

export type { SoccerState } from './soccer-dists.ts';

/**
 * Football: independent Poisson goals, corners and cards per side (docs/decisions/021-sportsbook-engine.md,
 * the simulator section; 080 for the deeper markets). `t` runs 0..105: 45 minutes, a 15-minute
 * break, 45 minutes.
 */
function scorer(s: SoccerState, side: 0 | 1, rng: Rng): string {
  let u = rng();
  const urns = s.squads[side];
  for (let i = 0; i < urns.length; i++) if ((u -= SCORER_SHARES[i]!) < 0) return urns[i]!;
  return '';
}

/** One minute (or less) of play for one side. */
function play(s: SoccerState, side: 0 | 1, rng: Rng, dt: number, out: Happening[]) {
  const goals = drawPoisson(rng, (s.rate[side] * dt) / 90);
  for (let g = 0; g < goals; g++) {
    s.score[side]++;
    s.goals.push(side === 0 ? 'h' : 'a');
    s.scorers.push(scorer(s, side, rng));
    out.push('goal');
  }
  s.corners[side] += drawPoisson(rng, (CORNERS_PER_90 * dt) / 180);
  s.yellow[side] += drawPoisson(rng, (CARDS_PER_90.yellow * dt) / 90);
  const reds = drawPoisson(rng, (CARDS_PER_90.red * dt) / 90);
  s.red[side] += reds;
  for (let r = 0; r < reds; r++) out.push('red');
}

export const soccer: SportModel<SoccerState> = {
  init(rng, edge, _variant, squads) {
    const total = 2.4 + rng() * 0.6;
    const supremacy = 0.25 + edge * 1.2;
    const h = Math.max(0.35, (total + supremacy) / 2);
    const a = Math.max(0.35, (total - supremacy) / 2);
    return {
      t: 0,
      rate: [h, a],
      score: [0, 0],
      goals: [],
      scorers: [],
      squads: squads ?? [[], []],
      corners: [0, 0],
      yellow: [0, 0],
      red: [0, 0],
    };
  },
  advance(s, rng, to) {
    const out: Happening[] = [];
    while (s.t < to && s.t < 105) {
      const inPlay = s.t < 45 || s.t >= 60;
      const boundary = s.t < 45 ? 45 : s.t < 60 ? 60 : 105;
      const dt = Math.min(1, to - s.t, boundary - s.t);
      if (inPlay) {
        play(s, 0, rng, dt, out);
        play(s, 1, rng, dt, out);
        if (rng() < 0.06 * dt) out.push('danger');
      }
      s.t += dt;
      if (s.t >= 45 && !s.ht) {
        s.ht = [...s.score];
        out.push('period');
      }
      if (s.t >= 105) out.push('end');
    }
    return out;
  },
  ended: (s) => s.t >= 105,
  minute: (s) => Math.floor(s.t < 45 ? s.t : s.t < 60 ? 45 : Math.min(90, s.t - 15)),
  result: (s) => ({
    score: [...s.score],
    ht: s.ht,
    halves: s.ht && s.t >= 105 ? [s.ht, [s.score[0] - s.ht[0], s.score[1] - s.ht[1]]] : undefined,
    corners: s.corners[0] + s.corners[1],
    teamCorners: [...s.corners],
    cards: [s.yellow[0] + s.red[0], s.yellow[1] + s.red[1]],
    goals: [...s.goals],
    scorers: [...s.scorers],
  }),
  view(s) {
    const periods: [number, number][] = s.ht
      ? [s.ht, [s.score[0] - s.ht[0], s.score[1] - s.ht[1]]]
      : [[...s.score]];
    return {
      home: s.score[0],
      away: s.score[1],
      clock: s.t >= 45 && s.t < 60 ? 'HT' : `${soccer.minute(s) + 1}'`,
      periods,
      statistics: { corners: [...s.corners], yellowCards: [...s.yellow], redCards: [...s.red] },
    };
  },
  lines(s) {
    const live = s.t > 0 && s.t < 105;
    const count = (x: [number, number], y: [number, number] = [0, 0]) =>
      live ? x[0] + x[1] + y[0] + y[1] : null;
    return [
      ...fullTimeLines(count(s.score)),
      ...(s.ht ? [] : firstHalfLines()),
      line(47, HT_FT),
      ...secondHalfLines(),
      ...scorerLines(s.squads, s.t < 105 ? s.goals.length + 1 : null),
      ...cornerLines(count(s.corners)),
      ...cardLines(count(s.yellow, s.red)),
    ];
  },
  decided(s) {
    const players = [...s.squads[0], ...s.squads[1], '1716'];
    const cards = s.yellow[0] + s.yellow[1] + s.red[0] + s.red[1];
    return [
      ...(s.ht ? firstHalfLines() : []),
      ...passedTotals(18, s.score[0] + s.score[1]),
      ...passedTotals(166, s.corners[0] + s.corners[1]),
      ...passedTotals(139, cards),
      ...s.goals.map((_, i) => line(8, ['6', '7', '8'], 'goalnr', i + 1)),
      ...s.goals.map((_, i) => line(38, players, 'goalnr', i + 1)),
    ];
  },
  price(s, _rng, margin) {
    const d = distributions(s);
    const lines = soccer.lines(s);
    const on = (ids: number[]) => lines.filter((l) => ids.includes(l.id));
    return [
      ...priceLines(on([1, 10, 11, 18, 19, 20, 26, 29, 14, 16, 41, 35, 36, 37, 546, 547]), d.ft, margin),
      ...priceLines(on([60, 63, 68, 75]), d.ht, margin),
      ...priceLines(on([83, 90, 95]), d.secondHalf, margin),
      ...priceLines(on([47]), d.htft, margin),
      ...priceLines(on([8, 38, 39]), nextGoal(s), margin),
      ...on([40]).map((l) => priceAnytime(l, s, margin)),
      ...priceLines(on([166, 162, 169, 170]), d.corners, margin),
      ...priceLines(on([139, 136]), d.cards, margin),
    ];
  },
  nudge(s, rng) {
    s.rate = s.rate.map((r) => Math.max(0.3, r * Math.exp((rng() - 0.5) * 0.2))) as [number, number];
  },
};
