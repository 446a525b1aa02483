import { TransactionStatus } from '@lalebet/shared';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, signUp } from '../../test/accounts.ts';
import { customerIdOf } from '../../test/customers.ts';
import { type TestApp, createTestApp, testDatabases } from '../../test/harness.ts';
import { listen } from '../../test/hub.ts';
import { assertLedgerSound } from '../../test/ledger.ts';
import { methodId } from '../../test/payments.ts';
import { deliverIpn, paymentIpn } from './nowpayments-kit.ts';
import { loadConfig } from '../../config.ts';

/** Tests leave providers off unless they choose one (config/simulator-default.ts). */
const SIM = loadConfig({ NODE_ENV: 'test', NOWPAYMENTS_MODE: 'sim' }).nowpayments;

/**
 * Crypto deposits with the real NOWPayments adapter and its simulator mounted on the same
 * server: invoice, hosted page, one signed IPN per status over HTTP, credit on `finished` only.
 */
describe.each(testDatabases())('crypto deposits through NOWPayments on %s', (kind) => {
  let t: TestApp;
  let crypto: number;
  beforeAll(async () => {
    t = await createTestApp(kind, { seed: true, config: { nowpayments: SIM } });
    await listen(t.app);
    crypto = await methodId(t.db, 1, 'crypto');
  });
  afterAll(() => t.close());

  const sim = () => t.app.nowpaymentsSimulator!;
  const balance = async (token: string) =>
    (await call(t.app, 'user/balance', undefined, { token })).json().data.balance;
  const rowOf = (id: bigint) =>
    t.db.selectFrom('payment').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
  const creditsOf = async (id: bigint) =>
    (
      await t.db
        .selectFrom('ledger_transfer')
        .select(['id', 'amount'])
        .where('code', '=', 'deposit')
        .where(sql<string>`metadata->>'paymentId'`, '=', String(id))
        .execute()
    ).map((r) => BigInt(r.amount));

  /** A player with one open crypto deposit of `amount` lira: its row, invoice and page URL. */
  async function openDeposit(amount: number) {
    const player = await signUp(t.app);
    const res = await call(
      t.app,
      'payment/deposit',
      { id: crypto, target: 'pay', detail: { Amount: amount } },
      { token: player.token },
    );
    expect(res.statusCode, res.body).toBe(200);
    const url = new URL(res.json().data);
    const customer = await customerIdOf(t.db, player.username);
    const row = await t.db
      .selectFrom('payment')
      .selectAll()
      .where('customer_id', '=', customer)
      .executeTakeFirstOrThrow();
    const invoice = sim().invoices.get(url.searchParams.get('iid')!)!;
    return { ...player, url, row, invoice };
  }

  it('credits the invoice fiat amount once, on finished, in integer kuruş', async () => {
    const d = await openDeposit(1250.55);
    expect(d.url.pathname).toBe('/sim/nowpayments/payment/');
    expect(d.invoice).toMatchObject({
      price_amount: 1250.55,
      price_currency: 'try',
      order_id: String(d.row.id),
    });
    expect(d.row.gateway_payment_id).toBe(d.invoice.id);
    const paid = await fetch(d.url, {
      method: 'POST',
      body: new URLSearchParams({ outcome: 'finished' }),
      redirect: 'manual',
    });
    expect(paid.status).toBe(303);
    await sim().idle();
    expect(await balance(d.token)).toBe(1250.55);
    expect(await creditsOf(d.row.id)).toEqual([125_055n]);
    expect((await rowOf(d.row.id)).status).toBe(TransactionStatus.Confirmed);
    const events = await t.db
      .selectFrom('psp_event')
      .select('event_id')
      .where('payment_id', '=', d.row.id)
      .execute();
    expect(events).toHaveLength(5);

    // Replays and late, out-of-order statuses: recorded or deduped, never a second effect.
    const paymentId = [...sim().payments.values()].find((p) => p.order_id === String(d.row.id))!.payment_id;
    for (const status of [
      'finished',
      'confirming',
      'waiting',
      'partially_paid',
      'failed',
      'expired',
    ] as const) {
      sim().pushStatus(paymentId, status);
    }
    await sim().idle();
    expect(await balance(d.token)).toBe(1250.55);
    expect(await creditsOf(d.row.id)).toEqual([125_055n]);
    expect((await rowOf(d.row.id)).status).toBe(TransactionStatus.Confirmed);
    await assertLedgerSound(t.db);
  });

  it('refuses a forged, tampered or unsigned IPN and accepts the same body re-ordered', async () => {
    const d = await openDeposit(300);
    const body = paymentIpn({
      orderId: String(d.row.id),
      invoiceId: d.invoice.id,
      status: 'finished',
      priceAmount: 300,
      paymentId: 4_100_000_001,
    });
    const forged = await deliverIpn(t.app, body, { secret: 'someone-elses-ipn-secret' });
    expect(forged.statusCode).toBe(400);
    expect(forged.json()).toMatchObject({ success: false, code: 'WEBHOOK_SIGNATURE_INVALID' });
    const swapped = await deliverIpn(t.app, body, { raw: JSON.stringify({ ...body, price_amount: 3000 }) });
    expect(swapped.json().code).toBe('WEBHOOK_SIGNATURE_INVALID');
    expect((await deliverIpn(t.app, body, { signature: null })).statusCode).toBe(400);
    expect(await balance(d.token)).toBe(0);
    // The signature is over the sorted re-serialisation, so another key order and spacing pass.
    const reordered = JSON.stringify(Object.fromEntries(Object.entries(body).reverse()), null, 2);
    const ok = await deliverIpn(t.app, body, { raw: reordered });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(await balance(d.token)).toBe(300);
  });

  it('closes a short payment unpaid with its reason, and an expired one', async () => {
    const short = await openDeposit(500);
    sim().pay(short.invoice, 'partially_paid');
    const expired = await openDeposit(400);
    sim().pay(expired.invoice, 'expired');
    await sim().idle();
    expect(await rowOf(short.row.id)).toMatchObject({
      status: TransactionStatus.Rejected,
      reason_code: 'gateway_declined',
    });
    expect((await rowOf(short.row.id)).reason_text).toMatch(/^partially_paid: \S+ of \S+ usdttrc20$/);
    expect(await rowOf(expired.row.id)).toMatchObject({
      status: TransactionStatus.Rejected,
      reason_text: 'expired',
    });
    expect([await balance(short.token), await balance(expired.token)]).toEqual([0, 0]);
    expect(await creditsOf(short.row.id)).toEqual([]);
    await assertLedgerSound(t.db);
  });

  it('gives the player a localized error when NOWPayments fails, and opens nothing', async () => {
    const player = await signUp(t.app);
    sim().setFault('server-error');
    try {
      for (const locale of ['tr', 'en'] as const) {
        const res = await call(
          t.app,
          'payment/deposit',
          { id: crypto, target: 'pay', detail: { Amount: 300 } },
          { token: player.token, locale },
        );
        expect(res.statusCode).toBe(503);
        expect(res.json()).toMatchObject({ success: false, code: 'PAYMENT_GATEWAY_UNAVAILABLE', data: null });
        expect(res.json().message).toBe(
          locale === 'tr'
            ? 'Ödeme servisi yanıt vermiyor. Lütfen birkaç dakika sonra tekrar deneyin.'
            : 'The payment service is not answering. Please try again in a few minutes.',
        );
      }
    } finally {
      sim().setFault(null);
    }
    const rows = await t.db
      .selectFrom('payment')
      .select('status')
      .where('customer_id', '=', await customerIdOf(t.db, player.username))
      .execute();
    expect(rows.map((r) => r.status)).toEqual([TransactionStatus.Cancelled, TransactionStatus.Cancelled]);
  });

  it.runIf(kind === 'postgres')('credits once when the same finished IPN races itself', async () => {
    const d = await openDeposit(700);
    const finished = paymentIpn({
      orderId: String(d.row.id),
      invoiceId: d.invoice.id,
      status: 'finished',
      priceAmount: 700,
      paymentId: 4_200_000_002,
    });
    const confirmed = { ...finished, payment_status: 'confirmed' };
    const answers = await Promise.all(
      Array.from({ length: 12 }, (_, i) => deliverIpn(t.app, i % 3 === 2 ? confirmed : finished)),
    );
    expect(answers.map((a) => a.statusCode)).toEqual(Array(12).fill(200));
    expect(await creditsOf(d.row.id)).toEqual([70_000n]);
    expect(await balance(d.token)).toBe(700);
    await assertLedgerSound(t.db);
  });
});
