import { MAX_WATCH_TOPICS, type OddsDelta } from '@lalebet/shared/notifications-hub';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FakeConnection } from '@/test/fake-hub-connection';
import { createOddsStream } from './odds-stream';

const delta = (eventId: string): OddsDelta => ({ eventId, status: 'live', live: null, markets: [] });
const push = (conn: FakeConnection, eventId: string, topics?: string[]) =>
  conn.push({ command: 'Odds', message: delta(eventId), ...(topics ? { topics } : {}) });
const flush = () => new Promise((r) => setTimeout(r, 0));
/** The Watch/Unwatch calls made so far, as [method, topics]. */
const calls = (conn: FakeConnection) => conn.invoke.mock.calls.map(([m, t]) => [m, t]);

function setup(connections = [new FakeConnection()]) {
  const connect = vi.fn(() => connections.shift()!);
  const stream = createOddsStream({ connect, sleep: async () => {}, idleCloseMs: 1_000 });
  return { stream, connect };
}

afterEach(() => vi.useRealTimers());

describe('the odds stream', () => {
  it('opens one connection lazily and watches each topic once across callers', async () => {
    const conn = new FakeConnection();
    const { stream, connect } = setup([conn]);
    expect(connect).not.toHaveBeenCalled();
    const a = vi.fn();
    const b = vi.fn();
    const stopA = stream.watch(['event:1', 'live:soccer'], a);
    const stopB = stream.watch(['event:1'], b);
    await flush();
    expect(connect).toHaveBeenCalledTimes(1);
    expect(conn.start).toHaveBeenCalledTimes(1);
    // Topics asked for before the start are sent once it is up, together.
    expect(calls(conn)).toEqual([['Watch', ['event:1', 'live:soccer']]]);

    stopA();
    expect(calls(conn).at(-1)).toEqual(['Unwatch', ['live:soccer']]);
    stopA(); // twice is once
    stopB();
    expect(calls(conn).at(-1)).toEqual(['Unwatch', ['event:1']]);
    expect(conn.invoke).toHaveBeenCalledTimes(3);
    expect(stream.topics()).toEqual([]);
  });

  it('routes a delta to the callers whose topics it was published to, once each', async () => {
    const conn = new FakeConnection();
    const { stream } = setup([conn]);
    const event = vi.fn();
    const soccer = vi.fn();
    const both = vi.fn();
    const tennis = vi.fn();
    stream.watch(['event:1'], event);
    stream.watch(['live:soccer'], soccer);
    stream.watch(['event:1', 'live:all'], both);
    stream.watch(['live:tennis'], tennis);
    await flush();
    push(conn, '1', ['event:1', 'live:soccer', 'live:all']);
    push(conn, '2', ['event:2', 'live:soccer', 'live:all']);
    push(conn, '1'); // no topics: routed by the event id
    conn.push({ command: 'Odds', message: { eventId: '1' } }); // malformed: dropped
    conn.push({ command: 'Balance', message: { balance: 1, bonusBalance: 0 } });
    const ids = (fn: ReturnType<typeof vi.fn>) => fn.mock.calls.map(([d]) => (d as OddsDelta).eventId);
    expect(ids(event)).toEqual(['1', '1']);
    expect(ids(soccer)).toEqual(['1', '2']);
    expect(ids(both)).toEqual(['1', '2', '1']);
    expect(tennis).not.toHaveBeenCalled();
  });

  it('sends every watched topic again after a reconnect', async () => {
    const conn = new FakeConnection();
    const { stream } = setup([conn]);
    stream.watch(['event:1'], vi.fn());
    await flush();
    stream.watch(['live:all', 'event:1'], vi.fn());
    conn.drop();
    conn.recover();
    expect(calls(conn)).toEqual([
      ['Watch', ['event:1']],
      ['Watch', ['live:all']],
      ['Watch', ['event:1', 'live:all']],
    ]);
  });

  it('closes a while after the last watcher leaves, unless another comes first', async () => {
    vi.useFakeTimers();
    const first = new FakeConnection();
    const second = new FakeConnection();
    const { stream, connect } = setup([first, second]);
    const stop = stream.watch(['event:1'], vi.fn());
    await vi.advanceTimersByTimeAsync(0);
    stop();
    await vi.advanceTimersByTimeAsync(500);
    const again = stream.watch(['event:2'], vi.fn());
    await vi.advanceTimersByTimeAsync(5_000);
    expect(first.stop).not.toHaveBeenCalled();
    expect(connect).toHaveBeenCalledTimes(1);
    again();
    await vi.advanceTimersByTimeAsync(1_000);
    expect(first.stop).toHaveBeenCalledTimes(1);
    // The next watch opens a new connection and watches from scratch.
    const delivered = vi.fn();
    stream.watch(['event:3'], delivered);
    await vi.advanceTimersByTimeAsync(0);
    expect(connect).toHaveBeenCalledTimes(2);
    expect(calls(second)).toEqual([['Watch', ['event:3']]]);
    push(first, '3', ['event:3']);
    push(second, '3', ['event:3']);
    expect(delivered).toHaveBeenCalledTimes(1);
  });

  it('retries a first start that fails, then starts over on the next watch after giving up', async () => {
    const flaky = new FakeConnection();
    flaky.start.mockRejectedValueOnce(new Error('503')).mockResolvedValueOnce(undefined);
    const { stream } = setup([flaky]);
    stream.watch(['event:1'], vi.fn());
    await flush();
    expect(flaky.start).toHaveBeenCalledTimes(2);
    expect(calls(flaky)).toEqual([['Watch', ['event:1']]]);

    const dead = new FakeConnection();
    dead.start.mockRejectedValue(new Error('offline'));
    const next = new FakeConnection();
    const other = setup([dead, next]);
    other.stream.watch(['event:1'], vi.fn());
    await flush();
    expect(dead.start).toHaveBeenCalledTimes(5); // now, then after 0, 2, 10 and 30 s
    other.stream.watch(['event:2'], vi.fn());
    await flush();
    expect(calls(next)).toEqual([['Watch', ['event:1', 'event:2']]]);
  });

  it('splits a long topic list into calls the server accepts', async () => {
    const conn = new FakeConnection();
    const { stream } = setup([conn]);
    const topics = Array.from({ length: MAX_WATCH_TOPICS }, (_, i) => `event:sr:match:${10_000_000 + i}`);
    stream.watch(topics, vi.fn());
    await flush();
    const sent = calls(conn).map(([, t]) => t as string[]);
    expect(sent.length).toBeGreaterThan(1);
    expect(sent.flat()).toEqual(topics);
    for (const batch of sent) expect(JSON.stringify(batch).length).toBeLessThan(3_500);
  });
});
