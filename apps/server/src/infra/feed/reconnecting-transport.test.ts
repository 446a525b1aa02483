import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { FeedEnvelope, FeedHandler, FeedTransport } from '../../lib/feed/envelope.ts';
import { reconnectingTransport } from './reconnecting-transport.ts';

const alive = (ts: number): FeedEnvelope => ({
  producer: 1,
  type: 'alive',
  eventUrn: '',
  ts,
  body: { subscribed: true },
});

/**
 * A broker in memory: each connection has its own subscriptions (queues die with it), a publish
 * reaches the subscribers of every open connection, `drop` closes one as the broker would, and
 * `refuse` makes the next connection attempts fail.
 */
function fakeBroker() {
  type Conn = { open: boolean; handlers: Set<FeedHandler>; onClose: (err?: Error) => void };
  const conns: Conn[] = [];
  let refusals = 0;
  const attempts: number[] = [];
  const connect = async (onClose: (err?: Error) => void): Promise<FeedTransport> => {
    attempts.push(Date.now());
    if (refusals > 0) {
      refusals--;
      throw new Error('ECONNREFUSED');
    }
    const conn: Conn = { open: true, handlers: new Set(), onClose };
    conns.push(conn);
    return {
      async publish(m) {
        if (!conn.open) throw new Error('channel closed');
        for (const c of conns) if (c.open) for (const h of c.handlers) await h(m);
      },
      async subscribe(h) {
        conn.handlers.add(h);
        return async () => void conn.handlers.delete(h);
      },
      async close() {
        conn.open = false;
      },
    };
  };
  return {
    connect,
    attempts,
    open: () => conns.filter((c) => c.open).length,
    drop() {
      const c = conns.findLast((x) => x.open)!;
      c.open = false;
      c.onClose(new Error('CONNECTION_FORCED'));
    },
    refuse: (n: number) => (refusals = n),
  };
}

const log = { info() {}, warn() {}, error() {} };

describe('reconnecting feed transport', () => {
  beforeEach(() => void vi.useFakeTimers({ now: 0 }));
  afterEach(() => void vi.useRealTimers());

  it('reconnects with a doubling, capped backoff, subscribes again and sends what was held', async () => {
    const broker = fakeBroker();
    const events: string[] = [];
    const t = await reconnectingTransport({
      connect: broker.connect,
      log,
      minDelayMs: 100,
      maxDelayMs: 300,
      onDown: () => events.push('down'),
      onReconnect: () => events.push('up'),
    });
    const got: number[] = [];
    await t.subscribe((m) => void got.push(m.ts));
    await t.publish(alive(1));
    expect([got, t.connected()]).toEqual([[1], true]);

    broker.refuse(3);
    broker.drop();
    expect([t.connected(), events]).toEqual([false, ['down']]);
    await t.publish(alive(2)); // held: no connection to send it on
    await vi.advanceTimersByTimeAsync(99);
    expect(broker.attempts).toEqual([0]);
    // Refused three times: 100, then 200, then 300 (capped) and 300 ms apart; the fourth connects.
    await vi.advanceTimersByTimeAsync(100 + 200 + 300 + 300);
    expect(broker.attempts).toEqual([0, 100, 300, 600, 900]);
    expect([t.connected(), events, broker.open()]).toEqual([true, ['down', 'up'], 1]);
    // The held message went out after the handler was subscribed again; nothing arrives twice.
    await t.publish(alive(3));
    expect(got).toEqual([1, 2, 3]);

    // A second loss starts the backoff from the bottom again.
    broker.drop();
    await vi.advanceTimersByTimeAsync(100);
    expect(events).toEqual(['down', 'up', 'down', 'up']);
    await t.close();
  });

  it('stops reconnecting once closed, and an unsubscribed handler is not subscribed again', async () => {
    const broker = fakeBroker();
    const t = await reconnectingTransport({ connect: broker.connect, log, minDelayMs: 100 });
    const got: number[] = [];
    const unsubscribe = await t.subscribe((m) => void got.push(m.ts));
    await unsubscribe();
    broker.drop();
    await vi.advanceTimersByTimeAsync(100);
    await t.publish(alive(1));
    expect([got, t.connected()]).toEqual([[], true]);

    broker.drop();
    await t.close();
    await vi.advanceTimersByTimeAsync(10_000);
    expect(broker.attempts).toHaveLength(2);
    expect([broker.open(), t.connected()]).toEqual([0, false]);
  });

  it('holds at most maxHeld messages while down and drops the rest', async () => {
    const broker = fakeBroker();
    const t = await reconnectingTransport({ connect: broker.connect, log, minDelayMs: 100, maxHeld: 2 });
    const got: number[] = [];
    await t.subscribe((m) => void got.push(m.ts));
    broker.drop();
    for (const ts of [1, 2, 3, 4]) await t.publish(alive(ts));
    await vi.advanceTimersByTimeAsync(100);
    expect(got).toEqual([1, 2]);
    await t.close();
  });

  it('fails at once when the first connection cannot be made', async () => {
    const broker = fakeBroker();
    broker.refuse(1);
    await expect(reconnectingTransport({ connect: broker.connect, log })).rejects.toThrow('ECONNREFUSED');
  });
});
