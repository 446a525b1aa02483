import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_SESSION_LIMITS } from '../../core/accounts/index.ts';
import { clock, controlClock } from '../../lib/clock.ts';
import { call, signUp } from '../../test/accounts.ts';
import { adminSession } from '../../test/admin.ts';
import { type TestApp, createTestApp, testDatabases } from '../../test/harness.ts';

/** docs/decisions/014-staff-two-factor.md: who may reach the back office, and for how long. */
describe.each(testDatabases())('back-office access on %s', (kind) => {
  let t: TestApp;
  const admin = { username: 'erisim', password: 'Erişim-Yönetici-Parola-2' };
  beforeAll(async () => {
    t = await createTestApp(kind, { config: { adminIpAllowlist: ['10.77.0.0/16', '2001:db8::7'] } });
  });
  afterAll(() => t.close());
  afterEach(() => clock.reset());

  it('refuses /api/admin to addresses outside ADMIN_IP_ALLOWLIST, and audits it', async () => {
    const inside = await call(t.app, 'admin/auth/login', admin, { ip: '10.77.3.4' });
    expect(inside.statusCode).toBe(400); // reached the login: no such admin yet
    expect((await call(t.app, 'admin/auth/login', admin, { ip: '2001:db8::7' })).statusCode).toBe(400);
    expect((await call(t.app, 'admin/auth/login', admin, { ip: '::ffff:10.77.9.9' })).statusCode).toBe(400);
    for (const url of ['admin/auth/login', 'ADMIN/auth/login', 'admin/withdrawals', 'admin//auth/me']) {
      const outside = await call(t.app, url, url.endsWith('login') ? admin : undefined, { ip: '10.78.0.1' });
      if (outside.statusCode === 404) continue; // no such route at all
      expect(outside.statusCode, url).toBe(403);
      expect(outside.json().code).toBe('ADMIN_IP_NOT_ALLOWED');
    }
    expect((await call(t.app, 'admin/withdrawals', undefined, { ip: '203.0.113.9' })).json().code).toBe(
      'ADMIN_IP_NOT_ALLOWED',
    );
    // The player site is not affected.
    const player = await signUp(t.app);
    expect(
      (await call(t.app, 'user/balance', undefined, { token: player.token, ip: '10.78.0.1' })).statusCode,
    ).toBe(200);
    const audited = await t.db
      .selectFrom('auth_audit')
      .select(['ip', 'details'])
      .where('event', '=', 'admin_ip_refused')
      .execute();
    expect(audited.map((a) => a.ip).sort()).toEqual(['10.78.0.1', '203.0.113.9']); // once per address a minute
    expect(audited[0]!.details).toMatchObject({ route: expect.stringMatching(/^\/api\/admin\//) });
  });
});

describe.each(testDatabases())('back-office session timeouts on %s', (kind) => {
  let t: TestApp;
  const admin = { username: 'zamanasimi', password: 'Zaman-Aşımı-Yönetici-8' };
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t.close());
  afterEach(() => clock.reset());
  let days = 0;
  const later = () => controlClock(Date.now() + (days += 2) * 86_400_000);
  const me = (token: string) => call(t.app, 'admin/auth/me', undefined, { token });

  it('ends an admin session after 15 idle minutes (constants, not the customer site options)', async () => {
    expect(ADMIN_SESSION_LIMITS).toEqual({ idleMs: 15 * 60_000, absoluteMs: 8 * 3_600_000 });
    const time = later();
    const { token } = await adminSession(t.app, t.db, admin);
    time.advance(14 * 60_000);
    expect((await me(token)).statusCode).toBe(200); // activity restarts the idle clock
    time.advance(14 * 60_000);
    expect((await me(token)).statusCode).toBe(200);
    time.advance(15 * 60_000);
    const expired = await me(token);
    expect(expired.statusCode).toBe(401);
    expect(expired.json().code).toBe('SESSION_EXPIRED');
  });

  it('ends an active admin session after 8 hours', async () => {
    const time = later();
    const { token } = await adminSession(t.app, t.db, admin);
    for (let minutes = 10; minutes < 8 * 60; minutes += 10) {
      time.advance(10 * 60_000);
      expect((await me(token)).statusCode, `after ${minutes} min`).toBe(200);
    }
    time.advance(10 * 60_000);
    expect((await me(token)).json().code).toBe('SESSION_EXPIRED');
  });
});
