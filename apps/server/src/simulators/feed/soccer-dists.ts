import type { FeedMarket } from '../../lib/feed/envelope.ts';
import { type Distribution, fairProbabilities, poisson, priceLine } from './pricing.ts';
import type { LineSpec } from './settle.ts';
import { SCORER_SHARES } from './squads.ts';

/**
 * The exact distributions football's lines are priced on, each over the part of the result its
 * lines read (docs/decisions/021-sportsbook-engine.md, 080): independent Poisson goals, corners
 * and cards per side; each goal's scorer a fixed share of the team's goals (Poisson thinning).
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

/** Expected goals left per named player, home squad then away, and per side in all. */
function scorerRates(s: SoccerState) {
  const rem = remaining(s).total / 90;
  const side = [s.rate[0] * rem, s.rate[1] * rem];
  const players = s.squads.flatMap((urns, k) =>
    urns.map((urn, i) => ({ urn, k, rate: side[k]! * SCORER_SHARES[i]! })),
  );
  return { side, players };
}

/** The next goal: none, or by one side, by a named player or anyone else (8, 38 and 39 read it). */
function nextGoal(s: SoccerState): Distribution {
  const { side, players } = scorerRates(s);
  const all = side[0]! + side[1]!;
  const none = Math.exp(-all);
  const next: Distribution = [{ p: none, r: { score: s.score, goals: s.goals, scorers: s.scorers } }];
  if (all <= 0) return next;
  const goal = (p: number, k: number, urn: string) =>
    next.push({
      p: ((1 - none) * p) / all,
      r: { score: s.score, goals: [...s.goals, k === 0 ? 'h' : 'a'], scorers: [...s.scorers, urn] },
    });
  for (const player of players) goal(player.rate, player.k, player.urn);
  for (const k of [0, 1])
    goal(side[k]! - players.filter((x) => x.k === k).reduce((t, x) => t + x.rate, 0), k, '');
  return next;
}

/** Anytime scorer: each outcome on its own two results (scores again or not). */
export function priceAnytime(line: LineSpec, s: SoccerState, margin: number): FeedMarket {
  const { side, players } = scorerRates(s);
  const q = line.outcomes.map((id) => {
    const rate = id === '1716' ? side[0]! + side[1]! : (players.find((x) => x.urn === id)?.rate ?? 0);
    const p = id === '1716' ? Math.exp(-rate) : 1 - Math.exp(-rate);
    const more = id === '1716' ? [] : [id];
    const dist: Distribution = [
      { p: id === '1716' ? p : 1 - p, r: { score: s.score, scorers: s.scorers } },
      {
        p: id === '1716' ? 1 - p : p,
        r: { score: s.score, scorers: [...s.scorers, ...(more.length ? more : [''])] },
      },
    ];
    return fairProbabilities({ ...line, outcomes: [id] }, dist)[0]!;
  });
  // A player who has scored is decided on his own: close his outcome, keep pricing the others.
  const open = line.outcomes.filter((_, i) => q[i]! < 0.97);
  const priced = priceLine(
    { ...line, outcomes: open },
    open.map((id) => q[line.outcomes.indexOf(id)]!),
    margin,
  );
  const byId = new Map((priced.outcomes ?? []).map((o) => [o.id, o]));
  return {
    ...priced,
    outcomes: line.outcomes.map(
      (id, i) => byId.get(id) ?? { id, oddsMilli: 1000, active: false, probability: q[i]! },
    ),
  };
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
  next: nextGoal(s),
  ...countDistributions(s),
});
