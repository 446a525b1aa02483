import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import type {} from '@fastify/swagger'; // types `schema.hide`
import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import type { SimLogger } from './delivery.ts';
import {
  type PageView,
  apiError,
  apiKeyGuard,
  decisionBody,
  pageView,
  sendHtml,
  setGatewayErrorHandler,
  sha256,
  tokenBody,
} from './http.ts';
import { renderMessagePage, renderPaymentPage } from './page.ts';
import { listPayments, listQuerySchema } from './list.ts';
import { type Decision, type SimPayment, createPaymentSchema } from './payments.ts';

export type RouteDeps = {
  apiKey: string;
  publicBase: string | undefined;
  payments: ReadonlyMap<string, Readonly<SimPayment>>;
  create: (req: z.infer<typeof createPaymentSchema>) => SimPayment;
  decide: (id: string, decision: Decision) => { payment: SimPayment; changed: boolean } | null;
  useLogger: (log: SimLogger) => void;
};

const PAGE_CSS = fs.readFileSync(new URL('./page.css', import.meta.url), 'utf8');
/** A decision form is one short field; anything bigger is not from our page. */
const FORM_LIMIT = 1024;
const JSON_LIMIT = 16 * 1024;
/** The simulator is not our API: it stays out of the OpenAPI document. */
const HIDDEN = { hide: true };

/** The merchant's JSON API: payments, card tokens and a test hook that decides a payment. */
function merchantApiRoutes(app: FastifyInstance, deps: RouteDeps, keyHash: Buffer, { pagePath }: PageView) {
  const requireApiKey = apiKeyGuard(keyHash);
  app.post(
    '/api/payments',
    { schema: HIDDEN, onRequest: requireApiKey, bodyLimit: JSON_LIMIT },
    async (req, reply) => {
      const parsed = createPaymentSchema.safeParse(req.body);
      if (!parsed.success) {
        const issues = parsed.error.issues.map((i) => ({ path: i.path.join('.'), message: i.message }));
        return apiError(reply, 400, 'invalid_request_error', 'Invalid payment request', { issues });
      }
      const payment = deps.create(parsed.data);
      const base = (deps.publicBase ?? `${req.protocol}://${req.host}`).replace(/\/+$/, '');
      req.log.info({ paymentId: payment.id, amount: payment.amount }, 'gateway simulator: payment created');
      return reply.code(201).send({ id: payment.id, url: `${base}${pagePath(payment.id)}` });
    },
  );

  // A card vault: the number is exchanged for a token the merchant stores instead (the
  // simulator keeps only what it needs to answer: the last four digits).
  const tokens = new Map<string, { last4: string; customer: string }>();
  app.post(
    '/api/tokens',
    { schema: HIDDEN, onRequest: requireApiKey, bodyLimit: JSON_LIMIT },
    async (req, reply) => {
      const parsed = tokenBody.safeParse(req.body);
      if (!parsed.success)
        return apiError(reply, 400, 'invalid_request_error', 'number must be 12 to 19 digits');
      const id = `tok_${randomBytes(12).toString('hex')}`;
      tokens.set(id, { last4: parsed.data.number.slice(-4), customer: parsed.data.customer });
      return reply.code(201).send({ id, last4: parsed.data.number.slice(-4) });
    },
  );

  app.post(
    '/api/transactions/list',
    { schema: HIDDEN, onRequest: requireApiKey, bodyLimit: JSON_LIMIT },
    async (req, reply) => {
      const parsed = listQuerySchema.safeParse(req.body);
      if (!parsed.success) return apiError(reply, 400, 'invalid_request_error', 'Invalid list request');
      return listPayments(deps.payments, parsed.data);
    },
  );

  app.post<{ Params: { id: string } }>(
    '/api/payments/:id/decision',
    { schema: HIDDEN, onRequest: requireApiKey, bodyLimit: JSON_LIMIT },
    async (req, reply) => {
      const parsed = decisionBody.safeParse(req.body);
      if (!parsed.success)
        return apiError(reply, 400, 'invalid_request_error', 'decision must be approve or decline');
      const result = deps.decide(req.params.id, parsed.data.decision);
      if (!result) return apiError(reply, 404, 'not_found', 'No such payment');
      return { id: result.payment.id, status: result.payment.status, changed: result.changed };
    },
  );
}

/** The hosted page a payer approves or declines on. */
function payerPageRoutes(app: FastifyInstance, deps: RouteDeps, { cssHref, pagePath, payLocale }: PageView) {
  app.get<{ Params: { id: string } }>('/pay/:id', { schema: HIDDEN }, async (req, reply) => {
    const payment = deps.payments.get(req.params.id);
    if (!payment)
      return sendHtml(reply, 404, renderMessagePage(payLocale(req, req.params.id), 'notFound', cssHref));
    return sendHtml(reply, 200, renderPaymentPage(payment, cssHref));
  });

  app.post<{ Params: { id: string } }>('/pay/:id', { schema: HIDDEN }, async (req, reply) => {
    const { id } = req.params;
    if (!deps.payments.has(id))
      return sendHtml(reply, 404, renderMessagePage(payLocale(req, id), 'notFound', cssHref));
    const parsed = decisionBody.safeParse(req.body);
    if (!parsed.success)
      return sendHtml(reply, 400, renderMessagePage(payLocale(req, id), 'badRequest', cssHref));
    deps.decide(id, parsed.data.decision);
    // Post/Redirect/Get: a reload shows the outcome instead of posting the decision again.
    return reply.code(303).header('location', pagePath(id)).send();
  });
}

/** The gateway's HTTP face: a JSON API for merchants and the hosted page for payers. */
export function gatewayRoutes(deps: RouteDeps): FastifyPluginAsync {
  const keyHash = sha256(deps.apiKey);

  return async (app) => {
    deps.useLogger(app.log);
    const view = pageView(app, deps);

    // Only this plugin takes HTML form posts; the rest of the app stays JSON-only.
    app.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: FORM_LIMIT },
      (_req, body, done) => done(null, Object.fromEntries(new URLSearchParams(body as string))),
    );
    setGatewayErrorHandler(app, view);
    app.get('/assets/page.css', { schema: HIDDEN }, async (_req, reply) =>
      reply.type('text/css; charset=utf-8').header('cache-control', 'public, max-age=300').send(PAGE_CSS),
    );
    merchantApiRoutes(app, deps, keyHash, view);
    payerPageRoutes(app, deps, view);
  };
}
