import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { clock, controlClock } from '../../lib/clock.ts';
import { createRateLimitStore } from '../../infra/rate-limit/index.ts';
import { call } from '../../test/accounts.ts';
import { adminSession } from '../../test/admin.ts';
import { type TestApp, createTestApp, testDatabases } from '../../test/harness.ts';
import { ensureAdminAccount } from './admin-bootstrap.ts';

const redisUrl = process.env.TEST_REDIS_URL ?? process.env.REDIS_URL;

/**
 * docs/decisions/014-staff-two-factor.md: starting with ADMIN_PASSWORD is the operator's way
 * back in. It clears the lock (in the shared rate-limit store) and ends the admin's sessions.
 */
describe.each(testDatabases())('admin recovery through ADMIN_PASSWORD on %s', (kind) => {
  let t: TestApp;
  const admin = { username: 'kurtarma', password: 'Kurtarılan-Yönetici-4' };
  beforeAll(async () => {
    // Counters on Redis when there is one: the store a restarted process would share.
    t = await createTestApp(kind, { config: { redisUrl } });
  });
  afterAll(() => t.close());
  afterEach(() => clock.reset());
  // TOTP codes are accepted once per 30-s step: each test runs two days after the previous one.
  let days = 0;
  const later = () => controlClock(Date.now() + (days += 2) * 86_400_000);

  const login = (password = admin.password) => call(t.app, 'admin/auth/login', { ...admin, password });

  /**
   * Wrong passwords from 10 networks (each call comes from a fresh address): a wide attack, so
   * the account locks (docs/decisions/045-throttle-not-lock.md).
   */
  async function lockOut() {
    later();
    for (let i = 0; i < 10; i++) {
      expect((await login(`yanlış-parola-${i}`)).statusCode).toBeGreaterThanOrEqual(400);
    }
    expect((await login()).json().code).toBe('ACCOUNT_LOCKED');
  }

  it('unlocks the admin when the server starts again with the same ADMIN_PASSWORD', async () => {
    later();
    await adminSession(t.app, t.db, admin);
    await lockOut();
    // A restarted process: its own store on the same Redis (or, without Redis, the same memory).
    const instance = (await t.db.selectFrom('hub_instance').select('channel_id').executeTakeFirstOrThrow())
      .channel_id;
    const restarted = redisUrl ? createRateLimitStore(redisUrl, t.app.log, instance) : t.app.limiter;
    try {
      expect(await ensureAdminAccount(t.db, restarted, { env: 'production', admin })).toBe('unchanged');
    } finally {
      if (redisUrl) await restarted.close();
    }
    const res = await login();
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.stage).toBe('second_factor');
  });

  it('also clears a lock on the second factor', async () => {
    later();
    const { secret } = await adminSession(t.app, t.db, admin);
    expect(secret).not.toBe('');
    for (let i = 0; i < 5; i++) {
      const { challenge } = (await login()).json().data;
      await call(t.app, 'admin/auth/login/verify', { challenge, code: `12345${i}` });
    }
    const { challenge } = (await login()).json().data;
    expect((await call(t.app, 'admin/auth/login/verify', { challenge, code: '000000' })).statusCode).toBe(
      429,
    );
    await ensureAdminAccount(t.db, t.app.limiter, { env: 'production', admin });
    const session = await adminSession(t.app, t.db, admin);
    expect((await call(t.app, 'admin/auth/me', undefined, { token: session.token })).statusCode).toBe(200);
  });

  it('ends the sessions of an admin whose password is set, or who is recovered', async () => {
    const time = later();
    const before = (await adminSession(t.app, t.db, admin)).token;
    const newPassword = { ...admin, password: 'Yeni-Yönetici-Parolası-5' };
    expect(await ensureAdminAccount(t.db, t.app.limiter, { env: 'production', admin: newPassword })).toBe(
      'updated',
    );
    expect((await call(t.app, 'admin/auth/me', undefined, { token: before })).statusCode).toBe(401);
    time.advance(30_000);
    const after = (await adminSession(t.app, t.db, newPassword)).token;
    expect((await call(t.app, 'admin/auth/me', undefined, { token: after })).statusCode).toBe(200);
    // A start with the unchanged password is a recovery too: a stolen token does not survive it.
    expect(await ensureAdminAccount(t.db, t.app.limiter, { env: 'production', admin: newPassword })).toBe(
      'unchanged',
    );
    expect((await call(t.app, 'admin/auth/me', undefined, { token: after })).statusCode).toBe(401);
  });

  it('refuses a common ADMIN_PASSWORD, or the username as password', async () => {
    await expect(
      ensureAdminAccount(t.db, t.app.limiter, {
        env: 'production',
        admin: { username: 'x', password: 'galatasaray1905' },
      }),
    ).rejects.toThrow(/ADMIN_PASSWORD is refused: This password is too common/);
    await expect(
      ensureAdminAccount(t.db, t.app.limiter, {
        env: 'production',
        admin: { username: 'uzun-yonetici-adi', password: 'UZUN-yonetici-adi' },
      }),
    ).rejects.toThrow(/ADMIN_PASSWORD is refused/);
    const names = await t.db.selectFrom('admin_user').select('username').execute();
    expect(names.map((n) => n.username)).toEqual(['kurtarma']);
  });
});
