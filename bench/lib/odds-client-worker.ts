/**
 * Guest hub clients in a worker thread for the odds bench: per client, the guest negotiate
 * (no token; X-Forwarded-For names one client address per 20 sockets, the server's per-address
 * guest cap), a bare `ws` socket, the JSON handshake and one `Watch` of the bench's topic. Then
 * it records when each market version arrived. Pushes are coalesced (docs/decisions/021-sportsbook-engine.md):
 * one frame carries the latest version of several changes, so a change counts as delivered by
 * the first frame whose version is the same or later.
 */
import { parentPort, workerData } from 'node:worker_threads';
import WebSocket from 'ws';

export type OddsWorkerData = {
  base: string;
  /** Global index of this worker's first client, for the client addresses. */
  first: number;
  count: number;
  topic: string;
  perIp: number;
  concurrency: number;
  deadline: number;
  /** Changes the server will make; arrivals are kept per market version (0 to `changes`). */
  changes: number;
};
export type OddsWorkerReply =
  | { type: 'connected'; ok: number; failed: number; errors: string[] }
  | { type: 'latencies'; latencies: Float64Array; missing: number; duplicates: number; frames: number };

const data = workerData as OddsWorkerData;
const wsBase = data.base.replace(/^http/, 'ws');
const sockets: WebSocket[] = [];
const errors = new Set<string>();
const now = () => performance.timeOrigin + performance.now();
// arrivals[socket * width + version]: when that socket got that market version (0: not yet).
const width = data.changes + 1;
const arrivals = new Float64Array(data.count * width);
let duplicates = 0;
let frames = 0;
const VERSION = /"version":(\d+)/;

async function connect(index: number): Promise<void> {
  const n = data.first + index;
  const block = Math.floor(n / data.perIp);
  const ip = `10.${(block >> 16) & 255}.${(block >> 8) & 255}.${block & 255}`;
  const res = await fetch(`${data.base}/hub/frnotify/negotiate?negotiateVersion=1`, {
    method: 'POST',
    headers: { 'x-forwarded-for': ip },
  });
  if (!res.ok) throw new Error(`negotiate ${res.status}`);
  const { accessToken } = (await res.json()) as { accessToken: string };
  const ws = new WebSocket(`${wsBase}/hub/frnotify?access_token=${accessToken}`, {
    perMessageDeflate: false,
  });
  let slot = -1;
  return new Promise((resolve, reject) => {
    ws.once('error', reject);
    ws.once('unexpected-response', (_req, r) => reject(new Error(`upgrade ${r.statusCode}`)));
    ws.once('open', () => ws.send('{"protocol":"json","version":1}\x1e'));
    ws.on('message', (raw) => {
      const text = String(raw);
      if (text === '{}\x1e') {
        ws.send(`{"type":1,"invocationId":"w","target":"Watch","arguments":[["${data.topic}"]]}\x1e`);
      } else if (text.startsWith('{"type":3')) {
        if (text.includes('"error"')) return reject(new Error(`Watch: ${text}`));
        slot = sockets.push(ws) - 1;
        resolve();
      } else if (slot >= 0 && text.includes('"command":"Odds"')) {
        const t = now();
        for (const record of text.split('\x1e')) {
          const version = Number(VERSION.exec(record)?.[1] ?? -1);
          if (version < 0 || version >= width) continue;
          frames++;
          const at = slot * width + version;
          if (arrivals[at]) duplicates++;
          else arrivals[at] = t;
        }
      }
    });
  });
}

// From the start: the server closes a client that has been silent for 30 s.
const pinger = setInterval(() => {
  for (const ws of sockets) ws.send('{"type":6}\x1e');
}, 15_000);

let next = 0;
let failed = 0;
async function lane() {
  while (next < data.count && Date.now() < data.deadline) {
    await connect(next++).catch((err: Error & { code?: string; cause?: { code?: string } }) => {
      failed++;
      errors.add(err.message || err.code || err.cause?.code || String(err));
    });
  }
}
await Promise.all(Array.from({ length: data.concurrency }, lane));
parentPort!.postMessage({
  type: 'connected',
  ok: sockets.length,
  failed: failed + (data.count - next),
  errors: [...errors].slice(0, 5),
} satisfies OddsWorkerReply);

parentPort!.on(
  'message',
  (m: { type: 'latencies'; sentAt: number[]; firstVersion: number } | { type: 'close' }) => {
    if (m.type === 'latencies') {
      const latencies: number[] = [];
      let missing = 0;
      for (let s = 0; s < sockets.length; s++) {
        // Backwards: the first arrival of this version or any later one.
        let first = Infinity;
        const row: number[] = [];
        for (let c = m.sentAt.length - 1; c >= 0; c--) {
          const at = arrivals[s * width + m.firstVersion + c] ?? 0;
          if (at) first = Math.min(first, at);
          if (first === Infinity) missing++;
          else row.push(first - m.sentAt[c]!);
        }
        latencies.push(...row);
      }
      const out = Float64Array.from(latencies);
      parentPort!.postMessage(
        { type: 'latencies', latencies: out, missing, duplicates, frames } satisfies OddsWorkerReply,
        [out.buffer],
      );
    } else {
      clearInterval(pinger);
      for (const ws of sockets) ws.terminate();
      parentPort!.close();
    }
  },
);
