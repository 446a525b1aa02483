import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from '../test/accounts.ts';
import { adminToken } from '../test/admin.ts';
import { type TestApp, createTestApp } from '../test/harness.ts';
import { STAFF_ROUTE_POLICY, needsDecision } from './staff-policy.ts';

/**
 * Review N-14: every back-office route that writes has one step-up decision, in one table
 * (plugins/staff-policy.ts), and the routes the server serves apply exactly that decision.
 * A new writing route fails here until someone decides whether it needs step-up.
 */
describe('the staff step-up policy', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('pglite');
  }, 60_000);
  afterAll(() => t.close());

  it('has a decision for every writing back-office route, and nothing else', () => {
    const served = t.app.adminRouteTable
      .filter((r) => needsDecision(r.method))
      .map((r) => `${r.method} ${r.url}`);
    expect(served.filter((key) => !(key in STAFF_ROUTE_POLICY))).toEqual([]);
    expect(Object.keys(STAFF_ROUTE_POLICY).filter((key) => !served.includes(key))).toEqual([]);
  });

  it('serves each route with the step-up its decision says', () => {
    const wrong = t.app.adminRouteTable
      .filter((r) => needsDecision(r.method))
      .filter((r) => r.stepUp !== (STAFF_ROUTE_POLICY[`${r.method} ${r.url}`] !== 'routine'))
      .map((r) => `${r.method} ${r.url}: stepUp ${r.stepUp}`);
    expect(wrong).toEqual([]);
  });

  it('steps up the routes the review found open (claims, KYC, reveal, withdrawal decisions, site options)', async () => {
    const open = [
      'POST /api/admin/bonusclaims/confirm',
      'POST /api/admin/customers/:id/kyc',
      'POST /api/admin/withdrawals/reveal',
      'POST /api/admin/withdrawals/reject',
      'POST /api/admin/withdrawals/hold',
      'POST /api/admin/withdrawals/release',
      'PUT /api/admin/content/siteoptions/:key',
    ];
    const table = new Map(t.app.adminRouteTable.map((r) => [`${r.method} ${r.url}`, r.stepUp]));
    for (const key of open) expect(table.get(key), key).toBe(true);
    // And the server refuses them without a fresh TOTP code.
    const token = await adminToken(t.app, t.db, undefined, { stepUp: false });
    await t.db.updateTable('admin_session').set({ step_up_until: null }).execute();
    for (const key of open) {
      const [method, path] = key.split(' ') as ['POST' | 'PUT', string];
      const url = path.replace(/^\/api\//, '').replace(/:[a-zA-Z]+/g, '987654');
      const res = await call(t.app, url, {}, { method, token });
      expect(res.json<{ code?: string }>().code, key).toBe('STEP_UP_REQUIRED');
    }
  });
});
