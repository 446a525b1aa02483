import type { FastifyBaseLogger } from 'fastify';
import type { FeedEnvelope, FeedHandler, FeedTransport } from '../../lib/feed/envelope.ts';

export type ReconnectingOptions = {
  /** Opens one connection (the AMQP transport); it calls `onClose` when that connection is lost. */
  connect: (onClose: (err?: Error) => void) => Promise<FeedTransport>;
  log: Pick<FastifyBaseLogger, 'info' | 'warn' | 'error'>;
  /** The connection was lost: every subscriber's queue went with it (exclusive, auto-deleted). */
  onDown?: (err?: Error) => void;
  /** Connected again, handlers subscribed anew and held messages sent: time to recover. */
  onReconnect?: () => void;
  /** The first wait before reconnecting; it doubles after each failed attempt up to `maxDelayMs`. */
  minDelayMs?: number;
  maxDelayMs?: number;
  /** Messages published while down are sent once reconnected; past this many they are dropped. */
  maxHeld?: number;
};

export type ReconnectingTransport = FeedTransport & {
  /** False from a lost connection until it is back (/readyz, docs/decisions/048-metrics-and-readiness.md). */
  connected(): boolean;
};

type Subscription = { handler: FeedHandler; unsubscribe: (() => Promise<void>) | null };

/** Opens a connection and subscribes every handler on it; throws when either fails. */
async function openSubscribed(
  connect: ReconnectingOptions['connect'],
  subs: Set<Subscription>,
  lost: (t: FeedTransport, err?: Error) => void,
): Promise<FeedTransport> {
  let opened: FeedTransport | null = null;
  let dead = false;
  const t = await connect((err) => {
    dead = true;
    if (opened) lost(opened, err);
  });
  opened = t;
  try {
    // A set visits what is added while it is walked: a handler subscribed meanwhile is not missed.
    for (const s of subs) s.unsubscribe = await t.subscribe(s.handler);
    if (dead) throw new Error('the connection closed while subscribing');
  } catch (err) {
    await t.close().catch(() => undefined);
    throw err;
  }
  return t;
}

/**
 * A feed transport that outlives its connection: when the broker drops it, it reconnects with a
 * capped, doubling backoff, subscribes the same handlers again and reports down meanwhile. What
 * the subscribers missed is not its business: `onDown` and `onReconnect` let the adapter suspend
 * and recover (UOF recovery). The first connection is not retried: a wrong URL fails the start.
 */
export async function reconnectingTransport(o: ReconnectingOptions): Promise<ReconnectingTransport> {
  const minDelay = o.minDelayMs ?? 250;
  const maxDelay = o.maxDelayMs ?? 5_000;
  const maxHeld = o.maxHeld ?? 20_000;
  const subs = new Set<Subscription>();
  let inner: FeedTransport | null = null;
  // Not null while down or while what was held is still being sent: publishes queue here, in order.
  let held: FeedEnvelope[] | null = null;
  let dropped = 0;
  let closed = false;
  let timer: NodeJS.Timeout | null = null;

  function lost(t: FeedTransport, err?: Error) {
    if (closed || t !== inner) return;
    inner = null;
    held ??= [];
    o.log.error({ err }, 'feed: the broker connection was lost; reconnecting');
    o.onDown?.(err);
    void t.close().catch(() => undefined);
    schedule(0);
  }

  function schedule(attempt: number) {
    timer = setTimeout(() => void reconnect(attempt), Math.min(maxDelay, minDelay * 2 ** attempt));
  }

  async function reconnect(attempt: number) {
    if (closed) return;
    const t = await openSubscribed(o.connect, subs, lost).catch((err: unknown) => {
      o.log.warn({ err, attempt: attempt + 1 }, 'feed: reconnecting to the broker failed');
      if (!closed) schedule(attempt + 1);
      return null;
    });
    if (!t) return;
    if (closed) return void (await t.close().catch(() => undefined));
    inner = t;
    while (held?.length && inner === t) {
      await t
        .publish(held.shift()!)
        .catch((err: unknown) => o.log.error({ err }, 'feed: a held message failed'));
    }
    if (inner !== t) return; // lost again while sending: that loss scheduled the next attempt
    held = null;
    o.log.warn({ attempts: attempt + 1, dropped }, 'feed: reconnected to the broker');
    dropped = 0;
    o.onReconnect?.();
  }

  inner = await openSubscribed(o.connect, subs, lost);

  return {
    connected: () => inner !== null && held === null,

    async publish(message) {
      if (closed) return;
      if (!held) return inner!.publish(message);
      if (held.length < maxHeld) held.push(message);
      else if (dropped++ === 0) o.log.warn({ maxHeld }, 'feed: broker down, further messages are dropped');
    },

    async subscribe(handler) {
      const s: Subscription = { handler, unsubscribe: null };
      subs.add(s);
      if (inner) s.unsubscribe = await inner.subscribe(handler);
      return async () => {
        subs.delete(s);
        await s.unsubscribe?.().catch(() => undefined);
      };
    },

    async close() {
      closed = true;
      if (timer) clearTimeout(timer);
      held = null;
      const t = inner;
      inner = null;
      await t?.close();
    },
  };
}
