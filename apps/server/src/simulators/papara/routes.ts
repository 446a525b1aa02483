import { createHash, timingSafeEqual } from 'node:crypto';
import type {} from '@fastify/swagger'; // types `schema.hide`
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { PAPARA_ERRORS } from '../../infra/payment-gateway/papara-protocol.ts';
import { sendHtml } from '../payment-gateway/http.ts';
import { ledgerQueryBody } from './ledger.ts';
import { checkoutPage } from './page.ts';
import { type PaparaStore, SimPaparaError, createPaymentBody, massPaymentBody } from './store.ts';

export type PaparaRouteDeps = {
  apiKey: string;
  publicBase: string | undefined;
  store: PaparaStore;
  /** The payer paid: completes the payment and sends its IPN. */
  pay(id: string): boolean;
  /** Consumed by the next merchant API call: Papara refuses it with this code (999: as if down). */
  takeFault(): { code: number; message: string } | null;
};

/** The simulator is not our API: it stays out of the OpenAPI document. */
const HIDDEN = { hide: true };
const sha = (s: string) => createHash('sha256').update(s, 'utf8').digest();
const idQuery = z.object({ id: z.string().min(1).max(100) });

const failure = (reply: FastifyReply, code: number, message: string, status = 200) =>
  reply.code(status).send({ data: null, succeeded: false, error: { message, code } });

/** `ApiKey` on every merchant call, then the injected fault, then the call itself in Papara's wrapper. */
function merchant(deps: PaparaRouteDeps, keyHash: Buffer) {
  return <T>(handler: (req: FastifyRequest) => T) =>
    async (req: FastifyRequest, reply: FastifyReply) => {
      const key = req.headers.apikey;
      if (typeof key !== 'string' || !timingSafeEqual(sha(key), keyHash)) {
        return failure(reply, PAPARA_ERRORS.notAuthorised, 'Not authorized', 401);
      }
      const fault = deps.takeFault();
      if (fault)
        return failure(
          reply,
          fault.code,
          fault.message,
          fault.code === PAPARA_ERRORS.systemError ? 500 : 200,
        );
      try {
        return reply.send({ data: handler(req), succeeded: true, error: null });
      } catch (err) {
        if (err instanceof SimPaparaError) return failure(reply, err.code, err.message);
        if (err instanceof z.ZodError) return failure(reply, PAPARA_ERRORS.badFormat, 'Invalid request');
        throw err;
      }
    };
}

/** Papara's merchant API (payments, mass payments), its checkout page and the control routes. */
export function paparaRoutes(deps: PaparaRouteDeps) {
  return async (app: FastifyInstance) => {
    // The checkout's one button is an HTML form post; the rest of the app stays JSON-only.
    app.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: 1024 },
      (_r, _b, done) => done(null, {}),
    );
    const api = merchant(deps, sha(deps.apiKey));
    const { store } = deps;
    const found = <T>(v: T | undefined) => {
      if (v === undefined) throw new SimPaparaError(PAPARA_ERRORS.badFormat, 'Not found');
      return v;
    };
    const checkoutUrl = (req: FastifyRequest, id: string) =>
      `${(deps.publicBase ?? `${req.protocol}://${req.host}`).replace(/\/+$/, '')}${app.prefix}/checkout/${id}`;

    app.post(
      '/payments',
      { schema: HIDDEN },
      api((req) => {
        const payment = store.create(createPaymentBody.parse(req.body));
        return { ...payment, paymentUrl: checkoutUrl(req, payment.id) };
      }),
    );
    app.get(
      '/payments',
      { schema: HIDDEN },
      api((req) => found(store.payments.get(idQuery.parse(req.query).id))),
    );
    app.put(
      '/payments',
      { schema: HIDDEN },
      api((req) => store.refund(idQuery.parse(req.query).id)),
    );
    app.post(
      '/masspayment',
      { schema: HIDDEN },
      api((req) => store.massPay(massPaymentBody.parse(req.body))),
    );
    app.post(
      '/account/ledgers',
      { schema: HIDDEN },
      api((req) => store.ledger.page(ledgerQueryBody.parse(req.body))),
    );
    app.get(
      '/masspayment/byreference',
      { schema: HIDDEN },
      api((req) => {
        const { reference } = z.object({ reference: z.string().min(1).max(100) }).parse(req.query);
        return found(store.massPayments.get(reference));
      }),
    );

    // The payer's side: the hosted checkout and its one button.
    app.get('/checkout/:id', { schema: HIDDEN }, async (req, reply) => {
      const payment = store.payments.get((req.params as { id: string }).id);
      return sendHtml(reply, payment ? 200 : 404, checkoutPage(payment));
    });
    app.post('/checkout/:id', { schema: HIDDEN }, async (req, reply) => {
      const { id } = req.params as { id: string };
      const payment = store.payments.get(id);
      if (!payment || !deps.pay(id)) return sendHtml(reply, 404, checkoutPage(undefined));
      const back = new URL(payment.redirectUrl);
      // What Papara appends to the return: UI hints only, never trusted by the merchant.
      for (const [k, v] of Object.entries({ paymentId: id, referenceId: payment.referenceId, status: '1' })) {
        back.searchParams.set(k, v);
      }
      return reply.redirect(back.toString(), 303);
    });
  };
}
