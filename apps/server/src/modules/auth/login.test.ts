import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { clock, controlClock } from '../../lib/clock.ts';
import { PASSWORD, call, freshIp, logIn, outbox, signUp, uniqueName } from '../../test/accounts.ts';
import { type TestApp, createTestApp, testDatabases } from '../../test/harness.ts';

describe.each(testDatabases())('login and logout on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t.close());
  afterEach(() => clock.reset());

  it('logs in with the username in any case or Turkish i form and returns a fresh session each time', async () => {
    const { username, session } = await signUp(t.app, { username: `Irmak${Date.now() % 100000}` });
    const a = await logIn(t.app, username.toUpperCase(), PASSWORD, { locale: 'tr' });
    expect(a.statusCode, a.body).toBe(200);
    expect(a.json()).toMatchObject({
      success: true,
      message: 'Başarıyla giriş yaptınız.',
      data: { username, usercode: session.usercode, smsVerified: false },
    });
    const b = await logIn(t.app, username.replace('I', 'ı').toLowerCase());
    expect(b.statusCode).toBe(200);
    expect(b.json().data.token).not.toBe(a.json().data.token);
    const rows = await t.db.selectFrom('customer_session').select('token_hash').execute();
    expect(rows.map((r) => r.token_hash)).not.toContain(a.json().data.token); // stored hashed only
  });

  it('answers an unknown user and a wrong password with the same status, body and similar time', async () => {
    const { username } = await signUp(t.app);
    const timed = async (name: string) => {
      const started = performance.now();
      const res = await logIn(t.app, name, 'wrong-password-1');
      return { res, ms: performance.now() - started };
    };
    await timed(uniqueName()); // warm up the dummy hash
    const known = await timed(username);
    const unknown = await timed(uniqueName());
    expect(known.res.statusCode).toBe(400);
    expect(unknown.res.statusCode).toBe(400);
    expect(known.res.body).toBe(unknown.res.body);
    expect(known.res.json()).toMatchObject({
      code: 'INVALID_CREDENTIALS',
      message: 'The username or password is incorrect.',
    });
    // Both paths verify one argon2id hash; allow generous noise for a shared CI machine.
    expect(Math.abs(known.ms - unknown.ms)).toBeLessThan(Math.max(known.ms, unknown.ms) * 0.8 + 40);
  });

  it('ends the session on logout: the token stops working at once, a second logout is still 200', async () => {
    const { token } = await signUp(t.app);
    expect((await call(t.app, 'customer/profile', undefined, { token })).statusCode).toBe(200);
    const out = await call(t.app, 'auth/logout', undefined, { token });
    expect(out.statusCode).toBe(200);
    expect(out.json()).toEqual({ success: true, message: 'You have logged out.', data: null });
    const after = await call(t.app, 'customer/profile', undefined, { token });
    expect(after.statusCode).toBe(401);
    expect(after.json()).toMatchObject({ success: false, code: 'UNAUTHORIZED' });
    expect((await call(t.app, 'auth/logout', undefined, { token })).statusCode).toBe(200);
    expect((await call(t.app, 'auth/logout')).statusCode).toBe(200);
  });

  it('emits a session-ended event for the real-time hub', async () => {
    const { token } = await signUp(t.app);
    const seen: unknown[] = [];
    t.app.sessionEvents.once('ended', (e) => seen.push(e));
    await call(t.app, 'auth/logout', undefined, { token });
    expect(seen).toEqual([
      { customerId: expect.any(BigInt), sessionIds: [expect.any(String)], reason: 'logout' },
    ]);
  });

  it('answers 401 for missing, malformed and unknown tokens', async () => {
    expect((await call(t.app, 'user/balance')).statusCode).toBe(401);
    expect(
      (await call(t.app, 'user/balance', undefined, { headers: { authorization: 'Basic abc' } })).statusCode,
    ).toBe(401);
    expect((await call(t.app, 'user/balance', undefined, { token: 'x'.repeat(43) })).statusCode).toBe(401);
  });

  // Changed on purpose for docs/decisions/045-throttle-not-lock.md: the hold is per (account,
  // network) and starts at 1 minute; another network is not held.
  it('holds one network after 5 failures, even for the right password, not another; a success clears it', async () => {
    const c = controlClock();
    const { username } = await signUp(t.app);
    const ip = freshIp();
    for (let i = 0; i < 5; i++) {
      expect((await logIn(t.app, username, `wrong-${i}-pass`, { ip })).json().code).toBe(
        'INVALID_CREDENTIALS',
      );
    }
    const res = await logIn(t.app, username, PASSWORD, { ip }); // right password, same network
    expect(res.statusCode).toBe(429);
    expect(res.json().code).toBe('TOO_MANY_ATTEMPTS');
    expect(res.headers['retry-after']).toBe('60');
    expect((await logIn(t.app, username)).statusCode).toBe(200); // another network
    c.advance(60_000);
    expect((await logIn(t.app, username, PASSWORD, { ip })).statusCode).toBe(200); // success clears the pair
    for (let i = 0; i < 4; i++)
      expect((await logIn(t.app, username, `again-${i}-pass`, { ip })).statusCode).toBe(400);
    expect((await logIn(t.app, username, PASSWORD, { ip })).statusCode).toBe(200);
  });

  it('treats unknown usernames the same way, so 429 reveals nothing', async () => {
    const ghost = uniqueName();
    const ip = freshIp();
    for (let i = 0; i < 5; i++) await logIn(t.app, ghost, `wrong-${i}-pass`, { ip });
    const res = await logIn(t.app, ghost, PASSWORD, { ip });
    expect(res.statusCode).toBe(429);
  });

  // Changed on purpose (docs/decisions/045-throttle-not-lock.md): the lock needs failures from 10
  // networks (each call here comes from a fresh address), and lasts an hour.
  it('locks the account on failures from 10 networks, answering like a wrong password, and tells the owner', async () => {
    const { username, email } = await signUp(t.app);
    let last;
    for (let i = 0; i < 10; i++) last = await logIn(t.app, username, `wrong-${i}-pass`);
    const ghost = await logIn(t.app, uniqueName(), 'wrong-0-pass');
    expect(last!.statusCode).toBe(400);
    expect(last!.json()).toEqual(ghost.json());
    const res = await logIn(t.app, username); // the right password: refused, and no different
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual(ghost.json());
    const mails = (await outbox(t.app))
      .filter((m) => m.to === email)
      .filter((m) => /locked|kilitlendi/.test(m.subject ?? ''));
    expect(mails).toHaveLength(1);
    const row = await t.db
      .selectFrom('customer')
      .select(['id', 'locked_at'])
      .where('username', '=', username)
      .executeTakeFirstOrThrow();
    expect(row.locked_at).not.toBeNull();
    const events = await t.db
      .selectFrom('auth_audit')
      .select('event')
      .where('actor_id', '=', row.id)
      .execute();
    expect(events.filter((e) => e.event === 'login_failed').length).toBeGreaterThanOrEqual(10);
    expect(events.some((e) => e.event === 'account_locked')).toBe(true);
  });

  it('limits one address to 30 distinct usernames a minute, and not the next minute', async () => {
    const c = controlClock();
    const ip = freshIp();
    for (let i = 0; i < 30; i++) {
      expect((await logIn(t.app, uniqueName(), 'whatever-1', { ip })).statusCode).toBe(400);
    }
    const res = await logIn(t.app, uniqueName(), 'whatever-1', { ip });
    expect(res.statusCode).toBe(429);
    expect(Number(res.headers['retry-after'])).toBeLessThanOrEqual(60);
    c.advance(61_000);
    expect((await logIn(t.app, uniqueName(), 'whatever-1', { ip })).statusCode).toBe(400);
  });

  it('records login success and failure in the audit trail without secrets', async () => {
    const { username } = await signUp(t.app);
    await logIn(t.app, username, 'not-the-password-9');
    await logIn(t.app, username);
    const rows = await t.db
      .selectFrom('auth_audit')
      .selectAll()
      .where('event', 'in', ['login_failed', 'login_succeeded'])
      .where('details', '@>', JSON.stringify({ username }) as never)
      .execute();
    expect(rows.length).toBeGreaterThanOrEqual(1);
    const all = JSON.stringify(await t.db.selectFrom('auth_audit').selectAll().execute(), (_k, v) =>
      typeof v === 'bigint' ? String(v) : v,
    );
    expect(all).not.toContain('not-the-password-9');
    expect(all).not.toContain(PASSWORD);
  });
});

const redisUrl = process.env.TEST_REDIS_URL ?? process.env.REDIS_URL;

describe.runIf(redisUrl)('login limits with counters in Redis', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('pglite', { config: { redisUrl } });
  });
  afterAll(() => t.close());

  it('slows one network after 5 failures through the shared store', async () => {
    const { username } = await signUp(t.app);
    const ip = freshIp();
    for (let i = 0; i < 5; i++)
      expect((await logIn(t.app, username, `wrong-${i}-pass`, { ip })).statusCode).toBe(400);
    const res = await logIn(t.app, username, PASSWORD, { ip });
    expect(res.statusCode).toBe(429);
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(25);
    expect((await logIn(t.app, username)).statusCode).toBe(200); // another network
  });
});
