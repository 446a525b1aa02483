import {
  HUB_CLIENT,
  HUB_METHOD,
  HUB_UNWATCH_METHOD,
  HUB_WATCH_METHOD,
  HubCommand,
  MAX_WATCH_TOPICS,
  type OddsDelta,
  eventTopic,
} from '@lalebet/shared/notifications-hub';
import type { HubInvokerLike } from '@/lib/hub-connection';
import { isOddsDelta, isTopicList } from '@/lib/hub-shapes';

/**
 * Live odds for the whole page over one guest hub connection (docs/decisions/021-sportsbook-
 * engine.md, "Real-time"): opened on the first watch, closed `idleCloseMs` after the last
 * watcher leaves, topics counted across callers so each is watched and unwatched once.
 *
 * Routing: the server sends a delta once per connection however many of our topics it
 * matches, and includes `topics`, every topic it was published to (an event's own, and while
 * it is live `live:<sport>` and `live:all`). A caller gets the delta once if any of its topics
 * is among them; a push without `topics` is routed by `event:<eventId>` alone.
 */
export type OddsStreamOptions = {
  /** Builds the connection; by default the stock client as a guest, loaded on first use. */
  connect?: () => HubInvokerLike | Promise<HubInvokerLike>;
  sleep?: (ms: number) => Promise<void>;
  idleCloseMs?: number;
};

type Watcher = { topics: ReadonlySet<string>; onDelta: (delta: OddsDelta) => void };

/** Each Watch/Unwatch call stays well under the server's 4 KiB per message. */
const CALL_BYTES = 3_000;
const IDLE_CLOSE_MS = 5_000;

const defaultConnect = async () =>
  (await import('@/lib/hub-connection')).buildHubConnection({}) as HubInvokerLike;
const defaultSleep = (ms: number) => new Promise<void>((r) => setTimeout(r, ms));

/** Splits topics into calls under CALL_BYTES and MAX_WATCH_TOPICS each. */
function batches(topics: string[]): string[][] {
  const out: string[][] = [];
  let size = 0;
  for (const t of topics) {
    const last = out.at(-1);
    if (!last || size + t.length + 3 > CALL_BYTES || last.length >= MAX_WATCH_TOPICS) {
      out.push([t]);
      size = t.length + 3;
    } else {
      last.push(t);
      size += t.length + 3;
    }
  }
  return out;
}

/** Hands an odds push to each watcher of a topic it was published to, once. */
function dispatch(watchers: ReadonlySet<Watcher>, value: unknown) {
  if (typeof value !== 'object' || value === null) return;
  const { command, message, topics } = value as Record<string, unknown>;
  if (command !== HubCommand.Odds || !isOddsDelta(message) || !isTopicList(topics)) return;
  const published = topics ?? [eventTopic(message.eventId)];
  for (const w of [...watchers]) {
    if (published.some((t) => w.topics.has(t))) w.onDelta(message);
  }
}

/** One more watcher of each topic; returns the topics nobody watched before. */
function countIn(counts: Map<string, number>, topics: Iterable<string>) {
  return [...topics].filter((t) => {
    counts.set(t, (counts.get(t) ?? 0) + 1);
    return counts.get(t) === 1;
  });
}

/** One watcher less of each topic; returns the topics nobody watches now. */
function countOut(counts: Map<string, number>, topics: Iterable<string>) {
  return [...topics].filter((t) => {
    const n = (counts.get(t) ?? 1) - 1;
    if (n > 0) counts.set(t, n);
    else counts.delete(t);
    return n <= 0;
  });
}

/**
 * Starts `conn`; a first start that fails is retried on the same schedule as a dropped
 * connection. False when every try failed or the connection is no longer `wanted`.
 */
async function startWithRetries(
  conn: HubInvokerLike,
  sleep: (ms: number) => Promise<void>,
  wanted: () => boolean,
) {
  for (const delay of [null, ...HUB_CLIENT.reconnectDelaysMs]) {
    if (delay !== null) await sleep(delay);
    if (!wanted()) return false;
    try {
      await conn.start();
      return true;
    } catch {
      // retried below
    }
  }
  return false;
}

export function createOddsStream(opts: OddsStreamOptions = {}) {
  const { connect = defaultConnect, sleep = defaultSleep, idleCloseMs = IDLE_CLOSE_MS } = opts;
  const watchers = new Set<Watcher>();
  const counts = new Map<string, number>();
  /** The connection, and whether it is started (Watch calls wait until it is). */
  let current: { conn: HubInvokerLike | null; ready: boolean } | null = null;
  let idleTimer: ReturnType<typeof setTimeout> | null = null;

  const call = (method: string, topics: string[]) => {
    if (!current?.ready || !topics.length) return;
    // The server answers bad input with an error; a dropped connection re-sends on reconnect.
    for (const batch of batches(topics)) void current.conn!.invoke(method, batch).catch(() => undefined);
  };

  async function open(state: NonNullable<typeof current>) {
    const conn = await connect();
    if (current !== state) return void conn.stop().catch(() => undefined);
    state.conn = conn;
    // A connection being closed may still deliver: only the current one's deltas count.
    conn.on(HUB_METHOD, (value) => current === state && dispatch(watchers, value));
    // A new server connection knows no topics: send them all again.
    conn.onreconnected(() => call(HUB_WATCH_METHOD, [...counts.keys()]));
    conn.onreconnecting(() => undefined);
    conn.onclose(() => {
      // The library gave up (after 0, 2, 10, 30 s): the next watch starts over.
      if (current === state) current = null;
    });
    if (!(await startWithRetries(conn, sleep, () => current === state))) {
      if (current === state) current = null;
      return;
    }
    if (current !== state) return void conn.stop().catch(() => undefined);
    state.ready = true;
    call(HUB_WATCH_METHOD, [...counts.keys()]);
  }

  function ensureOpen() {
    if (idleTimer) clearTimeout(idleTimer);
    idleTimer = null;
    if (current) return;
    const state = { conn: null, ready: false };
    current = state;
    // The library's chunk failed to load (offline, a new deploy): the next watch tries again.
    open(state).catch(() => current === state && (current = null));
  }

  function closeWhenIdle() {
    if (watchers.size || idleTimer) return;
    idleTimer = setTimeout(() => {
      idleTimer = null;
      if (watchers.size || !current) return;
      const { conn } = current;
      current = null;
      void conn?.stop().catch(() => undefined);
    }, idleCloseMs);
  }

  return {
    watch(topics: string[], onDelta: (delta: OddsDelta) => void): () => void {
      const watcher: Watcher = { topics: new Set(topics), onDelta };
      watchers.add(watcher);
      const added = countIn(counts, watcher.topics);
      ensureOpen();
      call(HUB_WATCH_METHOD, added);
      let done = false;
      return () => {
        if (done) return;
        done = true;
        watchers.delete(watcher);
        call(HUB_UNWATCH_METHOD, countOut(counts, watcher.topics));
        closeWhenIdle();
      };
    },
    /** Topics watched now, for tests and diagnostics. */
    topics: () => [...counts.keys()],
  };
}

const page = createOddsStream();

/**
 * Calls `onDelta` with each odds change of the given topics (`event:<id>`, `live:<sport>`,
 * `live:all`; see eventTopic/liveTopic) until the returned function is called.
 */
export function watchOdds(topics: string[], onDelta: (delta: OddsDelta) => void): () => void {
  return page.watch(topics, onDelta);
}
