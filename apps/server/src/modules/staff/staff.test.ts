import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminSession, adminToken } from '../../test/admin.ts';
import { call, uniquePhone } from '../../test/accounts.ts';
import { SECOND_OWNER, createStaffAccount } from '../../test/staff.ts';
import { type TestApp, createTestApp, testDatabases } from '../../test/harness.ts';

type Reply = { code?: string; data: unknown };

describe.each(testDatabases())('staff and roles on %s', (kind) => {
  let t: TestApp;
  let owner: string;
  const post = (url: string, body: object, token: string, method: 'POST' | 'PUT' = 'POST') =>
    call(t.app, url, body, { token, method });
  const staff = async (username: string, roles: string[]) => {
    const login = { username, password: `${username}-Güçlü-Parola-1` };
    const id = await createStaffAccount(t.app, t.db, { ...login, roles }, owner);
    return { id, token: (await adminSession(t.app, t.db, login)).token };
  };
  const invite = (username: string, roles: string[]) => ({
    username,
    email: `${username}@staff.example`,
    phone: uniquePhone(),
    roles,
  });
  const ownerId = async () =>
    Number(
      (
        await t.db
          .selectFrom('admin_user')
          .select('id')
          .where('username', '=', 'operator')
          .executeTakeFirstOrThrow()
      ).id,
    );

  beforeAll(async () => {
    t = await createTestApp(kind);
    owner = await adminToken(t.app, t.db);
  }, 60_000);
  afterAll(() => t.close());

  it('lists the seeded roles and the signed-in permissions', async () => {
    const roles = (await call(t.app, 'admin/roles', undefined, { token: owner })).json<Reply>().data as {
      name: string;
    }[];
    expect(roles.map((r) => r.name)).toEqual(
      expect.arrayContaining([
        'admin',
        'support',
        'payments',
        'risk',
        'bonus',
        'content',
        'compliance',
        'finance',
      ]),
    );
    const me = (await call(t.app, 'admin/auth/me', undefined, { token: owner })).json<Reply>().data as {
      permissions: string[];
    };
    expect(me.permissions).toContain('staff:manage');
    expect(me.permissions).not.toContain('withdrawals:policy');
  });

  it('refuses a grant of permissions the granter does not hold', async () => {
    const { token } = await staff('helpdesk', ['support']);
    // support cannot manage staff at all
    expect((await post('admin/staff', invite('x1', ['support']), token)).statusCode).toBe(403);
    // A custom staff manager without payments rights cannot hand them out.
    await post(
      'admin/roles',
      { name: 'people', permissions: ['staff:view', 'staff:manage', 'customers:view'] },
      owner,
    );
    const hr = await staff('hr-lead', ['people']);
    const res = await post('admin/staff', invite('cashier', ['payments']), hr.token);
    expect(res.statusCode).toBe(403);
    expect(res.json<Reply>().code).toBe('PERMISSION_ESCALATION');
    // Nor create a role holding them.
    const role = await post(
      'admin/roles',
      { name: 'sneaky', permissions: ['withdrawals:approve'] },
      hr.token,
    );
    expect(role.json<Reply>().code).toBe('PERMISSION_ESCALATION');
  });

  it('refuses roles that together break separation of duties', async () => {
    const res = await post('admin/staff', invite('both', ['payouts', 'finance']), owner);
    expect(res.statusCode).toBe(409);
    expect(res.json<Reply>()).toMatchObject({
      code: 'SEPARATION_OF_DUTIES',
      data: { permissions: ['withdrawals:policy', 'withdrawals:approve'] },
    });
    // Who credits players does not pay them out (docs/decisions/041-separation-of-duties-for-money.md).
    const credits = await post('admin/staff', invite('both2', ['payments', 'payouts']), owner);
    expect(credits.statusCode).toBe(409);
    expect(credits.json<Reply>()).toMatchObject({
      code: 'SEPARATION_OF_DUTIES',
      data: { permissions: ['adjustments:request', 'withdrawals:approve'] },
    });
    const admin = await post('admin/staff', invite('both3', ['admin', 'payments']), owner);
    expect(admin.json<Reply>().code).toBe('SEPARATION_OF_DUTIES');
    const role = await post(
      'admin/roles',
      { name: 'toxic', permissions: ['withdrawals:policy', 'withdrawals:approve'] },
      owner,
    );
    expect(role.json<Reply>().code).toBe('SEPARATION_OF_DUTIES');
  });

  it('keeps the last full admin, even when two admins demote each other at once', async () => {
    const second = await staff('co-owner', ['admin']);
    const first = await ownerId();
    // The test kit's second owner approved co-owner; it steps back first, so two admins remain.
    const kit = await t.db
      .selectFrom('admin_user')
      .select('id')
      .where('username', '=', SECOND_OWNER.username)
      .executeTakeFirstOrThrow();
    expect((await post(`admin/staff/${kit.id}/roles`, { roles: [] }, owner, 'PUT')).statusCode).toBe(200);
    const [a, b] = await Promise.all([
      post(`admin/staff/${second.id}/roles`, { roles: ['support'] }, owner, 'PUT'),
      post(`admin/staff/${first}/roles`, { roles: ['support'] }, second.token, 'PUT'),
    ]);
    // One wins. The other is refused either as the last admin's demotion (409, both checked
    // their permission before either committed) or for want of the admin role it just lost
    // (403, it checked after the winner's commit).
    const codes = [a, b].map((r) => r.statusCode).sort();
    expect([
      [200, 403],
      [200, 409],
    ]).toContainEqual(codes);
    const admins = await t.db
      .selectFrom('admin_user_role')
      .select('admin_id')
      .where('role_name', '=', 'admin')
      .execute();
    expect(admins).toHaveLength(1);
    const self = await post(
      `admin/staff/${admins[0]!.admin_id}/roles`,
      { roles: [] },
      a.statusCode === 200 ? owner : second.token,
      'PUT',
    );
    expect(self.json<Reply>().code).toBe('LAST_ADMIN');
  });

  it('audits staff creation and role changes with the acting admin', async () => {
    const rows = await t.db
      .selectFrom('auth_audit')
      .select(['event', 'actor_kind'])
      .where('event', 'in', ['staff_created', 'staff_roles_changed', 'role_created'])
      .execute();
    expect(new Set(rows.map((r) => r.event))).toEqual(
      new Set(['staff_created', 'staff_roles_changed', 'role_created']),
    );
    expect(rows.every((r) => r.actor_kind === 'admin')).toBe(true);
  });

  it('changes roles only in a stepped-up session (docs/decisions/030-four-eyes-adjustments.md)', async () => {
    // The admin left by the race above: either of the two may have won it.
    const { username } = await t.db
      .selectFrom('admin_user_role as r')
      .innerJoin('admin_user as a', 'a.id', 'r.admin_id')
      .select('a.username')
      .where('r.role_name', '=', 'admin')
      .executeTakeFirstOrThrow();
    const password = username === 'operator' ? 'Bildirim-Gönderen-1' : `${username}-Güçlü-Parola-1`;
    const { token } = await adminSession(t.app, t.db, { username, password }, { stepUp: false });
    await t.db.updateTable('admin_session').set({ step_up_until: null }).execute();
    const target = await ownerId();
    for (const [url, body, method] of [
      ['admin/staff', invite('adimsiz', ['support']), 'POST'],
      ['admin/roles', { name: 'adimsiz', permissions: ['staff:view'] }, 'POST'],
      [`admin/staff/${target}/roles`, { roles: ['admin'] }, 'PUT'],
    ] as const) {
      const res = await post(url, body, token, method);
      expect(res.statusCode, url).toBe(403);
      expect(res.json<Reply>().code).toBe('STEP_UP_REQUIRED');
    }
    // Reading needs none.
    expect((await call(t.app, 'admin/staff', undefined, { token })).statusCode).toBe(200);
  });
});
