import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SIM_KEYS, startNowpaymentsSim } from '../../../simulators/nowpayments/test-kit.ts';
import { GatewayUnavailableError, PayoutRefusedError } from '../gateway.ts';
import { createNowpaymentsGateway } from './gateway.ts';

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
      unique_external_id: '77-30000-TRY',
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
      amount: 30_000n,
      currency: 'TRY',
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
