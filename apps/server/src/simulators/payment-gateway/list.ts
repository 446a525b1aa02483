import { z } from 'zod';
import type { SimPayment } from './payments.ts';

/** `POST /api/transactions/list`: payments created in [from, to), oldest first, `limit` a page. */
export const listQuerySchema = z.strictObject({
  from: z.iso.datetime(),
  to: z.iso.datetime(),
  page: z.int().min(0).default(0),
  limit: z.int().min(1).max(100).default(100),
});

/** One page: `{data, has_more}`, amounts in minor units as everywhere in this gateway's API. */
export function listPayments(
  payments: ReadonlyMap<string, Readonly<SimPayment>>,
  q: z.infer<typeof listQuerySchema>,
) {
  const from = Date.parse(q.from);
  const to = Date.parse(q.to);
  const all = [...payments.values()].filter(
    (p) => p.createdAt.getTime() >= from && p.createdAt.getTime() < to,
  );
  const data = all.slice(q.page * q.limit, (q.page + 1) * q.limit).map((p) => ({
    id: p.id,
    reference: p.reference,
    amount: p.amount,
    currency: p.currency,
    status: p.status,
    created: Math.floor(p.createdAt.getTime() / 1000),
  }));
  return { data, has_more: (q.page + 1) * q.limit < all.length };
}
