import { HCP_TWO_WAY, OVER_UNDER, line } from './model.ts';
import type { LineSpec, MatchResult } from './settle.ts';
import { POINT_SHARES } from './squads.ts';

/** Basketball's state, its lines beyond the winner, handicaps and totals, and its result (basketball.ts). */
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
  /** Named players (home three, then away three) and their points. */
  players: string[];
  pts: number[];
  /** The other lines, set at the start: team totals, a quarter's and a half's total and handicap, players. */
  ln: { team: [number[], number[]]; quarter: number; half: number; halfHcp: number; player: number[] };
  done: boolean;
};

const half = (x: number) => Math.round(x) + 0.5;
const sum = (ps: [number, number][]): [number, number] => [ps[0]![0] + ps[1]![0], ps[0]![1] + ps[1]![1]];

export function lineValues(rate: [number, number], qlen: number, players: string[]): BasketballState['ln'] {
  const game = 4 * qlen;
  return {
    team: rate.map((r) => [half(r * game) - 4, half(r * game) + 4]) as [number[], number[]],
    quarter: half((rate[0] + rate[1]) * qlen),
    half: half((rate[0] + rate[1]) * 2 * qlen),
    halfHcp: -half((rate[0] - rate[1]) * 2 * qlen),
    player: players.map((_, k) => {
      const side = k < POINT_SHARES.length ? 0 : 1;
      return half(rate[side] * game * POINT_SHARES[k % POINT_SHARES.length]!);
    }),
  };
}

export function result(s: BasketballState): MatchResult {
  const quarters = s.done ? 4 : s.periods.length - 1;
  const pts: Record<string, number> = {};
  s.players.forEach((urn, k) => (pts[urn] = s.pts[k]!));
  return {
    score: [...s.score],
    periods: s.periods.map((p) => [...p]),
    ht: quarters >= 2 ? sum(s.periods.slice(0, 2)) : undefined,
    halves: quarters >= 4 ? [sum(s.periods.slice(0, 2)), sum(s.periods.slice(2, 4))] : undefined,
    points: pts,
  };
}

/** Quarter, half and player lines still to play for: quarter `from` on, the halves not yet over. */
export function periodLines(s: BasketballState, from: number, to: number): LineSpec[] {
  const out: LineSpec[] = [];
  for (let q = from; q <= to; q++)
    out.push(line(235, ['1', '2', '3'], 'quarternr', q), {
      ...line(236, OVER_UNDER),
      specifiers: `quarternr=${q}|total=${s.ln.quarter}`,
    });
  return out;
}

export const firstHalf = (s: BasketballState) => [
  line(60, ['1', '2', '3']),
  line(66, HCP_TWO_WAY, 'hcp', s.ln.halfHcp),
  line(68, OVER_UNDER, 'total', s.ln.half),
];
export const secondHalf = (s: BasketballState) => [
  line(83, ['1', '2', '3']),
  line(90, OVER_UNDER, 'total', s.ln.half),
];
