import { NotificationKind, TransactionStatus } from '@lalebet/shared';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { clock, controlClock } from '../../lib/clock.ts';
import { generateWebhookSecret, signWebhook } from '../../infra/webhooks/signature.ts';
import { call, signUp } from '../../test/accounts.ts';
import { customerIdOf } from '../../test/customers.ts';
import { testDatabases } from '../../test/harness.ts';
import { assertLedgerSound } from '../../test/ledger.ts';
import { methodId } from '../../test/payments.ts';
import { SECRET, deliver, eventBody, paymentsApp } from './test-kit.ts';

describe.each(testDatabases())('payment webhooks on %s', (kind) => {
  let t: Awaited<ReturnType<typeof paymentsApp>>;
  let havale: number;
  beforeAll(async () => {
    t = await paymentsApp(kind);
    havale = await methodId(t.db, 1, 'havale');
  });
  afterAll(() => t.close());

  /** A signed-up player with one Pending deposit of `amount` lira. */
  async function openDeposit(amount = 1250) {
    const player = await signUp(t.app);
    const res = await call(
      t.app,
      'payment/deposit',
      { id: havale, target: 'pay', detail: { Amount: amount, Bank: 10, SenderName: 'Ali Veli' } },
      { token: player.token },
    );
    expect(res.statusCode, res.body).toBe(200);
    const id = await customerIdOf(t.db, player.username);
    const row = await t.db
      .selectFrom('payment')
      .selectAll()
      .where('customer_id', '=', id)
      .executeTakeFirstOrThrow();
    const succeeded = (o: Parameters<typeof eventBody>[0] extends infer E ? Partial<E> : never = {}) =>
      eventBody({
        reference: String(row.id),
        amount: Number(row.amount),
        gatewayPaymentId: row.gateway_payment_id!,
        ...o,
      });
    return { ...player, customer: id, payment: row, succeeded };
  }
  const balance = async (token: string) =>
    (await call(t.app, 'user/balance', undefined, { token })).json().data.balance;
  const statusOf = async (id: bigint) =>
    await t.db
      .selectFrom('payment')
      .select(['status', 'reason_code', 'reason_text'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
  const notes = async (token: string, locale: 'tr' | 'en') =>
    (await call(t.app, 'customer/notification', { skip: 0, take: 100 }, { token, locale })).json().data;
  const eventCount = async () =>
    Number(
      (
        await t.db
          .selectFrom('psp_event')
          .select((e) => e.fn.countAll<string>().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );

  it('credits a verified success once, notifies in both languages and pushes the balance', async () => {
    const d = await openDeposit(1250);
    const pushed = vi.spyOn(t.app.hub, 'send');
    const res = await deliver(t.app, d.succeeded({ id: 'evt_ok_1' }));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ success: true, message: '', data: null });
    expect(await balance(d.token)).toBe(1250);
    expect((await statusOf(d.payment.id)).status).toBe(TransactionStatus.Confirmed);
    await vi.waitFor(() =>
      expect(pushed).toHaveBeenCalledWith([
        {
          customerId: d.customer,
          message: { command: 'Balance', message: { balance: 1250, bonusBalance: 0 } },
        },
      ]),
    );
    pushed.mockRestore();
    const [tr] = await notes(d.token, 'tr');
    expect(tr).toMatchObject({ type: NotificationKind.Deposit, title: 'Para yatırma onaylandı' });
    expect(tr.note).toBe('₺1.250,00 tutarındaki para yatırma işleminiz hesabınıza eklendi.');
    const [en] = await notes(d.token, 'en');
    expect(en.note).toBe('Your deposit of ₺1,250.00 has been added to your balance.');

    // The same event again, and another event id for the same payment: no second credit.
    expect((await deliver(t.app, d.succeeded({ id: 'evt_ok_1' }))).statusCode).toBe(200);
    expect((await deliver(t.app, d.succeeded({ id: 'evt_ok_2' }))).statusCode).toBe(200);
    expect(await balance(d.token)).toBe(1250);
    expect(await notes(d.token, 'en')).toHaveLength(1);
    const transfers = await t.db
      .selectFrom('ledger_transfer')
      .select('id')
      .where('code', '=', 'deposit')
      .where(sql<string>`metadata->>'paymentId'`, '=', String(d.payment.id))
      .execute();
    expect(transfers).toHaveLength(1);
    await assertLedgerSound(t.db);
  });

  it('rejects forged, stale, future, unsigned and tampered deliveries, crediting nothing', async () => {
    const d = await openDeposit(500);
    const body = d.succeeded({ id: 'evt_forged' });
    const now = Math.floor(Date.now() / 1000);
    // The server's clock held mid-second: on the real one a second could turn between this line
    // and the check, and "301 s ahead" would then be 300 s ahead, inside the window.
    controlClock(now * 1000 + 500);
    try {
      await rejectsAll(d, body, now);
    } finally {
      clock.reset();
    }
  });

  async function rejectsAll(d: Awaited<ReturnType<typeof openDeposit>>, body: string, now: number) {
    const before = await eventCount();
    const cases: [Promise<{ statusCode: number; json: () => { code: string } }>, number, string][] = [
      [deliver(t.app, body, { secret: generateWebhookSecret() }), 400, 'WEBHOOK_SIGNATURE_INVALID'],
      [deliver(t.app, body, { atSec: now - 301 }), 400, 'WEBHOOK_TIMESTAMP_INVALID'],
      [deliver(t.app, body, { atSec: now + 301 }), 400, 'WEBHOOK_TIMESTAMP_INVALID'],
      [deliver(t.app, body, { headers: { 'webhook-signature': '' } }), 400, 'WEBHOOK_SIGNATURE_INVALID'],
      [deliver(t.app, body, { headers: { 'webhook-id': 'evt_other' } }), 400, 'WEBHOOK_SIGNATURE_INVALID'],
      [
        t.app.inject({
          method: 'POST',
          url: '/api/payment/webhook/simpay',
          payload: body,
          headers: { 'content-type': 'application/json' },
        }),
        400,
        'WEBHOOK_SIGNATURE_INVALID',
      ],
    ];
    for (const [pending, status, code] of cases) {
      const res = await pending;
      expect(res.statusCode, code).toBe(status);
      expect(res.json().code).toBe(code);
    }
    // Signed, then the amount changed: the signature no longer matches the bytes.
    const signed = signWebhook(SECRET, 'evt_tampered', now, body);
    const forged = body.replace(
      `"amount":${Number(d.payment.amount)}`,
      `"amount":${Number(d.payment.amount) * 10}`,
    );
    expect(forged).not.toBe(body);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/payment/webhook/simpay',
      payload: forged,
      headers: { 'content-type': 'application/json', ...signed },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('WEBHOOK_SIGNATURE_INVALID');
    expect(await balance(d.token)).toBe(0);
    expect(await eventCount()).toBe(before);
    // The genuine delivery still goes through, once.
    expect((await deliver(t.app, body)).statusCode).toBe(200);
    expect(await balance(d.token)).toBe(500);
    expect(await eventCount()).toBe(before + 1);
    // A localized answer, like every other API error.
    const tr = await deliver(t.app, body, { secret: generateWebhookSecret(), headers: { 'x-locale': 'tr' } });
    expect(tr.json().message).toBe('Geçersiz webhook imzası.');
    expect((await deliver(t.app, body, { gateway: 'othergw' })).statusCode).toBe(404);
  }

  it('credits nothing when the amount, currency or gateway payment id does not match', async () => {
    const d = await openDeposit(300);
    for (const over of [
      { amount: 30_001 },
      { amount: 29_999 },
      { currency: 'USD' },
      { gatewayPaymentId: 'pay_someone_else' },
    ]) {
      const res = await deliver(t.app, d.succeeded(over));
      expect(res.statusCode, JSON.stringify(over)).toBe(409);
      expect(res.json().code).toBe('WEBHOOK_PAYMENT_MISMATCH');
    }
    expect(await balance(d.token)).toBe(0);
    expect((await statusOf(d.payment.id)).status).toBe(TransactionStatus.Pending);
    expect(
      await t.db.selectFrom('psp_event').select('event_id').where('payment_id', '=', d.payment.id).execute(),
    ).toEqual([]);
  });

  it('answers 404 for a reference that is not one of our deposits', async () => {
    const d = await openDeposit(300);
    for (const reference of ['999999999', 'abc', '0', '-1']) {
      const res = await deliver(t.app, eventBody({ reference, amount: 30_000 }));
      expect(res.statusCode, reference).toBe(404);
      expect(res.json().code).toBe('WEBHOOK_PAYMENT_UNKNOWN');
    }
    expect(await balance(d.token)).toBe(0);
    const bad = await t.app.inject({
      method: 'POST',
      url: '/api/payment/webhook/simpay',
      payload: 'not json',
      headers: {
        'content-type': 'application/json',
        'webhook-id': 'x',
        'webhook-timestamp': '1',
        'webhook-signature': 'v1,AAAA',
      },
    });
    expect(bad.statusCode).toBe(400);
  });

  it('marks a declined deposit Rejected with the reason; a decline after success changes nothing', async () => {
    const d = await openDeposit(200);
    const declined = await deliver(
      t.app,
      d.succeeded({ type: 'payment.failed', reason: 'Declined by the payer' }),
    );
    expect(declined.statusCode).toBe(200);
    expect(await statusOf(d.payment.id)).toEqual({
      status: TransactionStatus.Rejected,
      reason_code: 'gateway_declined',
      reason_text: 'Declined by the payer',
    });
    expect((await notes(d.token, 'tr'))[0]).toMatchObject({
      type: NotificationKind.Deposit,
      title: 'Para yatırma başarısız',
    });
    expect(await balance(d.token)).toBe(0);

    const e = await openDeposit(400);
    expect((await deliver(t.app, e.succeeded())).statusCode).toBe(200);
    expect((await deliver(t.app, e.succeeded({ type: 'payment.failed', reason: 'late' }))).statusCode).toBe(
      200,
    );
    expect((await statusOf(e.payment.id)).status).toBe(TransactionStatus.Confirmed);
    expect(await balance(e.token)).toBe(400);
  });

  it('expires unpaid deposits and still credits money that arrives afterwards', async () => {
    const d = await openDeposit(750);
    const stale = await openDeposit(100);
    controlClock(Date.now() + 31 * 60_000);
    try {
      expect(await t.app.payments.expireDeposits()).toBeGreaterThanOrEqual(2);
      expect(await statusOf(d.payment.id)).toMatchObject({
        status: TransactionStatus.Cancelled,
        reason_code: 'expired',
      });
      expect(await t.app.payments.expireDeposits()).toBe(0);
      clock.reset();
      const res = await deliver(t.app, d.succeeded());
      expect(res.statusCode).toBe(200);
      expect(await statusOf(d.payment.id)).toEqual({
        status: TransactionStatus.Confirmed,
        reason_code: null,
        reason_text: null,
      });
      expect(await balance(d.token)).toBe(750);
      // A decline after expiry leaves it Cancelled.
      expect((await deliver(t.app, stale.succeeded({ type: 'payment.failed' }))).statusCode).toBe(200);
      expect((await statusOf(stale.payment.id)).status).toBe(TransactionStatus.Cancelled);
    } finally {
      clock.reset();
    }
    await assertLedgerSound(t.db);
  });

  it('never moves a status backwards, even by hand', async () => {
    const d = await openDeposit(150);
    await deliver(t.app, d.succeeded());
    await expect(
      t.db
        .updateTable('payment')
        .set({ status: TransactionStatus.Pending })
        .where('id', '=', d.payment.id)
        .execute(),
    ).rejects.toThrow(/cannot become/);
  });
});
