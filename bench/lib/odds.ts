/**
 * The live-odds bench (docs/decisions/021-sportsbook-engine.md, "Real-time"): N guest hub
 * connections watching one event, opened by worker threads of this process while the server
 * runs in a child of its own (lib/hub-server.ts), which then makes `perSecond` changes of that
 * event for `seconds`: through the sportsbook's pusher (`path: 'feed'`, coalesced as in
 * production) or each straight to `hub.publishTopics` (`direct`, the hub alone). Reports how long
 * each change took from being made to reaching each watcher (goal: p99 under 250 ms), measured
 * on one machine clock, and the server's memory per watcher (RSS growth over the connections).
 */
import { type ChildProcess, fork } from 'node:child_process';
import { Worker } from 'node:worker_threads';
import type { HubServerReply, HubServerRequest } from './hub-server.ts';
import type { OddsWorkerData, OddsWorkerReply } from './odds-client-worker.ts';

export type OddsBenchResult = {
  watchers: number;
  requested: number;
  failed: number;
  errors: string[];
  connectSeconds: number;
  changes: number;
  perSecond: number;
  /** Deliveries expected (watchers x changes) and those that did not arrive. */
  expected: number;
  missing: number;
  duplicates: number;
  path: 'feed' | 'direct';
  /** Odds frames each watcher received, on average (fewer than `changes` when coalesced). */
  framesPerWatcher: number;
  p50Ms: number;
  p99Ms: number;
  p100Ms: number;
  rssBeforeMb: number;
  rssAfterMb: number;
  rssPerWatcherKb: number;
  /** JavaScript heap growth per watcher (the part of the RSS growth the hub's objects make). */
  heapPerWatcherKb: number;
  /** Server CPU time (user + system) spent while the changes were published, per second of them. */
  serverCpuMsPerSecond: number;
};

const WORKERS = 2;
const TOPIC = 'event:sr:match:bench';

function request<T extends HubServerReply['type']>(child: ChildProcess, m: HubServerRequest, type: T) {
  return new Promise<Extract<HubServerReply, { type: T }>>((resolve) => {
    const on = (r: HubServerReply) => {
      if (r.type !== type) return;
      child.off('message', on);
      resolve(r as Extract<HubServerReply, { type: T }>);
    };
    child.on('message', on);
    child.send(m);
  });
}

const reply = <T extends OddsWorkerReply['type']>(w: Worker, type: T) =>
  new Promise<Extract<OddsWorkerReply, { type: T }>>((resolve) => {
    const on = (r: OddsWorkerReply) => {
      if (r.type !== type) return;
      w.off('message', on);
      resolve(r as Extract<OddsWorkerReply, { type: T }>);
    };
    w.on('message', on);
  });

export async function runOddsBench(opts: {
  connections: number;
  perSecond: number;
  seconds: number;
  path: 'feed' | 'direct';
}): Promise<OddsBenchResult> {
  const changes = Math.round(opts.perSecond * opts.seconds);
  const child = fork(new URL('./hub-server.ts', import.meta.url), { execArgv: ['--expose-gc'] });
  const workers: Worker[] = [];
  try {
    const { base } = await new Promise<Extract<HubServerReply, { type: 'ready' }>>((resolve, reject) => {
      child.once('message', resolve);
      child.once('exit', (code) => reject(new Error(`hub server exited (${code})`)));
    });
    const before = await request(child, { type: 'rss' }, 'rss');
    const started = performance.now();
    const per = Math.ceil(opts.connections / WORKERS);
    for (let i = 0; i < WORKERS; i++) {
      const workerData: OddsWorkerData = {
        base,
        first: i * per,
        count: Math.min(per, opts.connections - i * per),
        topic: TOPIC,
        perIp: 20,
        concurrency: 32,
        deadline: Date.now() + 150_000, // the machine may be shared
        changes,
      };
      workers.push(new Worker(new URL('./odds-client-worker.ts', import.meta.url), { workerData }));
    }
    const connected = await Promise.all(workers.map((w) => reply(w, 'connected')));
    const connectSeconds = (performance.now() - started) / 1000;
    const watchers = connected.reduce((n, c) => n + c.ok, 0);
    const after = await request(child, { type: 'rss' }, 'rss');

    const { sentAt, firstVersion, cpuMs } = await request(
      child,
      { type: 'odds', topic: TOPIC, perSecond: opts.perSecond, changes, path: opts.path },
      'odds-sent',
    );
    await new Promise((r) => setTimeout(r, 2_000)); // the last changes in flight
    const parts = await Promise.all(
      workers.map((w) => {
        const r = reply(w, 'latencies');
        w.postMessage({ type: 'latencies', sentAt, firstVersion });
        return r;
      }),
    );
    const all = new Float64Array(parts.reduce((n, p) => n + p.latencies.length, 0));
    let offset = 0;
    for (const p of parts) {
      all.set(p.latencies, offset);
      offset += p.latencies.length;
    }
    all.sort();
    const at = (p: number) => all[Math.min(all.length - 1, Math.ceil(p * all.length) - 1)] ?? NaN;
    return {
      watchers,
      requested: opts.connections,
      failed: connected.reduce((n, c) => n + c.failed, 0),
      errors: [...new Set(connected.flatMap((c) => c.errors))],
      connectSeconds,
      changes,
      perSecond: opts.perSecond,
      expected: watchers * changes,
      missing: parts.reduce((n, p) => n + p.missing, 0),
      duplicates: parts.reduce((n, p) => n + p.duplicates, 0),
      path: opts.path,
      framesPerWatcher: watchers ? parts.reduce((n, p) => n + p.frames, 0) / watchers : 0,
      p50Ms: at(0.5),
      p99Ms: at(0.99),
      p100Ms: at(1),
      rssBeforeMb: before.rss / 2 ** 20,
      rssAfterMb: after.rss / 2 ** 20,
      rssPerWatcherKb: watchers ? (after.rss - before.rss) / watchers / 1024 : NaN,
      heapPerWatcherKb: watchers ? (after.heap - before.heap) / watchers / 1024 : NaN,
      serverCpuMsPerSecond: cpuMs / opts.seconds,
    };
  } finally {
    for (const w of workers) w.postMessage({ type: 'close' });
    await Promise.all(workers.map((w) => new Promise((r) => w.once('exit', r))));
    if (child.exitCode === null) {
      child.send({ type: 'exit' } satisfies HubServerRequest);
      await new Promise((r) => child.once('exit', r));
    }
  }
}
