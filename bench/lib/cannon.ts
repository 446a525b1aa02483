/**
 * HTTP load with autocannon from several processes at once (cannon-worker.ts): one process tops
 * out below what a bare node:http route answers, so the connections are split over `workers`
 * processes and their results summed. Each reports its CPU time, so the caller can tell a
 * server-bound run from a client-bound one.
 */
import { fork } from 'node:child_process';

export type CannonLoad = {
  url: string;
  method: 'GET' | 'POST';
  path: string;
  headers?: Record<string, string>;
  /** One body per connection (connection i sends bodies[i % length]). */
  bodies?: unknown[];
  connections: number;
  durationMs: number;
  /** Hub88 bets signed before the run, each sent once: `amount` of them in all. */
  wallet?: { privateKeyPem: string; gameCode: string; players: { user: string; token: string }[] };
  amount?: number;
};
export type CannonJob = CannonLoad & { firstConnection: number };
export type WorkerReport = {
  requests: number;
  elapsedMs: number;
  p50Ms: number;
  p99Ms: number;
  errors: number;
  refused: Record<string, number>;
  cpuMs: number;
};
export type CannonStats = {
  requests: number;
  rps: number;
  /** The workers' p50 weighted by their requests, and the worst worker's p99. */
  p50Ms: number;
  p99Ms: number;
  errors: number;
  refused: Record<string, number>;
  elapsedMs: number;
  workers: number;
  /** The load processes' CPU in cores (CPU ms over wall ms), summed and the busiest one's. */
  clientCores: number;
  busiestWorkerCores: number;
};

function runWorker(job: CannonJob): Promise<WorkerReport> {
  return new Promise((resolve, reject) => {
    const child = fork(new URL('./cannon-worker.ts', import.meta.url), [], { serialization: 'advanced' });
    child.once('error', reject);
    child.once('exit', (code) => {
      if (code) reject(new Error(`autocannon worker exited with ${code}`));
    });
    child.once('message', (m) => resolve(m as WorkerReport));
    child.send(job);
  });
}

export async function runCannon(load: CannonLoad, workers: number): Promise<CannonStats> {
  const n = Math.max(1, Math.min(workers, load.connections));
  const jobs = Array.from({ length: n }, (_, i): CannonJob => {
    const share = (total: number) => Math.floor(total / n) + (i < total % n ? 1 : 0);
    return {
      ...load,
      connections: share(load.connections),
      amount: load.amount === undefined ? undefined : share(load.amount),
      firstConnection: i * Math.ceil(load.connections / n),
    };
  });
  const reports = await Promise.all(jobs.map(runWorker));
  const requests = reports.reduce((a, r) => a + r.requests, 0);
  const elapsedMs = Math.max(...reports.map((r) => r.elapsedMs));
  const refused: Record<string, number> = {};
  for (const r of reports) for (const [k, v] of Object.entries(r.refused)) refused[k] = (refused[k] ?? 0) + v;
  return {
    requests,
    rps: reports.reduce((a, r) => a + r.requests / (r.elapsedMs / 1000), 0),
    p50Ms: requests ? reports.reduce((a, r) => a + r.p50Ms * r.requests, 0) / requests : 0,
    p99Ms: Math.max(...reports.map((r) => r.p99Ms)),
    errors: reports.reduce((a, r) => a + r.errors, 0),
    refused,
    elapsedMs,
    workers: n,
    clientCores: reports.reduce((a, r) => a + r.cpuMs, 0) / elapsedMs,
    busiestWorkerCores: Math.max(...reports.map((r) => r.cpuMs / r.elapsedMs)),
  };
}
