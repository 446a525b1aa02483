import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIpn } from '../../infra/payment-gateway/nowpayments/signature.ts';
import { sortedJson } from '../../lib/sorted-json.ts';
import { SIM_KEYS, startNowpaymentsSim, totpNow } from './test-kit.ts';

describe('NOWPayments simulator', () => {
  let s: Awaited<ReturnType<typeof startNowpaymentsSim>>;
  beforeAll(async () => {
    s = await startNowpaymentsSim();
  });
  afterAll(() => s.close());

  const api = (
    path: string,
    body?: object,
    headers: Record<string, string> = { 'x-api-key': SIM_KEYS.apiKey },
  ) =>
    s.app.inject({
      method: body ? 'POST' : 'GET',
      url: `/sim/nowpayments${path}`,
      headers,
      ...(body ? { payload: body } : {}),
    });
  const invoiceBody = () => ({
    price_amount: 1250.5,
    price_currency: 'try',
    order_id: '42',
    order_description: 'Deposit 42',
    ipn_callback_url: s.ipnUrl,
  });

  it('refuses a missing or wrong x-api-key in NOWPayments error shape', async () => {
    const cases: Record<string, string>[] = [
      {},
      { 'x-api-key': 'wrong' },
      { authorization: `Bearer ${SIM_KEYS.apiKey}` },
    ];
    for (const headers of cases) {
      const res = await api('/v1/invoice', invoiceBody(), headers);
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({
        status: false,
        statusCode: 403,
        code: 'INVALID_API_KEY',
        message: 'Invalid api key',
      });
    }
    expect(s.sim.invoices.size).toBe(0);
  });

  it('creates an invoice, and walks a paid one through one signed IPN per status', async () => {
    const res = await api('/v1/invoice', invoiceBody());
    expect(res.statusCode).toBe(200);
    const invoice = res.json();
    expect(invoice).toMatchObject({ order_id: '42', price_amount: '1250.5', price_currency: 'try' });
    expect(invoice.invoice_url).toBe(`http://localhost:80/sim/nowpayments/payment/?iid=${invoice.id}`);
    const pageUrl = `${s.base}/payment/?iid=${invoice.id}`;
    expect((await fetch(pageUrl)).status).toBe(200);

    const paid = await fetch(pageUrl, {
      method: 'POST',
      body: new URLSearchParams({ outcome: 'finished' }),
      redirect: 'manual',
    });
    expect(paid.status).toBe(303);
    await s.sim.idle();
    const bodies = s.received.map((r) => JSON.parse(r.raw));
    expect(bodies.map((b) => b.payment_status)).toEqual([
      'waiting',
      'confirming',
      'confirmed',
      'sending',
      'finished',
    ]);
    for (const r of s.received) {
      const body = JSON.parse(r.raw);
      // Sent in NOWPayments' own order, signed over the sorted re-serialisation.
      expect(r.raw).not.toBe(sortedJson(body));
      expect(r.headers['x-nowpayments-sig']).toBe(signIpn(SIM_KEYS.ipnSecret, body));
      expect(body).toMatchObject({ invoice_id: Number(invoice.id), order_id: '42', price_amount: 1250.5 });
      expect(body.fee).toHaveProperty('serviceFee');
    }
    const paymentId = bodies[0].payment_id;
    expect(new Set(bodies.map((b) => b.payment_id))).toEqual(new Set([paymentId]));
    const status = (await api(`/v1/payment/${paymentId}`)).json();
    expect(status.payment_status).toBe('finished');
  });

  it('answers 500 while a server-error fault is injected', async () => {
    s.sim.setFault('server-error');
    const res = await api('/v1/invoice', invoiceBody());
    expect(res.statusCode).toBe(500);
    expect(res.json().code).toBe('INTERNAL_ERROR');
    s.sim.setFault(null);
    expect((await api('/v1/invoice', invoiceBody())).statusCode).toBe(200);
  });

  it('pays out only after a login and the 2FA code, one IPN per withdrawal status', async () => {
    const noAuth = await api('/v1/payout', { withdrawals: [] });
    expect(noAuth.statusCode).toBe(401);
    expect((await api('/v1/auth', { email: SIM_KEYS.payoutEmail, password: 'nope' })).statusCode).toBe(401);
    const { token } = (
      await api('/v1/auth', { email: SIM_KEYS.payoutEmail, password: SIM_KEYS.payoutPassword })
    ).json();
    const headers = { 'x-api-key': SIM_KEYS.apiKey, authorization: `Bearer ${token}` };
    const batch = (
      await api(
        '/v1/payout',
        {
          ipn_callback_url: s.ipnUrl,
          withdrawals: [
            {
              address: 'TXYZabcdefghijklmnopqrstuvwxyz1234',
              currency: 'usdttrc20',
              amount: 8.73,
              unique_external_id: '77',
            },
          ],
        },
        headers,
      )
    ).json();
    expect(batch.withdrawals[0]).toMatchObject({
      status: 'CREATING',
      amount: '8.73',
      unique_external_id: '77',
    });
    s.received.length = 0;
    expect(
      (await api(`/v1/payout/${batch.id}/verify`, { verification_code: '000000' }, headers)).statusCode,
    ).toBe(400);
    expect(s.sim.withdrawals.get(batch.withdrawals[0].id)!.status).toBe('CREATING');
    expect(
      (await api(`/v1/payout/${batch.id}/verify`, { verification_code: totpNow() }, headers)).statusCode,
    ).toBe(200);
    await s.sim.idle();
    const statuses = s.received.map((r) => JSON.parse(r.raw).status);
    expect(statuses).toEqual(['WAITING', 'PROCESSING', 'SENDING', 'FINISHED']);
  });
});
