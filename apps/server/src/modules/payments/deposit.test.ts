import { TransactionStatus } from '@lalebet/shared';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { controlClock, clock } from '../../lib/clock.ts';
import { call, signUp } from '../../test/accounts.ts';
import { customerIdOf } from '../../test/customers.ts';
import { testDatabases } from '../../test/harness.ts';
import { methodId } from '../../test/payments.ts';
import { paymentsApp, submitPayment } from './test-kit.ts';

describe.each(testDatabases())('payment/deposit on %s', (kind) => {
  let t: Awaited<ReturnType<typeof paymentsApp>>;
  let havale: number;
  let papara: number;
  let usdt: number;
  beforeAll(async () => {
    t = await paymentsApp(kind);
    havale = await methodId(t.db, 1, 'havale');
    papara = await methodId(t.db, 1, 'papara');
    usdt = await methodId(t.db, 1, 'usdt-trc20');
  });
  afterAll(() => t.close());

  const deposit = (token: string, body: object, opts: { locale?: 'tr' | 'en'; key?: string } = {}) =>
    submitPayment(t.app, 'payment/deposit', token, body, opts);
  const havaleBody = (detail: object = {}) => ({
    id: havale,
    target: 'pay',
    detail: { Amount: 1250, Bank: 64, SenderName: 'Ayşe Yılmaz', ...detail },
  });
  const paymentsOf = async (username: string) =>
    t.db
      .selectFrom('payment')
      .selectAll()
      .where('customer_id', '=', await customerIdOf(t.db, username))
      .orderBy('id')
      .execute();

  it('opens a Pending deposit at the gateway and answers with the hosted page URL', async () => {
    const ayse = await signUp(t.app);
    const res = await deposit(ayse.token, havaleBody(), { locale: 'tr' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      success: true,
      data: expect.stringMatching(/^https:\/\/gateway\.test\/pay\//),
    });
    expect(res.json().message).toMatch(/Ödeme sayfanız hazır/);

    const [row] = await paymentsOf(ayse.username);
    expect(row).toMatchObject({
      kind: 1,
      status: TransactionStatus.Pending,
      amount: 125_000n,
      currency: 'TRY',
      detail: { Amount: 1250, Bank: 64, SenderName: 'Ayşe Yılmaz' },
      gateway: 'simpay',
      gateway_url: res.json().data,
    });
    expect(row!.gateway_payment_id).toMatch(/^pay_fake/);
    expect(row!.expires_at!.getTime() - row!.created_at.getTime()).toBe(30 * 60_000);

    const sent = t.fake.calls.at(-1)!;
    expect(sent).toMatchObject({
      reference: String(row!.id),
      amount: 125_000n,
      currency: 'TRY',
      method: { code: 'havale', name: 'Havale/EFT' },
      customer: { username: ayse.username },
      locale: 'tr',
    });
    expect(sent.notifyUrl).toMatch(/\/api\/payment\/webhook\/simpay$/);
    expect(sent.returnUrl).toMatch(/\/dashboard\/financial-activities$/);
    // Nothing is credited by opening a deposit.
    expect((await call(t.app, 'user/balance', undefined, { token: ayse.token })).json().data.balance).toBe(0);
  });

  it('takes dropdown ids as numbers or numeric strings and string ids as they are', async () => {
    const { token } = await signUp(t.app);
    expect((await deposit(token, havaleBody({ Bank: '64' }))).statusCode).toBe(200);
    const res = await deposit(token, { id: usdt, target: 'pay', detail: { Amount: 300, Network: 'TRC20' } });
    expect(res.statusCode, res.body).toBe(200);
  });

  it('reports every bad field on body.detail.<Key> in the caller language', async () => {
    const { token } = await signUp(t.app);
    const cases: [object, string, string, string][] = [
      [havaleBody({ Amount: 99.99 }), 'Amount', 'Must be at least 100.', 'En az 100 olmalıdır.'],
      [havaleBody({ Amount: 50_000.01 }), 'Amount', 'Must be at most 50000.', 'En fazla 50000 olmalıdır.'],
      [
        havaleBody({ Amount: 150.123 }),
        'Amount',
        'Use at most two decimals.',
        'En fazla iki ondalık basamak kullanın.',
      ],
      [havaleBody({ Amount: '150' }), 'Amount', 'This value is not valid.', 'Bu değer geçerli değil.'],
      [havaleBody({ Bank: 999 }), 'Bank', 'Choose one of the options.', 'Seçeneklerden birini seçin.'],
      [
        havaleBody({ SenderName: 'R2D2' }),
        'SenderName',
        'This value is not valid.',
        'Bu değer geçerli değil.',
      ],
      [havaleBody({ SenderName: '' }), 'SenderName', 'This field is required.', 'Bu alan zorunludur.'],
      [
        { id: papara, target: 'pay', detail: { Amount: 100, PaparaNo: 12345 } },
        'PaparaNo',
        'Must be at least 1000000000.',
        'En az 1000000000 olmalıdır.',
      ],
      [
        { id: papara, target: 'pay', detail: { Amount: 100, PaparaNo: 1234567890.5 } },
        'PaparaNo',
        'Enter a whole number.',
        'Tam sayı girin.',
      ],
      [
        { id: usdt, target: 'pay', detail: { Amount: 300, Network: 'ERC20' } },
        'Network',
        'Choose one of the options.',
        'Seçeneklerden birini seçin.',
      ],
    ];
    for (const [body, key, en, tr] of cases) {
      const r1 = await deposit(token, body, { locale: 'en' });
      const r2 = await deposit(token, body, { locale: 'tr' });
      expect([r1.statusCode, r2.statusCode], JSON.stringify(body)).toEqual([400, 400]);
      expect(r1.json()).toMatchObject({ success: false, code: 'VALIDATION_FAILED', data: null });
      expect(r1.json().errors).toContainEqual({ path: `body.detail.${key}`, message: en });
      expect(r2.json().errors).toContainEqual({ path: `body.detail.${key}`, message: tr });
    }
    const missing = await deposit(token, { id: havale, target: 'pay', detail: { Amount: 500, Bank: 64 } });
    expect(missing.json().errors).toContainEqual({
      path: 'body.detail.SenderName',
      message: 'This field is required.',
    });
    const extra = await deposit(token, havaleBody({ Iban: 'TR00' }));
    expect(extra.statusCode).toBe(400);
    expect(extra.json().errors[0]).toMatchObject({ path: 'body.detail', message: 'Unknown field. (Iban)' });
  });

  it('refuses a malformed envelope, another direction and no session', async () => {
    const { token, username } = await signUp(t.app);
    const withdrawHavale = await methodId(t.db, 2, 'havale');
    const bad: object[] = [
      { id: havale, target: 'take', detail: {} },
      { id: havale, detail: {} },
      { id: 'havale', target: 'pay', detail: {} },
      { id: havale, target: 'pay', detail: 'Amount=100' },
      { id: havale, target: 'pay', detail: { Amount: 100 }, extra: 1 },
      { id: havale, target: 'pay', detail: { Note: 'x'.repeat(201) } },
    ];
    for (const body of bad) {
      const en = await deposit(token, body, { locale: 'en' });
      const tr = await deposit(token, body, { locale: 'tr' });
      expect([en.statusCode, tr.statusCode], JSON.stringify(body)).toEqual([400, 400]);
      expect(en.json().message).not.toBe(tr.json().message);
    }
    const other = await deposit(token, { ...havaleBody(), id: withdrawHavale }, { locale: 'tr' });
    expect(other.statusCode).toBe(404);
    expect(other.json().code).toBe('PAYMENT_METHOD_NOT_FOUND');
    expect((await deposit('', havaleBody())).statusCode).toBe(401);
    expect(await paymentsOf(username)).toEqual([]);
  });

  it('cancels the deposit and answers 503 when the gateway cannot open it', async () => {
    const { token, username } = await signUp(t.app);
    t.fake.fail(true);
    try {
      const en = await deposit(token, havaleBody());
      expect(en.statusCode).toBe(503);
      expect(en.json()).toMatchObject({
        code: 'PAYMENT_GATEWAY_UNAVAILABLE',
        message: expect.stringMatching(/payment service/),
      });
      const tr = await deposit(token, havaleBody(), { locale: 'tr' });
      expect(tr.json().message).toMatch(/Ödeme servisi/);
    } finally {
      t.fake.fail(false);
    }
    const rows = await paymentsOf(username);
    expect(rows.map((r) => [r.status, r.reason_code])).toEqual([
      [TransactionStatus.Cancelled, 'gateway_unavailable'],
      [TransactionStatus.Cancelled, 'gateway_unavailable'],
    ]);
  });

  it('replays an Idempotency-Key with the same body and refuses it with another', async () => {
    const { token, username } = await signUp(t.app);
    const first = await deposit(token, havaleBody(), { key: 'dep-key-1' });
    expect(first.statusCode, first.body).toBe(200);
    const calls = t.fake.calls.length;
    // Key order does not matter; the same request is the same request.
    const again = await deposit(
      token,
      { target: 'pay', detail: { SenderName: 'Ayşe Yılmaz', Bank: 64, Amount: 1250 }, id: havale },
      { key: 'dep-key-1' },
    );
    expect(again.statusCode).toBe(200);
    expect(again.json().data).toBe(first.json().data);
    expect(t.fake.calls.length).toBe(calls);
    expect(await paymentsOf(username)).toHaveLength(1);

    const other = await deposit(token, havaleBody({ Amount: 1300 }), { key: 'dep-key-1', locale: 'tr' });
    expect(other.statusCode).toBe(422);
    expect(other.json()).toMatchObject({
      code: 'IDEMPOTENCY_KEY_REUSED',
      message: expect.stringMatching(/farklı bir istek/),
    });
    // Keys are per customer: another player may use the same string.
    const someone = await signUp(t.app);
    expect((await deposit(someone.token, havaleBody(), { key: 'dep-key-1' })).statusCode).toBe(200);

    const tooLong = await deposit(token, havaleBody(), { key: 'k'.repeat(256) });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().errors[0].path).toBe('headers.idempotency-key');
    // A failed open is replayed as the same failure, never as a second gateway call.
    t.fake.fail(true);
    try {
      expect((await deposit(token, havaleBody(), { key: 'dep-key-2' })).statusCode).toBe(503);
    } finally {
      t.fake.fail(false);
    }
    expect((await deposit(token, havaleBody(), { key: 'dep-key-2' })).statusCode).toBe(503);
  });

  it('answers a key still being worked on with 409 and replays it once done', async () => {
    const { token, username } = await signUp(t.app);
    const release = t.fake.pause();
    const calls = t.fake.calls.length;
    const first = deposit(token, havaleBody(), { key: 'slow-gateway' });
    await vi.waitFor(() => expect(t.fake.calls.length).toBe(calls + 1));
    const meanwhile = await deposit(token, havaleBody(), { key: 'slow-gateway', locale: 'tr' });
    expect(meanwhile.statusCode).toBe(409);
    expect(meanwhile.json()).toMatchObject({
      code: 'IDEMPOTENCY_KEY_IN_PROGRESS',
      message: expect.stringMatching(/hâlâ işleniyor/),
    });
    release();
    const done = await first;
    expect(done.statusCode).toBe(200);
    const replay = await deposit(token, havaleBody(), { key: 'slow-gateway' });
    expect(replay.json().data).toBe(done.json().data);
    expect(await paymentsOf(username)).toHaveLength(1);
  });

  it('limits how many payments a customer opens per minute', async () => {
    const { token } = await signUp(t.app);
    const time = controlClock();
    try {
      for (let i = 0; i < 10; i++) expect((await deposit(token, havaleBody())).statusCode).toBe(200);
      const limited = await deposit(token, havaleBody(), { locale: 'tr' });
      expect(limited.statusCode).toBe(429);
      expect(limited.json().code).toBe('RATE_LIMITED');
      expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
      time.advance(61_000);
      expect((await deposit(token, havaleBody())).statusCode).toBe(200);
    } finally {
      clock.reset();
    }
  });
});
