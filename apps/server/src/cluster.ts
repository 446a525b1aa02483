import cluster, { type Worker } from 'node:cluster';
import path from 'node:path';
import type { Config } from './config.ts';
import { serveClusterMetrics } from './infra/metrics/cluster.ts';

/** What a worker tells the primary once it listens: the start-up line to print. */
export type WorkerReady = { kind: 'lalebet:ready'; banner: string };

const RESTART_MIN_MS = 1_000;
const RESTART_MAX_MS = 30_000;
/** A worker that dies sooner than this after its start counts as a crash loop: wait longer. */
const STABLE_AFTER_MS = 10_000;
const DRAIN_MS = 15_000;

const say = (line: string) => console.log(`[primary ${process.pid}] ${line}`);

/**
 * The primary of `WEB_CONCURRENCY` server processes (ADR 018). The caller has migrated and
 * seeded once; this forks the workers, which share the port (node:cluster hands connections
 * round-robin), restarts any that dies, and on SIGTERM or SIGINT asks every worker to drain
 * (each closes its HTTP server and hub sockets as a single process does) before exiting.
 */
export function runPrimary(config: Config): void {
  const n = config.webConcurrency;
  const started = new Map<Worker, number>();
  let delay = RESTART_MIN_MS;
  let closing = false;
  let announced = false;
  const ready = new Set<number>();
  // Workers run the server itself, not the script that started us (scripts/start.ts builds the
  // web app first; the environment, .env included, is inherited).
  cluster.setupPrimary({ exec: path.join(import.meta.dirname, 'server.ts') });
  // A scrape of /metrics reaches one worker, which asks here for every worker's series (ADR 048).
  serveClusterMetrics();

  const fork = () => {
    const worker = cluster.fork();
    started.set(worker, Date.now());
    worker.on('message', (m: WorkerReady) => {
      if (m?.kind !== 'lalebet:ready') return;
      say(`worker ${worker.process.pid} listening`);
      ready.add(worker.id);
      if (!announced && ready.size >= n) {
        announced = true;
        console.log(m.banner.replace(/\)\n*$/, `; ${n} processes)\n`));
      }
    });
  };

  cluster.on('exit', (worker, code, signal) => {
    const since = started.get(worker) ?? 0;
    started.delete(worker);
    ready.delete(worker.id);
    if (closing) return;
    delay = Date.now() - since > STABLE_AFTER_MS ? RESTART_MIN_MS : Math.min(delay * 2, RESTART_MAX_MS);
    say(`worker ${worker.process.pid} died (${signal ?? `exit ${code}`}); restarting in ${delay} ms`);
    setTimeout(() => {
      if (!closing) fork();
    }, delay);
  });

  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    say(`${signal}: draining ${started.size} worker(s)`);
    const workers = [...started.keys()];
    for (const w of workers) w.process.kill('SIGTERM');
    const force = setTimeout(() => {
      for (const w of workers) if (!w.isDead()) w.process.kill('SIGKILL');
      process.exit(1);
    }, DRAIN_MS).unref();
    const check = setInterval(() => {
      if (workers.every((w) => w.isDead())) {
        clearInterval(check);
        clearTimeout(force);
        process.exit(0);
      }
    }, 50);
  };
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  process.on('SIGINT', () => shutdown('SIGINT'));

  for (let i = 0; i < n; i++) fork();
}

/** In a worker: tell the primary we listen (it prints the start-up line once, for all). */
export function reportReady(banner: string): boolean {
  if (!cluster.isWorker || !process.send) return false;
  process.send({ kind: 'lalebet:ready', banner } satisfies WorkerReady);
  return true;
}
