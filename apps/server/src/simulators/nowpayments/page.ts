import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { sendHtml } from '../payment-gateway/http.ts';
import { npError } from './http.ts';
import { HIDDEN, type RouteDeps } from './deps.ts';
import { OUTCOMES, type Outcome, PAYMENT_STATUSES, type SimInvoice } from './store.ts';
import { WITHDRAWAL_STATUSES } from './payouts.ts';

const esc = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
const outcomeSchema = z.enum(Object.keys(OUTCOMES) as [Outcome, ...Outcome[]]);
const LABELS: Record<Outcome, string> = {
  finished: 'Pay in full / Tamamını öde',
  partially_paid: 'Pay half / Yarısını öde',
  failed: 'Transfer fails / Transfer başarısız',
  expired: 'Do not pay / Ödeme yapma',
};

/** A bare hosted invoice page: the coin is fixed, the payer picks what happens on chain. */
function renderInvoice(invoice: SimInvoice, action: string, paid: boolean): string {
  const buttons = paid
    ? '<p>Payment sent; the merchant is notified. / Ödeme gönderildi.</p>'
    : (Object.keys(LABELS) as Outcome[])
        .map((o) => `<button type="submit" name="outcome" value="${o}">${LABELS[o]}</button>`)
        .join(' ');
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>NOWPayments (simulator)</title></head><body><main>
<h1>NOWPayments invoice ${esc(invoice.id)}</h1><p>Simulator: no real money moves.</p>
<p>${esc(invoice.order_description ?? invoice.order_id)}: ${esc(String(invoice.price_amount))} ${esc(invoice.price_currency.toUpperCase())}</p>
<form method="post" action="${esc(action)}">${buttons}</form></main></body></html>`;
}

/** `GET/POST <prefix>/payment/?iid=<invoice id>`, like nowpayments.io/payment/?iid=. */
export function invoicePageRoutes(app: FastifyInstance, deps: RouteDeps) {
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 1024 },
    (_req, body, done) => done(null, Object.fromEntries(new URLSearchParams(body as string))),
  );
  const iid = z.object({ iid: z.string().max(20) });
  const paidInvoices = new Set<string>();
  app.get('/payment/', { schema: HIDDEN }, async (req, reply) => {
    const invoice = deps.store.invoices.get(iid.safeParse(req.query).data?.iid ?? '');
    if (!invoice)
      return sendHtml(reply, 404, '<!doctype html><title>Not found</title><p>Invoice not found</p>');
    const action = `${app.prefix}/payment/?iid=${invoice.id}`;
    return sendHtml(reply, 200, renderInvoice(invoice, action, paidInvoices.has(invoice.id)));
  });
  app.post('/payment/', { schema: HIDDEN }, async (req, reply) => {
    const invoice = deps.store.invoices.get(iid.safeParse(req.query).data?.iid ?? '');
    const outcome = outcomeSchema.safeParse((req.body as { outcome?: unknown } | null)?.outcome);
    if (!invoice || !outcome.success)
      return sendHtml(reply, 400, '<!doctype html><title>Bad request</title>');
    if (!paidInvoices.has(invoice.id)) {
      paidInvoices.add(invoice.id);
      deps.pay(invoice, outcome.data);
    }
    return reply.code(303).header('location', `${app.prefix}/payment/?iid=${invoice.id}`).send();
  });
}

/** Test hooks (loopback or SIM_CONTROL_TOKEN): pay an invoice, push any status, inject a fault. */
export function controlRoutes(app: FastifyInstance, deps: RouteDeps) {
  app.post<{ Params: { id: string } }>(
    '/control/invoices/:id/pay',
    { schema: HIDDEN },
    async (req, reply) => {
      const invoice = deps.store.invoices.get(req.params.id);
      const body = z
        .object({ outcome: outcomeSchema, pay_currency: z.string().optional() })
        .safeParse(req.body);
      if (!invoice || !body.success) return npError(reply, 400, 'BAD_REQUEST', 'unknown invoice or outcome');
      return deps.pay(invoice, body.data.outcome, body.data.pay_currency);
    },
  );
  app.post<{ Params: { id: string } }>(
    '/control/payments/:id/status',
    { schema: HIDDEN },
    async (req, reply) => {
      const body = z.object({ status: z.enum(PAYMENT_STATUSES) }).safeParse(req.body);
      const payment = body.success ? deps.pushStatus(Number(req.params.id), body.data.status) : null;
      if (!payment) return npError(reply, 400, 'BAD_REQUEST', 'unknown payment or status');
      return payment;
    },
  );
  app.post<{ Params: { id: string } }>(
    '/control/payouts/:id/status',
    { schema: HIDDEN },
    async (req, reply) => {
      const body = z
        .object({ status: z.enum(WITHDRAWAL_STATUSES), error: z.string().optional() })
        .safeParse(req.body);
      const w = body.success ? deps.pushPayout(req.params.id, body.data.status, body.data.error) : null;
      if (!w) return npError(reply, 400, 'BAD_REQUEST', 'unknown withdrawal or status');
      return w;
    },
  );
  app.post('/control/fault', { schema: HIDDEN }, async (req, reply) => {
    const body = z.object({ fault: z.enum(['server-error', 'payout-fails']).nullable() }).safeParse(req.body);
    if (!body.success)
      return npError(reply, 400, 'BAD_REQUEST', 'fault must be server-error, payout-fails or null');
    deps.setFault(body.data.fault);
    return { fault: body.data.fault };
  });
}
