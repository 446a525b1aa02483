/**
 * Hub clients in a worker thread, as cheap as a client can be: per token, the SignalR
 * negotiate call, a bare `ws` socket and the JSON handshake; then idle, pinging every 15 s as
 * the real client does. Records when each socket received its first message of each command.
 */
import { parentPort, workerData } from 'node:worker_threads';
import WebSocket from 'ws';

/** `firstClient`: the number of this worker's first token among all workers' (its client address). */
export type HubWorkerData = {
  base: string;
  tokens: string[];
  firstClient: number;
  concurrency: number;
  deadline: number;
};
export type HubWorkerReply =
  | { type: 'connected'; ok: number; failed: number; errors: Record<string, number> }
  | { type: 'arrivals'; times: number[] };

const { base, tokens, firstClient, concurrency, deadline } = workerData as HubWorkerData;
const wsBase = base.replace(/^http/, 'ws');
const sockets: WebSocket[] = [];
const arrivals = new Map<string, number[]>();
const errors: Record<string, number> = {};
const now = () => performance.timeOrigin + performance.now();

function record(command: string) {
  let list = arrivals.get(command);
  if (!list) arrivals.set(command, (list = []));
  list.push(now());
}

/**
 * Each player from an address of its own, named in X-Forwarded-For as the edge proxy would (the
 * bench app trusts loopback as its proxy, targets.ts): 10,000 players on one address would
 * measure the per-address negotiate limit, not the hub.
 */
const addressOf = (n: number) => `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;

async function connect(token: string, client: number): Promise<boolean> {
  const res = await fetch(`${base}/hub/frnotify/negotiate?negotiateVersion=1`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'x-forwarded-for': addressOf(client) },
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
    const i = next++;
    await connect(tokens[i]!, firstClient + i).catch((err: Error) => {
      failed++;
      errors[err.message] = (errors[err.message] ?? 0) + 1;
    });
  }
}
await Promise.all(Array.from({ length: concurrency }, lane));
// Past the deadline the rest are not tried: counted as failed, under a cause of their own.
if (next < tokens.length) errors['not tried before the deadline'] = tokens.length - next;
parentPort!.postMessage({
  type: 'connected',
  ok: sockets.length,
  failed: failed + (tokens.length - next),
  errors,
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
