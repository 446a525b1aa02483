import {
  HttpTransportType,
  type HubConnection,
  HubConnectionBuilder,
  HubConnectionState,
  LogLevel,
} from '@microsoft/signalr';
import {
  HUB_CLIENT,
  HUB_METHOD,
  HUB_PATH,
  type NotifyMessage,
  STAFF_HUB_METHOD,
  STAFF_HUB_PATH,
  type StaffQueuesChanged,
} from '@lalebet/shared';
import type { FastifyInstance } from 'fastify';
import WebSocket from 'ws';

/** Starts the app on a free loopback port; returns http://127.0.0.1:<port>. */
export async function listen(app: FastifyInstance): Promise<string> {
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('no TCP address');
  return `http://127.0.0.1:${address.port}`;
}

export type TestHubClient = {
  connection: HubConnection;
  messages: NotifyMessage[];
  /** Resolves with the error (or undefined) when the client's onclose fires. */
  closed: Promise<Error | undefined>;
  /** The first message (already received or still to come) that matches. */
  next: (match?: (m: NotifyMessage) => boolean, timeoutMs?: number) => Promise<NotifyMessage>;
};

/** The real @microsoft/signalr client, configured as the product's web client (section 9). */
export async function connectHub(
  base: string,
  token: string,
  opts: { fingerprint?: string; locale?: string; start?: boolean } = {},
): Promise<TestHubClient> {
  const connection = new HubConnectionBuilder()
    .withUrl(`${base}${HUB_PATH}`, {
      accessTokenFactory: () => token,
      headers: {
        'x-fingerprint': opts.fingerprint ?? 'fp-test',
        ...(opts.locale ? { 'x-locale': opts.locale } : {}),
      },
    })
    .withAutomaticReconnect([...HUB_CLIENT.reconnectDelaysMs])
    .configureLogging(LogLevel.None)
    .build();
  connection.serverTimeoutInMilliseconds = HUB_CLIENT.serverTimeoutMs;
  connection.keepAliveIntervalInMilliseconds = HUB_CLIENT.keepAliveIntervalMs;

  const messages: NotifyMessage[] = [];
  const waiters: { match: (m: NotifyMessage) => boolean; resolve: (m: NotifyMessage) => void }[] = [];
  connection.on(HUB_METHOD, (m: NotifyMessage) => {
    messages.push(m);
    for (const w of [...waiters]) {
      if (w.match(m)) {
        waiters.splice(waiters.indexOf(w), 1);
        w.resolve(m);
      }
    }
  });
  const closed = new Promise<Error | undefined>((resolve) => connection.onclose(resolve));
  if (opts.start !== false) await connection.start();

  const next = (match: (m: NotifyMessage) => boolean = () => true, timeoutMs = 5_000) => {
    const seen = messages.find(match);
    if (seen) return Promise.resolve(seen);
    return new Promise<NotifyMessage>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error('no matching hub message')), timeoutMs);
      waiters.push({ match, resolve: (m) => (clearTimeout(timer), resolve(m)) });
    });
  };
  return { connection, messages, closed, next };
}

/**
 * The stock client's first call: negotiate with the session token in the Authorization header.
 * Returns the redirect it gets (`url`, and the single-use ticket `accessToken`).
 */
export async function negotiateTicket(
  base: string,
  token: string,
  fingerprint = 'fp-test',
): Promise<{ url: string; accessToken: string }> {
  const res = await fetch(`${base}${HUB_PATH}/negotiate?negotiateVersion=1`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'x-fingerprint': fingerprint },
  });
  if (res.status !== 200) throw new Error(`negotiate: ${res.status}`);
  return (await res.json()) as { url: string; accessToken: string };
}

export const isConnected = (c: TestHubClient) => c.connection.state === HubConnectionState.Connected;

/**
 * A bare WebSocket as a browser would open it: the ticket in the query string.
 * Resolves once the HTTP answer is known: the socket when upgraded, or the refusing status.
 */
export function rawSocket(
  url: string,
  headers: Record<string, string> = {},
): Promise<{ ws: WebSocket; status: 101 } | { ws: null; status: number }> {
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(url, { headers });
    ws.once('open', () => resolve({ ws, status: 101 }));
    ws.once('unexpected-response', (_req, res) => {
      resolve({ ws: null, status: res.statusCode ?? 0 });
      res.resume();
      ws.terminate();
    });
    ws.once('error', reject);
  });
}

/** Collects text records from a raw hub socket. */
export function records(ws: WebSocket): { all: string[]; next: () => Promise<string> } {
  const all: string[] = [];
  const pending: ((r: string) => void)[] = [];
  ws.on('message', (data) => {
    for (const r of String(data).split('\x1e').filter(Boolean)) {
      const waiter = pending.shift();
      if (waiter) waiter(r);
      else all.push(r);
    }
  });
  return {
    all,
    next: () =>
      all.length ? Promise.resolve(all.shift()!) : new Promise((resolve) => pending.push(resolve)),
  };
}

/**
 * A guest, as the web's odds stream connects: the stock client with no token at all, so its
 * first negotiate carries no Authorization header (docs/decisions/021-sportsbook-engine.md).
 */
export const connectGuest = (base: string) => connectHub(base, '');

/** The first negotiate of a guest: a redirect with a guest ticket. */
export async function guestTicket(base: string): Promise<{ status: number; accessToken?: string }> {
  const res = await fetch(`${base}${HUB_PATH}/negotiate?negotiateVersion=1`, { method: 'POST' });
  const body = (await res.json()) as { accessToken?: string };
  return { status: res.status, accessToken: body.accessToken };
}

export type TestStaffClient = {
  connection: HubConnection;
  /** The `queue` of every QueuesChanged received, in order. */
  queues: string[];
  closed: Promise<Error | undefined>;
  /** Resolves when QueuesChanged names `queue` (already received or still to come). */
  next: (queue: string, timeoutMs?: number) => Promise<void>;
};

/**
 * The stock client as the admin app connects to the staff hub (apps/admin use-staff-hub.ts):
 * the staff token through accessTokenFactory, WebSockets only.
 */
export async function connectStaffHub(base: string, token: string): Promise<TestStaffClient> {
  const connection = new HubConnectionBuilder()
    .withUrl(`${base}${STAFF_HUB_PATH}`, {
      accessTokenFactory: () => token,
      transport: HttpTransportType.WebSockets,
    })
    .configureLogging(LogLevel.None)
    .build();
  const queues: string[] = [];
  const waiters: { queue: string; resolve: () => void }[] = [];
  connection.on(STAFF_HUB_METHOD, (m: StaffQueuesChanged) => {
    queues.push(m.queue);
    for (const w of waiters.filter((x) => x.queue === m.queue)) {
      waiters.splice(waiters.indexOf(w), 1);
      w.resolve();
    }
  });
  const closed = new Promise<Error | undefined>((resolve) => connection.onclose(resolve));
  await connection.start();
  const next = (queue: string, timeoutMs = 5_000) =>
    queues.includes(queue)
      ? Promise.resolve()
      : new Promise<void>((resolve, reject) => {
          const timer = setTimeout(() => reject(new Error(`no QueuesChanged for ${queue}`)), timeoutMs);
          waiters.push({ queue, resolve: () => (clearTimeout(timer), resolve()) });
        });
  return { connection, queues, closed, next };
}
