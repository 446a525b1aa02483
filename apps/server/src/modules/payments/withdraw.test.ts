import { TransactionStatus } from '@lalebet/shared';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { availableBalance } from '../../core/ledger/index.ts';
import { PASSWORD, call, setOption, signUp } from '../../test/accounts.ts';
import { customerIdOf } from '../../test/customers.ts';
import { testDatabases } from '../../test/harness.ts';
import { assertLedgerSound, fund } from '../../test/ledger.ts';
import { CARD, IBAN, TRON, methodId } from '../../test/payments.ts';
import { paymentsApp, submitPayment } from './test-kit.ts';

describe.each(testDatabases())('payment/withdraw on %s', (kind) => {
  let t: Awaited<ReturnType<typeof paymentsApp>>;
  let havale: number;
  let card: number;
  let usdt: number;
  beforeAll(async () => {
    t = await paymentsApp(kind);
    havale = await methodId(t.db, 2, 'havale');
    card = await methodId(t.db, 2, 'credit-card');
    usdt = await methodId(t.db, 2, 'usdt-trc20');
    // The cooling-off wait of new destinations has its own file (withdraw-security.test.ts).
    await setOption(t.db, 'PayoutDestinationCoolingOffHours', '0');
  });
  afterAll(() => t.close());

  const withdraw = (token: string, body: object, opts: { locale?: 'tr' | 'en'; key?: string } = {}) =>
    submitPayment(t.app, 'payment/withdraw', token, body, opts);
  const havaleBody = (detail: object = {}) => ({
    id: havale,
    target: 'pay',
    detail: { Amount: 400, Bank: 64, Iban: IBAN, AccountHolder: 'Ayşe Yılmaz', BranchCode: 1234, ...detail },
    password: PASSWORD,
  });
  const rowsOf = (id: bigint) =>
    t.db.selectFrom('payment').selectAll().where('customer_id', '=', id).execute();
  const balance = async (token: string) =>
    (await call(t.app, 'user/balance', undefined, { token })).json().data.balance;

  it('holds the amount at once in a Pending withdrawal and pushes the new balance', async () => {
    const who = await signUp(t.app);
    const p = { ...who, id: await customerIdOf(t.db, who.username) };
    await fund(t.db, p.id, 100_000n);
    const pushed = vi.spyOn(t.app.hub, 'send');
    const res = await withdraw(p.token, havaleBody(), { locale: 'tr' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      success: true,
      message: 'Çekim talebiniz alındı ve onay bekliyor.',
      data: null,
    });
    expect(await balance(p.token)).toBe(600);
    await vi.waitFor(() =>
      expect(pushed).toHaveBeenCalledWith([
        { customerId: p.id, message: { command: 'Balance', message: { balance: 600, bonusBalance: 0 } } },
      ]),
    );
    pushed.mockRestore();

    const [row] = await rowsOf(p.id);
    expect(row).toMatchObject({
      kind: 2,
      status: TransactionStatus.Pending,
      amount: 40_000n,
      gateway: null,
      expires_at: null,
    });
    // Stored masked: the IBAN itself is sealed in payout_destination (ADR 015).
    expect(row!.detail).toEqual({
      Amount: 400,
      Bank: 64,
      Iban: 'TR** **** **** **** **** **13 26',
      AccountHolder: 'Ayşe Yılmaz',
      BranchCode: 1234,
    });
    const hold = await t.db
      .selectFrom('ledger_transfer')
      .selectAll()
      .where('id', '=', row!.hold_transfer_id!)
      .executeTakeFirstOrThrow();
    expect(hold).toMatchObject({ phase: 'pending', amount: 40_000n, code: 'withdrawal_hold' });
    await assertLedgerSound(t.db);
  });

  it('refuses more than the balance with 409 and leaves no row behind', async () => {
    const who = await signUp(t.app);
    const p = { ...who, id: await customerIdOf(t.db, who.username) };
    await fund(t.db, p.id, 30_000n);
    const en = await withdraw(p.token, havaleBody({ Amount: 300.01 }));
    expect(en.statusCode).toBe(409);
    expect(en.json()).toMatchObject({
      code: 'INSUFFICIENT_FUNDS',
      message: 'Your balance is not enough for this amount.',
    });
    const tr = await withdraw(p.token, havaleBody({ Amount: 300.01 }), { locale: 'tr' });
    expect(tr.json().message).toBe('Bakiyeniz bu tutar için yeterli değil.');
    expect(await rowsOf(p.id)).toEqual([]);
    // A player who never had money has no account yet: same answer, still no trace.
    const empty = await signUp(t.app);
    expect((await withdraw(empty.token, havaleBody())).statusCode).toBe(409);
    expect(await rowsOf(await customerIdOf(t.db, empty.username))).toEqual([]);
    // The exact balance is fine.
    expect((await withdraw(p.token, havaleBody({ Amount: 300 }))).statusCode).toBe(200);
    expect(await availableBalance(t.db, p.id)).toBe(0n);
    await assertLedgerSound(t.db);
  });

  it('checks IBAN, card number, wallet address, branch code and names, on body.detail.<Key>', async () => {
    const who = await signUp(t.app);
    const p = { ...who, id: await customerIdOf(t.db, who.username) };
    await fund(t.db, p.id, 500_000n);
    const cases: [object, string, string, string][] = [
      [
        havaleBody({ Iban: 'TR34 0006 1005 1978 6457 8413 26' }),
        'Iban',
        'Enter a valid TR IBAN (26 characters).',
        'Geçerli bir TR IBAN girin (26 karakter).',
      ],
      [
        havaleBody({ Iban: 'DE89370400440532013000' }),
        'Iban',
        'Enter a valid TR IBAN (26 characters).',
        'Geçerli bir TR IBAN girin (26 karakter).',
      ],
      [havaleBody({ BranchCode: 0 }), 'BranchCode', 'Must be at least 1.', 'En az 1 olmalıdır.'],
      [havaleBody({ BranchCode: 10_000 }), 'BranchCode', 'Must be at most 9999.', 'En fazla 9999 olmalıdır.'],
      [
        havaleBody({ AccountHolder: 'Ayşe  Yılmaz' }),
        'AccountHolder',
        'This value is not valid.',
        'Bu değer geçerli değil.',
      ],
      [havaleBody({ Amount: 99 }), 'Amount', 'Must be at least 100.', 'En az 100 olmalıdır.'],
      [
        {
          id: card,
          target: 'pay',
          detail: { Amount: 100, CardNo: '4111 1111 1111 1112', CardHolder: 'Ali Veli' },
          password: PASSWORD,
        },
        'CardNo',
        'Enter a valid 16-digit card number.',
        'Geçerli bir 16 haneli kart numarası girin.',
      ],
      [
        {
          id: usdt,
          target: 'pay',
          detail: {
            Amount: 300,
            Network: 'TRC20',
            WalletAddress: '0x52908400098527886E0F7030069857D2E4169EE7',
          },
          password: PASSWORD,
        },
        'WalletAddress',
        'Enter a valid wallet address.',
        'Geçerli bir cüzdan adresi girin.',
      ],
    ];
    for (const [body, key, en, tr] of cases) {
      const r1 = await withdraw(p.token, body, { locale: 'en' });
      const r2 = await withdraw(p.token, body, { locale: 'tr' });
      expect([r1.statusCode, r2.statusCode], JSON.stringify(body)).toEqual([400, 400]);
      expect(r1.json().errors).toContainEqual({ path: `body.detail.${key}`, message: en });
      expect(r2.json().errors).toContainEqual({ path: `body.detail.${key}`, message: tr });
    }
    expect(await rowsOf(p.id)).toEqual([]);
    const ok = [
      {
        id: card,
        target: 'pay',
        detail: { Amount: 100, CardNo: CARD, CardHolder: 'Ali Veli' },
        password: PASSWORD,
      },
      {
        id: usdt,
        target: 'pay',
        detail: { Amount: 300, Network: 'TRC20', WalletAddress: TRON },
        password: PASSWORD,
      },
    ];
    for (const body of ok) expect((await withdraw(p.token, body)).statusCode, JSON.stringify(body)).toBe(200);
    expect(await balance(p.token)).toBe(4600);
  });

  it('replays an Idempotency-Key without a second hold and refuses it with another body', async () => {
    const who = await signUp(t.app);
    const p = { ...who, id: await customerIdOf(t.db, who.username) };
    await fund(t.db, p.id, 100_000n);
    expect((await withdraw(p.token, havaleBody(), { key: 'wd-1' })).statusCode).toBe(200);
    const again = await withdraw(p.token, havaleBody(), { key: 'wd-1' });
    expect(again.statusCode).toBe(200);
    expect(again.json().message).toBe('Your withdrawal request has been received and is awaiting approval.');
    expect(await rowsOf(p.id)).toHaveLength(1);
    expect(await balance(p.token)).toBe(600);
    expect((await withdraw(p.token, havaleBody({ Amount: 500 }), { key: 'wd-1' })).json().code).toBe(
      'IDEMPOTENCY_KEY_REUSED',
    );
    // A deposit key is not a withdrawal key.
    const dep = await call(
      t.app,
      'payment/deposit',
      { id: await methodId(t.db, 1, 'papara'), target: 'pay', detail: { Amount: 100, PaparaNo: 1234567890 } },
      { token: p.token, headers: { 'idempotency-key': 'shared' } },
    );
    expect(dep.statusCode).toBe(200);
    expect((await withdraw(p.token, havaleBody(), { key: 'shared' })).statusCode).toBe(422);
    // Refused for funds: nothing was stored, so the same key may try again once money arrived.
    expect((await withdraw(p.token, havaleBody({ Amount: 700 }), { key: 'wd-2' })).statusCode).toBe(409);
    await fund(t.db, p.id, 10_000n);
    expect((await withdraw(p.token, havaleBody({ Amount: 700 }), { key: 'wd-2' })).statusCode).toBe(200);
    expect(await balance(p.token)).toBe(0);
    await assertLedgerSound(t.db);
  });

  it('needs a session and a withdraw method', async () => {
    const who = await signUp(t.app);
    const p = { ...who, id: await customerIdOf(t.db, who.username) };
    await fund(t.db, p.id, 100_000n);
    expect((await withdraw('', havaleBody())).statusCode).toBe(401);
    const deposit = await withdraw(p.token, { ...havaleBody(), id: await methodId(t.db, 1, 'havale') });
    expect(deposit.statusCode).toBe(404);
    expect(await balance(p.token)).toBe(1000);
  });
});
