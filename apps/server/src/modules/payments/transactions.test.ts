import { TransactionStatus, transactionItemSchema } from '@lalebet/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PASSWORD, call, signUp } from '../../test/accounts.ts';
import { adminToken as loginAdmin } from '../../test/admin.ts';
import { customerIdOf } from '../../test/customers.ts';
import { testDatabases } from '../../test/harness.ts';
import { fund } from '../../test/ledger.ts';
import { IBAN, methodId } from '../../test/payments.ts';
import { deliver, eventBody, paymentsApp } from './test-kit.ts';

describe.each(testDatabases())('transaction/list on %s', (kind) => {
  let t: Awaited<ReturnType<typeof paymentsApp>>;
  let player: Awaited<ReturnType<typeof signUp>>;
  let ids: Record<
    'confirmedDeposit' | 'declinedDeposit' | 'expiredDeposit' | 'rejectedWithdrawal' | 'pendingWithdrawal',
    number
  >;
  beforeAll(async () => {
    t = await paymentsApp(kind);
    const admin = await loginAdmin(t.app, t.db);
    player = await signUp(t.app);
    const customer = await customerIdOf(t.db, player.username);
    await fund(t.db, customer, 100_000n);
    const papara = await methodId(t.db, 1, 'papara');
    const havale = await methodId(t.db, 2, 'havale');
    const newest = async () =>
      Number(
        (
          await t.db
            .selectFrom('payment')
            .select('id')
            .where('customer_id', '=', customer)
            .orderBy('id', 'desc')
            .executeTakeFirstOrThrow()
        ).id,
      );
    const deposit = async (amount: number) => {
      await call(
        t.app,
        'payment/deposit',
        { id: papara, target: 'pay', detail: { Amount: amount, PaparaNo: 1234567890 } },
        { token: player.token },
      );
      return newest();
    };
    const withdraw = async (amount: number) => {
      const detail = { Amount: amount, Bank: 10, Iban: IBAN, AccountHolder: 'Ayşe Yılmaz', BranchCode: 1 };
      const body = { id: havale, target: 'pay', detail, password: PASSWORD };
      await call(t.app, 'payment/withdraw', body, { token: player.token });
      return newest();
    };
    const confirmedDeposit = await deposit(100);
    await deliver(
      t.app,
      eventBody({ reference: String(confirmedDeposit), amount: 10_000, gatewayPaymentId: 'pay_fake1' }),
    );
    const declinedDeposit = await deposit(200);
    await deliver(
      t.app,
      eventBody({
        reference: String(declinedDeposit),
        amount: 20_000,
        gatewayPaymentId: 'pay_fake2',
        type: 'payment.failed',
        reason: 'Card declined',
      }),
    );
    const expiredDeposit = await deposit(300);
    await t.db
      .updateTable('payment')
      .set({ status: TransactionStatus.Cancelled, reason_code: 'expired' })
      .where('id', '=', BigInt(expiredDeposit))
      .execute();
    const rejectedWithdrawal = await withdraw(150);
    await call(
      t.app,
      'admin/withdrawals/reject',
      { id: rejectedWithdrawal, reason: 'Hesap sahibi farklı' },
      { token: admin },
    );
    const pendingWithdrawal = await withdraw(250);
    ids = { confirmedDeposit, declinedDeposit, expiredDeposit, rejectedWithdrawal, pendingWithdrawal };
    // Spread over days (UTC+3 boundaries): 9 March 23:59:59 and 10 March 00:00 in Istanbul, etc.
    const at: [number, string][] = [
      [confirmedDeposit, '2026-03-09T20:59:59Z'],
      [declinedDeposit, '2026-03-09T21:00:00Z'],
      [expiredDeposit, '2026-03-10T20:59:59Z'],
      [rejectedWithdrawal, '2026-03-11T09:00:00Z'],
      [pendingWithdrawal, '2026-03-12T09:00:00Z'],
    ];
    for (const [id, when] of at)
      await t.db
        .updateTable('payment')
        .set({ created_at: new Date(when) })
        .where('id', '=', BigInt(id))
        .execute();
  });
  afterAll(() => t.close());

  const list = (body: object, locale: 'tr' | 'en' = 'en', token = player.token) =>
    call(t.app, 'transaction/list', body, { token, locale });
  const idsOf = (res: { json: () => { data: { items: { id: number }[] } } }) =>
    res.json().data.items.map((i) => i.id);

  it("lists the caller's own payments newest first with localized reasons", async () => {
    const res = await list({});
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const { items, total } = res.json().data;
    expect(total).toBe(5);
    for (const item of items) transactionItemSchema.parse(item);
    expect(items.map((i: { id: number }) => i.id)).toEqual([
      ids.pendingWithdrawal,
      ids.rejectedWithdrawal,
      ids.expiredDeposit,
      ids.declinedDeposit,
      ids.confirmedDeposit,
    ]);
    expect(items[0]).toMatchObject({
      kind: 2,
      status: TransactionStatus.Pending,
      amount: 250,
      method: 'Havale/EFT',
      reason: null,
    });
    expect(items[1]).toMatchObject({ status: TransactionStatus.Rejected, reason: 'Hesap sahibi farklı' });
    expect(items[2]).toMatchObject({
      kind: 1,
      status: TransactionStatus.Cancelled,
      method: 'Papara',
      reason: 'The payment was not completed in time.',
    });
    expect(items[3]).toMatchObject({
      status: TransactionStatus.Rejected,
      reason: 'The payment was declined by the payment provider.',
    });
    expect(items[4]).toMatchObject({ status: TransactionStatus.Confirmed, amount: 100, reason: null });
    expect(items[4].createdAt).toBe('2026-03-09T20:59:59.000Z');
    const tr = (await list({}, 'tr')).json().data.items;
    expect(tr[2].reason).toBe('Ödeme süresi içinde tamamlanmadı.');
    expect(tr[1].reason).toBe('Hesap sahibi farklı');

    const other = await signUp(t.app);
    // No payments and no debts from corrected bets (ADR 047).
    expect((await list({}, 'en', other.token)).json().data).toEqual({
      items: [],
      total: 0,
      debts: { debts: [], collections: [] },
    });
  });

  it('filters by kind, status and Istanbul calendar days, and pages', async () => {
    expect(idsOf(await list({ kind: 1 }))).toEqual([
      ids.expiredDeposit,
      ids.declinedDeposit,
      ids.confirmedDeposit,
    ]);
    expect(idsOf(await list({ kind: 2, status: 4 }))).toEqual([ids.rejectedWithdrawal]);
    expect(idsOf(await list({ status: TransactionStatus.Rejected }))).toEqual([
      ids.rejectedWithdrawal,
      ids.declinedDeposit,
    ]);
    expect(idsOf(await list({ status: TransactionStatus.Merged }))).toEqual([]);
    // 10 March in Istanbul is 9 March 21:00 to 10 March 20:59:59 UTC.
    expect(idsOf(await list({ from: '2026-03-10', to: '2026-03-10' }))).toEqual([
      ids.expiredDeposit,
      ids.declinedDeposit,
    ]);
    expect(idsOf(await list({ to: '2026-03-09' }))).toEqual([ids.confirmedDeposit]);
    expect(idsOf(await list({ from: '2026-03-11' }))).toEqual([
      ids.pendingWithdrawal,
      ids.rejectedWithdrawal,
    ]);
    expect(idsOf(await list({ from: '2026-03-12', to: '2026-03-11' }))).toEqual([]);
    const page = await list({ skip: 1, take: 2 });
    expect(idsOf(page)).toEqual([ids.rejectedWithdrawal, ids.expiredDeposit]);
    expect(page.json().data.total).toBe(5);
    expect(idsOf(await list({ kind: 0, status: 0, from: null, to: null }))).toHaveLength(5);
  });

  it('refuses bad filters with localized 400s and callers without a session with 401', async () => {
    const bad = [
      { kind: 3 },
      { status: 8 }, // 7 is WaitingForKyc (ADR 026)
      { from: 'yesterday' },
      { to: '2026-02-30' },
      { take: 101 },
      { take: 0 },
      { skip: -1 },
      { kind: '1' },
      { customerId: 1 },
    ];
    for (const body of bad) {
      const en = await list(body, 'en');
      const tr = await list(body, 'tr');
      expect([en.statusCode, tr.statusCode], JSON.stringify(body)).toEqual([400, 400]);
      expect(en.json().code).toBe('VALIDATION_FAILED');
      expect(en.json().message).not.toBe(tr.json().message);
    }
    expect((await list({}, 'en', '')).statusCode).toBe(401);
  });
});
