import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.ts';
import { call, signUp, uniqueName } from '../../test/accounts.ts';
import { nextTotpCode } from '../../test/admin.ts';
import { type TestApp, createTestApp, testDatabases } from '../../test/harness.ts';
import { ensureAdminAccount } from './admin-bootstrap.ts';

describe.each(testDatabases())('back office on %s', (kind) => {
  let t: TestApp;
  const admin = { username: 'operator', password: 'Çok-Gizli-Yönetici-1' };
  beforeAll(async () => {
    t = await createTestApp(kind);
    await ensureAdminAccount(t.db, t.app.limiter, { env: 'production', admin });
  });
  afterAll(() => t.close());

  const adminLogin = (username: string, password: string, ip?: string) =>
    call(t.app, 'admin/auth/login', { username, password }, { ip });

  it('logs in with its own token that opens requireAdmin routes, once TOTP is enrolled', async () => {
    const res = await adminLogin('OPERATOR', admin.password);
    expect(res.statusCode, res.body).toBe(200);
    const { username, stage } = res.json().data;
    let token: string = res.json().data.token;
    expect({ username, stage }).toEqual({ username: 'operator', stage: 'enrolment' });
    expect(res.headers['cache-control']).toBe('no-store');
    // Until a first code confirms TOTP, the session opens nothing but enrolment.
    for (const url of ['admin/auth/me', 'admin/withdrawals', 'admin/bonusclaims']) {
      const refused = await call(t.app, url, undefined, { token });
      expect(refused.statusCode, url).toBe(403);
      expect(refused.json().code).toBe('ADMIN_TWO_FACTOR_REQUIRED');
    }
    const enrol = (await call(t.app, 'admin/auth/totp/enrol', {}, { token })).json().data;
    expect(enrol.otpauthUri).toMatch(/^otpauth:\/\/totp\/.*secret=/);
    expect(enrol.otpauthUri).toContain(`secret=${enrol.secret}`);
    expect((await call(t.app, 'admin/auth/totp/confirm', { code: '000000' }, { token })).statusCode).toBe(
      400,
    );
    const confirmed = await call(
      t.app,
      'admin/auth/totp/confirm',
      { code: nextTotpCode(enrol.secret) },
      { token },
    );
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(confirmed.json().data.recoveryCodes).toHaveLength(10);
    // N-16: the enrolment token ends; the full session carries a new one (ADR 044).
    const enrolToken = token;
    token = confirmed.json().data.token;
    expect(token).not.toBe(enrolToken);
    expect((await call(t.app, 'admin/auth/me', undefined, { token: enrolToken })).statusCode).toBe(401);
    expect((await call(t.app, 'admin/auth/totp/enrol', {}, { token: enrolToken })).statusCode).toBe(401);
    expect((await call(t.app, 'admin/auth/totp/enrol', {}, { token })).statusCode).toBe(403); // once
    expect((await call(t.app, 'admin/auth/me', undefined, { token })).json().data).toEqual({
      username: 'operator',
      // The configured admin is the operator's owner: the full admin role (ADR 029).
      permissions: expect.arrayContaining(['staff:manage', 'withdrawals:approve', 'audit:view']),
    });
    // An admin token is not a customer session, and a customer token is not an admin session.
    expect((await call(t.app, 'user/balance', undefined, { token })).statusCode).toBe(401);
    const customer = await signUp(t.app);
    expect((await call(t.app, 'admin/auth/me', undefined, { token: customer.token })).statusCode).toBe(401);
    expect((await call(t.app, 'admin/auth/me')).statusCode).toBe(401);
    expect((await call(t.app, 'admin/auth/logout', undefined, { token })).statusCode).toBe(200);
    expect((await call(t.app, 'admin/auth/me', undefined, { token })).statusCode).toBe(401);
    // From now on the password alone gives a challenge, not a session.
    const again = (await adminLogin('operator', admin.password)).json().data;
    expect(again).toEqual({ username: 'operator', stage: 'second_factor', challenge: expect.any(String) });
  });

  it('answers wrong passwords and unknown admins alike, and applies the login limits', async () => {
    // One network: the throttle is per (account, network) (docs/decisions/045-throttle-not-lock.md).
    const ip = '198.51.100.20';
    const wrong = await adminLogin('operator', 'not-the-password', ip);
    const unknown = await adminLogin(uniqueName(), 'not-the-password', ip);
    expect(wrong.statusCode).toBe(400);
    expect(wrong.body).toBe(unknown.body);
    for (let i = 0; i < 4; i++) await adminLogin('operator', `wrong-${i}-password`, ip);
    expect((await adminLogin('operator', admin.password, ip)).statusCode).toBe(429);
    // Another network is not held back by this one's failures.
    expect((await adminLogin('operator', admin.password, '203.0.113.40')).statusCode).toBe(200);
    const events = await t.db
      .selectFrom('auth_audit')
      .select('event')
      .where('actor_kind', '=', 'admin')
      .execute();
    expect(events.map((e) => e.event)).toEqual(
      expect.arrayContaining(['admin_login_succeeded', 'admin_login_failed', 'admin_logout']),
    );
  });

  it('bootstraps admins from the environment, or one generated password outside production', async () => {
    expect(await ensureAdminAccount(t.db, t.app.limiter, { env: 'production', admin })).toBe('unchanged');
    expect(
      await ensureAdminAccount(t.db, t.app.limiter, {
        env: 'production',
        admin: { ...admin, password: 'Başka-Bir-Parola-22' },
      }),
    ).toBe('updated');
    expect(await ensureAdminAccount(t.db, t.app.limiter, { env: 'development', admin: null })).toBe('none'); // an admin exists
    await t.db.deleteFrom('admin_user').execute();
    expect(await ensureAdminAccount(t.db, t.app.limiter, { env: 'production', admin: null })).toBe('none');
    const printed: string[] = [];
    expect(
      await ensureAdminAccount(t.db, t.app.limiter, { env: 'development', admin: null }, (l) =>
        printed.push(l),
      ),
    ).toBe('generated');
    expect(printed).toHaveLength(1);
    const password = /password "([^"]+)"/.exec(printed[0]!)![1]!;
    expect(password.length).toBeGreaterThanOrEqual(20);
    expect((await adminLogin('admin', password)).statusCode).toBe(200);
    expect(
      await ensureAdminAccount(t.db, t.app.limiter, { env: 'development', admin: null }, (l) =>
        printed.push(l),
      ),
    ).toBe('none');
    expect(printed).toHaveLength(1);
  });
});

describe.each(testDatabases())('admin bootstrap by replicas starting together on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t.close());

  it('creates one admin and fails no replica', async () => {
    const admin = { username: 'ops', password: 'Aynı-Anda-Başlayan-1' };
    const results = await Promise.all(
      [1, 2, 3].map(() => ensureAdminAccount(t.db, t.app.limiter, { env: 'production', admin })),
    );
    expect(results.filter((r) => r === 'created')).toHaveLength(1);
    expect(results.filter((r) => r === 'unchanged')).toHaveLength(2);
    const rows = await t.db.selectFrom('admin_user').select('username').execute();
    expect(rows.map((r) => r.username)).toEqual(['ops']);
  });

  it('prints one generated password when no admin is configured', async () => {
    await t.db.deleteFrom('admin_session').execute();
    await t.db.deleteFrom('admin_user').execute();
    const printed: string[] = [];
    const results = await Promise.all(
      [1, 2].map(() =>
        ensureAdminAccount(t.db, t.app.limiter, { env: 'development', admin: null }, (l) => printed.push(l)),
      ),
    );
    expect(results.sort()).toEqual(['generated', 'none']);
    expect(printed).toHaveLength(1);
  });
});

describe('admin configuration', () => {
  it('needs ADMIN_USERNAME and ADMIN_PASSWORD together, with a long password', () => {
    expect(() => loadConfig({ ADMIN_USERNAME: 'boss' })).toThrow(
      /ADMIN_PASSWORD: set ADMIN_USERNAME and ADMIN_PASSWORD together/,
    );
    expect(() => loadConfig({ ADMIN_USERNAME: 'boss', ADMIN_PASSWORD: 'short' })).toThrow(/at least 12/);
    expect(loadConfig({ ADMIN_USERNAME: 'boss', ADMIN_PASSWORD: 'long-enough-pass' }).admin).toEqual({
      username: 'boss',
      password: 'long-enough-pass',
    });
  });

  it('takes an IP allow-list of addresses and CIDR ranges, and TOTP as optional only outside production', () => {
    expect(
      loadConfig({ ADMIN_IP_ALLOWLIST: '10.0.0.0/8, 203.0.113.7,2001:db8::/32' }).adminIpAllowlist,
    ).toEqual(['10.0.0.0/8', '203.0.113.7', '2001:db8::/32']);
    expect(loadConfig({}).adminIpAllowlist).toEqual([]);
    for (const wrong of ['10.0.0.0/33', 'example.com', '10.0.0.1/8/2', '2001:db8::/129']) {
      expect(() => loadConfig({ ADMIN_IP_ALLOWLIST: wrong }), wrong).toThrow(/ADMIN_IP_ALLOWLIST/);
    }
    expect(loadConfig({ ADMIN_TOTP_OPTIONAL: 'true' }).adminTotpOptional).toBe(true);
    expect(loadConfig({}).adminTotpOptional).toBe(false);
    expect(() => loadConfig({ NODE_ENV: 'production', ADMIN_TOTP_OPTIONAL: 'true' })).toThrow(
      /ADMIN_TOTP_OPTIONAL: is refused when NODE_ENV=production/,
    );
  });
});
