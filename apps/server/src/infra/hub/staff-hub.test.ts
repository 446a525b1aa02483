import {
  HUB_METHOD,
  HUB_PATH,
  STAFF_HUB_METHOD,
  STAFF_HUB_PATH,
  type StaffQueuesChanged,
} from '@lalebet/shared';
import {
  HttpTransportType,
  HubConnectionBuilder,
  type IHttpConnectionOptions,
  LogLevel,
} from '@microsoft/signalr';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { openAdminSession, grantRole } from '../../core/accounts/index.ts';
import { PASSWORD, call, signUp } from '../../test/accounts.ts';
import { adminToken } from '../../test/admin.ts';
import { customerIdOf } from '../../test/customers.ts';
import { type TestApp, createTestApp } from '../../test/harness.ts';
import { connectStaffHub, listen, negotiateTicket, rawSocket } from '../../test/hub.ts';
import { fund } from '../../test/ledger.ts';
import { IBAN, methodId } from '../../test/payments.ts';

/**
 * The staff hub (STAFF_HUB_PATH): the players' protocol and ticket exchange with admin
 * sessions and staff tickets, a `staff` group fed by core/staff-queues.ts.
 */
describe('the staff hub', () => {
  let t: TestApp;
  let base: string;
  beforeAll(async () => {
    t = await createTestApp('pglite', { seed: true });
    base = await listen(t.app);
  });
  afterAll(() => t.close());

  const negotiate = (path: string, token: string | null, query = '') =>
    fetch(`${base}${path}/negotiate?negotiateVersion=1${query}`, {
      method: 'POST',
      headers: { 'x-fingerprint': 'fp-test', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    });
  const staffTicket = async (token: string) => {
    const res = await negotiate(STAFF_HUB_PATH, token);
    expect(res.status).toBe(200);
    return ((await res.json()) as { accessToken: string }).accessToken;
  };
  const ws = (path: string, ticket: string, headers: Record<string, string> = {}) =>
    rawSocket(`${base.replace('http', 'ws')}${path}?access_token=${encodeURIComponent(ticket)}`, headers);

  /** A second staff member with one role, signed in (full stage), for the session-end tests. */
  async function otherStaff(role = 'support') {
    const username = `destek${Math.random().toString(36).slice(2, 8)}`;
    const now = new Date();
    const { id } = await t.db
      .insertInto('admin_user')
      .values({ username, username_key: username, password_hash: 'x', created_at: now, updated_at: now })
      .returning('id')
      .executeTakeFirstOrThrow();
    await grantRole(t.db, id, role);
    const meta = { ip: '127.0.0.1', userAgent: 'test', fingerprint: null, locale: 'tr' as const };
    return { id, token: await openAdminSession(t.db, id, meta) };
  }

  it('pushes QueuesChanged to a browser-path client when a withdrawal is requested; its URL has only the ticket', async () => {
    const token = await adminToken(t.app, t.db);
    const socketUrls: string[] = [];
    class RecordingWebSocket extends WebSocket {
      constructor(url: string) {
        socketUrls.push(url);
        super(url);
      }
    }
    const negotiations: { url: string; authorization: string | null }[] = [];
    const realFetch = globalThis.fetch;
    globalThis.fetch = (input, init) => {
      negotiations.push({
        url: String(input),
        authorization: new Headers(init?.headers).get('authorization'),
      });
      return realFetch(input, init);
    };
    const release = process.release;
    // The stock client puts the token in the socket URL only on its browser path (see browser-client.test.ts).
    Object.defineProperty(process, 'release', { value: { name: 'browser' }, configurable: true });
    const connection = new HubConnectionBuilder()
      .withUrl(`${base}${STAFF_HUB_PATH}`, {
        accessTokenFactory: () => token,
        transport: HttpTransportType.WebSockets,
        WebSocket: RecordingWebSocket,
      } as IHttpConnectionOptions)
      .configureLogging(LogLevel.None)
      .build();
    try {
      await connection.start();
    } finally {
      Object.defineProperty(process, 'release', { value: release, configurable: true });
      globalThis.fetch = realFetch;
    }
    try {
      const received = new Promise<StaffQueuesChanged>((resolve) =>
        connection.on(STAFF_HUB_METHOD, (m: StaffQueuesChanged) => {
          if (m.queue === 'withdrawals') resolve(m);
        }),
      );
      const player = await signUp(t.app);
      await fund(t.db, await customerIdOf(t.db, player.username), 100_000n);
      const res = await call(
        t.app,
        'payment/withdraw',
        {
          id: await methodId(t.db, 2, 'havale'),
          target: 'pay',
          detail: { Amount: 400, Bank: 64, Iban: IBAN, AccountHolder: 'Ayşe Yılmaz', BranchCode: 1234 },
          password: PASSWORD,
        },
        { token: player.token },
      );
      expect(res.statusCode, res.body).toBe(200);
      expect(await received).toEqual({ queue: 'withdrawals' });
    } finally {
      await connection.stop();
    }
    expect(negotiations.map((n) => n.url)).toEqual([
      `${base}${STAFF_HUB_PATH}/negotiate?negotiateVersion=1`,
      `${base}${STAFF_HUB_PATH}/negotiate?negotiateVersion=1`,
    ]);
    expect(negotiations[0]!.authorization).toBe(`Bearer ${token}`);
    const ticket = /^Bearer (hubs_[\w-]+)$/.exec(negotiations[1]!.authorization ?? '')?.[1];
    expect(ticket).toBeDefined();
    expect(socketUrls).toHaveLength(1);
    expect(new URL(socketUrls[0]!).pathname).toBe(STAFF_HUB_PATH);
    expect(new URL(socketUrls[0]!).searchParams.get('access_token')).toBe(ticket);
    expect(socketUrls[0]).not.toContain(token);
  });

  it('keeps players and staff apart: tokens and tickets of one hub never open the other', async () => {
    const player = await signUp(t.app);
    const staff = await adminToken(t.app, t.db);
    // Session tokens at the other hub's negotiate.
    expect((await negotiate(STAFF_HUB_PATH, player.token)).status).toBe(401);
    expect((await negotiate(HUB_PATH, staff)).status).toBe(401);
    // Tickets at the other hub: negotiate and socket.
    const playerTicket = (await negotiateTicket(base, player.token)).accessToken;
    const ticket = await staffTicket(staff);
    expect((await negotiate(STAFF_HUB_PATH, playerTicket)).status).toBe(401);
    expect((await negotiate(HUB_PATH, ticket)).status).toBe(401);
    expect((await ws(STAFF_HUB_PATH, playerTicket)).status).toBe(401);
    expect((await ws(HUB_PATH, ticket)).status).toBe(401);
    // Both were spent by the refused attempts: single use, whichever hub tried them.
    expect((await ws(HUB_PATH, playerTicket)).status).toBe(401);
    expect((await ws(STAFF_HUB_PATH, ticket)).status).toBe(401);
  });

  it('takes a staff ticket once, only in the URL or header, never the session token there', async () => {
    const staff = await adminToken(t.app, t.db);
    // The session token in the URL, at negotiate or at the socket: refused.
    expect((await negotiate(STAFF_HUB_PATH, null, `&access_token=${staff}`)).status).toBe(401);
    expect((await ws(STAFF_HUB_PATH, staff)).status).toBe(401);
    const ticket = await staffTicket(staff);
    const first = await ws(STAFF_HUB_PATH, ticket);
    expect(first.status).toBe(101);
    first.ws?.close();
    expect((await ws(STAFF_HUB_PATH, ticket)).status).toBe(401);
  });

  it('checks the Origin as the players hub does', async () => {
    const staff = await adminToken(t.app, t.db);
    const refused = await ws(STAFF_HUB_PATH, await staffTicket(staff), { origin: 'https://evil.example' });
    expect(refused.status).toBe(403);
    const same = await ws(STAFF_HUB_PATH, await staffTicket(staff), { origin: base });
    expect(same.status).toBe(101);
    same.ws?.close();
  });

  it('refuses a staff member without any permission', async () => {
    const { id, token } = await otherStaff();
    await t.db.deleteFrom('admin_user_role').where('admin_id', '=', id).execute();
    expect((await negotiate(STAFF_HUB_PATH, token)).status).toBe(403);
  });

  it('closes the sockets of a session that logs out, and only those', async () => {
    const a = await otherStaff();
    const b = await otherStaff();
    const [onA, onB] = await Promise.all([connectStaffHub(base, a.token), connectStaffHub(base, b.token)]);
    try {
      expect((await call(t.app, 'admin/auth/logout', undefined, { token: a.token })).statusCode).toBe(200);
      await onA.closed;
      // The other staff member still gets queue changes.
      await t.app.notifier.staffQueue('kyc');
      await onB.next('kyc');
      expect(onA.queues).toEqual([]);
    } finally {
      await Promise.all([onA.connection.stop(), onB.connection.stop()]);
    }
  });

  it('closes, at the sweep, the sockets of staff whose roles were all taken away', async () => {
    const s = await otherStaff();
    const client = await connectStaffHub(base, s.token);
    try {
      expect(await t.app.sweepHubSessions()).toBe(0);
      await t.db.deleteFrom('admin_user_role').where('admin_id', '=', s.id).execute();
      expect(await t.app.sweepHubSessions()).toBe(1);
      await client.closed;
    } finally {
      await client.connection.stop();
    }
  });

  it('closes at once the sockets of staff whose roles an admin removes', async () => {
    const s = await otherStaff();
    const client = await connectStaffHub(base, s.token);
    try {
      const owner = await adminToken(t.app, t.db);
      const res = await call(
        t.app,
        `admin/staff/${s.id}/roles`,
        { roles: [] },
        { token: owner, method: 'PUT' },
      );
      expect(res.statusCode, res.body).toBe(200);
      await client.closed;
    } finally {
      await client.connection.stop();
    }
  });

  it('sends nothing meant for customers to staff sockets', async () => {
    const s = await otherStaff();
    const client = await connectStaffHub(base, s.token);
    const raw: string[] = [];
    try {
      client.connection.on(HUB_METHOD, (m: unknown) => raw.push(JSON.stringify(m)));
      await t.app.hub.send([
        { customerId: s.id, message: { command: 'Notice', message: { title: 'x', note: 'y' } } },
      ]);
      await t.app.notifier.staffQueue('bonusClaims');
      await client.next('bonusClaims');
      expect(raw).toEqual([]);
      expect(client.queues).toEqual(['bonusClaims']);
    } finally {
      await client.connection.stop();
    }
  });
});
