import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SIM_KEYS, startNowpaymentsSim } from '../../simulators/nowpayments/test-kit.ts';
import { PAPARA_SIMULATOR_PREFIX, createPaparaSimulator } from '../../simulators/papara/simulator.ts';
import { API_KEY, paymentInput, startSimulator } from '../../simulators/payment-gateway/test-kit.ts';
import { GatewayUnavailableError } from './gateway.ts';
import { createNowpaymentsGateway } from './nowpayments/gateway.ts';
import { listNowpayments } from './nowpayments/list.ts';
import { createPaparaGateway } from './papara-gateway.ts';
import { createSimpayGateway } from './simpay-gateway.ts';

/**
 * `listTransactions(from, to)` of each adapter against its simulator (ADR 098): every page read,
 * the provider's credentials checked, its error a GatewayUnavailableError (the run fails, no flag).
 */
const from = new Date(Date.now() - 3_600_000);
const to = new Date(Date.now() + 3_600_000);
const unavailable = expect.any(GatewayUnavailableError);

describe('Papara POST /account/ledgers', () => {
  const sim = createPaparaSimulator({ apiKey: 'papara-key-for-tests', merchantSecret: 'secret-for-tests' });
  const app = Fastify();
  let base = '';
  beforeAll(async () => {
    await app.register(sim.plugin, { prefix: PAPARA_SIMULATOR_PREFIX });
    base = `${await app.listen({ port: 0, host: '127.0.0.1' })}${PAPARA_SIMULATOR_PREFIX}`;
  });
  afterAll(() => app.close());
  const papara = (apiKey = 'papara-key-for-tests') =>
    createPaparaGateway({ apiBase: () => base, apiKey, merchantSecret: 'x', isAllowedSource: () => true });
  const payment = {
    referenceId: '1',
    orderDescription: 'd',
    notificationUrl: 'http://127.0.0.1:9/n',
    redirectUrl: 'http://127.0.0.1:9/r',
  };

  it('reads every page of 50: payments, a refund and mass payments, keyed by our ids', async () => {
    for (let i = 0; i < 52; i++) {
      sim.store.massPay({ accountNumber: '1234567890', amount: 10 + i, massPaymentId: String(500 + i) });
    }
    const paid = sim.store.create({ ...payment, amount: 125.5, referenceId: '41' });
    sim.store.complete(paid.id);
    sim.store.refund(paid.id);
    const rows = await papara().listTransactions!(from, to);
    expect(rows).toHaveLength(54);
    expect(rows.filter((r) => r.kind === 'payout').map((r) => r.reference)).toContain('551');
    expect(rows.filter((r) => r.kind === 'deposit')).toMatchObject([
      { providerId: paid.id, reference: '41', amount: 12_550n, currency: 'TRY', status: 'paid' },
      { providerId: paid.id, reference: '41', amount: 12_550n, status: 'refunded' },
    ]);
    expect(await papara().listTransactions!(new Date(0), new Date(1000))).toEqual([]);
  });

  it('refuses a wrong ApiKey and reports Papara’s own error', async () => {
    await expect(papara('wrong-key').listTransactions!(from, to)).rejects.toEqual(unavailable);
    sim.injectFault(999);
    await expect(papara().listTransactions!(from, to)).rejects.toEqual(unavailable);
  });
});

describe('NOWPayments GET /v1/payment/ and /v1/payout', () => {
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
  const opts = (over: object = {}) => ({
    apiBase: () => `${s.base}/v1`,
    apiKey: SIM_KEYS.apiKey,
    ipnSecret: SIM_KEYS.ipnSecret,
    payCurrency: null,
    payout: account,
    ...over,
  });
  const invoice = (orderId: string) =>
    createNowpaymentsGateway(opts()).createPayment({
      ...paymentInput(s.ipnUrl),
      reference: orderId,
      amount: 20_000n,
    });

  it('reads every page of payments and payouts, with the invoice’s fiat amount and our withdrawal key', async () => {
    for (const [order, outcome] of [
      ['11', 'finished'],
      ['12', 'expired'],
      ['13', 'finished'],
    ] as const) {
      const created = await invoice(order);
      s.sim.pay(s.sim.invoices.get(created.gatewayPaymentId)!, outcome);
    }
    const payout = await createNowpaymentsGateway(opts()).createPayout!({
      reference: '77',
      amount: 30_000n,
      currency: 'TRY',
      notifyUrl: s.ipnUrl,
      description: 'w',
      destination: { kind: 'wallet', value: 'TLa2f6VPqDgRE67v1736s7bJ8Ray5wYjU7' },
    });
    s.sim.pushPayout(payout.gatewayPayoutId, 'FAILED', 'Not enough balance');
    const rows = await listNowpayments(opts(), from, to, 2);
    expect(rows.map((r) => `${r.kind} ${r.reference} ${r.amount} ${r.currency} ${r.status}`)).toEqual([
      'deposit 11 20000 TRY paid',
      'deposit 12 20000 TRY failed',
      'deposit 13 20000 TRY paid',
      'payout 77 30000 TRY failed',
    ]);
  });

  it('refuses a wrong x-api-key, a wrong login, and reports its own error', async () => {
    await expect(listNowpayments(opts({ apiKey: 'wrong' }), from, to)).rejects.toEqual(unavailable);
    await expect(
      listNowpayments(opts({ payout: { ...account, password: 'wrong' } }), from, to),
    ).rejects.toEqual(unavailable);
    s.sim.setFault('server-error');
    await expect(listNowpayments(opts(), from, to)).rejects.toEqual(unavailable);
    s.sim.setFault(null);
  });
});

describe('SimPay POST /api/transactions/list', () => {
  let s: Awaited<ReturnType<typeof startSimulator>>;
  beforeAll(async () => {
    s = await startSimulator();
  });
  afterAll(() => s.close());
  const simpay = (apiKey = API_KEY, base = () => s.base) =>
    createSimpayGateway({ apiBase: base, apiKey, webhookSecret: s.webhookSecret, listPageSize: 2 });

  it('reads every page, with the decision as the status', async () => {
    for (const reference of ['21', '22', '23'])
      await s.gateway.createPayment(paymentInput('http://127.0.0.1:9/n', { reference }));
    const [first] = [...s.sim.payments.keys()];
    s.sim.decide(first!, 'approve');
    const rows = await simpay().listTransactions!(from, to);
    expect(rows.map((r) => `${r.reference} ${r.amount} ${r.status}`)).toEqual([
      '21 125000 paid',
      '22 125000 pending',
      '23 125000 pending',
    ]);
  });

  it('refuses a wrong API key, and an unreachable gateway is unavailable', async () => {
    await expect(simpay('sk_wrong').listTransactions!(from, to)).rejects.toEqual(unavailable);
    await expect(simpay(API_KEY, () => 'http://127.0.0.1:9').listTransactions!(from, to)).rejects.toEqual(
      unavailable,
    );
  });
});
