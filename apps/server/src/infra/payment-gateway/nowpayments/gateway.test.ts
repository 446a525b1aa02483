import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SIM_KEYS, startNowpaymentsSim } from '../../../simulators/nowpayments/test-kit.ts';
import { WebhookRejectedError } from '../../webhooks/signature.ts';
import { GatewayUnavailableError } from '../gateway.ts';
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

  it('maps each status: finished credits, the failures decline, the rest is progress', () => {
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
    const typeOf = (payment_status: string) => {
      const b = { ...body, payment_status };
      const e = adapter().verifyWebhook(
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
    expect(typeOf('finished')).toEqual(['payment.succeeded', null]);
    for (const s of ['waiting', 'confirming', 'confirmed', 'sending'])
      expect(typeOf(s)).toEqual(['payment.pending', null]);
    for (const s of ['failed', 'expired']) expect(typeOf(s)).toEqual(['payment.failed', s]);
    expect(typeOf('partially_paid')).toEqual(['payment.failed', 'partially_paid: 12 of 36.4 usdttrc20']);
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
