import { TransactionStatus } from '@lalebet/shared';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PASSWORD, call, setOption, signUp } from '../../test/accounts.ts';
import { adminToken } from '../../test/admin.ts';
import { customerIdOf } from '../../test/customers.ts';
import { type TestApp, createTestApp, testDatabases } from '../../test/harness.ts';
import { assertLedgerSound, fund } from '../../test/ledger.ts';
import { IBAN, methodId } from '../../test/payments.ts';
import { deliverKyc, reviewEvent, seedCase } from './test-kit.ts';

/**
 * The threshold-mode gate (docs/rules.md R47 and R34-R37, ADR 026): a
 * withdrawal above the threshold is held in WaitingForKyc, never back in the balance by the
 * player's hand, and joins the review queue once identity is approved.
 */
describe.each(testDatabases())('withdrawals waiting for KYC on %s', (kind) => {
  let t: TestApp;
  let havale: number;
  let admin: string;
  beforeAll(async () => {
    t = await createTestApp(kind, { seed: true });
    havale = await methodId(t.db, 2, 'havale');
    admin = await adminToken(t.app, t.db);
    await setOption(t.db, 'PayoutDestinationCoolingOffHours', '0');
  });
  afterAll(() => t.close());

  const withdraw = (token: string, amount: number) =>
    call(
      t.app,
      'payment/withdraw',
      {
        id: havale,
        target: 'pay',
        detail: { Amount: amount, Bank: 64, Iban: IBAN, AccountHolder: 'Ayşe Yılmaz', BranchCode: 1234 },
        password: PASSWORD,
      },
      { token },
    );
  const rows = (id: bigint) =>
    t.db.selectFrom('payment').select(['id', 'status']).where('customer_id', '=', id).orderBy('id').execute();
  const balance = async (token: string) =>
    (await call(t.app, 'user/balance', undefined, { token })).json().data.balance;

  it('lets a withdrawal at or under the threshold go straight to review', async () => {
    const who = await signUp(t.app);
    const p = { ...who, id: await customerIdOf(t.db, who.username) };
    await fund(t.db, p.id, 1_000_000n);
    expect((await withdraw(p.token, 5_000)).statusCode).toBe(200);
    expect((await rows(p.id)).map((r) => r.status)).toEqual([TransactionStatus.Pending]);
  });

  it('holds one above the threshold until identity is approved, then moves it on to review', async () => {
    const who = await signUp(t.app);
    const p = { ...who, id: await customerIdOf(t.db, who.username) };
    await fund(t.db, p.id, 1_000_000n);
    const ref = await seedCase(t.db, p.id, 'pending');
    const res = await withdraw(p.token, 6_000);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toMatch(/identity is verified/);
    const [row] = await rows(p.id);
    expect(row!.status).toBe(TransactionStatus.WaitingForKyc);
    // Held, not spendable, and not payable by staff before approval.
    expect(await balance(p.token)).toBe(4_000);
    const early = await call(t.app, 'admin/withdrawals/confirm', { id: Number(row!.id) }, { token: admin });
    expect(early.statusCode).toBe(403);
    expect(early.json().code).toBe('KYC_REQUIRED');

    expect((await deliverKyc(t.app, reviewEvent({ applicantId: ref, choice: 'approve' }))).statusCode).toBe(
      200,
    );
    expect((await rows(p.id))[0]!.status).toBe(TransactionStatus.Pending);
    expect(await balance(p.token)).toBe(4_000);
    const paid = await call(t.app, 'admin/withdrawals/confirm', { id: Number(row!.id) }, { token: admin });
    expect(paid.statusCode, paid.body).toBe(200);
    // Approved: the next large withdrawal is not held.
    await withdraw(p.token, 3_500);
    expect((await rows(p.id)).map((r) => r.status)).toEqual([
      TransactionStatus.Confirmed,
      TransactionStatus.Pending,
    ]);
    await assertLedgerSound(t.db);
  });

  it('keeps it held when identity is rejected, until staff reject the withdrawal (rule 37)', async () => {
    const who = await signUp(t.app);
    const p = { ...who, id: await customerIdOf(t.db, who.username) };
    await fund(t.db, p.id, 800_000n);
    const ref = await seedCase(t.db, p.id, 'pending');
    await withdraw(p.token, 7_000);
    const [row] = await rows(p.id);
    await deliverKyc(t.app, reviewEvent({ applicantId: ref, choice: 'reject' }));
    expect((await rows(p.id))[0]!.status).toBe(TransactionStatus.WaitingForKyc);
    expect(await balance(p.token)).toBe(1_000);
    // Nothing moves it back to the balance but a staff decision: not even the database allows it.
    for (const status of [TransactionStatus.Cancelled, TransactionStatus.Confirmed]) {
      await expect(
        sql`update payment set status = ${status} where id = ${row!.id}`.execute(t.db),
      ).rejects.toThrow(/cannot become/);
    }
    const rejected = await call(
      t.app,
      'admin/withdrawals/reject',
      { id: Number(row!.id), reason: 'Identity verification failed' },
      { token: admin },
    );
    expect(rejected.statusCode, rejected.body).toBe(200);
    expect((await rows(p.id))[0]!.status).toBe(TransactionStatus.Rejected);
    expect(await balance(p.token)).toBe(8_000);
    await assertLedgerSound(t.db);
  });

  it('moves held withdrawals on when staff approve by hand', async () => {
    const who = await signUp(t.app);
    const p = { ...who, id: await customerIdOf(t.db, who.username) };
    await fund(t.db, p.id, 900_000n);
    await seedCase(t.db, p.id, 'manual_review');
    await withdraw(p.token, 5_500);
    expect((await rows(p.id))[0]!.status).toBe(TransactionStatus.WaitingForKyc);
    const queue = (await call(t.app, 'admin/kyc', undefined, { token: admin })).json().data;
    expect(queue.items).toContainEqual(expect.objectContaining({ username: p.username, heldWithdrawals: 1 }));
    const res = await call(
      t.app,
      `admin/customers/${p.id}/kyc`,
      { status: 'approved', reason: 'Documents checked by hand' },
      { token: admin },
    );
    expect(res.statusCode, res.body).toBe(200);
    expect((await rows(p.id))[0]!.status).toBe(TransactionStatus.Pending);
  });

  it('holds any withdrawal once lifetime confirmed deposits pass the deposit threshold', async () => {
    const who = await signUp(t.app);
    const p = { ...who, id: await customerIdOf(t.db, who.username) };
    await fund(t.db, p.id, 100_000n);
    const deposit = await methodId(t.db, 1, 'havale');
    const now = new Date();
    await t.db
      .insertInto('payment')
      .values({
        customer_id: p.id,
        kind: 1,
        method_id: deposit,
        status: TransactionStatus.Confirmed,
        amount: 2_000_001n,
        detail: '{}',
        created_at: now,
        updated_at: now,
      })
      .execute();
    await withdraw(p.token, 100);
    expect((await rows(p.id)).at(-1)!.status).toBe(TransactionStatus.WaitingForKyc);
    await setOption(t.db, 'kyc_deposit_threshold', '50000');
    await withdraw(p.token, 100);
    expect((await rows(p.id)).at(-1)!.status).toBe(TransactionStatus.Pending);
    await setOption(t.db, 'kyc_deposit_threshold', '20000');
  });

  // End to end only: the interleaving itself is forced in core/kyc/withdrawal-gate.test.ts.
  it('never strands a withdrawal when the approval races the request', async () => {
    for (let i = 0; i < 4; i += 1) {
      const who = await signUp(t.app);
      const p = { ...who, id: await customerIdOf(t.db, who.username) };
      await fund(t.db, p.id, 900_000n);
      const ref = await seedCase(t.db, p.id, 'manual_review');
      const [w, hook] = await Promise.all([
        withdraw(p.token, 6_000),
        deliverKyc(t.app, reviewEvent({ applicantId: ref, choice: 'approve' })),
      ]);
      expect(w.statusCode, w.body).toBe(200);
      expect(hook.statusCode).toBe(200);
      expect((await rows(p.id)).map((r) => r.status)).toEqual([TransactionStatus.Pending]);
    }
    await assertLedgerSound(t.db);
  });
});
