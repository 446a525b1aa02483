/**
 * One measured run: autocannon load (cannon.ts) with the CPU the target process and, on
 * PostgreSQL, the target database's backends spent meanwhile.
 */
import { type CannonLoad, type CannonStats, runCannon } from './cannon.ts';
import { cpuMsOf, databaseBackends } from './proc-cpu.ts';

export type Measured = {
  stats: CannonStats;
  /** The server process's CPU in cores over the run, and per answered request. */
  serverCores: number;
  serverUsPerRequest: number;
  /** The database backends' CPU per answered request (PostgreSQL only). */
  dbUsPerRequest: number | null;
  /** The floor's load generator was the bottleneck: no ratio may be taken against this run. */
  clientBound: boolean;
};

export type MeasureTarget = { pid: number; database?: { name: string; adminUrl: string } };

/** A load process at 90% of its core or more is what limits the run, not the server. */
export const CLIENT_BOUND_CORES = 0.9;

export async function measure(
  target: MeasureTarget,
  load: CannonLoad,
  opts: { workers: number; warmup?: Partial<CannonLoad> },
): Promise<Measured> {
  if (opts.warmup) await runCannon({ ...load, ...opts.warmup }, opts.workers);
  const db = target.database ? await databaseBackends(target.database.adminUrl, target.database.name) : null;
  try {
    await db?.mark();
    const cpu = cpuMsOf(target.pid);
    const stats = await runCannon(load, opts.workers);
    const serverMs = cpuMsOf(target.pid) - cpu;
    const dbMs = db ? await db.since() : null;
    const answered = Math.max(1, stats.requests);
    return {
      stats,
      serverCores: serverMs / stats.elapsedMs,
      serverUsPerRequest: (serverMs * 1000) / answered,
      dbUsPerRequest: dbMs === null ? null : (dbMs * 1000) / answered,
      clientBound: stats.busiestWorkerCores >= CLIENT_BOUND_CORES,
    };
  } finally {
    await db?.close();
  }
}
