import { z } from 'zod';
import { GatewayUnavailableError, type ProviderTransaction } from '../gateway.ts';
import { numberToMinor } from './amounts.ts';
import { type NowpaymentsOptions, npRequest } from './client.ts';
import { parsePayoutKey, paymentIpnSchema, payoutIpnSchema } from './ipn.ts';

/** NOWPayments' largest `limit` for its list calls. */
export const NOWPAYMENTS_LIST_LIMIT = 500;
const MAX_PAGES = 200;
const tokenSchema = z.object({ token: z.string().min(10).max(4000) });
const stamp = z.string().max(40);

/** `GET /v1/payment/`: `{data, limit, page, pagesCount, total}`, pages from 0. */
const paymentPageSchema = z.object({
  data: z.array(paymentIpnSchema.extend({ created_at: stamp, updated_at: stamp })),
  page: z.coerce.number().int(),
  pagesCount: z.coerce.number().int(),
});
/** `GET /v1/payout`: `{payouts}`, a page shorter than `limit` is the last. */
const payoutPageSchema = z.object({ payouts: z.array(payoutIpnSchema.extend({ created_at: stamp })) });

const DEPOSIT: Partial<Record<string, ProviderTransaction['status']>> = {
  finished: 'paid',
  refunded: 'refunded',
  failed: 'failed',
  expired: 'failed',
  partially_paid: 'failed',
};

function depositRow(p: z.infer<typeof paymentPageSchema>['data'][number]): ProviderTransaction | null {
  const amount = numberToMinor(p.price_amount);
  if (amount === null) return null;
  return {
    kind: 'deposit',
    providerId: p.invoice_id ?? p.payment_id,
    reference: p.order_id,
    amount,
    currency: p.price_currency.toUpperCase(),
    status: DEPOSIT[p.payment_status] ?? 'pending',
    at: new Date(p.created_at),
  };
}

function payoutRow(w: z.infer<typeof payoutPageSchema>['payouts'][number]): ProviderTransaction | null {
  // Only payouts we asked for carry our key; the fiat amount is in it, the coin amount is theirs.
  const key = parsePayoutKey(w.unique_external_id);
  if (!key) return null;
  const status =
    w.status === 'FINISHED' ? 'paid' : ['FAILED', 'REJECTED'].includes(w.status) ? 'failed' : 'pending';
  return { kind: 'payout', providerId: w.id, ...key, status, at: new Date(w.created_at) };
}

/**
 * Every payment and payout NOWPayments created in [from, to) (docs/decisions/098-payment-reconciliation.md):
 * both lists need the account's login (`POST /v1/auth`, a Bearer token) besides `x-api-key`.
 */
export async function listNowpayments(
  opts: NowpaymentsOptions,
  from: Date,
  to: Date,
  limit = NOWPAYMENTS_LIST_LIMIT,
): Promise<ProviderTransaction[]> {
  const account = opts.payout;
  if (!account) throw new GatewayUnavailableError('nowpayments: no account login for the lists');
  const auth = {
    method: 'POST' as const,
    path: '/auth',
    body: { email: account.email, password: account.password },
  };
  const { token } = await npRequest(opts, auth, tokenSchema);
  const get = <T>(path: string, q: Record<string, string>, schema: z.ZodType<T>) =>
    npRequest(opts, { method: 'GET', path: `${path}?${new URLSearchParams(q)}`, bearer: token }, schema);
  const out: ProviderTransaction[] = [];
  const range = { dateFrom: from.toISOString(), dateTo: to.toISOString() };
  for (let page = 0; page < MAX_PAGES; page++) {
    const q = { limit: String(limit), page: String(page), sortBy: 'created_at', orderBy: 'asc', ...range };
    const res = await get('/payment/', q, paymentPageSchema);
    for (const p of res.data) {
      const row = depositRow(p);
      if (row) out.push(row);
    }
    if (page + 1 >= res.pagesCount) break;
  }
  for (let page = 0; page < MAX_PAGES; page++) {
    const q = { limit: String(limit), page: String(page), date_from: range.dateFrom, date_to: range.dateTo };
    const res = await get('/payout', q, payoutPageSchema);
    for (const w of res.payouts) {
      const row = payoutRow(w);
      if (row) out.push(row);
    }
    if (res.payouts.length < limit) return out;
  }
  throw new GatewayUnavailableError('nowpayments: list has too many pages');
}
