import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { loadConfig } from '../../config.ts';
import { createDb } from '../../db/create-db.ts';
import { call, setOption, signUp } from '../../test/accounts.ts';
import { type TestApp, type TestDb, createTestApp, createTestDb, testDatabases } from '../../test/harness.ts';
import { countQueries } from '../../test/query-counter.ts';
import { controlClock } from '../../lib/clock.ts';
import { clock } from '../../lib/clock.ts';
import { hashToken } from '../../lib/secrets.ts';
import { sessionCacheOf } from './session-cache.ts';
import { findSessionByTokenHash } from './sessions.repository.ts';

describe.each(testDatabases())('the balance poll from the session cache on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t.close());

  it('costs no database round trip once the session and the balance are cached', async () => {
    const { token } = await signUp(t.app);
    expect((await call(t.app, 'user/balance', undefined, { token })).statusCode).toBe(200);
    const counter = countQueries(t.db);
    try {
      for (let i = 0; i < 5; i++) {
        const res = await call(t.app, 'user/balance', undefined, { token });
        expect(res.json()).toEqual({ success: true, message: '', data: { balance: 0, bonusBalance: 0 } });
      }
    } finally {
      counter.stop();
    }
    // The balance too comes from memory until a notice says it moved (balance-cache.test.ts).
    expect(counter.count).toBe(0);
  });

  it('still ends a cached session on its idle timeout, and not while another process saw activity', async () => {
    const time = controlClock();
    try {
      await setOption(t.db, 'sessionidleminutes', '5');
      const { token } = await signUp(t.app);
      expect((await call(t.app, 'user/balance', undefined, { token })).statusCode).toBe(200);
      // Activity recorded by another process: the database is ahead of this cache.
      time.advance(4 * 60_000);
      await t.db.updateTable('customer_session').set({ last_activity_at: clock.now() }).execute();
      time.advance(2 * 60_000);
      expect((await call(t.app, 'user/balance', undefined, { token })).statusCode).toBe(200);
      time.advance(5 * 60_000);
      const res = await call(t.app, 'user/balance', undefined, { token });
      expect(res.json()).toMatchObject({ code: 'SESSION_EXPIRED' });
    } finally {
      clock.reset();
      await t.db.deleteFrom('site_option').execute();
      await t.app.cacheNotices?.fence();
    }
  });

  it('forgets a cached session when the declared country of its customer changes (the country gate reads it)', async () => {
    const { token, username } = await signUp(t.app);
    expect((await call(t.app, 'user/balance', undefined, { token })).statusCode).toBe(200);
    const cached = () => sessionCacheOf(t.db)?.get(hashToken(token))?.country;
    expect(cached()).toBe('TR');
    const de = await t.db
      .selectFrom('country')
      .select('id')
      .where('code', '=', 'DE')
      .executeTakeFirstOrThrow();
    await t.db
      .updateTable('customer')
      .set({ country_id: Number(de.id) })
      .where('username', '=', username as string)
      .execute();
    await t.app.cacheNotices?.fence();
    expect(cached()).toBeUndefined();
    expect((await call(t.app, 'user/balance', undefined, { token })).statusCode).toBe(200);
    expect(cached()).toBe('DE');
  });

  it('stores a session read while balance notices arrive, and not one read across a session notice', async () => {
    const { token } = await signUp(t.app);
    const tokenHash = hashToken(token);
    const cache = sessionCacheOf(t.db)!;
    const row = (await findSessionByTokenHash(t.db, tokenHash))!;
    const notices = t.app.cacheNotices!;
    // Under betting load balance notices arrive all the time; they say nothing of sessions.
    cache.dropSessions([row.id]);
    let generation = cache.generation;
    notices.deliver(`b:${row.customer_id}`);
    notices.deliver('t:site_option');
    cache.set(tokenHash, row, generation);
    expect(cache.get(tokenHash)?.id).toBe(row.id);
    // A session notice during the read: the row read may be stale, so it is not kept.
    cache.dropSessions([row.id]);
    generation = cache.generation;
    notices.deliver(`s:${row.id}`);
    cache.set(tokenHash, row, generation);
    expect(cache.get(tokenHash)).toBeUndefined();
  });

  it('forgets a session at once when it is logged out here', async () => {
    const { token } = await signUp(t.app);
    expect((await call(t.app, 'user/balance', undefined, { token })).statusCode).toBe(200);
    expect((await call(t.app, 'auth/logout', undefined, { token })).statusCode).toBe(200);
    expect((await call(t.app, 'user/balance', undefined, { token })).statusCode).toBe(401);
  });
});

const redisUrl = process.env.TEST_REDIS_URL ?? process.env.REDIS_URL;
const reason = !process.env.TEST_DATABASE_URL
  ? 'TEST_DATABASE_URL is not set'
  : !redisUrl
    ? 'neither TEST_REDIS_URL nor REDIS_URL is set'
    : null;
if (reason) console.log(`skipping the two-instance cache test: ${reason}`);

/** Two app instances on one PostgreSQL database and one Redis, each with its own caches. */
describe.skipIf(reason !== null)(
  'session and option caches across two instances (PostgreSQL + Redis)',
  () => {
    let database: TestDb;
    let a: TestApp['app'];
    let b: TestApp['app'];
    let dbB: Awaited<ReturnType<typeof createDb>>;
    beforeAll(async () => {
      database = await createTestDb('postgres');
      dbB = await createDb({ kind: 'postgres', url: database.url! });
      const config = { ...loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent' }), redisUrl: redisUrl! };
      a = await buildApp({ config, db: database.db, logger: false });
      b = await buildApp({ config, db: dbB, logger: false });
      await Promise.all([a.ready(), b.ready()]);
    });
    afterAll(async () => {
      await a?.close();
      await b?.close();
      await dbB?.destroy();
      await database?.drop();
    });

    /** Calls `probe` until it is true; returns how long that took, in ms. */
    const within = async (ms: number, probe: () => Promise<boolean>) => {
      const started = performance.now();
      while (!(await probe())) {
        if (performance.now() - started > ms) throw new Error(`not within ${ms} ms`);
        await new Promise((r) => setTimeout(r, 10));
      }
      return performance.now() - started;
    };

    it('a logout through one instance ends the session cached by the other within a second', async () => {
      const { token } = await signUp(a);
      expect((await call(b, 'user/balance', undefined, { token })).statusCode).toBe(200);
      expect(sessionCacheOf(dbB)?.size).toBe(1);
      expect((await call(a, 'auth/logout', undefined, { token })).statusCode).toBe(200);
      const ms = await within(1_000, async () => sessionCacheOf(dbB)?.size === 0);
      expect(ms).toBeLessThan(1_000);
      expect((await call(b, 'user/balance', undefined, { token })).statusCode).toBe(401);
    });

    it('an option changed in the database reaches the other instance within a second', async () => {
      const amount = async () => (await call(b, 'bonus/trialbonusamount')).json().data.amount as number;
      expect(await amount()).toBe(0);
      await database.db
        .insertInto('site_option')
        .values({ key: 'TrialBonusAmount', value: '75', status: true })
        .execute();
      const ms = await within(1_000, async () => (await amount()) === 75);
      expect(ms).toBeLessThan(1_000);
    });
  },
);
