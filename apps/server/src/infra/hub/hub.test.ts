import { NotificationKind, notifyMessageSchema } from '@lalebet/shared';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { call, lastCode, logIn, signUp, uniquePhone } from '../../test/accounts.ts';
import { type TestApp, createTestApp, testDatabases } from '../../test/harness.ts';
import {
  type TestHubClient,
  connectHub,
  isConnected,
  listen,
  negotiateTicket,
  rawSocket,
} from '../../test/hub.ts';
import { fund } from '../../test/ledger.ts';
import { clock, controlClock } from '../../lib/clock.ts';

const hello = {
  type: NotificationKind.Bonus,
  title: { tr: 'Merhaba', en: 'Hello' },
  note: { tr: 'Hoş geldiniz.', en: 'Welcome.' },
};

/** The real @microsoft/signalr client against the hub, as the web will use it. */
describe.each(testDatabases())('hub with the SignalR client on %s', (kind) => {
  let t: TestApp;
  let base: string;
  const clients: TestHubClient[] = [];
  const connect = async (...args: Parameters<typeof connectHub> extends [string, ...infer R] ? R : never) => {
    const client = await connectHub(base, ...args);
    clients.push(client);
    return client;
  };
  beforeAll(async () => {
    t = await createTestApp(kind);
    base = await listen(t.app);
  });
  afterEach(async () => {
    await Promise.all(clients.splice(0).map((c) => c.connection.stop()));
  });
  afterAll(() => t.close());

  const idOf = async (username: string) =>
    (
      await t.db
        .selectFrom('customer')
        .select('id')
        .where('username', '=', username)
        .executeTakeFirstOrThrow()
    ).id;

  it('negotiates, shakes hands and delivers Notification and Balance commands', async () => {
    const ayse = await signUp(t.app);
    const client = await connect(ayse.token, { locale: 'tr' });
    expect(isConnected(client)).toBe(true);
    expect(t.app.hub.stats()).toMatchObject({ connections: 1, customers: 1, bus: 'memory' });

    const customerId = await idOf(ayse.username);
    await t.app.notifier.notify(customerId, hello);
    const pushed = await client.next();
    expect(notifyMessageSchema.parse(pushed)).toEqual(pushed);
    // The same mapper as the REST list: the pushed item is exactly the listed one.
    const listed = await call(
      t.app,
      'customer/notification',
      { skip: 0, take: 100 },
      {
        token: ayse.token,
        locale: 'tr',
      },
    );
    expect(pushed).toEqual({ command: 'Notification', message: listed.json().data[0] });
    expect(pushed.message).toMatchObject({ title: 'Merhaba', type: 4, isRead: false });

    // The push reads the ledger: cash, and no bonus for a new player.
    await fund(t.app.db, customerId, 12_550n);
    await t.app.notifier.balanceChanged(customerId);
    expect(await client.next((m) => m.command === 'Balance')).toEqual({
      command: 'Balance',
      message: { balance: 125.5, bonusBalance: 0 },
    });
  });

  it('tells every session of the customer that the phone was verified, once it is', async () => {
    const ayse = await signUp(t.app);
    const laptop = (await logIn(t.app, ayse.username)).json().data.token as string;
    const client = await connect(laptop);
    const phone = uniquePhone();
    const updatePhone = (body: object) => call(t.app, 'customer/updatephone', body, { token: ayse.token });
    expect((await updatePhone({ step: 1, phone })).statusCode).toBe(200);
    const code = await lastCode(t.app, phone);
    const wrong = `${(Number(code[0]) + 1) % 10}${code.slice(1)}`;
    // A wrong code changes nothing, so nothing is pushed: the first message is the real one's.
    expect((await updatePhone({ step: 2, phone, code: wrong })).json().success).toBe(false);
    expect((await updatePhone({ step: 2, phone, code })).statusCode).toBe(200);
    const pushed = await client.next();
    expect(notifyMessageSchema.parse(pushed)).toEqual(pushed);
    expect(pushed).toEqual({ command: 'Profile', message: { phone, smsVerified: true } });
  });

  it("reaches every session of the customer and nobody else's", async () => {
    const ayse = await signUp(t.app);
    const second = (await logIn(t.app, ayse.username)).json().data.token as string;
    const mehmet = await signUp(t.app);
    const [phone, laptop, other] = await Promise.all([
      connect(ayse.token),
      connect(second, { locale: 'en' }),
      connect(mehmet.token),
    ]);

    await t.app.notifier.notify(await idOf(ayse.username), hello);
    const [a, b] = await Promise.all([phone.next(), laptop.next()]);
    const id = a.command === 'Notification' ? a.message.id : -1;
    expect(b).toMatchObject({ command: 'Notification', message: { title: 'Hello', id } });

    // Mehmet's own message arrives after Ayşe's was delivered: had hers reached him, it would be first.
    await t.app.notifier.notify(await idOf(mehmet.username), hello);
    await other.next();
    expect(other.messages).toHaveLength(1);
    expect(phone.messages).toHaveLength(1);
  });

  it('sends Logout and closes the connections of a session that logs out, and only those', async () => {
    const ayse = await signUp(t.app);
    const second = (await logIn(t.app, ayse.username)).json().data.token as string;
    const leaving = await connect(ayse.token);
    const staying = await connect(second);

    await call(t.app, 'auth/logout', undefined, { token: ayse.token });
    expect(await leaving.next((m) => m.command === 'Logout')).toEqual({
      command: 'Logout',
      message: { reason: 'logout' },
    });
    expect(await leaving.closed).toBeUndefined(); // closed by the server, no reconnect
    expect(isConnected(leaving)).toBe(false);

    await t.app.notifier.notify(await idOf(ayse.username), hello);
    expect((await staying.next((m) => m.command === 'Notification')).message).toMatchObject({
      title: 'Hello',
    });
    expect(isConnected(staying)).toBe(true);

    // Changing the password ends the other sessions, and so their sockets; the caller's stays.
    const third = await connect((await logIn(t.app, ayse.username)).json().data.token);
    const res = await call(
      t.app,
      'customer/changepassword',
      { oldPassword: ayse.password, password: 'Yeni-Parola-2026', confirmPassword: 'Yeni-Parola-2026' },
      { token: second },
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(await third.next((m) => m.command === 'Logout')).toMatchObject({
      message: { reason: 'password_changed' },
    });
    await third.closed;
    // A later push is the marker: a Logout sent to the caller's socket would have come before it.
    await t.app.notifier.notify(await idOf(ayse.username), { ...hello, title: { tr: 'Yine', en: 'Again' } });
    await staying.next((m) => m.command === 'Notification' && m.message.title === 'Again');
    expect(staying.messages.filter((m) => m.command === 'Logout')).toEqual([]);
    expect(isConnected(staying)).toBe(true);
  });

  it('closes the sockets of a session that expired while connected', async () => {
    const ayse = await signUp(t.app);
    const client = await connect(ayse.token);
    const time = controlClock();
    try {
      time.advance(31 * 60_000); // past the 30-minute idle timeout
      expect(await t.app.sweepHubSessions()).toBe(1);
      expect(await client.next((m) => m.command === 'Logout')).toMatchObject({ message: { reason: 'idle' } });
      await client.closed;
    } finally {
      clock.reset();
    }
  });

  it('is reconnected by the client after the socket drops, and keeps receiving', async () => {
    const ayse = await signUp(t.app);
    const client = await connect(ayse.token);
    const reconnected = new Promise<void>((resolve) => client.connection.onreconnected(() => resolve()));
    for (const conn of [...t.app.hub.registry.all()]) conn.terminate(); // no Close message
    await reconnected; // the first retry delay is 0
    await t.app.notifier.notify(await idOf(ayse.username), hello);
    expect((await client.next()).command).toBe('Notification');
  });

  it('refuses a dead token and a different fingerprint with 401', async () => {
    const ayse = await signUp(t.app);
    await expect(connect('not-a-session-token')).rejects.toThrow(/401/);
    await expect(connect(ayse.token, { fingerprint: 'someone-elses-browser' })).rejects.toThrow(/401/);

    const ws = `${base.replace('http', 'ws')}/hub/frnotify`;
    expect((await rawSocket(ws)).status).toBe(401);
    const ticket = async () => (await negotiateTicket(base, ayse.token)).accessToken;
    expect(
      (await rawSocket(`${ws}?access_token=${await ticket()}`, { origin: 'https://evil.example' })).status,
    ).toBe(403);
    expect((await rawSocket(`${ws}?access_token=${await ticket()}`, { origin: base })).status).toBe(101);
    expect((await rawSocket(`${base.replace('http', 'ws')}/api/whatever`)).status).toBe(404);
    // No token at all is not refused: that is a guest watching odds (topics.test.ts).
  });
});
