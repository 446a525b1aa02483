import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SIM_KEYS, startNowpaymentsSim } from '../../../simulators/nowpayments/test-kit.ts';
import { WebhookRejectedError } from '../../webhooks/signature.ts';
import { GatewayUnavailableError, PayoutRefusedError } from '../gateway.ts';
import { minorToNumber, numberToMinor } from './amounts.ts';
import { createNowpaymentsGateway } from './gateway.ts';
import { IPN_SIGNATURE_HEADER, signIpn, verifyIpn } from './signature.ts';

describe('NOWPayments adapter against its simulator', () => {
  let s: Awaited<ReturnType<typeof startNowpaymentsSim>>;
  beforeAll(async () => {
    s = await startNowpaymentsSim();
  });
  afterAll(() => s.close());

  const adapter = (apiKey = SIM_KEYS.apiKey) =>
    createNowpaymentsGateway({
      apiBase: () => `${s.base}/v1`,
      apiKey,
      ipnSecret: SIM_KEYS.ipnSecret,
      payCurrency: 'usdttrc20',
      payout: null,
    });
  const input = {
    reference: '17',
    amount: 125_055n,
    currency: 'TRY',
    method: { code: 'crypto', name: 'Kripto Para' },
    customer: { id: '1', username: 'ayse' },
    locale: 'tr' as const,
    notifyUrl: 'http://127.0.0.1:9/api/payment/webhook/nowpayments',
    returnUrl: 'http://127.0.0.1:9/dashboard',
  };

  it('opens an invoice priced in lira and names the NOWPayments error code when refused', async () => {
    const created = await adapter().createPayment(input);
    expect(s.sim.invoices.get(created.gatewayPaymentId)).toMatchObject({
      price_amount: 1250.55,
      price_currency: 'try',
      pay_currency: 'usdttrc20',
      order_id: '17',
    });
    await expect(adapter('a-wrong-api-key-of-length').createPayment(input)).rejects.toThrow(
      new GatewayUnavailableError('nowpayments: answered HTTP 403 INVALID_API_KEY'),
    );
  });

  it('maps each status: finished credits, the failures decline, the rest is progress', async () => {
    const body = {
      payment_id: 5,
      invoice_id: 9,
      order_id: '17',
      price_amount: 1250.55,
      price_currency: 'try',
      pay_amount: 36.4,
      actually_paid: 12,
      pay_currency: 'usdttrc20',
    };
    const typeOf = async (payment_status: string) => {
      const b = { ...body, payment_status };
      const e = await adapter().verifyWebhook(
        { [IPN_SIGNATURE_HEADER]: signIpn(SIM_KEYS.ipnSecret, b) },
        Buffer.from(JSON.stringify(b)),
        new Date(),
      );
      expect(e).toMatchObject({
        eventId: `5:${payment_status}`,
        gatewayPaymentId: '9',
        reference: '17',
        amount: 125_055n,
        currency: 'TRY',
      });
      return [e.type, e.reason];
    };
    expect(await typeOf('finished')).toEqual(['payment.succeeded', null]);
    for (const s of ['waiting', 'confirming', 'confirmed', 'sending'])
      expect(await typeOf(s)).toEqual(['payment.pending', null]);
    for (const s of ['failed', 'expired']) expect(await typeOf(s)).toEqual(['payment.failed', s]);
    expect(await typeOf('partially_paid')).toEqual([
      'payment.failed',
      'partially_paid: 12 of 36.4 usdttrc20',
    ]);
    expect(await typeOf('refunded')).toEqual(['payment.refunded', 'refunded']);
  });

  it('maps payout IPNs to our withdrawal by unique_external_id, without a crypto amount', async () => {
    const payout = (status: string, extra: object = {}) => {
      const b = {
        id: '5123',
        batch_withdrawal_id: '5001',
        status,
        currency: 'usdttrc20',
        amount: '8.73',
        unique_external_id: '77',
        ...extra,
      };
      return adapter().verifyWebhook(
        { [IPN_SIGNATURE_HEADER]: signIpn(SIM_KEYS.ipnSecret, b) },
        Buffer.from(JSON.stringify(b)),
        new Date(),
      );
    };
    expect(await payout('FINISHED')).toEqual({
      eventId: 'payout:5123:FINISHED',
      type: 'payout.paid',
      gatewayPaymentId: '5123',
      reference: '77',
      amount: 0n,
      currency: 'USDTTRC20',
      reason: null,
    });
    expect(await payout('failed', { error: 'Not enough balance' })).toMatchObject({
      type: 'payout.failed',
      reason: 'Not enough balance',
    });
    expect((await payout('SENDING')).type).toBe('payment.pending');
    expect(() => payout('FINISHED', { unique_external_id: null })).toThrow(WebhookRejectedError);
  });
});

describe('NOWPayments payouts against its simulator', () => {
  let s: Awaited<ReturnType<typeof startNowpaymentsSim>>;
  beforeAll(async () => {
    s = await startNowpaymentsSim();
  });
  afterAll(() => s.close());

  const account = {
    email: SIM_KEYS.payoutEmail,
    password: SIM_KEYS.payoutPassword,
    totpSecret: SIM_KEYS.payoutTotpSecret,
    currency: 'usdttrc20',
  };
  const adapter = (payout = account) =>
    createNowpaymentsGateway({
      apiBase: () => `${s.base}/v1`,
      apiKey: SIM_KEYS.apiKey,
      ipnSecret: SIM_KEYS.ipnSecret,
      payCurrency: null,
      payout,
    });
  const input = (kind: 'wallet' | 'iban' = 'wallet') => ({
    reference: '77',
    amount: 30_000n,
    currency: 'TRY',
    destination: { kind, value: 'TLa2f6VPqDgRE67v1736s7bJ8Ray5wYjU7' },
    description: 'LaleBet withdrawal 77',
    notifyUrl: s.ipnUrl,
  });

  it('quotes the lira in the coin, verifies with 2FA and reports the outcome by IPN', async () => {
    const created = await adapter().createPayout!(input());
    expect(created.status).toBe('pending');
    expect(s.sim.withdrawals.get(created.gatewayPayoutId)).toMatchObject({
      currency: 'usdttrc20',
      amount: '8.73',
      unique_external_id: '77',
    });
    await s.sim.idle();
    const last = s.received.at(-1)!;
    const event = await adapter().verifyWebhook(
      last.headers as Record<string, string>,
      Buffer.from(last.raw),
      new Date(),
    );
    expect(event).toMatchObject({
      type: 'payout.paid',
      reference: '77',
      gatewayPaymentId: created.gatewayPayoutId,
    });
  });

  it('refuses a bank destination for good, and a wrong 2FA secret as unavailable', async () => {
    await expect(adapter().createPayout!(input('iban'))).rejects.toThrow(PayoutRefusedError);
    const wrong = { ...account, totpSecret: 'GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ' };
    await expect(adapter(wrong).createPayout!(input())).rejects.toThrow(
      new GatewayUnavailableError('nowpayments: answered HTTP 400 INVALID_VERIFICATION_CODE'),
    );
  });
});

describe('NOWPayments IPN signature and amounts', () => {
  const secret = 'ipn-secret-for-this-test';
  const nested = { b: 1e-7, a: { z: [{ y: 0.00123456, x: null }], c: 'ç' }, n: 5077125051 };

  it('signs the recursively sorted compact JSON, whatever the order and spacing received', () => {
    const sig = signIpn(secret, nested);
    expect(sig).toMatch(/^[0-9a-f]{128}$/);
    const raw = Buffer.from(
      JSON.stringify(
        { n: 5077125051, a: { c: 'ç', z: [{ x: null, y: 0.00123456 }] }, b: 0.0000001 },
        null,
        2,
      ),
    );
    expect(verifyIpn(secret, { [IPN_SIGNATURE_HEADER]: sig.toUpperCase() }, raw)).toEqual(nested);
  });

  it.each([
    ['no header', {}, JSON.stringify(nested), 'signature'],
    ['a short header', { [IPN_SIGNATURE_HEADER]: 'ab' }, JSON.stringify(nested), 'signature'],
    [
      'another secret',
      { [IPN_SIGNATURE_HEADER]: signIpn('other', nested) },
      JSON.stringify(nested),
      'signature',
    ],
    [
      'a changed nested value',
      { [IPN_SIGNATURE_HEADER]: signIpn(secret, nested) },
      JSON.stringify({ ...nested, a: { ...nested.a, c: 'c' } }),
      'signature',
    ],
    ['a body that is not JSON', { [IPN_SIGNATURE_HEADER]: signIpn(secret, nested) }, '{"b":', 'payload'],
  ])('refuses %s', (_name, headers, raw, reason) => {
    expect(() => verifyIpn(secret, headers, Buffer.from(raw))).toThrow(WebhookRejectedError);
    try {
      verifyIpn(secret, headers, Buffer.from(raw));
    } catch (err) {
      expect((err as WebhookRejectedError).reason).toBe(reason);
    }
  });

  it('converts fiat amounts through their decimal text, never float arithmetic', () => {
    expect([1n, 10n, 125_055n, 10_000_000n, 900_719_925_474_099n].map(minorToNumber)).toEqual([
      0.01, 0.1, 1250.55, 100000, 9007199254740.99,
    ]);
    expect([0.01, 0.1, 1250.55, '1250.5', 100000, 0.29].map(numberToMinor)).toEqual([
      1n,
      10n,
      125_055n,
      125_050n,
      10_000_000n,
      29n,
    ]);
    for (const bad of [0.001, 1e-7, -1, '1,5', '', null, 1e21, Number.NaN])
      expect(numberToMinor(bad)).toBeNull();
    expect(() => minorToNumber(0n)).toThrow(RangeError);
  });
});
