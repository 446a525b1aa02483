/**
 * The hub bench: N idle hub connections held by one server process, the server's memory per
 * connection, and how long one message takes to reach all of them. The server runs in a child
 * process (lib/hub-server.ts); the clients in two worker threads here (lib/hub-client-worker.ts).
 */
import { type ChildProcess, fork } from 'node:child_process';
import fs from 'node:fs';
import { Worker } from 'node:worker_threads';
import type { HubWorkerData, HubWorkerReply } from './hub-client-worker.ts';
import type { HubServerReply, HubServerRequest } from './hub-server.ts';

export type HubBenchResult = {
  requested: number;
  connected: number;
  failed: number;
  /** Failed connections by cause ('negotiate 429': refused by the per-address limit). */
  errors: Record<string, number>;
  openFilesLimit: string;
  connectSeconds: number;
  rssBeforeMb: number;
  rssAfterMb: number;
  rssPerConnectionKb: number;
  /** An admin notification to everyone: stored (one row per customer) and pushed. */
  notification: Delivery;
  /** The hub alone: a Balance message to every customer. */
  push: Delivery;
};
export type Delivery = { received: number; p50Ms: number; p99Ms: number; p100Ms: number; sendMs: number };

const WORKERS = 2;
const now = () => performance.timeOrigin + performance.now();

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

const onceMessage = <T>(worker: Worker) => new Promise<T>((resolve) => worker.once('message', resolve));

async function arrivals(workers: Worker[], command: string, expected: number, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const parts = await Promise.all(
      workers.map((w) => {
        const reply = onceMessage<Extract<HubWorkerReply, { type: 'arrivals' }>>(w);
        w.postMessage({ type: 'arrivals', command });
        return reply;
      }),
    );
    const times = parts.flatMap((p) => p.times);
    if (times.length >= expected || Date.now() > deadline) return times;
    await new Promise((r) => setTimeout(r, 100));
  }
}

function delivery(times: number[], startedAt: number, sendMs: number): Delivery {
  const sorted = times.map((t) => t - startedAt).sort((a, b) => a - b);
  const at = (p: number) => sorted[Math.min(sorted.length - 1, Math.ceil(p * sorted.length) - 1)] ?? NaN;
  return { received: sorted.length, p50Ms: at(0.5), p99Ms: at(0.99), p100Ms: at(1), sendMs };
}

export async function runHubBench(connections: number): Promise<HubBenchResult> {
  const child = fork(new URL('./hub-server.ts', import.meta.url), { execArgv: ['--expose-gc'] });
  const workers: Worker[] = [];
  try {
    const { base } = await new Promise<Extract<HubServerReply, { type: 'ready' }>>((resolve, reject) => {
      child.once('message', resolve);
      child.once('exit', (code) => reject(new Error(`hub server exited (${code})`)));
    });
    const { tokens, adminToken } = await request(child, { type: 'fixtures', count: connections }, 'fixtures');
    const before = await request(child, { type: 'rss' }, 'rss');

    const started = now();
    const deadline = Date.now() + 40_000;
    const per = Math.ceil(tokens.length / WORKERS);
    for (let i = 0; i < WORKERS; i++) {
      const workerData: HubWorkerData = {
        base,
        tokens: tokens.slice(i * per, (i + 1) * per),
        firstClient: i * per,
        concurrency: 64,
        deadline,
      };
      workers.push(new Worker(new URL('./hub-client-worker.ts', import.meta.url), { workerData }));
    }
    const connected = await Promise.all(
      workers.map((w) => onceMessage<Extract<HubWorkerReply, { type: 'connected' }>>(w)),
    );
    const connectSeconds = (now() - started) / 1000;
    const ok = connected.reduce((n, c) => n + c.ok, 0);
    const after = await request(child, { type: 'rss' }, 'rss');

    const sendStart = now();
    const res = await fetch(`${base}/api/admin/notification/send`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${adminToken}` },
      body: JSON.stringify({ all: true, title: 'Bench', note: 'One message to everyone.' }),
    });
    if (!res.ok) throw new Error(`admin send: ${res.status} ${await res.text()}`);
    const sendMs = now() - sendStart;
    const notification = delivery(await arrivals(workers, 'Notification', ok, 15_000), sendStart, sendMs);

    const pushed = await request(child, { type: 'push' }, 'pushed');
    const push = delivery(
      await arrivals(workers, 'Balance', ok, 15_000),
      pushed.startedAt,
      pushed.doneAt - pushed.startedAt,
    );

    return {
      requested: connections,
      connected: after.connections,
      failed: connected.reduce((n, c) => n + c.failed, 0),
      errors: connected.reduce<Record<string, number>>((all, c) => {
        for (const [cause, n] of Object.entries(c.errors)) all[cause] = (all[cause] ?? 0) + n;
        return all;
      }, {}),
      openFilesLimit: openFilesLimit(),
      connectSeconds,
      rssBeforeMb: before.rss / 2 ** 20,
      rssAfterMb: after.rss / 2 ** 20,
      rssPerConnectionKb: ok ? (after.rss - before.rss) / ok / 1024 : NaN,
      notification,
      push,
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

/** The soft limit on open files: each connection costs the server one descriptor. */
function openFilesLimit(): string {
  try {
    const line = fs
      .readFileSync('/proc/self/limits', 'utf8')
      .split('\n')
      .find((l) => l.startsWith('Max open files'));
    return line?.split(/\s{2,}/)[1] ?? 'unknown';
  } catch {
    return 'unknown';
  }
}
