/**
 * Hub clients in a worker thread, as cheap as a client can be: per token, the SignalR
 * negotiate call, a bare `ws` socket and the JSON handshake; then idle, pinging every 15 s as
 * the real client does. Records when each socket received its first message of each command.
 */
import { parentPort, workerData } from 'node:worker_threads';
import WebSocket from 'ws';

export type HubWorkerData = { base: string; tokens: string[]; concurrency: number; deadline: number };
export type HubWorkerReply =
  { type: 'connected'; ok: number; failed: number; errors: string[] } | { type: 'arrivals'; times: number[] };

const { base, tokens, concurrency, deadline } = workerData as HubWorkerData;
const wsBase = base.replace(/^http/, 'ws');
const sockets: WebSocket[] = [];
const arrivals = new Map<string, number[]>();
const errors = new Set<string>();
const now = () => performance.timeOrigin + performance.now();

function record(command: string) {
  let list = arrivals.get(command);
  if (!list) arrivals.set(command, (list = []));
  list.push(now());
}

async function connect(token: string): Promise<boolean> {
  const res = await fetch(`${base}/hub/frnotify/negotiate?negotiateVersion=1`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
  });
  if (!res.ok) throw new Error(`negotiate ${res.status}`);
  // A redirect with a single-use ticket (ADR 018); the stock client's second negotiate is skipped.
  const { accessToken } = (await res.json()) as { accessToken: string };
  const ws = new WebSocket(`${wsBase}/hub/frnotify?access_token=${accessToken}`, {
    perMessageDeflate: false,
  });
  return new Promise((resolve, reject) => {
    ws.once('error', reject);
    ws.once('open', () => ws.send('{"protocol":"json","version":1}\x1e'));
    ws.on('message', (data) => {
      const text = String(data);
      if (text === '{}\x1e') {
        sockets.push(ws);
        return resolve(true);
      }
      const command = /"command":"(\w+)"/.exec(text)?.[1];
      if (command) record(command);
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
  while (next < tokens.length && Date.now() < deadline) {
    const token = tokens[next++]!;
    await connect(token).catch((err: Error) => {
      failed++;
      errors.add(err.message);
    });
  }
}
await Promise.all(Array.from({ length: concurrency }, lane));
parentPort!.postMessage({
  type: 'connected',
  ok: sockets.length,
  failed: failed + (tokens.length - next),
  errors: [...errors].slice(0, 5),
} satisfies HubWorkerReply);

parentPort!.on('message', (m: { type: 'arrivals'; command: string } | { type: 'close' }) => {
  if (m.type === 'arrivals') {
    parentPort!.postMessage({
      type: 'arrivals',
      times: arrivals.get(m.command) ?? [],
    } satisfies HubWorkerReply);
  } else {
    clearInterval(pinger);
    for (const ws of sockets) ws.terminate();
    parentPort!.close();
  }
});
