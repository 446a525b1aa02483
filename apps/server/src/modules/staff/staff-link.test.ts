import { staffListSchema } from '@lalebet/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, uniquePhone } from '../../test/accounts.ts';
import { adminToken } from '../../test/admin.ts';
import { insertCustomers } from '../../test/customers.ts';
import { type TestApp, createTestApp, testDatabases } from '../../test/harness.ts';
import { roleToken } from '../../test/staff.ts';

/** A staff account names its holder's player account (docs/decisions/035-four-eyes-approvals.md). */
describe.each(testDatabases())('staff linked to a player account on %s', (kind) => {
  let t: TestApp;
  let owner: string;
  beforeAll(async () => {
    t = await createTestApp(kind);
    owner = await adminToken(t.app, t.db);
  }, 120_000);
  afterAll(() => t.close());

  const link = (staffId: number | bigint, customerId: unknown, token = owner) =>
    call(t.app, `admin/staff/${staffId}/customer`, { customerId }, { token, method: 'PUT' });
  const listed = async (id: number) => {
    const res = await call(t.app, 'admin/staff', undefined, { token: owner, method: 'GET' });
    return staffListSchema.parse(res.json().data).items.find((s) => s.id === id);
  };
  const audits = (event: string) =>
    t.db.selectFrom('auth_audit').select('details').where('event', '=', event).orderBy('id').execute();

  it('is set at creation or later, cleared with null, and audited', async () => {
    const [a, b] = await insertCustomers(t.db, 2, 'personel');
    const body = {
      username: 'bagli',
      email: 'bagli@staff.example',
      phone: uniquePhone(),
      roles: ['support'],
      customerId: Number(a),
    };
    const made = await call(t.app, 'admin/staff', body, { token: owner });
    expect(made.statusCode, made.body).toBe(200);
    const id = made.json().data.id as number;
    expect(await listed(id)).toMatchObject({ username: 'bagli', customerId: Number(a) });
    expect((await audits('staff_created')).at(-1)!.details).toMatchObject({ customerId: String(a) });

    expect((await link(id, Number(b))).statusCode).toBe(200);
    expect((await listed(id))!.customerId).toBe(Number(b));
    expect((await link(id, null)).statusCode).toBe(200);
    expect((await listed(id))!.customerId).toBeNull();
    expect((await audits('staff_customer_linked')).slice(-2).map((r) => r.details)).toEqual([
      expect.objectContaining({ staffId: String(id), before: String(a), after: String(b) }),
      expect.objectContaining({ staffId: String(id), before: String(b), after: null }),
    ]);
  });

  it('refuses one’s own link, unknown players and staff, bad numbers, and sessions not stepped up', async () => {
    const [c] = await insertCustomers(t.db, 1, 'kendi');
    const me = await t.db
      .selectFrom('admin_user')
      .select('id')
      .where('username', '=', 'operator')
      .executeTakeFirstOrThrow();
    const own = await link(me.id, Number(c));
    expect(own.statusCode).toBe(403);
    expect(own.json().code).toBe('STAFF_LINK_SELF');
    const other = await t.db
      .selectFrom('admin_user')
      .select('id')
      .where('username', '=', 'bagli')
      .executeTakeFirstOrThrow();
    expect((await link(other.id, 987_654_321)).json().code).toBe('CUSTOMER_NOT_FOUND');
    expect((await link(987_654, Number(c))).json().code).toBe('STAFF_NOT_FOUND');
    for (const bad of [0, -1, 'abc', 1.5, undefined])
      expect((await link(other.id, bad)).statusCode, String(bad)).toBe(400);
    const created = await call(
      t.app,
      'admin/staff',
      {
        username: 'yok',
        email: 'yok@staff.example',
        phone: uniquePhone(),
        roles: ['support'],
        customerId: 987_654_321,
      },
      { token: owner },
    );
    expect(created.json().code).toBe('CUSTOMER_NOT_FOUND');

    expect((await link(other.id, Number(c), await roleToken(t.app, t.db, 'support'))).json().code).toBe(
      'FORBIDDEN',
    );
    await t.db.updateTable('admin_session').set({ step_up_until: null }).execute();
    expect((await link(other.id, Number(c))).json().code).toBe('STEP_UP_REQUIRED');
  });
});
