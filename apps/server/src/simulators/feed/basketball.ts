import { copy, monteCarlo } from './court.ts';
import {
  type Happening,
  type Rng,
  type SportModel,
  HCP_TWO_WAY,
  OVER_UNDER,
  TWO_WAY,
  line,
} from './model.ts';
import {
  type BasketballState,
  firstHalf,
  lineValues,
  periodLines,
  result,
  secondHalf,
} from './basketball-lines.ts';
import { drawPoisson, priceLines } from './pricing.ts';
import { POINT_SHARES } from './squads.ts';

export type { BasketballState } from './basketball-lines.ts';

/**
 * Basketball: points per minute per side; four quarters, five-minute overtimes until untied.
 * Three named players per side score a fixed share of their team's points
 * (docs/decisions/080-deeper-simulator-markets.md).
 */
const periodEnd = (s: BasketballState) =>
  s.quarter <= 4 ? s.quarter * s.qlen : 4 * s.qlen + (s.quarter - 4) * 5;
const points = (rng: Rng, r: number) =>
  2 * drawPoisson(rng, 0.4 * r) + 3 * drawPoisson(rng, 0.06 * r) + drawPoisson(rng, 0.02 * r);
/** `dt` minutes of one side's scoring: each named player's share, then everyone else's. */
function score(s: BasketballState, side: 0 | 1, rng: Rng, dt: number): number {
  const r = s.rate[side] * dt;
  let total = 0;
  for (let j = 0; j < POINT_SHARES.length; j++) {
    const k = side * POINT_SHARES.length + j;
    if (s.players[k] === undefined) continue;
    const p = points(rng, r * POINT_SHARES[j]!);
    s.pts[k]! += p;
    total += p;
  }
  const named = s.players.length ? POINT_SHARES.reduce((a, b) => a + b, 0) : 0;
  return total + points(rng, r * (1 - named));
}

export const basketball: SportModel<BasketballState> = {
  init(rng, edge, variant, squads) {
    const qlen = variant === 'nba' ? 12 : 10;
    const perMin = (variant === 'nba' ? 2.35 : 2.05) + rng() * 0.15;
    const rate: [number, number] = [perMin * (1 + 0.06 * edge) + 0.03, perMin * (1 - 0.06 * edge)];
    const diff = (rate[0] - rate[1]) * 4 * qlen;
    const total = (rate[0] + rate[1]) * 4 * qlen;
    const main = Math.round(diff);
    const mid = Math.round(total);
    const players = squads ? [...squads[0], ...squads[1]] : [];
    return {
      t: 0,
      quarter: 1,
      qlen,
      rate,
      score: [0, 0],
      periods: [[0, 0]],
      hcps: [-main - 4.5, -main - 0.5, -main + 3.5],
      totals: [mid - 6.5, mid + 0.5, mid + 6.5],
      players,
      pts: players.map(() => 0),
      ln: lineValues(rate, qlen, players),
      done: false,
    };
  },
  advance(s, rng, to) {
    const out: Happening[] = [];
    while (!s.done && s.t < to) {
      const end = periodEnd(s);
      const dt = Math.min(to, end) - s.t;
      for (const side of [0, 1] as const) {
        const p = score(s, side, rng, dt);
        s.score[side] += p;
        s.periods[s.periods.length - 1]![side] += p;
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
  result,
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
    ...s.ln.team[0].map((v) => line(227, OVER_UNDER, 'total', v)),
    ...s.ln.team[1].map((v) => line(228, OVER_UNDER, 'total', v)),
    ...(s.quarter <= 2 ? firstHalf(s) : []),
    ...(s.quarter <= 4 ? secondHalf(s) : []),
    ...periodLines(s, s.quarter, 4),
    ...s.players.map((urn, k) => ({
      ...line(921, OVER_UNDER),
      specifiers: `player=${urn}|total=${s.ln.player[k]}`,
    })),
  ],
  decided: (s) => [
    ...periodLines(s, 1, Math.min(4, s.quarter - 1)),
    ...(s.quarter > 2 ? firstHalf(s) : []),
    ...(s.quarter > 4 ? secondHalf(s) : []),
  ],
  price: (s, rng, margin) => priceLines(basketball.lines(s), monteCarlo(basketball, s, rng), margin),
  nudge(s, rng) {
    s.rate = s.rate.map((r) => r * (1 + (rng() - 0.5) * 0.04)) as [number, number];
  },
};
