import { adjustmentSchema } from '@lalebet/shared';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { availableBalance } from '../../core/ledger/index.ts';
import { HOUR_MS, clock, controlClock } from '../../lib/clock.ts';
import { call } from '../../test/accounts.ts';
import { adminToken } from '../../test/admin.ts';
import { insertCustomers } from '../../test/customers.ts';
import { type TestApp, createTestApp, testDatabases } from '../../test/harness.ts';
import { assertLedgerSound, fund } from '../../test/ledger.ts';
import { createStaffAccount } from '../../test/staff.ts';

/** Answers are read loosely here; adjustmentSchema.parse checks their shape where it matters. */
type Reply = { code?: string; data: ReturnType<typeof JSON.parse> };
const login = (username: string) => ({ username, password: `${username}-Güçlü-Parola-1` });

/** docs/decisions/030-four-eyes-adjustments.md */
describe.each(testDatabases())('manual adjustments with four-eyes on %s', (kind) => {
  let t: TestApp;
  let owner: string; // approves (admin role); requesting is the payments role's (ADR 041)
  let cashier: string; // payments role: requests, cannot approve
  let approver: string; // a custom role that requests and approves, never her own
  let customer: bigint;

  const send = (url: string, body: object | undefined, token: string) =>
    call(t.app, url, body, { token, ...(body === undefined ? { method: 'GET' } : {}) });
  const request = (body: object, token = cashier) => send('admin/adjustments', body, token);
  const detail = async (id: number, token = approver) =>
    (await send(`admin/adjustments/${id}`, undefined, token)).json<Reply>().data;
  const approve = (id: number, payloadHash: string, token = approver) =>
    send(`admin/adjustments/${id}/approve`, { payloadHash }, token);
  const pending = async (amount: number | string, direction = 'credit', token = cashier) => {
    const res = await request(
      { customerId: Number(customer), direction, amount, reasonCode: 'goodwill_credit', note: 'Şikâyet' },
      token,
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<Reply>().data.status).toBe('pending');
    return res.json<Reply>().data.id as number;
  };
  const balance = () => availableBalance(t.db, customer);

  beforeAll(async () => {
    t = await createTestApp(kind);
    owner = await adminToken(t.app, t.db);
    const staff = async (username: string, roles: string[]) => {
      await createStaffAccount(t.app, t.db, { ...login(username), roles }, owner);
      return adminToken(t.app, t.db, login(username));
    };
    const role = await call(
      t.app,
      'admin/roles',
      {
        name: 'approver',
        permissions: ['adjustments:view', 'adjustments:request', 'adjustments:approve', 'customers:view'],
      },
      { token: owner },
    );
    expect(role.statusCode, role.body).toBe(200);
    cashier = await staff('kasiyer', ['payments']);
    approver = await staff('onayci', ['approver']);
    customer = (await insertCustomers(t.db, 1, 'duzeltme'))[0]!;
    await fund(t.db, customer!, 50_000n);
  }, 120_000);
  afterAll(() => t.close());
  afterEach(() => clock.reset());
  // Sessions live 15 idle minutes of the (sometimes moved) test clock: reuse or sign in again.
  beforeEach(async () => {
    owner = await adminToken(t.app, t.db);
    cashier = await adminToken(t.app, t.db, login('kasiyer'));
    approver = await adminToken(t.app, t.db, login('onayci'));
  });

  it('posts below the threshold at once, both ways, never below zero', async () => {
    const before = await balance();
    const credit = await request({
      customerId: Number(customer),
      direction: 'credit',
      amount: '2500',
      reasonCode: 'operational_error_correction',
      note: 'Çift çekilen tutar iadesi',
    });
    expect(credit.statusCode, credit.body).toBe(200);
    expect(credit.json<Reply>().data.status).toBe('executed');
    expect(await balance()).toBe(before + 2500n);
    const debit = await request({
      customerId: Number(customer),
      direction: 'debit',
      amount: 1000,
      reasonCode: 'chargeback',
      note: 'Ters ibraz',
    });
    expect(debit.json<Reply>().data.status).toBe('executed');
    expect(await balance()).toBe(before + 1500n);

    // A debit the balance cannot cover leaves nothing behind: no posting, no request.
    const [poor] = await insertCustomers(t.db, 1, 'yoksul');
    await fund(t.db, poor!, 500n);
    const count = async () => (await t.db.selectFrom('admin_adjustment').select('id').execute()).length;
    const rows = await count();
    const over = await request({
      customerId: Number(poor),
      direction: 'debit',
      amount: 501,
      reasonCode: 'other',
      note: 'Fazla borç',
    });
    expect(over.statusCode).toBe(409);
    expect(over.json<Reply>().code).toBe('INSUFFICIENT_FUNDS');
    expect(await count()).toBe(rows);
    expect(await availableBalance(t.db, poor!)).toBe(500n);
    await assertLedgerSound(t.db);
  });

  it('refuses bad input with 400 and unknown players with 404', async () => {
    const base = { customerId: Number(customer), direction: 'credit', reasonCode: 'other', note: 'Deneme' };
    for (const amount of [0, -5, '1.5', '12,00', 'abc', 1.5, '0100']) {
      expect((await request({ ...base, amount })).statusCode, String(amount)).toBe(400);
    }
    expect((await request({ ...base, amount: 1, reasonCode: 'bonus' })).statusCode).toBe(400);
    expect((await request({ ...base, amount: 1, extra: 1 })).statusCode).toBe(400);
    const unknown = await request({ ...base, amount: 1, customerId: 987654 });
    expect(unknown.json<Reply>().code).toBe('CUSTOMER_NOT_FOUND');
  });

  it('waits for a second person from the threshold up, and she signs the hash she saw', async () => {
    const before = await balance();
    const id = await pending(100_000); // exactly 1.000 ₺: four-eyes
    expect(await balance()).toBe(before);
    const seen = await detail(id);
    adjustmentSchema.parse(seen);
    expect(seen).toMatchObject({ status: 'pending', amount: '100000', requestedBy: 'kasiyer' });
    expect(seen.allowedActions).toEqual(['approve', 'reject']);
    expect((await detail(id, cashier)).allowedActions).toEqual([]); // her own
    expect(new Date(seen.expiresAt).getTime() - new Date(seen.requestedAt).getTime()).toBe(72 * HOUR_MS);

    const inbox = (await send('admin/adjustments?mine=true', undefined, approver)).json<Reply>().data;
    expect(inbox.items.map((i: { id: number }) => i.id)).toContain(id);
    const mine = (await send('admin/adjustments?mine=true', undefined, cashier)).json<Reply>().data;
    expect(mine).toEqual({ items: [], total: 0 });

    expect((await approve(id, seen.payloadHash)).statusCode).toBe(200);
    expect(await balance()).toBe(before + 100_000n);
    expect(await detail(id)).toMatchObject({ status: 'executed', decidedBy: 'onayci', allowedActions: [] });
    const events = await t.db
      .selectFrom('auth_audit')
      .select(['event', 'actor_id'])
      .where(({ ref }) => ref('details', '->>').key('adjustmentId' as never), '=', String(id))
      .execute();
    expect(events.map((e) => e.event)).toEqual(['adjustment_requested', 'adjustment_executed']);
    await assertLedgerSound(t.db);
  });

  it('refuses own requests, changed hashes, expired and decided requests', async () => {
    // Own request: the approver may approve, but not what she asked for.
    const own = await pending(200_000, 'credit', approver);
    const ownHash = (await detail(own)).payloadHash;
    const refused = await approve(own, ownHash, approver);
    expect(refused.statusCode).toBe(403);
    expect(refused.json<Reply>().code).toBe('APPROVAL_OWN_REQUEST');
    expect(
      (await send(`admin/adjustments/${own}/reject`, { reason: 'Kendim' }, approver)).json<Reply>().code,
    ).toBe('APPROVAL_OWN_REQUEST');

    // A hash of something else: another request's, or a made-up one.
    const other = await pending(300_000);
    expect((await approve(other, ownHash)).json<Reply>().code).toBe('APPROVAL_CHANGED');
    expect((await approve(other, 'a'.repeat(64))).json<Reply>().code).toBe('APPROVAL_CHANGED');
    expect((await approve(other, 'nothex')).statusCode).toBe(400);
    // The stored request cannot change under the hash: the database refuses the edit.
    await expect(
      t.db.updateTable('admin_adjustment').set({ amount: 1n }).where('id', '=', BigInt(other)).execute(),
    ).rejects.toThrow(/admin_adjustment: a request is immutable/);

    // Decided: approved once, then neither approved nor rejected again.
    const otherHash = (await detail(other)).payloadHash;
    expect((await approve(other, otherHash, owner)).statusCode).toBe(200);
    expect((await approve(other, otherHash)).json<Reply>().code).toBe('APPROVAL_CLOSED');
    expect(
      (await send(`admin/adjustments/${other}/reject`, { reason: 'Geç kaldı' }, approver)).json<Reply>().code,
    ).toBe('APPROVAL_CLOSED');

    // Rejected with a reason, audited; then closed.
    const dropped = await pending(150_000);
    const rej = await send(`admin/adjustments/${dropped}/reject`, { reason: 'Belge yok' }, approver);
    expect(rej.statusCode, rej.body).toBe(200);
    expect(await detail(dropped)).toMatchObject({ status: 'rejected', decisionReason: 'Belge yok' });
    const hash = (await detail(dropped)).payloadHash;
    expect((await approve(dropped, hash)).json<Reply>().code).toBe('APPROVAL_CLOSED');

    // Expired after 72 hours.
    const late = await pending(120_000);
    const lateHash = (await detail(late)).payloadHash;
    controlClock(clock.ms() + 72 * HOUR_MS);
    // The sessions would have timed out by now: sign in again at the new time.
    const fresh = await adminToken(t.app, t.db, login('onayci'));
    expect((await approve(late, lateHash, fresh)).json<Reply>().code).toBe('APPROVAL_EXPIRED');
    expect((await detail(late, fresh)).status).toBe('expired');
    const expired = (await send('admin/adjustments?status=expired', undefined, fresh)).json<Reply>().data;
    const ids = expired.items.map((i: { id: number }) => i.id);
    expect(ids).toContain(late);
    expect(ids).not.toContain(other);
    expect(ids).not.toContain(dropped);

    expect((await approve(987654, hash, fresh)).json<Reply>().code).toBe('APPROVAL_NOT_FOUND');
    await assertLedgerSound(t.db);
  });

  it('executes once under ten concurrent approvals', async () => {
    const before = await balance();
    const id = await pending(250_000);
    const { payloadHash } = await detail(id);
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) => approve(id, payloadHash, i % 2 ? approver : owner)),
    );
    const codes = answers.map((a) => (a.statusCode === 200 ? 'ok' : a.json<Reply>().code));
    expect(codes.filter((c) => c === 'ok')).toHaveLength(1);
    expect(codes.filter((c) => c !== 'ok').every((c) => c === 'APPROVAL_CLOSED')).toBe(true);
    expect(await balance()).toBe(before + 250_000n);
    const transfers = await t.db
      .selectFrom('ledger_transfer')
      .select('id')
      .where('code', '=', 'adjustment_credit')
      .where('metadata', '@>', JSON.stringify({ adjustmentId: String(id) }) as never)
      .execute();
    expect(transfers).toHaveLength(1);
    await assertLedgerSound(t.db);
  });

  it('refuses an approved debit the balance no longer covers, and keeps it pending', async () => {
    const id = await pending(10_000_000, 'debit'); // far more than the player holds
    const { payloadHash } = await detail(id);
    const res = await approve(id, payloadHash);
    expect(res.json<Reply>().code).toBe('INSUFFICIENT_FUNDS');
    expect((await detail(id)).status).toBe('pending');
    await assertLedgerSound(t.db);
  });

  it('needs a stepped-up session to request or decide', async () => {
    const id = await pending(110_000);
    const { payloadHash } = await detail(id);
    await t.db.updateTable('admin_session').set({ step_up_until: null }).execute();
    const body = {
      customerId: Number(customer),
      direction: 'credit',
      amount: 1,
      reasonCode: 'other',
      note: 'x y z',
    };
    for (const res of [
      await request(body),
      await approve(id, payloadHash),
      await send(`admin/adjustments/${id}/reject`, { reason: 'Neden' }, approver),
    ]) {
      expect(res.statusCode).toBe(403);
      expect(res.json<Reply>().code).toBe('STEP_UP_REQUIRED');
    }
    // Reading needs none.
    expect((await send('admin/adjustments', undefined, approver)).statusCode).toBe(200);
  });
});
