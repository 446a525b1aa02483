import { type NotifyMessage, oddsTopics } from '@lalebet/shared';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { seedDemoData } from '../../db/seed/seed.ts';
import { PASSWORD, registration } from '../../test/accounts.ts';
import { type AdminSession, adminSessionOverHttp } from '../../test/admin.ts';
import { customerIdOf } from '../../test/customers.ts';
import { type TestDb, createTestDb } from '../../test/harness.ts';
import { type TestHubClient, connectGuest, connectHub, connectStaffHub } from '../../test/hub.ts';
import { fund } from '../../test/ledger.ts';
import { IBAN, methodId } from '../../test/payments.ts';
import { type ServerProcess, startServerProcess } from '../../test/server-process.ts';
import { Hub } from './hub.ts';
import { createRedisBus } from './redis-bus.ts';

const databaseUrl = process.env.TEST_DATABASE_URL;
const redisUrl = process.env.TEST_REDIS_URL ?? process.env.REDIS_URL;
const reason = !databaseUrl
  ? 'TEST_DATABASE_URL is not set'
  : !redisUrl
    ? 'neither TEST_REDIS_URL nor REDIS_URL is set'
    : null;
if (reason) console.log(`skipping the two-process hub test: ${reason}`);

const ADMIN = { username: 'operator', password: 'İki-Süreç-Yönetici-1' };

/**
 * Two server processes on one PostgreSQL database and one Redis, as WEB_CONCURRENCY runs them
 * (docs/decisions/018-hub-tickets-and-several-processes.md): what one process does reaches the
 * hub clients of the other, and limits counted on one hold on the other.
 */
describe.skipIf(reason !== null)('hub across two server processes (PostgreSQL + Redis)', () => {
  let database: TestDb;
  let a: ServerProcess;
  let b: ServerProcess;
  let client: TestHubClient | undefined;
  /** The admin's enrolled TOTP secret, for signing in again (the first test enrols it). */
  let operator: AdminSession | undefined;
  beforeAll(async () => {
    database = await createTestDb('postgres'); // migrated here: the servers only find it up to date
    await seedDemoData(database.db); // the payment methods
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

  const send = (base: string, url: string, body: object | undefined, token?: string) =>
    fetch(`${base}/api/${url}`, {
      method: body ? 'POST' : 'GET',
      headers: {
        ...(body ? { 'content-type': 'application/json' } : {}),
        'x-fingerprint': 'fp-two',
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
      body: body ? JSON.stringify(body) : undefined,
    });
  const post = async (base: string, url: string, body: object | undefined, token?: string) => {
    const res = await send(base, url, body, token);
    const json = (await res.json()) as { data: Record<string, unknown> };
    if (!res.ok) throw new Error(`${url}: ${res.status} ${JSON.stringify(json)}`);
    return json.data;
  };

  it("delivers what A sends to a client on B, and A's logout closes it", async () => {
    const person = registration();
    const token = (await post(a.base, 'auth/register', person)).token as string;
    client = await connectHub(b.base, token, { fingerprint: 'fp-two', locale: 'en' });

    operator = await adminSessionOverHttp(a.base, ADMIN); // enrols TOTP
    const adminToken = operator.token;
    const sent = await post(
      a.base,
      'admin/notification/send',
      { username: person.username, title: { tr: 'Merhaba', en: 'Hello from A' }, note: 'İki süreç' },
      adminToken,
    );
    expect(sent).toEqual({ sent: 1, skipped: 0 });
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

  it('pushes a balance change made through A to a client on B', async () => {
    const person = registration();
    const token = (await post(a.base, 'auth/register', person)).token as string;
    await fund(database.db, await customerIdOf(database.db, person.username), 100_000n);
    const onB = await connectHub(b.base, token, { fingerprint: 'fp-two', locale: 'en' });
    try {
      const havale = await methodId(database.db, 2, 'havale');
      await post(
        a.base,
        'payment/withdraw',
        {
          id: havale,
          target: 'pay',
          detail: { Amount: 400, Bank: 64, Iban: IBAN, AccountHolder: 'Ayşe Yılmaz', BranchCode: 1234 },
          password: PASSWORD,
        },
        token,
      );
      expect(await onB.next((m) => m.command === 'Balance')).toEqual({
        command: 'Balance',
        message: { balance: 600, bonusBalance: 0 },
      });
    } finally {
      await onB.connection.stop();
    }
  });

  it('tells a staff client on B that the withdrawals queue changed when a player withdraws through A', async () => {
    const { token: staffToken } = await adminSessionOverHttp(a.base, ADMIN, operator);
    const staff = await connectStaffHub(b.base, staffToken);
    try {
      const person = registration();
      const token = (await post(a.base, 'auth/register', person)).token as string;
      await fund(database.db, await customerIdOf(database.db, person.username), 100_000n);
      await post(
        a.base,
        'payment/withdraw',
        {
          id: await methodId(database.db, 2, 'havale'),
          target: 'pay',
          detail: { Amount: 400, Bank: 64, Iban: IBAN, AccountHolder: 'Ayşe Yılmaz', BranchCode: 1234 },
          password: PASSWORD,
        },
        token,
      );
      await staff.next('withdrawals');
      expect(staff.queues).toEqual(['withdrawals']);
      // A's logout reaches the staff socket on B too.
      const out = await send(a.base, 'admin/auth/logout', undefined, staffToken);
      expect(out.status).toBe(200);
      await staff.closed;
    } finally {
      await staff.connection.stop();
    }
  });

  it('refuses on B a login that failures through A have put on hold', async () => {
    const person = registration();
    await post(a.base, 'auth/register', person);
    const login = (base: string, password: string) =>
      send(base, 'auth/login', { username: person.username, password });
    for (let i = 0; i < 5; i++) expect((await login(a.base, 'Yanlış-Parola-1')).status).toBe(400);
    // The right password, on the other process: still on hold (5 failures within 15 minutes).
    const onB = await login(b.base, PASSWORD);
    expect(onB.status).toBe(429);
    expect(((await onB.json()) as { code: string }).code).toBe('TOO_MANY_ATTEMPTS');
  });

  it('counts the usernames one IP tries on both processes together', async () => {
    // 30 distinct usernames a minute per IP; separate counters would let all 40 through.
    const answers: number[] = [];
    for (let i = 0; i < 40; i += 4) {
      const batch = [0, 1, 2, 3].map((j) =>
        send((i + j) % 2 ? b.base : a.base, 'auth/login', {
          username: `nobody${i + j}x`,
          password: 'Parola-12345',
        }),
      );
      answers.push(...(await Promise.all(batch)).map((r) => r.status));
    }
    const limited = answers.map((s, i) => ({ s, on: i % 2 ? 'b' : 'a' })).filter((x) => x.s === 429);
    expect(answers.length - limited.length).toBeLessThanOrEqual(30);
    expect(new Set(limited.map((x) => x.on))).toEqual(new Set(['a', 'b']));
  });

  it('fans odds published by one process out to watchers on the others, with one bus message', async () => {
    // The publisher is a third process's hub (this test's), on the channel the servers share.
    const { channel_id } = await database.db
      .selectFrom('hub_instance')
      .select('channel_id')
      .executeTakeFirstOrThrow();
    const channel = `lalebet:hub:${channel_id}`;
    const silent = { warn: () => {} } as unknown as ConstructorParameters<typeof Hub>[1];
    const publisher = new Hub(await createRedisBus(redisUrl!, channel), silent);
    const spy = new Redis(redisUrl!);
    const seen: string[] = [];
    spy.on('message', (_ch: string, raw: string) => seen.push(raw));
    await spy.subscribe(channel);
    const [onA, onB] = await Promise.all([connectGuest(a.base), connectGuest(b.base)]);
    try {
      await onA.connection.invoke('Watch', ['live:all']);
      await onB.connection.invoke('Watch', ['event:sr:match:9', 'live:soccer']);
      const delta = { eventId: 'sr:match:9', status: 'live', live: null, markets: [] };
      await publisher.publishTopics(oddsTopics('sr:match:9', 'soccer', true), 'Odds', delta);
      const [gotA, gotB] = await Promise.all([onA.next(), onB.next()]);
      expect(gotA).toMatchObject({ command: 'Odds', message: delta });
      expect(gotB).toEqual(gotA);
      // A second event is the marker: a duplicate of the first would arrive before it, everywhere.
      const marker = { ...delta, eventId: 'sr:match:10' };
      await publisher.publishTopics(oddsTopics('sr:match:10', 'soccer', true), 'Odds', marker);
      const isMarker = (m: NotifyMessage) => m.command === 'Odds' && m.message.eventId === 'sr:match:10';
      await Promise.all([onA.next(isMarker), onB.next(isMarker)]);
      await vi.waitFor(() => expect(seen.some((raw) => raw.includes('sr:match:10'))).toBe(true));
      expect([onA.messages.length, onB.messages.length, seen.length]).toEqual([2, 2, 2]);
    } finally {
      await Promise.all([onA.connection.stop(), onB.connection.stop()]);
      spy.disconnect();
      await publisher.close(0);
    }
  });
});
