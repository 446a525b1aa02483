import { fork } from 'node:child_process';

export type LoadOptions = {
  url: string;
  method: 'GET' | 'POST';
  body?: unknown;
  /** One body per connection (connection i sends bodies[i % length]) instead of `body`. */
  bodies?: unknown[];
  headers?: Record<string, string>;
  connections: number;
  durationMs: number;
};

export type RawLoadResult = { elapsedMs: number; latencies: number[]; statuses: Record<string, number> };

export type LoadStats = {
  requests: number;
  rps: number;
  p50Ms: number;
  p99Ms: number;
  meanMs: number;
  maxMs: number;
  /** Answers outside 2xx and 304, plus connection failures (status 0). */
  errors: number;
  statuses: Record<string, number>;
};

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

/** Runs one bounded load in a child process and summarizes it. */
export function runLoad(opts: LoadOptions): Promise<LoadStats> {
  return new Promise((resolve, reject) => {
    const child = fork(new URL('./load-worker.ts', import.meta.url), [], {
      env: { ...process.env, BENCH_LOAD_OPTIONS: JSON.stringify(opts) },
      serialization: 'advanced',
    });
    child.once('error', reject);
    child.once('exit', (code) => {
      if (code) reject(new Error(`load process exited with ${code}`));
    });
    child.once('message', (message) => {
      const raw = message as RawLoadResult;
      const sorted = Float64Array.from(raw.latencies).sort();
      const list = Array.from(sorted);
      const requests = list.length;
      const errors = Object.entries(raw.statuses)
        .filter(([status]) => !/^2\d\d$|^304$/.test(status))
        .reduce((n, [, count]) => n + count, 0);
      resolve({
        requests,
        rps: requests / (raw.elapsedMs / 1000),
        p50Ms: percentile(list, 50),
        p99Ms: percentile(list, 99),
        meanMs: requests ? list.reduce((a, b) => a + b, 0) / requests : 0,
        maxMs: list.at(-1) ?? 0,
        errors,
        statuses: raw.statuses,
      });
    });
  });
}
