import {
  PERMISSIONS,
  SEEDED_ROLE_NAMES,
  SEEDED_ROLES,
  type SeededRole,
  separationConflict,
} from '@lalebet/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminSession, adminToken } from '../../test/admin.ts';
import { call } from '../../test/accounts.ts';
import { type TestApp, createTestApp } from '../../test/harness.ts';
import { createStaffAccount } from '../../test/staff.ts';

/**
 * Every back-office route, called by a member of every seeded role: allowed exactly when the
 * role's catalogue entry holds the route's permission (docs/decisions/029-staff-permissions.md).
 * A new route joins the table by itself (the route table is collected as routes register).
 */
describe('permission matrix', () => {
  let t: TestApp;
  const tokens = new Map<SeededRole, string>();

  beforeAll(async () => {
    t = await createTestApp('pglite');
    const owner = await adminToken(t.app, t.db);
    for (const role of SEEDED_ROLE_NAMES) {
      const login = { username: `staff-${role}`, password: `Rol-${role}-Parolası-2026` };
      await createStaffAccount(t.app, t.db, { ...login, roles: [role] }, owner);
      tokens.set(role, (await adminSession(t.app, t.db, login)).token);
    }
  }, 120_000);
  afterAll(() => t.close());

  it('knows every back-office route, and each names a permission of the catalogue', () => {
    const table = t.app.adminRouteTable;
    expect(table.length).toBeGreaterThanOrEqual(14);
    for (const r of table) expect([...PERMISSIONS, 'session']).toContain(r.permission);
  });

  it('answers each role as its permissions say', async () => {
    const mismatches: string[] = [];
    for (const role of SEEDED_ROLE_NAMES) {
      const held = new Set<string>(SEEDED_ROLES[role]);
      for (const r of t.app.adminRouteTable) {
        const url = r.url.replace(/^\/api\//, '').replace(/:[a-zA-Z]+/g, '987654');
        const res = await call(t.app, url, r.method === 'GET' ? undefined : {}, {
          method: r.method as 'GET',
          token: tokens.get(role)!,
        });
        const allowed = r.permission === 'session' || held.has(r.permission);
        const refused = res.statusCode === 403 && res.json<{ code?: string }>().code === 'FORBIDDEN';
        if (allowed === refused) mismatches.push(`${role} ${r.method} ${r.url}: ${res.statusCode}`);
      }
    }
    expect(mismatches).toEqual([]);
  }, 120_000);

  // docs/decisions/041-separation-of-duties-for-money.md: whoever credits players does not pay them out.
  it('gives no seeded role both sides of a separation pair: no role both credits and pays out', async () => {
    for (const role of SEEDED_ROLE_NAMES) expect(separationConflict(SEEDED_ROLES[role]), role).toBeNull();
    const rows: [SeededRole, string, string][] = [
      ['payments', 'admin/adjustments', 'POST'],
      ['payments', 'admin/withdrawals/confirm', 'POST'],
      ['payouts', 'admin/adjustments', 'POST'],
      ['payouts', 'admin/withdrawals/confirm', 'POST'],
      ['admin', 'admin/adjustments', 'POST'],
      ['admin', 'admin/withdrawals/confirm', 'POST'],
    ];
    const answers = [];
    for (const [role, url, method] of rows) {
      const res = await call(t.app, url, {}, { method: method as 'POST', token: tokens.get(role)! });
      const refused = res.statusCode === 403 && res.json<{ code?: string }>().code === 'FORBIDDEN';
      answers.push(`${role} ${url}: ${refused ? 'refused' : 'allowed'}`);
    }
    expect(answers).toEqual([
      'payments admin/adjustments: allowed',
      'payments admin/withdrawals/confirm: refused',
      'payouts admin/adjustments: refused',
      'payouts admin/withdrawals/confirm: allowed',
      'admin admin/adjustments: refused',
      'admin admin/withdrawals/confirm: allowed',
    ]);
  });

  it('audits each refusal with the route and the missing permission', async () => {
    const rows = await t.db
      .selectFrom('auth_audit')
      .select(['details'])
      .where('event', '=', 'admin_permission_refused')
      .execute();
    expect(rows.length).toBeGreaterThan(10);
    expect(rows[0]!.details).toMatchObject({
      route: expect.stringMatching(/^(GET|POST|PUT) \/api\/admin\//),
    });
  });
});
