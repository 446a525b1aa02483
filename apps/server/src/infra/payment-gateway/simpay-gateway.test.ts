import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type CreatePaymentInput, GatewayUnavailableError } from './gateway.ts';
import { createSimpayGateway } from './simpay-gateway.ts';
import { WebhookRejectedError, generateWebhookSecret, signWebhook } from '../webhooks/signature.ts';

type Answer = { status: number; body: string } | 'hang';
type Seen = { url?: string; auth?: string; contentType?: string; body: string };

/** A stand-in for the simulator's API that answers whatever the test asks. */
function fakeGateway() {
  const seen: Seen[] = [];
  let answer: Answer = { status: 201, body: '{}' };
  const server = http.createServer((req, res) => {
    let raw = '';
    req.on('data', (c: Buffer) => (raw += c.toString()));
    req.on('end', () => {
      seen.push({
        url: req.url,
        auth: req.headers.authorization,
        contentType: req.headers['content-type'],
        body: raw,
      });
      if (answer === 'hang') return;
      res.writeHead(answer.status, { 'content-type': 'application/json' }).end(answer.body);
    });
  });
  return {
    seen,
    server,
    answerWith: (a: Answer) => (answer = a),
    url: () => `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
  };
}

const input: CreatePaymentInput = {
  reference: '42',
  amount: 125_000n,
  currency: 'TRY',
  method: { code: 'card', name: 'Kredi Kartı' },
  customer: { id: '7', username: 'ayse' },
  locale: 'tr',
  notifyUrl: 'http://127.0.0.1:3000/api/payment/webhook/simpay',
  returnUrl: 'http://127.0.0.1:3000/dashboard/deposit',
};

describe('SimPay gateway adapter: createPayment', () => {
  const fake = fakeGateway();
  beforeAll(() => new Promise<void>((r) => fake.server.listen(0, '127.0.0.1', r)));
  afterAll(() => {
    fake.server.closeAllConnections();
    return new Promise<void>((r) => fake.server.close(() => r()));
  });
  const gateway = (timeoutMs?: number) =>
    createSimpayGateway({
      apiBase: fake.url,
      apiKey: 'sk_test_secret_key',
      webhookSecret: 'whsec_AAAA',
      timeoutMs,
    });

  it('posts the payment with the API key and the amount as integer minor units', async () => {
    fake.answerWith({ status: 201, body: JSON.stringify({ id: 'pay_1', url: 'http://sim.test/pay/pay_1' }) });
    await expect(gateway().createPayment(input)).resolves.toEqual({
      gatewayPaymentId: 'pay_1',
      url: 'http://sim.test/pay/pay_1',
    });
    const req = fake.seen.at(-1)!;
    expect(req.url).toBe('/api/payments');
    expect(req.auth).toBe('Bearer sk_test_secret_key');
    expect(req.contentType).toBe('application/json');
    expect(req.body).toContain('"amount":125000,');
    expect(JSON.parse(req.body)).toEqual({ ...input, amount: 125000 });
  });

  it.each([
    ['an error status', { status: 500, body: '{"error":{}}' }],
    ['a 401', { status: 401, body: '{"error":{"type":"authentication_error"}}' }],
    ['a body without a url', { status: 201, body: '{"id":"pay_1"}' }],
    ['a body that is not JSON', { status: 201, body: '<html>' }],
  ])('reports %s as the gateway being unavailable, without secrets', async (_name, answer) => {
    fake.answerWith(answer);
    const err = await gateway()
      .createPayment(input)
      .catch((e: unknown) => e);
    expect(err).toBeInstanceOf(GatewayUnavailableError);
    expect((err as Error).message).not.toContain('sk_test_secret_key');
  });

  it('gives up after the timeout', async () => {
    fake.answerWith('hang');
    await expect(gateway(100).createPayment(input)).rejects.toBeInstanceOf(GatewayUnavailableError);
  });

  it('reports a closed port as unavailable', async () => {
    const closed = http.createServer();
    await new Promise<void>((r) => closed.listen(0, '127.0.0.1', r));
    const port = (closed.address() as AddressInfo).port;
    await new Promise<void>((r) => closed.close(() => r()));
    const g = createSimpayGateway({
      apiBase: () => `http://127.0.0.1:${port}`,
      apiKey: 'k',
      webhookSecret: 'x',
    });
    await expect(g.createPayment(input)).rejects.toBeInstanceOf(GatewayUnavailableError);
  });
});

describe('SimPay gateway adapter: verifyWebhook', () => {
  const secret = generateWebhookSecret();
  const gateway = createSimpayGateway({ apiBase: () => 'http://unused', apiKey: 'k', webhookSecret: secret });
  const now = new Date('2026-05-01T12:00:00Z');
  const ts = Math.floor(now.getTime() / 1000);
  const event = {
    id: 'evt_1',
    type: 'payment.failed',
    created: ts,
    data: { id: 'pay_1', reference: '42', amount: 125000, currency: 'TRY', reason: 'Declined by the payer' },
  };
  const deliver = (payload: unknown, signWith = secret) => {
    const raw = Buffer.from(typeof payload === 'string' ? payload : JSON.stringify(payload));
    return gateway.verifyWebhook(signWebhook(signWith, 'evt_1', ts, raw), raw, now);
  };
  const reason = (fn: () => unknown) => {
    try {
      fn();
      return null;
    } catch (err) {
      return err instanceof WebhookRejectedError ? err.reason : err;
    }
  };

  it('turns a signed event into a GatewayEvent with a bigint amount', () => {
    expect(deliver(event)).toEqual({
      eventId: 'evt_1',
      type: 'payment.failed',
      gatewayPaymentId: 'pay_1',
      reference: '42',
      amount: 125000n,
      currency: 'TRY',
      reason: 'Declined by the payer',
    });
    expect(
      deliver({ ...event, type: 'payment.succeeded', data: { ...event.data, reason: null } }).reason,
    ).toBeNull();
  });

  it('checks the signature and the timestamp before reading the body', () => {
    expect(reason(() => deliver(event, generateWebhookSecret()))).toBe('signature');
    const raw = Buffer.from(JSON.stringify(event));
    const stale = signWebhook(secret, 'evt_1', ts - 301, raw);
    expect(reason(() => gateway.verifyWebhook(stale, raw, now))).toBe('timestamp');
  });

  it.each([
    ['not JSON', '{"id":'],
    ['an unknown type', { ...event, type: 'payment.refunded' }],
    ['a fractional amount', { ...event, data: { ...event.data, amount: 12.5 } }],
    ['a negative amount', { ...event, data: { ...event.data, amount: -1 } }],
    ['an amount beyond the safe integers', { ...event, data: { ...event.data, amount: 2 ** 53 } }],
    ['an amount as a string', { ...event, data: { ...event.data, amount: '125000' } }],
    ['no reference', { ...event, data: { ...event.data, reference: undefined } }],
  ])('rejects a signed body with %s as a payload error', (_name, payload) => {
    expect(reason(() => deliver(payload))).toBe('payload');
  });
});
