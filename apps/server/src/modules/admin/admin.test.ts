import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.ts';
import { call, signUp, uniqueName } from '../../test/accounts.ts';
import { type TestApp, createTestApp, testDatabases } from '../../test/harness.ts';
import { ensureAdminAccount } from './admin-bootstrap.ts';

describe.each(testDatabases())('back office on %s', (kind) => {
  let t: TestApp;
  const admin = { username: 'operator', password: 'Çok-Gizli-Yönetici-1' };
  beforeAll(async () => {
    t = await createTestApp(kind);
    await ensureAdminAccount(t.db, { env: 'production', admin });
  });
  afterAll(() => t.close());

  const adminLogin = (username: string, password: string) =>
    call(t.app, 'admin/auth/login', { username, password });

  it('logs in with its own token that opens requireAdmin routes', async () => {
    const res = await adminLogin('OPERATOR', admin.password);
    expect(res.statusCode, res.body).toBe(200);
    const { token, username } = res.json().data;
    expect(username).toBe('operator');
    expect(res.headers['cache-control']).toBe('no-store');
    expect((await call(t.app, 'admin/auth/me', undefined, { token })).json().data).toEqual({
      username: 'operator',
    });
    // An admin token is not a customer session, and a customer token is not an admin session.
    expect((await call(t.app, 'user/balance', undefined, { token })).statusCode).toBe(401);
    const customer = await signUp(t.app);
    expect((await call(t.app, 'admin/auth/me', undefined, { token: customer.token })).statusCode).toBe(401);
    expect((await call(t.app, 'admin/auth/me')).statusCode).toBe(401);
    expect((await call(t.app, 'admin/auth/logout', undefined, { token })).statusCode).toBe(200);
    expect((await call(t.app, 'admin/auth/me', undefined, { token })).statusCode).toBe(401);
  });

  it('answers wrong passwords and unknown admins alike, and applies the login limits', async () => {
    const wrong = await adminLogin('operator', 'not-the-password');
    const unknown = await adminLogin(uniqueName(), 'not-the-password');
    expect(wrong.statusCode).toBe(400);
    expect(wrong.body).toBe(unknown.body);
    for (let i = 0; i < 4; i++) await adminLogin('operator', `wrong-${i}-password`);
    expect((await adminLogin('operator', admin.password)).statusCode).toBe(429);
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
    expect(await ensureAdminAccount(t.db, { env: 'production', admin })).toBe('unchanged');
    expect(
      await ensureAdminAccount(t.db, {
        env: 'production',
        admin: { ...admin, password: 'Başka-Bir-Parola-22' },
      }),
    ).toBe('updated');
    expect(await ensureAdminAccount(t.db, { env: 'development', admin: null })).toBe('none'); // an admin exists
    await t.db.deleteFrom('admin_user').execute();
    expect(await ensureAdminAccount(t.db, { env: 'production', admin: null })).toBe('none');
    const printed: string[] = [];
    expect(await ensureAdminAccount(t.db, { env: 'development', admin: null }, (l) => printed.push(l))).toBe(
      'generated',
    );
    expect(printed).toHaveLength(1);
    const password = /password "([^"]+)"/.exec(printed[0]!)![1]!;
    expect(password.length).toBeGreaterThanOrEqual(20);
    expect((await adminLogin('admin', password)).statusCode).toBe(200);
    expect(await ensureAdminAccount(t.db, { env: 'development', admin: null }, (l) => printed.push(l))).toBe(
      'none',
    );
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
      [1, 2, 3].map(() => ensureAdminAccount(t.db, { env: 'production', admin })),
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
      [1, 2].map(() => ensureAdminAccount(t.db, { env: 'development', admin: null }, (l) => printed.push(l))),
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
});
