import { connect } from 'node:net';
import { HUB_PATH, NotificationKind } from '@lalebet/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import { ROUTE_LIMITS } from '../infra/rate-limit/route-limit.ts';
import { signUp } from './accounts.ts';
import { type TestApp, createTestDb, testDatabases } from './harness.ts';
import { type TestHubClient, connectHub, isConnected, listen } from './hub.ts';

const redisUrl = process.env.TEST_REDIS_URL ?? process.env.REDIS_URL;
const setups: [string, boolean][] = testDatabases().map((k) => [k, false]);
if (redisUrl && testDatabases().includes('postgres')) setups.push(['postgres', true]);

/** HTTP timeouts and the hub negotiate limit, on a listening server with short timeouts. */
describe.each(setups)('HTTP timeouts and the hub negotiate limit on %s (Redis: %s)', (kind, inRedis) => {
  let t: TestApp;
  let base: string;
  const clients: TestHubClient[] = [];
  beforeAll(async () => {
    const { db, drop } = await createTestDb(kind as 'pglite' | 'postgres');
    const config = {
      ...loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent' }),
      ...(inRedis ? { redisUrl } : {}),
    };
    const app = await buildApp({
      config,
      db,
      logger: false,
      httpTimeouts: { connectionMs: 800, requestMs: 800 },
    });
    await app.ready();
    base = await listen(app);
    t = { app, db, close: async () => (await app.close(), await drop()) };
  });
  afterAll(async () => {
    await Promise.all(clients.map((c) => c.connection.stop()));
    await t.close();
  });

  /** A raw TCP client that sends `data` (if any), then nothing; resolves with its answer once the server closes it. */
  const stalled = (data?: string) =>
    new Promise<string>((resolve) => {
      const socket = connect(Number(new URL(base).port), '127.0.0.1');
      let answer = '';
      socket.on('data', (d) => (answer += d.toString()));
      socket.on('close', () => resolve(answer));
      if (data) socket.write(data);
    });
  const slowBody =
    'POST /api/casino/games HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n{';

  it('a client that sends its body too slowly is cut off', async () => {
    const started = Date.now();
    const answer = await stalled(slowBody);
    expect(Date.now() - started).toBeLessThan(5_000);
    expect(answer).not.toContain('200 OK');
  });

  it('an open hub socket outlives the HTTP timeouts and still gets pushes', async () => {
    const ayse = await signUp(t.app);
    const client = await connectHub(base, ayse.token);
    clients.push(client);
    // Two HTTP clients opened after the hub socket, one silent and one stuck in its body: once the
    // server has cut both, the idle and request timeouts have both run out for the hub socket too.
    await Promise.all([stalled(), stalled(slowBody)]);
    expect(isConnected(client)).toBe(true);
    const { id } = await t.db
      .selectFrom('customer')
      .select('id')
      .where('username', '=', ayse.username)
      .executeTakeFirstOrThrow();
    await t.app.notifier.notify(id, {
      type: NotificationKind.Bonus,
      title: { tr: 'Merhaba', en: 'Hello' },
      note: { tr: 'Hoş geldiniz.', en: 'Welcome.' },
    });
    expect((await client.next((m) => m.command === 'Notification')).command).toBe('Notification');
  });

  it('negotiate is limited per address (/64): past the limit 429 with Retry-After', async () => {
    const ayse = await signUp(t.app);
    const negotiate = (remoteAddress: string) =>
      t.app.inject({
        method: 'POST',
        url: `${HUB_PATH}/negotiate?negotiateVersion=1`,
        remoteAddress,
        headers: { authorization: `Bearer ${ayse.token}`, 'x-fingerprint': 'fp-test' },
      });
    const net = `2001:db8:${(process.pid % 0xffff).toString(16)}:${(Date.now() % 0xffff).toString(16)}`;
    const runs = await Promise.all(
      Array.from({ length: ROUTE_LIMITS.negotiate.max }, (_, i) =>
        negotiate(`${net}::${(i + 1).toString(16)}`),
      ),
    );
    expect(runs.every((r) => r.statusCode === 200)).toBe(true);
    const refused = await negotiate(`${net}::ffff`);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ success: false, code: 'RATE_LIMITED' });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    expect((await negotiate('10.201.0.1')).statusCode).toBe(200);
  });
});
