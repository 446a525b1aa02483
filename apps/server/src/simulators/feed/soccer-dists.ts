import { type Distribution, poisson } from './pricing.ts';

/**
 * The exact distributions football's lines are priced on, each over the part of the result its
 * lines read (docs/decisions/021-sportsbook-engine.md, 080): independent Poisson goals, corners
 * and cards per side (the scorers' in soccer-scorers.ts).
 */
export type SoccerState = {
  t: number;
  /** Goals per 90 minutes. */
  rate: [number, number];
  score: [number, number];
  ht?: [number, number];
  goals: ('h' | 'a')[];
  /** Each goal's scorer: a player URN, '' for anyone else (squads.ts). */
  scorers: string[];
  /** The named players' URNs per side. */
  squads: [string[], string[]];
  corners: [number, number];
  yellow: [number, number];
  red: [number, number];
};

export const CORNERS_PER_90 = 10;
export const CARDS_PER_90 = { yellow: 2, red: 0.1 };

/** Minutes of play left in the first half and in the whole match. */
export function remaining(s: SoccerState): { first: number; total: number } {
  const first = Math.max(0, 45 - s.t);
  const second = s.t < 60 ? 45 : Math.max(0, 105 - s.t);
  return { first, total: first + second };
}

const add = (x: [number, number], h: number, a: number): [number, number] => [x[0] + h, x[1] + a];

/** Two independent Poisson counts added to `base`, as results `make` builds. */
function pairs(means: [number, number], max: number, make: (h: number, a: number) => Distribution[0]['r']) {
  const [ph, pa] = [poisson(means[0], max), poisson(means[1], max)];
  const out: Distribution = [];
  ph.forEach((p, i) => pa.forEach((q, j) => out.push({ p: p * q, r: make(i, j) })));
  return out;
}

/** Full time, half time and HT/FT, accumulated over both halves' goals. */
function goalDistributions(s: SoccerState) {
  const rem = remaining(s);
  const [rh, ra] = s.rate;
  const firstH = poisson((rh * rem.first) / 90, 5);
  const firstA = poisson((ra * rem.first) / 90, 5);
  const second = (rem.total - rem.first) / 90;
  const secondH = poisson(rh * second, 7);
  const secondA = poisson(ra * second, 7);
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
  // The second half's own score: what it has so far (after half-time) plus what is left of it.
  const sofar: [number, number] = s.ht ? [s.score[0] - s.ht[0], s.score[1] - s.ht[1]] : [0, 0];
  const secondHalf = pairs([rh * second, ra * second], 7, (k, l) => ({
    score: s.score,
    halves: [[0, 0], add(sofar, k, l)],
  }));
  return { ft, ht, htft, secondHalf };
}

/** Corners and cards: the remaining counts per side, independent Poisson. */
function countDistributions(s: SoccerState) {
  const rem = remaining(s).total / 90;
  const corners = pairs([(CORNERS_PER_90 / 2) * rem, (CORNERS_PER_90 / 2) * rem], 16, (i, j) => {
    const teamCorners = add(s.corners, i, j);
    return { score: s.score, corners: teamCorners[0] + teamCorners[1], teamCorners };
  });
  const per = (CARDS_PER_90.yellow + CARDS_PER_90.red) * rem;
  const cards = pairs([per, per], 12, (i, j) => ({
    score: s.score,
    cards: add(add(s.yellow, s.red[0], s.red[1]), i, j),
  }));
  return { corners, cards };
}

export const distributions = (s: SoccerState) => ({
  ...goalDistributions(s),
  ...countDistributions(s),
});
