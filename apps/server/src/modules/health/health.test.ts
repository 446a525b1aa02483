import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadConfig } from '../../config.ts';
import { type TestApp, createTestApp } from '../../test/harness.ts';
import { checkReadiness, feedProbe, redisProbe } from './readiness.ts';

const redisUrl = process.env.TEST_REDIS_URL ?? process.env.REDIS_URL;
const amqpUrl = 'amqp://guest:guest@127.0.0.1:5672';

describe('/healthz and /readyz (ADR 048)', () => {
  let t: TestApp;
  let feedUp = true;
  beforeAll(async () => {
    const base = loadConfig({ NODE_ENV: 'test' });
    t = await createTestApp('pglite', {
      sportsbook: false,
      // Configured, so /readyz probes the feed; the connection itself is this test's switch.
      config: { sportsbook: { ...base.sportsbook, amqpUrl } },
      beforeReady: (app) => app.decorate('feedConnected', () => feedUp),
    });
  });
  afterAll(() => t?.close());

  it('is ready while the database and the feed are up, and says which check failed when not', async () => {
    const ready = await t.app.inject({ url: '/readyz' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ status: 'ready', checks: { database: 'ok', feed: 'ok' } });

    feedUp = false;
    const down = await t.app.inject({ url: '/readyz' });
    expect(down.statusCode).toBe(503);
    expect(down.json()).toEqual({
      status: 'feed: connection closed',
      checks: { database: 'ok', feed: 'connection closed' },
    });
    // Liveness does not depend on anything outside the process.
    expect((await t.app.inject({ url: '/healthz' })).statusCode).toBe(200);
    feedUp = true;
  });

  it('answers 503 once the database is unreachable, while /healthz stays 200', async () => {
    const own = await createTestApp('pglite', { sportsbook: false });
    try {
      await own.db.destroy();
      const res = await own.app.inject({ url: '/readyz' });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toMatchObject({ checks: { database: 'unreachable' } });
      expect((await own.app.inject({ url: '/healthz' })).statusCode).toBe(200);
    } finally {
      await own.app.close();
    }
  });
});

describe('readiness probes', () => {
  it('bounds every probe: one that hangs counts as timed out, the others still answer', async () => {
    // A clock that moves only when told: the bound is checked to the millisecond, whatever the load.
    vi.useFakeTimers();
    try {
      let answered = false;
      const r = checkReadiness({ slow: () => new Promise(() => {}), fine: async () => {} }, 200).finally(
        () => (answered = true),
      );
      await vi.advanceTimersByTimeAsync(199);
      expect(answered).toBe(false);
      await vi.advanceTimersByTimeAsync(1);
      expect(answered).toBe(true);
      expect(await r).toEqual({ ready: false, checks: { slow: 'timed out', fine: 'ok' } });
    } finally {
      vi.useRealTimers();
    }
  });

  it('reports Redis unreachable at an address where nothing listens, within the timeout', async () => {
    const probe = redisProbe('redis://127.0.0.1:1', 300);
    try {
      const r = await checkReadiness({ redis: probe }, 1_000);
      expect(r.ready).toBe(false);
      expect(['unreachable', 'timed out']).toContain(r.checks.redis);
    } finally {
      probe.close();
    }
  });

  it.skipIf(!redisUrl)('reports a running Redis ready', async () => {
    const probe = redisProbe(redisUrl!);
    try {
      // Asked at once, before its connection is up: the probe waits for it (bounded).
      expect(await checkReadiness({ redis: probe })).toEqual({ ready: true, checks: { redis: 'ok' } });
    } finally {
      probe.close();
    }
  });

  it('reports a closed feed connection', async () => {
    expect(await checkReadiness({ feed: feedProbe(() => false) })).toEqual({
      ready: false,
      checks: { feed: 'connection closed' },
    });
  });
});
