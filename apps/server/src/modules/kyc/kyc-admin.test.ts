import { adminKycListSchema, kycStatusSchema } from '@lalebet/shared';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { call, signUp } from '../../test/accounts.ts';
import { adminToken } from '../../test/admin.ts';
import { customerIdOf } from '../../test/customers.ts';
import { type TestApp, createTestApp, testDatabases } from '../../test/harness.ts';
import { caseOf, seedCase } from './test-kit.ts';

describe.each(testDatabases())('staff KYC decisions on %s', (kind) => {
  let t: TestApp;
  let admin: string;
  beforeAll(async () => {
    t = await createTestApp(kind);
    admin = await adminToken(t.app, t.db);
  });
  afterAll(() => t.close());

  async function player() {
    const p = await signUp(t.app);
    return { ...p, id: await customerIdOf(t.db, p.username) };
  }
  const decide = (id: bigint, body: object, token = admin) =>
    call(t.app, `admin/customers/${id}/kyc`, body, { token });

  it('shows the player not_started before any check', async () => {
    const p = await player();
    const res = await call(t.app, 'customer/kyc', undefined, { token: p.token });
    expect(res.statusCode).toBe(200);
    expect(kycStatusSchema.parse(res.json().data)).toEqual({
      status: 'not_started',
      verificationUrl: null,
      updatedAt: null,
    });
  });

  it('records a manual decision with its reason, audited with the admin as actor', async () => {
    const p = await player();
    await seedCase(t.db, p.id, 'manual_review');
    const staff = vi.spyOn(t.app.hub, 'sendStaff');
    const res = await decide(p.id, { status: 'approved', reason: 'Passport checked by hand' });
    expect(res.statusCode, res.body).toBe(200);
    // The back office's KYC queue changed (core/staff-queues.ts).
    await vi.waitFor(() => expect(staff).toHaveBeenCalledWith('QueuesChanged', [{ queue: 'kyc' }]));
    staff.mockRestore();
    expect(res.json().data.status).toBe('approved');
    expect((await caseOf(t.db, p.id)).status).toBe('approved');
    const audits = await t.db
      .selectFrom('auth_audit')
      .select(['event', 'actor_kind', 'details'])
      .where('event', 'in', ['kyc_decision', 'kyc_status_changed'])
      .where(({ ref }) => ref('details', '->>').key('customerId' as never), '=', String(p.id))
      .orderBy('id')
      .execute();
    expect(audits.map((a) => [a.event, a.actor_kind])).toEqual([
      ['kyc_status_changed', 'admin'],
      ['kyc_decision', 'admin'],
    ]);
    expect(audits[1]!.details).toMatchObject({ status: 'approved', reason: 'Passport checked by hand' });
    const history = await t.db
      .selectFrom('kyc_transition')
      .select(['actor_kind', 'reason'])
      .where('customer_id', '=', p.id)
      .execute();
    expect(history).toEqual([{ actor_kind: 'admin', reason: 'Passport checked by hand' }]);
  });

  it('refuses an invalid transition, a bad body, and anyone but staff', async () => {
    const p = await player();
    expect((await decide(p.id, { status: 'approved', reason: 'No documents at all' })).statusCode).toBe(409);
    expect((await decide(p.id, { status: 'approved', reason: 'x' })).statusCode).toBe(400);
    expect((await decide(p.id, { status: 'pending', reason: 'Reopen it' })).statusCode).toBe(400);
    expect((await decide(p.id, { status: 'approved', reason: 'Self-approval' }, p.token)).statusCode).toBe(
      401,
    );
    expect((await decide(99_999_999n, { status: 'approved', reason: 'Nobody there' })).statusCode).toBe(404);
  });

  it('lists the review queue by status with its total', async () => {
    const a = await player();
    const b = await player();
    await seedCase(t.db, a.id, 'manual_review');
    await seedCase(t.db, b.id, 'pending');
    const res = await call(t.app, 'admin/kyc', undefined, { token: admin });
    expect(res.statusCode, res.body).toBe(200);
    const list = adminKycListSchema.parse(res.json().data);
    expect(list.items.map((i) => i.username)).toContain(a.username);
    expect(list.items.map((i) => i.username)).not.toContain(b.username);
    expect(list.total).toBe(list.items.length);
    const pending = (await call(t.app, 'admin/kyc?status=pending', undefined, { token: admin })).json().data;
    expect(pending.items).toContainEqual(
      expect.objectContaining({ username: b.username, status: 'pending', heldWithdrawals: 0 }),
    );
    expect((await call(t.app, 'admin/kyc?status=nope', undefined, { token: admin })).statusCode).toBe(400);
  });
});
