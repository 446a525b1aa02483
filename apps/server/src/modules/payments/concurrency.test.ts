import { TransactionStatus } from '@lalebet/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { availableBalance } from '../../core/ledger/index.ts';
import { PASSWORD, call, setOption, signUp } from '../../test/accounts.ts';
import { adminToken as loginAdmin } from '../../test/admin.ts';
import { customerIdOf } from '../../test/customers.ts';
import { assertLedgerSound, fund } from '../../test/ledger.ts';
import { IBAN, methodId } from '../../test/payments.ts';
import { deliver, eventBody, paymentsApp } from './test-kit.ts';

/** Races need real connections and row locks: PGlite runs one statement at a time. */
describe.skipIf(!process.env.TEST_DATABASE_URL)('payments under concurrency on postgres', () => {
  let t: Awaited<ReturnType<typeof paymentsApp>>;
  let admin: string;
  beforeAll(async () => {
    t = await paymentsApp('postgres');
    admin = await loginAdmin(t.app, t.db);
    // The confirm-versus-reject race needs a payable withdrawal: no cooling-off wait here.
    await setOption(t.db, 'PayoutDestinationCoolingOffHours', '0');
  });
  afterAll(() => t.close());

  const withdrawBody = async (amount: number) => ({
    id: await methodId(t.db, 2, 'havale'),
    target: 'pay',
    detail: { Amount: amount, Bank: 46, Iban: IBAN, AccountHolder: 'Zeynep Kaya', BranchCode: 7 },
    password: PASSWORD,
  });

  it('credits once when the same webhook arrives 10 times at once', async () => {
    const player = await signUp(t.app);
    const papara = await methodId(t.db, 1, 'papara');
    const res = await call(
      t.app,
      'payment/deposit',
      { id: papara, target: 'pay', detail: { Amount: 500, PaparaNo: 1234567890 } },
      { token: player.token },
    );
    expect(res.statusCode, res.body).toBe(200);
    const id = await customerIdOf(t.db, player.username);
    const payment = await t.db
      .selectFrom('payment')
      .selectAll()
      .where('customer_id', '=', id)
      .executeTakeFirstOrThrow();
    const body = eventBody({
      id: 'evt_storm',
      reference: String(payment.id),
      amount: 50_000,
      gatewayPaymentId: payment.gateway_payment_id!,
    });
    const answers = await Promise.all(Array.from({ length: 10 }, () => deliver(t.app, body)));
    expect(answers.map((a) => a.statusCode)).toEqual(Array(10).fill(200));
    // And ten different event ids for the same payment, at once: still one credit.
    const others = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        deliver(
          t.app,
          eventBody({
            id: `evt_other_${i}`,
            reference: String(payment.id),
            amount: 50_000,
            gatewayPaymentId: payment.gateway_payment_id!,
          }),
        ),
      ),
    );
    expect(others.map((a) => a.statusCode)).toEqual(Array(10).fill(200));
    expect(await availableBalance(t.db, id)).toBe(50_000n);
    const credits = await t.db
      .selectFrom('ledger_transfer')
      .select('id')
      .where('code', '=', 'deposit')
      .where(
        'credit_account_id',
        'in',
        t.db.selectFrom('ledger_account').select('id').where('customer_id', '=', id),
      )
      .execute();
    expect(credits).toHaveLength(1);
    await assertLedgerSound(t.db);
  });

  it('lets exactly k of k+1 simultaneous withdrawals through when the balance covers k', async () => {
    const k = 4;
    const player = await signUp(t.app);
    const id = await customerIdOf(t.db, player.username);
    await fund(t.db, id, BigInt(k) * 30_000n);
    const body = await withdrawBody(300);
    const answers = await Promise.all(
      Array.from({ length: k + 1 }, () => call(t.app, 'payment/withdraw', body, { token: player.token })),
    );
    const codes = answers.map((a) => a.statusCode).sort();
    expect(codes).toEqual([...Array(k).fill(200), 409]);
    expect(answers.find((a) => a.statusCode === 409)!.json().code).toBe('INSUFFICIENT_FUNDS');
    const rows = await t.db
      .selectFrom('payment')
      .select(['status', 'hold_transfer_id'])
      .where('customer_id', '=', id)
      .execute();
    expect(rows).toHaveLength(k);
    expect(rows.every((r) => r.status === TransactionStatus.Pending)).toBe(true);
    const holds = await t.db
      .selectFrom('ledger_transfer')
      .select('id')
      .where('phase', '=', 'pending')
      .where(
        'id',
        'in',
        rows.map((r) => r.hold_transfer_id!),
      )
      .execute();
    expect(holds).toHaveLength(k);
    expect(await availableBalance(t.db, id)).toBe(0n);
    await assertLedgerSound(t.db);
  });

  it('replays one Idempotency-Key sent five times at once as one withdrawal', async () => {
    const player = await signUp(t.app);
    const id = await customerIdOf(t.db, player.username);
    await fund(t.db, id, 100_000n);
    const body = await withdrawBody(200);
    const answers = await Promise.all(
      Array.from({ length: 5 }, () =>
        call(t.app, 'payment/withdraw', body, {
          token: player.token,
          headers: { 'idempotency-key': 'same-click' },
        }),
      ),
    );
    expect(answers.map((a) => a.statusCode)).toEqual(Array(5).fill(200));
    expect(
      await t.db.selectFrom('payment').select('id').where('customer_id', '=', id).execute(),
    ).toHaveLength(1);
    expect(await availableBalance(t.db, id)).toBe(80_000n);
    await assertLedgerSound(t.db);
  });

  it('lets exactly one of a confirm and a reject racing on one withdrawal win', async () => {
    for (let round = 0; round < 5; round++) {
      const player = await signUp(t.app);
      const id = await customerIdOf(t.db, player.username);
      await fund(t.db, id, 50_000n);
      expect(
        (await call(t.app, 'payment/withdraw', await withdrawBody(500), { token: player.token })).statusCode,
      ).toBe(200);
      const payment = await t.db
        .selectFrom('payment')
        .select('id')
        .where('customer_id', '=', id)
        .executeTakeFirstOrThrow();
      const paymentId = Number(payment.id);
      const [confirm, reject] = await Promise.all([
        call(t.app, 'admin/withdrawals/confirm', { id: paymentId }, { token: admin }),
        call(
          t.app,
          'admin/withdrawals/reject',
          { id: paymentId, reason: 'Race condition test' },
          { token: admin },
        ),
      ]);
      const codes = [confirm.statusCode, reject.statusCode].sort();
      expect(codes).toEqual([200, 409]);
      const row = await t.db
        .selectFrom('payment')
        .select('status')
        .where('id', '=', payment.id)
        .executeTakeFirstOrThrow();
      const confirmed = confirm.statusCode === 200;
      expect(row.status).toBe(confirmed ? TransactionStatus.Confirmed : TransactionStatus.Rejected);
      expect(await availableBalance(t.db, id)).toBe(confirmed ? 0n : 50_000n);
      const audits = await t.db
        .selectFrom('auth_audit')
        .select('event')
        .where('event', 'in', ['withdrawal_confirmed', 'withdrawal_rejected'])
        .where(({ ref }) => ref('details', '->>').key('paymentId' as never), '=', String(paymentId))
        .execute();
      expect(audits).toHaveLength(1);
    }
    await assertLedgerSound(t.db);
  });
});
