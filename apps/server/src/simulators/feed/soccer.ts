import { type Distribution, drawPoisson, poisson, priceLines } from './pricing.ts';
import { type Happening, type SportModel, OVER_UNDER, line } from './model.ts';
import type { LineSpec } from './settle.ts';

/**
 * Football: independent Poisson goals per side (docs/decisions/021-sportsbook-engine.md, the
 * simulator section). `t` runs 0..105: 45 minutes, a 15-minute break, 45 minutes.
 */
export type SoccerState = {
  t: number;
  /** Goals per 90 minutes. */
  rate: [number, number];
  score: [number, number];
  ht?: [number, number];
  goals: ('h' | 'a')[];
  corners: [number, number];
  yellow: [number, number];
  red: [number, number];
};

const CORNERS_PER_90 = 10;
const TOTALS = ['0.5', '1.5', '2.25', '2.5', '2.75', '3.5', '4.5'];
const ASIAN = ['-1', '-0.5', '-0.25', '0', '0.25', '0.5', '1'];
const CORNER_TOTALS = ['8.5', '9.5', '10.5'];
const SCORES = [...Array.from({ length: 25 }, (_, i) => `${Math.floor(i / 5)}:${i % 5}`), 'other'];
const HT_FT = Array.from({ length: 9 }, (_, i) => String(418 + 2 * i));
const ONE_X_TWO = ['1', '2', '3'];

/** Minutes of play left in the first half and in the whole match. */
function remaining(s: SoccerState): { first: number; total: number } {
  const first = Math.max(0, 45 - s.t);
  const second = s.t < 60 ? 45 : Math.max(0, 105 - s.t);
  return { first, total: first + second };
}

function add(score: [number, number], h: number, a: number): [number, number] {
  return [score[0] + h, score[1] + a];
}

function fullTimeLines(): LineSpec[] {
  return [
    line(1, ONE_X_TWO),
    line(10, ['9', '10', '11']),
    line(11, ['4', '5']),
    ...TOTALS.map((v) => line(18, OVER_UNDER, 'total', v)),
    line(29, ['74', '76']),
    line(14, ['1711', '1712', '1713'], 'hcp', '0:1'),
    line(14, ['1711', '1712', '1713'], 'hcp', '1:0'),
    ...ASIAN.map((v) => line(16, ['1714', '1715'], 'hcp', v)),
    line(41, SCORES),
  ];
}

/** The distributions each family of lines is priced on. */
function distributions(s: SoccerState) {
  const rem = remaining(s);
  const [rh, ra] = s.rate;
  const firstH = poisson((rh * rem.first) / 90, 5);
  const firstA = poisson((ra * rem.first) / 90, 5);
  const second = (rem.total - rem.first) / 90;
  const secondH = poisson(rh * second, 7);
  const secondA = poisson(ra * second, 7);
  // Accumulate by goals added (full time) and by half-time/full-time sign, then build results once.
  const ftP = Array.from({ length: 13 }, () => new Array<number>(13).fill(0));
  const htftP = [0, 1, 2].map(() => [0, 0, 0]);
  const ht: Distribution = [];
  firstH.forEach((ph, i) =>
    firstA.forEach((pa, j) => {
      const half = s.ht ?? add(s.score, i, j);
      ht.push({ p: ph * pa, r: { score: half, ht: half } });
      const htSign = Math.sign(half[0] - half[1]) + 1;
      const lead = s.score[0] - s.score[1] + i - j;
      secondH.forEach((qh, k) =>
        secondA.forEach((qa, l) => {
          const p = ph * pa * qh * qa;
          ftP[i + k]![j + l]! += p;
          htftP[htSign]![Math.sign(lead + k - l) + 1]! += p;
        }),
      );
    }),
  );
  const ft: Distribution = [];
  ftP.forEach((row, i) =>
    row.forEach((p, j) => {
      if (p > 1e-9) ft.push({ p, r: { score: add(s.score, i, j), ht: s.ht } });
    }),
  );
  // HT/FT only reads the signs: representative scores (sign+1, 1) stand for home, draw, away.
  const htft: Distribution = [];
  htftP.forEach((row, x) => row.forEach((p, y) => htft.push({ p, r: { ht: [x, 1], score: [y, 1] } })));
  const lh = (rh * rem.total) / 90;
  const la = (ra * rem.total) / 90;
  const none = Math.exp(-(lh + la));
  const next: Distribution = [
    { p: none, r: { score: s.score, goals: s.goals } },
    ...(lh + la > 0
      ? (['h', 'a'] as const).map((who) => ({
          p: ((1 - none) * (who === 'h' ? lh : la)) / (lh + la),
          r: { score: s.score, goals: [...s.goals, who] },
        }))
      : []),
  ];
  const total = s.corners[0] + s.corners[1];
  const corners = poisson((CORNERS_PER_90 * rem.total) / 90, 30).map((p, k) => ({
    p,
    r: { score: s.score, corners: total + k },
  }));
  return { ft, ht, htft, next, corners };
}

export const soccer: SportModel<SoccerState> = {
  init(rng, edge) {
    const total = 2.4 + rng() * 0.6;
    const supremacy = 0.25 + edge * 1.2;
    const h = Math.max(0.35, (total + supremacy) / 2);
    const a = Math.max(0.35, (total - supremacy) / 2);
    return { t: 0, rate: [h, a], score: [0, 0], goals: [], corners: [0, 0], yellow: [0, 0], red: [0, 0] };
  },
  advance(s, rng, to) {
    const out: Happening[] = [];
    while (s.t < to && s.t < 105) {
      const inPlay = s.t < 45 || s.t >= 60;
      const boundary = s.t < 45 ? 45 : s.t < 60 ? 60 : 105;
      const dt = Math.min(1, to - s.t, boundary - s.t);
      if (inPlay) {
        for (const side of [0, 1] as const) {
          const goals = drawPoisson(rng, (s.rate[side] * dt) / 90);
          for (let g = 0; g < goals; g++) {
            s.score[side]++;
            s.goals.push(side === 0 ? 'h' : 'a');
            out.push('goal');
          }
          s.corners[side] += drawPoisson(rng, (CORNERS_PER_90 * dt) / 180);
          if (rng() < (2 * dt) / 90) s.yellow[side]++;
          if (rng() < (0.1 * dt) / 90) s.red[side]++;
        }
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
    corners: s.corners[0] + s.corners[1],
    goals: [...s.goals],
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
    return [
      ...fullTimeLines(),
      ...(s.ht ? [] : [line(60, ONE_X_TWO)]),
      line(47, HT_FT),
      ...(s.t < 105 ? [line(8, ['6', '7', '8'], 'goalnr', s.goals.length + 1)] : []),
      ...CORNER_TOTALS.map((v) => line(166, OVER_UNDER, 'total', v)),
    ];
  },
  decided(s) {
    return [
      ...(s.ht ? [line(60, ONE_X_TWO)] : []),
      ...s.goals.map((_, i) => line(8, ['6', '7', '8'], 'goalnr', i + 1)),
    ];
  },
  price(s, _rng, margin) {
    const d = distributions(s);
    const lines = soccer.lines(s);
    const on = (ids: number[]) => lines.filter((l) => ids.includes(l.id));
    return [
      ...priceLines(on([1, 10, 11, 18, 29, 14, 16, 41]), d.ft, margin),
      ...priceLines(on([60]), d.ht, margin),
      ...priceLines(on([47]), d.htft, margin),
      ...priceLines(on([8]), d.next, margin),
      ...priceLines(on([166]), d.corners, margin),
    ];
  },
  nudge(s, rng) {
    s.rate = s.rate.map((r) => Math.max(0.3, r * Math.exp((rng() - 0.5) * 0.2))) as [number, number];
  },
};
