import type { FastifyInstance } from 'fastify';
import { DEV_PAYMENT_WEBHOOK_SECRET } from '../../config.ts';
import {
  type CreatePaymentInput,
  GatewayUnavailableError,
  type PaymentGateway,
} from '../../infra/payment-gateway/gateway.ts';
import { createSimpayGateway } from '../../infra/payment-gateway/simpay-gateway.ts';
import { signWebhook } from '../../infra/webhooks/signature.ts';
import { call } from '../../test/accounts.ts';
import { type TestApp, type DbKind, createTestApp } from '../../test/harness.ts';

/** Helpers for the payments tests (not a test file itself). */

export const SECRET = DEV_PAYMENT_WEBHOOK_SECRET;

/**
 * A gateway whose createPayment answers at once (or fails on demand) and whose webhook check
 * is the real simpay adapter's, so signatures are verified exactly as in production.
 */
export function fakeGateway() {
  const real = createSimpayGateway({
    apiBase: () => 'http://gateway.invalid',
    apiKey: 'x'.repeat(16),
    webhookSecret: SECRET,
  });
  const calls: CreatePaymentInput[] = [];
  let failing = false;
  let paused: Promise<void> | null = null;
  let seq = 0;
  const gateway: PaymentGateway = {
    name: real.name,
    verifyWebhook: real.verifyWebhook,
    async tokenizeCard({ number }) {
      if (failing) throw new GatewayUnavailableError('simpay: gateway answered HTTP 502');
      return { token: `tok_fake${++seq}`, last4: number.slice(-4) };
    },
    async createPayment(input) {
      calls.push(input);
      if (paused) await paused;
      if (failing) throw new GatewayUnavailableError('simpay: gateway answered HTTP 502');
      const id = `pay_fake${++seq}`;
      return { gatewayPaymentId: id, url: `https://gateway.test/pay/${id}` };
    },
  };
  /** Holds every createPayment until the returned function is called. */
  const pause = () => {
    let release!: () => void;
    paused = new Promise<void>((r) => (release = r));
    return () => {
      paused = null;
      release();
    };
  };
  return { gateway, calls, fail: (on: boolean) => (failing = on), pause };
}

export type Fake = ReturnType<typeof fakeGateway>;

/** An app on a fresh, seeded database (payment methods included) with the fake gateway. */
export async function paymentsApp(kind: DbKind, fake = fakeGateway()): Promise<TestApp & { fake: Fake }> {
  const t = await createTestApp(kind, { seed: true, paymentGateway: fake.gateway });
  return { ...t, fake };
}

export type EventOver = Partial<{
  id: string;
  type: 'payment.succeeded' | 'payment.failed';
  gatewayPaymentId: string;
  reference: string;
  amount: number;
  currency: string;
  reason: string | null;
}>;

/** The JSON body the simulator sends for a decision. */
export function eventBody(o: EventOver & { reference: string; amount: number }) {
  return JSON.stringify({
    id: o.id ?? `evt_${Math.random().toString(36).slice(2)}`,
    type: o.type ?? 'payment.succeeded',
    created: Math.floor(Date.now() / 1000),
    data: {
      id: o.gatewayPaymentId ?? 'pay_fake1',
      reference: o.reference,
      amount: o.amount,
      currency: o.currency ?? 'TRY',
      reason: o.reason ?? null,
    },
  });
}

/** Delivers a webhook signed with `secret` at `atSec` (unix seconds), as the gateway would. */
export function deliver(
  app: FastifyInstance,
  body: string,
  o: { secret?: string; atSec?: number; headers?: Record<string, string>; gateway?: string } = {},
) {
  const id = (JSON.parse(body) as { id?: string }).id ?? 'evt_x';
  const signed = signWebhook(o.secret ?? SECRET, id, o.atSec ?? Math.floor(Date.now() / 1000), body);
  return app.inject({
    method: 'POST',
    url: `/api/payment/webhook/${o.gateway ?? 'simpay'}`,
    payload: body,
    headers: { 'content-type': 'application/json', ...signed, ...o.headers },
  });
}

/** POST payment/deposit or payment/withdraw as a player, optionally with an Idempotency-Key. */
export const submitPayment = (
  app: FastifyInstance,
  path: 'payment/deposit' | 'payment/withdraw',
  token: string,
  body: object,
  opts: { locale?: 'tr' | 'en'; key?: string; ip?: string } = {},
) =>
  call(app, path, body, {
    token,
    ...(opts.ip === undefined ? {} : { ip: opts.ip }),
    locale: opts.locale ?? 'en',
    headers: opts.key === undefined ? {} : { 'idempotency-key': opts.key },
  });
