/** Test-only helpers: a simulator on a real port and a webhook receiver to point it at. */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { Writable } from 'node:stream';
import Fastify from 'fastify';
import type { CreatePaymentInput } from '../../infra/payment-gateway/gateway.ts';
import { createSimpayGateway } from '../../infra/payment-gateway/simpay-gateway.ts';
import { generateWebhookSecret } from '../../infra/webhooks/signature.ts';
import {
  GATEWAY_SIMULATOR_PREFIX,
  type GatewaySimulatorOptions,
  createGatewaySimulator,
} from './simulator.ts';

export type Delivery = { headers: http.IncomingHttpHeaders; raw: Buffer; answered: number };

/** Answers each delivery with the next status of `script`, then 200 once the script runs out. */
export async function startReceiver() {
  const deliveries: Delivery[] = [];
  let script: number[] = [];
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const answered = script.shift() ?? 200;
      deliveries.push({ headers: req.headers, raw: Buffer.concat(chunks), answered });
      res.writeHead(answered, { 'content-type': 'text/plain' }).end(answered < 300 ? 'ok' : 'no');
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/payment/webhook/simpay`;
  return {
    url,
    deliveries,
    /** The bodies that were answered 2xx, parsed. */
    accepted: () => deliveries.filter((d) => d.answered < 300).map((d) => JSON.parse(d.raw.toString())),
    failNext: (statuses: number[]) => (script = [...statuses]),
    close: () => {
      server.closeAllConnections();
      return new Promise<void>((r) => server.close(() => r()));
    },
  };
}

export const API_KEY = 'sk_sim_test_0123456789abcdef';

/** The simulator in a bare Fastify on port 0, plus the adapter our app would use to talk to it. */
export async function startSimulator(opts: Partial<GatewaySimulatorOptions> = {}) {
  const webhookSecret = opts.webhookSecret ?? generateWebhookSecret();
  const logs: string[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _enc, done) {
      logs.push(chunk.toString());
      done();
    },
  });
  const app = Fastify({ logger: { level: 'info', stream } });
  const sim = createGatewaySimulator({
    apiKey: API_KEY,
    webhookSecret,
    retryDelaysMs: [20, 40, 80],
    ...opts,
  });
  await app.register(sim.plugin, { prefix: GATEWAY_SIMULATOR_PREFIX });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}${GATEWAY_SIMULATOR_PREFIX}`;
  const gateway = createSimpayGateway({ apiBase: () => base, apiKey: API_KEY, webhookSecret });
  return {
    app,
    sim,
    base,
    gateway,
    webhookSecret,
    logs,
    close: async () => {
      sim.close();
      await app.close();
    },
  };
}

export function paymentInput(
  notifyUrl: string,
  overrides: Partial<CreatePaymentInput> = {},
): CreatePaymentInput {
  return {
    reference: '1001',
    amount: 125_000n,
    currency: 'TRY',
    method: { code: 'card', name: 'Kredi Kartı' },
    customer: { id: '7', username: 'ayse' },
    locale: 'tr',
    notifyUrl,
    returnUrl: 'http://127.0.0.1:5173/dashboard/deposit?done=1',
    ...overrides,
  };
}

/** What a browser sends when the payer presses a button of the form. */
export function submitDecision(pageUrl: string, decision: string) {
  return fetch(pageUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ decision }).toString(),
    redirect: 'manual',
  });
}
