import type { LineState } from '../../modules/sportsbook/catalogue.ts';
import { poisson } from '../feed/pricing.ts';

/**
 * The simulated custom-bet service's match model (docs/decisions/072-bet-builder.md): each side's
 * goals independent Poisson, their means fitted to the event's current margin-free prices (the
 * 1X2 for the sides' balance, a total-goals line for the expected goals), so the builder agrees
 * with the single prices the player sees whatever the feed is.
 */

/** Scores 0..GRID_MAX per side; the last bucket holds the tail. */
export const GRID_MAX = 10;
/** Expected goals when the event has no half-goal total line. */
const DEFAULT_GOALS = 2.6;

/** A score grid: p[h][a], summing to 1. */
export type ScoreGrid = number[][];

export function scoreGrid(home: number, away: number): ScoreGrid {
  const ph = poisson(home, GRID_MAX);
  const pa = poisson(away, GRID_MAX);
  return ph.map((x) => pa.map((y) => x * y));
}

/** Margin-free probabilities of a line's outcomes, in the order asked; null if one is missing. */
export function fairOf(line: LineState | undefined, ids: string[]): number[] | null {
  if (!line || line.status !== 'active') return null;
  const inverse = ids.map((id) => {
    const o = line.outcomes.get(id);
    return o?.active ? 1000 / o.oddsMilli : NaN;
  });
  if (inverse.some(Number.isNaN)) return null;
  const sum = inverse.reduce((s, x) => s + x, 0);
  return inverse.map((x) => x / sum);
}

/** The x in [lo, hi] where the increasing f(x) meets `target` (bisection, 40 steps). */
function solve(f: (x: number) => number, target: number, lo: number, hi: number): number {
  for (let i = 0; i < 40; i++) {
    const mid = (lo + hi) / 2;
    if (f(mid) < target) lo = mid;
    else hi = mid;
  }
  return (lo + hi) / 2;
}

const sumWhere = (g: ScoreGrid, keep: (h: number, a: number) => boolean) =>
  g.reduce((s, row, h) => row.reduce((t, p, a) => (keep(h, a) ? t + p : t), s), 0);

/**
 * The sides' expected goals from the 1X2's fair probabilities and, when given, one half-goal
 * total line's (`line`, P(over)). The total fixes the sum, the 1X2 the split.
 */
export function fitGoals(oneXTwo: number[], total: { line: number; over: number } | null): [number, number] {
  const mean = total
    ? solve((m) => sumWhere(scoreGrid(m / 2, m / 2), (h, a) => h + a > total.line), total.over, 0.05, 12)
    : DEFAULT_GOALS;
  const lead = oneXTwo[0]! - oneXTwo[2]!;
  const share = solve(
    (s) => {
      const g = scoreGrid(s * mean, (1 - s) * mean);
      return sumWhere(g, (h, a) => h > a) - sumWhere(g, (h, a) => h < a);
    },
    lead,
    0.02,
    0.98,
  );
  return [share * mean, (1 - share) * mean];
}
