import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { verifyWebhookSignature } from '../../infra/webhooks/signature.ts';
import { API_KEY, paymentInput, startReceiver, startSimulator, submitDecision } from './test-kit.ts';

describe('gateway simulator: webhook delivery', () => {
  let receiver: Awaited<ReturnType<typeof startReceiver>>;
  let s: Awaited<ReturnType<typeof startSimulator>>;
  beforeAll(async () => {
    receiver = await startReceiver();
    s = await startSimulator();
  });
  afterEach(() => {
    receiver.deliveries.length = 0;
    receiver.failNext([]);
  });
  afterAll(async () => {
    await s.close();
    await receiver.close();
  });

  it('sends a signed payment.succeeded that verifies against the shared secret', async () => {
    const { gatewayPaymentId: id, url } = await s.gateway.createPayment(paymentInput(receiver.url));
    await submitDecision(url, 'approve');
    await s.sim.idle();

    expect(receiver.deliveries).toHaveLength(1);
    const [d] = receiver.deliveries;
    expect(d!.headers['content-type']).toBe('application/json');
    expect(() => verifyWebhookSignature(s.webhookSecret, d!.headers, d!.raw, new Date())).not.toThrow();
    const body = JSON.parse(d!.raw.toString());
    expect(body).toEqual({
      id: expect.stringMatching(/^evt_/),
      type: 'payment.succeeded',
      created: expect.any(Number),
      data: { id, reference: '1001', amount: 125000, currency: 'TRY', reason: null },
    });
    expect(d!.headers['webhook-id']).toBe(body.id);
    expect(Math.abs(body.created - Date.now() / 1000)).toBeLessThan(5);

    // The adapter our webhook route uses reads the same delivery.
    const event = s.gateway.verifyWebhook(d!.headers, d!.raw, new Date());
    expect(event).toMatchObject({
      eventId: body.id,
      type: 'payment.succeeded',
      gatewayPaymentId: id,
      amount: 125000n,
    });
  });

  it('sends payment.failed with the reason on decline', async () => {
    const { url } = await s.gateway.createPayment(paymentInput(receiver.url, { reference: '1002' }));
    await submitDecision(url, 'decline');
    await s.sim.idle();
    expect(receiver.accepted()).toEqual([
      expect.objectContaining({
        type: 'payment.failed',
        data: expect.objectContaining({ reference: '1002', reason: 'Declined by the payer' }),
      }),
    ]);
  });

  it('retries the same event after failures until the receiver answers 2xx', async () => {
    receiver.failNext([500, 503]);
    const { url } = await s.gateway.createPayment(paymentInput(receiver.url));
    await submitDecision(url, 'approve');
    await s.sim.idle();

    expect(receiver.deliveries.map((d) => d.answered)).toEqual([500, 503, 200]);
    const ids = receiver.deliveries.map((d) => d.headers['webhook-id']);
    expect(new Set(ids).size).toBe(1);
    expect(new Set(receiver.deliveries.map((d) => d.raw.toString())).size).toBe(1);
    for (const d of receiver.deliveries) {
      expect(() => verifyWebhookSignature(s.webhookSecret, d.headers, d.raw, new Date())).not.toThrow();
    }
    expect(s.logs.join('')).toContain('webhook failed, will retry');
  });

  it('gives up after the last delay and says so in the log, without secrets', async () => {
    receiver.failNext([500, 500, 500, 500, 500]);
    const { url } = await s.gateway.createPayment(paymentInput(receiver.url));
    await submitDecision(url, 'approve');
    await s.sim.idle();
    // One attempt, then one per delay of [20, 40, 80].
    expect(receiver.deliveries).toHaveLength(4);
    const logs = s.logs.join('');
    expect(logs).toContain('webhook given up');
    expect(logs).not.toContain(API_KEY);
    expect(logs).not.toContain(s.webhookSecret.slice(6));
  });

  it('ignores a second decision: one event only', async () => {
    const { gatewayPaymentId: id, url } = await s.gateway.createPayment(paymentInput(receiver.url));
    await submitDecision(url, 'approve');
    await submitDecision(url, 'decline');
    expect(s.sim.decide(id, 'decline')).toMatchObject({ changed: false });
    await s.sim.idle();
    expect(receiver.accepted().map((e) => e.type)).toEqual(['payment.succeeded']);
  });

  it('resend() delivers the same event id again, freshly signed', async () => {
    const { gatewayPaymentId: id } = await s.gateway.createPayment(paymentInput(receiver.url));
    expect(() => s.sim.resend(id)).toThrow(/has no event to resend/);
    s.sim.decide(id, 'approve');
    await s.sim.idle();
    s.sim.resend(id);
    s.sim.resend(id);
    await s.sim.idle();
    const events = receiver.accepted();
    expect(events).toHaveLength(3);
    expect(new Set(events.map((e) => e.id)).size).toBe(1);
    for (const d of receiver.deliveries) {
      expect(() => verifyWebhookSignature(s.webhookSecret, d.headers, d.raw, new Date())).not.toThrow();
    }
  });
});

describe('gateway simulator: delivery edge cases', () => {
  it('retries on a network error and stops when closed', async () => {
    const receiver = await startReceiver();
    const deadUrl = receiver.url;
    await receiver.close();
    const s = await startSimulator({ retryDelaysMs: [60_000] });
    const { gatewayPaymentId: id } = await s.gateway.createPayment(paymentInput(deadUrl));
    s.sim.decide(id, 'approve');
    await expect.poll(() => s.logs.join('')).toContain('will retry');
    let idle = false;
    void s.sim.idle().then(() => (idle = true));
    // A later payment to a receiver that answers is the marker: once it is delivered, the first
    // one's retry (a minute away) is the only thing keeping the simulator busy.
    const live = await startReceiver();
    const marker = await s.gateway.createPayment(paymentInput(live.url, { reference: '1099' }));
    s.sim.decide(marker.gatewayPaymentId, 'approve');
    await expect.poll(() => live.deliveries.length).toBe(1);
    expect(idle).toBe(false);
    await live.close();
    await s.close();
    await expect.poll(() => idle).toBe(true);
  });
});
