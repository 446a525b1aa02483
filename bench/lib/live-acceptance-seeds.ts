/**
 * Live acceptance over several simulator seeds. One seed is one set of matches: on a quiet
 * machine two runs of the same seed place nearly the same bets and get nearly the same verdicts
 * (the default seed twice: 'any' 182 of 192 and 181 of 191), while other seeds give 96 to 97 %.
 * A rate "at the simulator's default speed" is a property of the simulator, not of one seed's
 * matches, so the bench pools several seeds and gives the pooled share with its 95 % interval.
 */
import type { OddsChangePolicy } from '@lalebet/shared';
import { type LiveAcceptanceResult, type PolicyRow, runLiveAcceptanceBench } from './live-acceptance.ts';

/** The simulator's default seed first, then the others. */
export const LIVE_SEEDS = [20261127, 11, 12, 13, 14, 15, 16, 17, 18] as const;

export type PooledPolicy = {
  policy: OddsChangePolicy;
  placed: number;
  accepted: number;
  rate: number;
  /** Wilson score interval at 95 %, as shares. */
  low: number;
  high: number;
  /** Each seed's share, in the order of `seeds`. */
  bySeed: number[];
  refused: Record<string, number>;
  suspendedBySport: Record<string, number>;
  placedBySport: Record<string, number>;
};

export type LiveAcceptanceSeeds = {
  seconds: number;
  speed: number;
  seeds: number[];
  pooled: PooledPolicy[];
  runs: LiveAcceptanceResult[];
};

/** Wilson's interval for `k` of `n` (z = 1.96): honest at shares near 0 or 1, unlike k/n ± 2 SE. */
export function wilson(k: number, n: number, z = 1.96): { low: number; high: number } {
  if (n === 0) return { low: 0, high: 1 };
  const p = k / n;
  const centre = p + (z * z) / (2 * n);
  const spread = z * Math.sqrt((p * (1 - p)) / n + (z * z) / (4 * n * n));
  const denominator = 1 + (z * z) / n;
  // Rounding can put an edge a hair outside 0..1.
  const clamp = (x: number) => Math.min(1, Math.max(0, x));
  return { low: clamp((centre - spread) / denominator), high: clamp((centre + spread) / denominator) };
}

function add(into: Record<string, number>, from: Record<string, number>) {
  for (const [key, n] of Object.entries(from)) into[key] = (into[key] ?? 0) + n;
}

/** Sums the runs' rows per policy. */
export function poolRuns(runs: LiveAcceptanceResult[]): PooledPolicy[] {
  const pooled = new Map<OddsChangePolicy, PooledPolicy>();
  for (const run of runs) {
    for (const row of run.rows) {
      const p = pooled.get(row.policy) ?? emptyPolicy(row);
      p.placed += row.placed;
      p.accepted += row.accepted;
      p.bySeed.push(row.rate);
      add(p.refused, row.refused);
      add(p.suspendedBySport, row.suspendedBySport);
      add(p.placedBySport, row.placedBySport);
      pooled.set(row.policy, p);
    }
  }
  return [...pooled.values()].map((p) => {
    const rate = p.placed ? p.accepted / p.placed : 0;
    return { ...p, rate, ...wilson(p.accepted, p.placed) };
  });
}

function emptyPolicy(row: PolicyRow): PooledPolicy {
  return {
    policy: row.policy,
    placed: 0,
    accepted: 0,
    rate: 0,
    low: 0,
    high: 1,
    bySeed: [],
    refused: {},
    suspendedBySport: {},
    placedBySport: {},
  };
}

/** One run per seed, one after another (runs side by side would share this process's clock). */
export async function runLiveAcceptanceSeeds(opts: {
  seconds: number;
  seeds: readonly number[];
  speed?: number;
}): Promise<LiveAcceptanceSeeds> {
  const runs: LiveAcceptanceResult[] = [];
  for (const seed of opts.seeds) runs.push(await runLiveAcceptanceBench({ ...opts, seed }));
  return {
    seconds: opts.seconds,
    speed: runs[0]?.speed ?? 0,
    seeds: [...opts.seeds],
    pooled: poolRuns(runs),
    runs,
  };
}
