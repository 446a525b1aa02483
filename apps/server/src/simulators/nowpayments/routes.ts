import { randomBytes } from 'node:crypto';
import type {} from '@fastify/swagger'; // types `schema.hide`
import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import { Secret, TOTP } from 'otpauth';
import { z } from 'zod';
import { HIDDEN, type RouteDeps } from './deps.ts';
import { apiKeyCheck, bearerTokens, npError } from './http.ts';
import { listRoutes } from './lists.ts';
import { controlRoutes, invoicePageRoutes } from './page.ts';
import { payoutRequestSchema } from './payouts.ts';
import { SIM_RATE, invoiceRequestSchema } from './store.ts';

const invalid = (issues: z.core.$ZodIssue[]) =>
  issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');

/** Invoices, payment status and the rate estimate, behind `x-api-key`. */
function paymentApi(app: FastifyInstance, deps: RouteDeps) {
  const onRequest = apiKeyCheck(deps.apiKey);
  app.get('/v1/status', { schema: HIDDEN }, async () => ({ message: 'OK' }));
  app.post('/v1/invoice', { schema: HIDDEN, onRequest }, async (req, reply) => {
    const parsed = invoiceRequestSchema.safeParse(req.body);
    if (!parsed.success) return npError(reply, 400, 'INVALID_REQUEST_PARAMS', invalid(parsed.error.issues));
    const invoice = deps.store.createInvoice(parsed.data);
    const base = (deps.publicBase ?? `${req.protocol}://${req.host}`).replace(/\/+$/, '');
    const { ipn_callback_url, success_url, cancel_url } = invoice;
    return {
      id: invoice.id,
      token_id: invoice.token_id,
      order_id: invoice.order_id,
      order_description: invoice.order_description ?? null,
      price_amount: String(invoice.price_amount),
      price_currency: invoice.price_currency,
      pay_currency: invoice.pay_currency ?? null,
      ipn_callback_url,
      invoice_url: `${base}${app.prefix}/payment/?iid=${invoice.id}`,
      success_url: success_url ?? null,
      cancel_url: cancel_url ?? null,
      created_at: invoice.created_at,
      updated_at: invoice.created_at,
    };
  });
  app.get<{ Params: { id: string } }>(
    '/v1/payment/:id',
    { schema: HIDDEN, onRequest },
    async (req, reply) => {
      const payment = deps.store.payments.get(Number(req.params.id));
      if (!payment) return npError(reply, 404, 'NOT_FOUND', 'Payment not found');
      const { ipn_callback_url: _u, ...rest } = payment;
      return rest;
    },
  );
  app.get('/v1/estimate', { schema: HIDDEN, onRequest }, async (req, reply) => {
    const q = z
      .object({ amount: z.coerce.number().positive(), currency_from: z.string(), currency_to: z.string() })
      .safeParse(req.query);
    if (!q.success) return npError(reply, 400, 'INVALID_REQUEST_PARAMS', invalid(q.error.issues));
    const estimated = Number((q.data.amount * SIM_RATE).toFixed(6));
    return { ...q.data, amount_from: q.data.amount, estimated_amount: String(estimated) };
  });
}

/** Mass payouts: a login for a short-lived token, the batch, then its 2FA verification. */
function payoutApi(app: FastifyInstance, deps: RouteDeps) {
  const apiKey = apiKeyCheck(deps.apiKey);
  const tokens = bearerTokens(deps.now ?? (() => new Date()));
  const totp = new TOTP({ secret: Secret.fromBase32(deps.payoutTotpSecret) });
  app.post('/v1/auth', { schema: HIDDEN }, async (req, reply) => {
    const body = z.object({ email: z.string(), password: z.string() }).safeParse(req.body);
    if (!body.success || body.data.email !== deps.payoutEmail || body.data.password !== deps.payoutPassword) {
      return npError(reply, 401, 'INVALID_CREDENTIALS', 'Invalid email or password');
    }
    const token = randomBytes(24).toString('base64url');
    tokens.issue(token);
    return { token };
  });
  listRoutes(app, deps, [apiKey, tokens.check]);
  app.post('/v1/payout', { schema: HIDDEN, onRequest: [apiKey, tokens.check] }, async (req, reply) => {
    const parsed = payoutRequestSchema.safeParse(req.body);
    if (!parsed.success) return npError(reply, 400, 'INVALID_REQUEST_PARAMS', invalid(parsed.error.issues));
    const batch = deps.payouts.create(parsed.data);
    return { id: batch.id, withdrawals: batch.withdrawals };
  });
  app.post<{ Params: { id: string } }>(
    '/v1/payout/:id/verify',
    { schema: HIDDEN, onRequest: [apiKey, tokens.check] },
    async (req, reply) => {
      const code = z.object({ verification_code: z.string() }).safeParse(req.body);
      if (!deps.payouts.batches.has(req.params.id))
        return npError(reply, 404, 'NOT_FOUND', 'Payout not found');
      if (!code.success || totp.validate({ token: code.data.verification_code, window: 1 }) === null) {
        return npError(reply, 400, 'INVALID_VERIFICATION_CODE', 'Wrong verification code');
      }
      deps.verifyBatch(req.params.id);
      return reply.type('text/plain').send('OK');
    },
  );
  app.get<{ Params: { id: string } }>(
    '/v1/payout/:id',
    { schema: HIDDEN, onRequest: apiKey },
    async (req, reply) => {
      const batch = deps.payouts.batches.get(req.params.id);
      if (!batch) return npError(reply, 404, 'NOT_FOUND', 'Payout not found');
      return batch.withdrawals;
    },
  );
}

/** The NOWPayments API under `<prefix>/v1`, the hosted invoice page and the control API. */
export function nowpaymentsRoutes(deps: RouteDeps): FastifyPluginAsync {
  return async (app) => {
    deps.useLogger(app.log);
    app.addHook('onRequest', async (req, reply) => {
      if (deps.fault() === 'server-error' && req.url.startsWith(`${app.prefix}/v1/`)) {
        return npError(reply, 500, 'INTERNAL_ERROR', 'Internal server error');
      }
    });
    app.setErrorHandler((err: Error & { statusCode?: number }, _req, reply) => {
      const status = err.statusCode && err.statusCode < 500 ? err.statusCode : 500;
      return npError(reply, status, status === 500 ? 'INTERNAL_ERROR' : 'BAD_REQUEST', err.message);
    });
    paymentApi(app, deps);
    payoutApi(app, deps);
    invoicePageRoutes(app, deps);
    controlRoutes(app, deps);
  };
}
