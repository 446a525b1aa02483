import type { Launcher } from '@lalebet/shared';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { clock, controlClock } from '../../lib/clock.ts';
import { ROUTE_LIMITS } from '../../infra/rate-limit/route-limit.ts';
import { call, logIn, signUp } from '../../test/accounts.ts';
import { testDatabases } from '../../test/harness.ts';
import { GAME_SESSION_RETENTION_DAYS } from './session-purge.ts';
import { type CasinoTestApp, createCasinoTestApp } from './test-kit.ts';

const redisUrl = process.env.TEST_REDIS_URL ?? process.env.REDIS_URL;
const LOBBY = 'http://localhost/casino/slot';
type G = { game_code: string; product_id: number; system: string };
const BODIES: Record<Launcher, (g: G) => object> = {
  dt: (g) => ({ code: g.game_code }),
  em: (g) => ({ code: g.game_code, productId: g.product_id }),
  amusnet: (g) => ({ code: g.game_code, isMobile: true }),
  egt: (g) => ({ platform: 2, gameCode: g.game_code, language: 'tr', lobbyUrl: LOBBY }),
  hub88: (g) => ({ platform: 1, gameCode: g.game_code, language: 'en', lobbyUrl: LOBBY }),
  softgamings: (g) => ({ system: g.system, pageCode: g.game_code, isMobile: 1 }),
};
const LAUNCHERS = Object.keys(BODIES) as Launcher[];

const setups: [string, boolean][] = testDatabases().map((k) => [k, false]);
if (redisUrl) setups.push(['postgres', true]);

describe.each(setups)('casino limits on %s (counters in Redis: %s)', (kind, inRedis) => {
  let t: CasinoTestApp;
  const gameOf = {} as Record<Launcher, G>;
  beforeAll(async () => {
    if (inRedis && !testDatabases().includes('postgres')) return;
    t = await createCasinoTestApp(kind as 'pglite' | 'postgres', inRedis ? { redisUrl } : {});
    for (const launcher of LAUNCHERS) {
      gameOf[launcher] = await t.db
        .selectFrom('casino_game as g')
        .innerJoin('casino_provider as p', 'p.id', 'g.provider_id')
        .select(['g.game_code', 'g.product_id', 'g.system'])
        .where('p.launcher', '=', launcher)
        .orderBy('g.id')
        .executeTakeFirstOrThrow();
    }
  });
  afterAll(() => t?.close());
  afterEach(() => clock.reset());

  const sessionsOf = async (username: string) =>
    Number(
      (
        await t.db
          .selectFrom('game_session as s')
          .innerJoin('customer as c', 'c.id', 's.customer_id')
          .select((eb) => eb.fn.countAll<string>().as('n'))
          .where('c.username', '=', username)
          .executeTakeFirstOrThrow()
      ).n,
    );
  const providerCalls = () => LAUNCHERS.reduce((n, l) => n + t.providers[l].requests.length, 0);

  it('20 launches a minute per customer across the six routes; the 21st is 429 with nothing stored or called', async () => {
    const me = await signUp(t.app);
    const other = await signUp(t.app);
    const before = providerCalls();
    const results = await Promise.all(
      Array.from({ length: 21 }, (_, i) => {
        const launcher = LAUNCHERS[i % LAUNCHERS.length]!;
        return call(t.app, `casino/${launcher}launchurl`, BODIES[launcher](gameOf[launcher]), {
          token: me.token,
        });
      }),
    );
    const statuses = results.map((r) => r.statusCode).sort();
    expect(statuses.filter((s) => s === 200)).toHaveLength(20);
    const refused = results.find((r) => r.statusCode === 429)!;
    expect(refused.json()).toMatchObject({ success: false, code: 'RATE_LIMITED', data: null });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(60);
    expect(await sessionsOf(me.username)).toBe(20);
    expect(providerCalls() - before).toBe(20);

    // Per customer: another player is not affected.
    const res = await call(t.app, 'casino/dtlaunchurl', BODIES.dt(gameOf.dt), { token: other.token });
    expect(res.statusCode, res.body).toBe(200);
  });

  it.runIf(!inRedis)('the launch limit ends with its minute', async () => {
    const c = controlClock(Date.now());
    const me = await signUp(t.app);
    const launch = () => call(t.app, 'casino/dtlaunchurl', BODIES.dt(gameOf.dt), { token: me.token });
    for (let i = 0; i < ROUTE_LIMITS.launch.max; i++) expect((await launch()).statusCode).toBe(200);
    expect((await launch()).statusCode).toBe(429);
    c.advance(60_001);
    expect((await launch()).statusCode).toBe(200);
  });

  it('search: 120 a minute per address, an IPv6 client counted by its /64', async () => {
    const search = (ip: string) => call(t.app, 'casino/games', { search: 'sweet', skip: 0, take: 5 }, { ip });
    const ip = `2001:db8:${(process.pid % 0xffff).toString(16)}:${(Date.now() % 0xffff).toString(16)}::1`;
    const sameNet = ip.replace(/::1$/, '::abcd');
    const runs = await Promise.all(
      Array.from({ length: ROUTE_LIMITS.search.max }, (_, i) => search(i % 2 ? ip : sameNet)),
    );
    expect(runs.every((r) => r.statusCode === 200)).toBe(true);
    const refused = await search(sameNet.replace(/abcd$/, '9'));
    expect(refused.statusCode).toBe(429);
    expect(refused.json().code).toBe('RATE_LIMITED');
    expect(refused.headers['retry-after']).toBeDefined();
    expect((await search('10.200.1.1')).statusCode).toBe(200);
  });

  it.runIf(!inRedis)('expired game sessions are purged after the retention, newer ones kept', async () => {
    const me = await signUp(t.app);
    const c = controlClock(Date.now());
    const launch = () => call(t.app, 'casino/dtlaunchurl', BODIES.dt(gameOf.dt), { token: me.token });
    expect((await launch()).statusCode).toBe(200);
    const ttlMs = t.app.casino.sessionTtlMinutes * 60_000;
    c.advance(GAME_SESSION_RETENTION_DAYS * 86_400_000 + ttlMs - 60_000);
    me.token = (await logIn(t.app, me.username)).json().data.token;
    expect((await launch()).statusCode).toBe(200);
    expect(await t.app.casino.purgeExpiredSessions()).toBe(0);
    c.advance(120_000);
    expect(await t.app.casino.purgeExpiredSessions()).toBeGreaterThanOrEqual(1);
    expect(await sessionsOf(me.username)).toBe(1);
  });
});
