import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registration } from '../../test/accounts.ts';
import { adminSessionOverHttp } from '../../test/admin.ts';
import { type TestDb, createTestDb } from '../../test/harness.ts';
import { type TestHubClient, connectHub } from '../../test/hub.ts';
import { type ServerProcess, startServerProcess } from '../../test/server-process.ts';

const databaseUrl = process.env.TEST_DATABASE_URL;
const redisUrl = process.env.TEST_REDIS_URL ?? process.env.REDIS_URL;
const reason = !databaseUrl
  ? 'TEST_DATABASE_URL is not set'
  : !redisUrl
    ? 'neither TEST_REDIS_URL nor REDIS_URL is set'
    : null;
if (reason) console.log(`skipping the two-process hub test: ${reason}`);

const ADMIN = { username: 'operator', password: 'İki-Süreç-Yönetici-1' };

/** Issue 4: a notification created through process A reaches a client connected to process B. */
describe.skipIf(reason !== null)('hub across two server processes (PostgreSQL + Redis)', () => {
  let database: TestDb;
  let a: ServerProcess;
  let b: ServerProcess;
  let client: TestHubClient | undefined;
  beforeAll(async () => {
    database = await createTestDb('postgres'); // migrated here: the servers only find it up to date
    const env = {
      DATABASE_URL: database.url!,
      REDIS_URL: redisUrl!,
      SEED_DEMO_DATA: 'false',
      ADMIN_USERNAME: ADMIN.username,
      ADMIN_PASSWORD: ADMIN.password,
    };
    // One after the other: two processes bootstrapping the admin account at once race on its insert.
    a = await startServerProcess(env);
    b = await startServerProcess(env);
  });
  afterAll(async () => {
    await client?.connection.stop();
    await Promise.all([a?.stop(), b?.stop()]);
    await database?.drop();
  });

  const post = async (base: string, url: string, body: object | undefined, token?: string) => {
    const res = await fetch(`${base}/api/${url}`, {
      method: body ? 'POST' : 'GET',
      headers: {
        ...(body ? { 'content-type': 'application/json' } : {}),
        'x-fingerprint': 'fp-two',
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
      body: body ? JSON.stringify(body) : undefined,
    });
    const json = (await res.json()) as { data: Record<string, unknown> };
    if (!res.ok) throw new Error(`${url}: ${res.status} ${JSON.stringify(json)}`);
    return json.data;
  };

  it("delivers what A sends to a client on B, and A's logout closes it", async () => {
    const person = registration();
    const token = (await post(a.base, 'auth/register', person)).token as string;
    client = await connectHub(b.base, token, { fingerprint: 'fp-two', locale: 'en' });

    const { token: adminToken } = await adminSessionOverHttp(a.base, ADMIN); // enrols TOTP
    const sent = await post(
      a.base,
      'admin/notification/send',
      { username: person.username, title: { tr: 'Merhaba', en: 'Hello from A' }, note: 'İki süreç' },
      adminToken,
    );
    expect(sent).toEqual({ sent: 1 });
    expect(await client.next()).toMatchObject({
      command: 'Notification',
      message: { title: 'Hello from A', note: 'İki süreç', type: 5, isRead: false },
    });

    await post(a.base, 'auth/logout', undefined, token);
    expect(await client.next((m) => m.command === 'Logout')).toEqual({
      command: 'Logout',
      message: { reason: 'logout' },
    });
    await client.closed;
  });
});
