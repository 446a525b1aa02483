import { afterAll, afterEach, describe, expect, it } from 'vitest';
import pino from 'pino';
import { clock, controlClock } from '../../lib/clock.ts';
import { createRateLimitStore } from './index.ts';
import { guardedPasswordCheck } from '../../core/accounts/index.ts';
import { MAX_KEYS_PER_CLASS, createMemoryStore } from './memory-store.ts';
import { createRedisStore } from './redis-store.ts';
import type { RateLimitStore } from './store.ts';

const redisUrl = process.env.TEST_REDIS_URL ?? process.env.REDIS_URL;
const silent = pino({ level: 'silent' });

type Kind = [name: string, make: () => RateLimitStore];
const kinds: Kind[] = [['memory', createMemoryStore]];
if (redisUrl) kinds.push(['redis', () => createRedisStore(redisUrl)]);

describe.each(kinds)('rate-limit store: %s', (_name, make) => {
  const store = make();
  const prefix = `test:${process.pid}:${Date.now()}:`;
  afterAll(() => store.close());
  afterEach(() => clock.reset());

  it('counts distinct members in a sliding window, following the caller clock', async () => {
    const c = controlClock(1_700_000_000_000);
    const key = `${prefix}window`;
    expect(await store.addToWindow(key, 'ali', c.ms, 60_000)).toBe(1);
    c.advance(10_000);
    expect(await store.addToWindow(key, 'veli', c.ms, 60_000)).toBe(2);
    expect(await store.addToWindow(key, 'ali', c.ms, 60_000)).toBe(2); // moved, not added
    expect(await store.countWindow(key, c.ms, 60_000)).toEqual({ count: 2, oldestAt: 1_700_000_010_000 });
    c.advance(55_000);
    expect(await store.countWindow(key, c.ms, 60_000)).toEqual({ count: 2, oldestAt: 1_700_000_010_000 });
    c.advance(10_000);
    expect(await store.countWindow(key, c.ms, 60_000)).toEqual({ count: 0, oldestAt: null });
  });

  it('increments counters and stores numbers, and deletes keys', async () => {
    const key = `${prefix}counter`;
    expect(await store.increment(key, 60_000)).toBe(1);
    expect(await store.increment(key, 60_000)).toBe(2);
    expect(await store.getNumber(key)).toBe(2);
    await store.setNumber(`${prefix}until`, 1234567890123, 60_000);
    expect(await store.getNumber(`${prefix}until`)).toBe(1234567890123);
    await store.delete(key, `${prefix}until`);
    expect(await store.getNumber(key)).toBeNull();
    expect(await store.getNumber(`${prefix}until`)).toBeNull();
  });
});

describe.each(kinds)('atomic counters: %s', (_name, make) => {
  const store = make();
  const prefix = `test:${process.pid}:${Date.now()}:`;
  afterAll(() => store.close());

  it('gives each of 200 parallel reservations its own total', async () => {
    const key = `${prefix}burst`;
    const totals = (await Promise.all(Array.from({ length: 200 }, () => store.consume(key, 60_000)))).map(
      (c) => c.total,
    );
    expect(totals.sort((a, b) => a - b)).toEqual(Array.from({ length: 200 }, (_, i) => i + 1));
    expect((await store.peek(key)).total).toBe(200);
    expect((await store.consume(key, 60_000, -1)).total).toBe(199);
    const { msLeft } = await store.peek(key);
    expect(msLeft).toBeGreaterThan(50_000);
    expect(msLeft).toBeLessThanOrEqual(60_000);
    await store.delete(key);
    expect(await store.peek(key)).toEqual({ total: 0, msLeft: 0 });
  });
});

describe('memory store under a flood of keys', () => {
  afterEach(() => clock.reset());

  it('never forgets a throttle or the networks seen because 150k cheap keys came in; the 10th network locks', async () => {
    controlClock();
    const store = createMemoryStore();
    let locks = 0;
    const fail = (net: string) =>
      guardedPasswordCheck(store, 'customer', 'victim', net, {
        locked: false,
        verify: async () => false,
        spend: async () => undefined,
        onLock: async () => void locks++,
      });
    for (let i = 0; i < 5; i++) await fail('203.0.113.1');
    for (let n = 2; n <= 9; n++) await fail(`203.0.113.${n}`);
    let refused = 0;
    for (let i = 0; i < 150_000; i++) {
      await store.consume(`reset:ip:10.${i >> 16}.${(i >> 8) & 255}.${i & 255}`, 15 * 60_000).catch(() => {
        refused++; // a full class refuses new keys (fails closed) instead of evicting
      });
    }
    expect(refused).toBe(150_000 - MAX_KEYS_PER_CLASS);
    await expect(fail('203.0.113.1')).rejects.toMatchObject({ code: 'TOO_MANY_ATTEMPTS' });
    expect(locks).toBe(0);
    const last = await fail('203.0.113.10');
    expect(locks).toBe(1);
    expect(last.locked).toBe(true);
    await store.close();
  });
});

describe('memory store expiry', () => {
  afterEach(() => clock.reset());
  it('forgets counters after their ttl on the controlled clock', async () => {
    const c = controlClock();
    const store = createMemoryStore();
    await store.increment('k', 1_000);
    c.advance(999);
    expect(await store.getNumber('k')).toBe(1);
    c.advance(2);
    expect(await store.getNumber('k')).toBeNull();
  });
});

describe('store selection', () => {
  it('falls back to local limits when Redis cannot be reached (never fails open)', async () => {
    const store = createRateLimitStore('redis://127.0.0.1:1', silent);
    try {
      const now = Date.now();
      expect(await store.addToWindow('k', 'a', now, 60_000)).toBe(1);
      expect(await store.addToWindow('k', 'b', now, 60_000)).toBe(2);
      expect(await store.increment('c', 1_000)).toBe(1);
    } finally {
      await store.close();
    }
  });
});

describe.skipIf(!redisUrl)('redis store namespaces', () => {
  it("keeps two databases' counters apart on one Redis", async () => {
    const key = `ns-test:${process.pid}:${Date.now()}`;
    const [one, two] = [createRedisStore(redisUrl!, 'db-one'), createRedisStore(redisUrl!, 'db-two')];
    try {
      expect(await one.increment(key, 60_000)).toBe(1);
      expect(await one.increment(key, 60_000)).toBe(2);
      expect(await two.increment(key, 60_000)).toBe(1);
      expect(await two.getNumber(key)).toBe(1);
      await Promise.all([one.delete(key), two.delete(key)]);
    } finally {
      await Promise.all([one.close(), two.close()]);
    }
  });
});
