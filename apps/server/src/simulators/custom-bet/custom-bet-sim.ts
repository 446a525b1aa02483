import type { BuilderPick } from '@lalebet/shared';
import type { LineState } from '../../modules/sportsbook/catalogue.ts';
import type {
  BuilderLine,
  CustomBetQuote,
  CustomBetService,
} from '../../modules/sportsbook/builder/custom-bet.port.ts';
import { evaluate } from '../feed/settle.ts';
import { type ScoreGrid, fairOf, fitGoals, scoreGrid } from './goals-model.ts';

/**
 * The simulated custom-bet service (docs/decisions/072-bet-builder.md): a pick is a predicate of
 * the full-time score, the joint probability is Σ over the score grid of p × Π predicates, and
 * the price is 1 / (p × (1 + margin)) rounded down to the hundredth (never below the margin).
 * Only markets decided by the full-time score with no void or half result are offered.
 */

/** The builder's margin over the joint fair probability. */
export const BUILDER_MARGIN = 0.1;
const MIN_ODDS_MILLI = 1010;
const MAX_ODDS_MILLI = 1_000_000;

/** The event's lines as the catalogue holds them now (undefined: no such event). */
export type EventLines = (eventId: string) => readonly LineState[] | undefined;

const half = (specifiers: string, key: string) => {
  const m = new RegExp(`(?:^|\\|)${key}=(-?\\d+)\\.5$`).exec(specifiers);
  return m !== null;
};

/**
 * Markets the full-time score alone decides, win or lose: 1X2, double chance, European handicap,
 * both teams to score, correct score, odd/even, the 1X2 or double chance & BTTS or & total
 * combinations, and half-goal totals (match and team) and Asian lines (whole and quarter
 * lines can push or half-win; draw no bet pushes on a draw).
 */
export function combinable(line: Pick<LineState, 'marketId' | 'specifiers'>): boolean {
  switch (line.marketId) {
    case 1:
    case 10:
    case 14:
    case 26:
    case 29:
    case 35:
    case 41:
    case 546:
      return true;
    case 18:
    case 19:
    case 20:
    case 36:
    case 37:
    case 547:
      return half(line.specifiers, 'total');
    case 16:
      return half(line.specifiers, 'hcp');
    default:
      return false;
  }
}

/** Pre-match football only: the event not started, no line priced live. */
function preMatch(lines: readonly LineState[], now: number): boolean {
  const first = lines[0];
  if (!first || first.sport !== 'soccer') return false;
  return lines.every((l) => !l.live && l.eventStatus === 'not_started' && l.startTime.getTime() > now);
}

/** The score grid fitted to the event's prices; null without an active 1X2. */
function gridOf(lines: readonly LineState[]): ScoreGrid | null {
  const oneXTwo = fairOf(
    lines.find((l) => l.marketId === 1 && l.specifiers === ''),
    ['1', '2', '3'],
  );
  if (!oneXTwo) return null;
  const totals = lines
    .filter((l) => l.marketId === 18 && combinable(l))
    .map((l) => ({ line: Number(l.specifiers.split('=')[1]), fair: fairOf(l, ['12', '13']) }))
    .filter((t) => t.fair)
    .sort((a, b) => Math.abs(a.line - 2.5) - Math.abs(b.line - 2.5));
  const total = totals[0] ? { line: totals[0].line, over: totals[0].fair![0]! } : null;
  const [home, away] = fitGoals(oneXTwo, total);
  return scoreGrid(home, away);
}

const wins = (p: BuilderPick, h: number, a: number) => {
  const r = evaluate(p.marketId, p.specifiers, p.outcomeId, { score: [h, a] });
  return r?.result === 1 && !r.voidFactor;
};

/** Σ grid p × Π predicates. */
export function jointProbability(grid: ScoreGrid, picks: readonly BuilderPick[]): number {
  let sum = 0;
  grid.forEach((row, h) =>
    row.forEach((p, a) => {
      if (picks.every((pick) => wins(pick, h, a))) sum += p;
    }),
  );
  return sum;
}

/** Pairs that cannot win together: the same line twice, or no score where both win. */
function conflictsOf(grid: ScoreGrid, picks: readonly BuilderPick[]): [number, number][] {
  const out: [number, number][] = [];
  for (let i = 0; i < picks.length; i++)
    for (let j = i + 1; j < picks.length; j++) {
      const [x, y] = [picks[i]!, picks[j]!];
      const sameLine = x.marketId === y.marketId && x.specifiers === y.specifiers;
      if (sameLine || jointProbability(grid, [x, y]) === 0) out.push([i, j]);
    }
  return out;
}

/** The price of a joint probability: margin on, rounded down to the hundredth. */
export function builderOddsMilli(probability: number, margin = BUILDER_MARGIN): number | null {
  const milli = Math.floor(100 / (probability * (1 + margin))) * 10;
  return milli < MIN_ODDS_MILLI ? null : Math.min(MAX_ODDS_MILLI, milli);
}

export function createCustomBetSim(eventLines: EventLines, now: () => number): CustomBetService {
  /** The event's combinable active lines and its grid, or null when nothing is offered. */
  function offer(eventId: string) {
    const lines = eventLines(eventId);
    if (!lines || !preMatch(lines, now())) return null;
    const open = lines.filter((l) => l.status === 'active' && combinable(l));
    const grid = open.length >= 2 ? gridOf(lines) : null;
    return grid && { open, grid };
  }
  return {
    async markets(eventId): Promise<BuilderLine[] | null> {
      const o = offer(eventId);
      return o && o.open.map((l) => ({ marketId: l.marketId, specifiers: l.specifiers }));
    },
    async calculate(eventId, picks): Promise<CustomBetQuote | null> {
      const o = offer(eventId);
      if (!o) return null;
      const offered = (p: BuilderPick) =>
        o.open.some(
          (l) =>
            l.marketId === p.marketId && l.specifiers === p.specifiers && l.outcomes.get(p.outcomeId)?.active,
        );
      if (!picks.every(offered)) return null;
      const conflicts = conflictsOf(o.grid, picks);
      if (conflicts.length) return { conflicts };
      const probability = jointProbability(o.grid, picks);
      const all = picks.flatMap((_, i) =>
        picks.slice(i + 1).map((__, k): [number, number] => [i, i + 1 + k]),
      );
      if (probability === 0) return { conflicts: all };
      const oddsMilli = builderOddsMilli(probability);
      return oddsMilli === null ? null : { oddsMilli, probability };
    },
  };
}
