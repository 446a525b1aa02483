import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { HIDDEN, type RouteDeps } from './deps.ts';
import { npError } from './http.ts';

type Guard = (req: FastifyRequest, reply: FastifyReply) => Promise<unknown>;
const range = (from: string | undefined, to: string | undefined) => {
  const lo = from ? Date.parse(from) : -Infinity;
  const hi = to ? Date.parse(to) : Infinity;
  return (at: string) => Date.parse(at) >= lo && Date.parse(at) < hi;
};
const paging = {
  limit: z.coerce.number().int().min(1).max(500).default(10),
  page: z.coerce.number().int().min(0).default(0),
};
const paymentQuery = z.object({ ...paging, dateFrom: z.string().optional(), dateTo: z.string().optional() });
const payoutQuery = z.object({ ...paging, date_from: z.string().optional(), date_to: z.string().optional() });

/**
 * The two lists a merchant reconciles with, behind `x-api-key` and the Bearer token:
 * `GET /v1/payment/` (`{data, limit, page, pagesCount, total}`) and `GET /v1/payout` (`{payouts}`),
 * oldest first, filtered on `created_at`.
 */
export function listRoutes(app: FastifyInstance, deps: RouteDeps, guards: Guard[]) {
  app.get('/v1/payment/', { schema: HIDDEN, onRequest: guards }, async (req, reply) => {
    const q = paymentQuery.safeParse(req.query);
    if (!q.success) return npError(reply, 400, 'INVALID_REQUEST_PARAMS', 'Invalid query');
    const inRange = range(q.data.dateFrom, q.data.dateTo);
    const all = [...deps.store.payments.values()].filter((p) => inRange(p.created_at));
    const data = all
      .slice(q.data.page * q.data.limit, (q.data.page + 1) * q.data.limit)
      .map(({ ipn_callback_url: _u, ...p }) => p);
    const pagesCount = Math.ceil(all.length / q.data.limit);
    return { data, limit: q.data.limit, page: q.data.page, pagesCount, total: all.length };
  });
  app.get('/v1/payout', { schema: HIDDEN, onRequest: guards }, async (req, reply) => {
    const q = payoutQuery.safeParse(req.query);
    if (!q.success) return npError(reply, 400, 'INVALID_REQUEST_PARAMS', 'Invalid query');
    const inRange = range(q.data.date_from, q.data.date_to);
    const all = [...deps.payouts.withdrawals.values()].filter((w) => inRange(w.created_at));
    return { payouts: all.slice(q.data.page * q.data.limit, (q.data.page + 1) * q.data.limit) };
  });
}
