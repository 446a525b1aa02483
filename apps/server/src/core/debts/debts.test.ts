import { TransactionStatus } from '@lalebet/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PASSWORD, call, setOption, signUp } from '../../test/accounts.ts';
import { adminToken } from '../../test/admin.ts';
import { customerIdOf } from '../../test/customers.ts';
import { testDatabases } from '../../test/harness.ts';
import { assertLedgerSound, fund } from '../../test/ledger.ts';
import { methodId } from '../../test/payments.ts';
import { deliver, eventBody, paymentsApp } from '../../modules/payments/test-kit.ts';
import { createSettlementSink } from '../../modules/sportsbook/bets/settle/sink.ts';
import {
  cash,
  line,
  placeBet,
  recordingNotifier,
} from '../../modules/sportsbook/bets/settle/bets.test-kit.ts';

/**
 * Review N-8 (docs/decisions/047-money-details.md): a correction that takes back more than the
 * player holds leaves a debt that blocks withdrawals, shows in Player 360 and the player's history,
 * and is collected from the next deposit.
 */
describe.each(testDatabases())('debts from settlement corrections on %s', (kind) => {
  let t: Awaited<ReturnType<typeof paymentsApp>>;
  let admin: string;
  let sink: ReturnType<typeof createSettlementSink>;
  beforeAll(async () => {
    t = await paymentsApp(kind);
    admin = await adminToken(t.app, t.db);
    sink = createSettlementSink({ db: t.db, notifier: recordingNotifier().notifier });
    await setOption(t.db, 'PayoutDestinationCoolingOffHours', '0');
  });
  afterAll(() => t.close());

  it('blocks withdrawals while a debt is open and collects it from the next deposits', async () => {
    const player = await signUp(t.app);
    const id = await customerIdOf(t.db, player.username);
    await fund(t.db, id, 10_000n);
    const papara = await methodId(t.db, 2, 'papara');
    const withdraw = (Amount: number) =>
      call(
        t.app,
        'payment/withdraw',
        { id: papara, target: 'pay', detail: { Amount, PaparaNo: 5_321_234_567 }, password: PASSWORD },
        { token: player.token },
      );
    const confirm = (paymentId: bigint) =>
      call(t.app, 'admin/withdrawals/confirm', { id: Number(paymentId) }, { token: admin });
    const withdrawals = () =>
      t.db
        .selectFrom('payment')
        .select(['id', 'status'])
        .where('customer_id', '=', id)
        .where('kind', '=', 2)
        .orderBy('id')
        .execute();

    // 100 ₺ at 5.00 wins 500 ₺; the player withdraws 400 ₺ (paid out) and asks for 100 ₺ more.
    const l = line(`sr:match:debt:${kind}`);
    await placeBet(t.db, {
      customerId: id,
      legs: [{ line: l, outcomeId: '1', oddsMilli: 5000 }],
      stakePerLine: 10_000n,
    });
    await sink.settle(l, 1, [{ id: '1', result: 1 }]);
    expect(await cash(t.db, id)).toBe(50_000n);
    expect((await withdraw(400)).statusCode).toBe(200);
    expect((await withdraw(100)).statusCode).toBe(200);
    const [paid, pending] = await withdrawals();
    expect((await confirm(paid!.id)).statusCode).toBe(200);

    // The result was wrong: the rollback finds nothing to take, so the house advances 500 ₺.
    await sink.rollbackSettlement(l, 1);
    const debts = await t.db.selectFrom('sb_bet_debt').selectAll().where('customer_id', '=', id).execute();
    expect(debts).toMatchObject([{ amount: 50_000n, collected: 0n, resolved_at: null }]);

    const refused = await withdraw(50);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe('ACCOUNT_DEBT_OPEN');
    const held = await confirm(pending!.id);
    expect(held.statusCode).toBe(409);
    expect(held.json().code).toBe('ACCOUNT_DEBT_OPEN');

    const p360 = await call(t.app, `admin/customers/${id}`, undefined, { token: admin });
    expect(p360.statusCode, p360.body).toBe(200);
    expect(p360.json().data.debts).toEqual([
      expect.objectContaining({
        betId: debts[0]!.bet_id,
        amount: 500,
        collected: 0,
        open: 500,
        resolvedAt: null,
      }),
    ]);

    // A 300 ₺ deposit goes to the debt in full; a 1,000 ₺ one pays the last 200 ₺ and keeps 800 ₺.
    await depositAndCredit(player.token, 300);
    expect(await cash(t.db, id)).toBe(0n);
    await depositAndCredit(player.token, 1000);
    expect(await cash(t.db, id)).toBe(80_000n);
    const [after] = await t.db.selectFrom('sb_bet_debt').selectAll().where('customer_id', '=', id).execute();
    expect(after).toMatchObject({ amount: 50_000n, collected: 50_000n, resolved_at: expect.any(Date) });
    const history = await call(t.app, 'transaction/list', {}, { token: player.token });
    expect(history.json().data.debts).toMatchObject({
      debts: [{ amount: 500, collected: 500, open: 0 }],
      collections: [
        { amount: 200, source: 'deposit' },
        { amount: 300, source: 'deposit' },
      ],
    });
    expect(
      (await call(t.app, `admin/customers/${id}`, undefined, { token: admin })).json().data.debts,
    ).toEqual([]);

    // Paid: withdrawals work again, the one waiting included.
    expect((await withdraw(200)).statusCode).toBe(200);
    expect((await confirm(pending!.id)).statusCode).toBe(200);
    expect((await withdrawals()).map((w) => w.status)).toEqual([
      TransactionStatus.Confirmed,
      TransactionStatus.Confirmed,
      TransactionStatus.Pending,
    ]);
    await assertLedgerSound(t.db);
  });

  async function depositAndCredit(token: string, lira: number) {
    const method = await methodId(t.db, 1, 'papara');
    const body = { id: method, target: 'pay', detail: { Amount: lira, PaparaNo: 5_321_234_567 } };
    expect((await call(t.app, 'payment/deposit', body, { token })).statusCode).toBe(200);
    const row = await t.db
      .selectFrom('payment')
      .select(['id', 'amount', 'gateway_payment_id'])
      .where('kind', '=', 1)
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    const res = await deliver(
      t.app,
      eventBody({
        reference: String(row.id),
        amount: Number(row.amount),
        gatewayPaymentId: row.gateway_payment_id!,
      }),
    );
    expect(res.statusCode, res.body).toBe(200);
  }
});
