import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SIM_KEYS, startNowpaymentsSim } from '../../../simulators/nowpayments/test-kit.ts';
import { WebhookRejectedError } from '../../webhooks/signature.ts';
import { GatewayUnavailableError } from '../gateway.ts';
import { createNowpaymentsGateway } from './gateway.ts';
import { IPN_SIGNATURE_HEADER, signIpn } from './signature.ts';

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

  it('maps payout IPNs to our withdrawal by unique_external_id, with the fiat amount of our key', async () => {
    const payout = (status: string, extra: object = {}) => {
      const b = {
        id: '5123',
        batch_withdrawal_id: '5001',
        status,
        currency: 'usdttrc20',
        amount: '8.73',
        unique_external_id: '77-30000-TRY',
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
      amount: 30_000n,
      currency: 'TRY',
      reason: null,
    });
    expect(await payout('failed', { error: 'Not enough balance' })).toMatchObject({
      type: 'payout.failed',
      reason: 'Not enough balance',
    });
    expect((await payout('SENDING')).type).toBe('payment.pending');
    for (const key of [null, '77', '77-30000', '0-1-TRY', '77-1.5-TRY']) {
      expect(() => payout('FINISHED', { unique_external_id: key })).toThrow(WebhookRejectedError);
    }
  });
});
