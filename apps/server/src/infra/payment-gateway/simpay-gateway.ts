import { z } from 'zod';
import {
  type GatewayEvent,
  GatewayUnavailableError,
  type PaymentGateway,
  type ProviderTransaction,
} from './gateway.ts';
import { type VendorHttpOptions, createdSchema, parseWebhookJson, postVendorJson } from '../vendor-http.ts';
import { verifyWebhookSignature } from '../webhooks/signature.ts';

export type SimpayGatewayOptions = VendorHttpOptions & {
  /** Rows a list page asks for (tests page with 2). */ listPageSize?: number;
};
/** Simpay verifies synchronously (a signature only) and has no payout API. */
export type SimpayGateway = Omit<PaymentGateway, 'verifyWebhook'> & {
  verifyWebhook(
    headers: Record<string, string | string[] | undefined>,
    rawBody: Buffer,
    now: Date,
  ): GatewayEvent;
};

const tokenSchema = z.object({ id: z.string().min(1).max(200), last4: z.string().regex(/^\d{4}$/) });

const eventSchema = z.object({
  id: z.string().min(1).max(200),
  type: z.enum(['payment.succeeded', 'payment.failed']),
  created: z.int().nonnegative(),
  data: z.object({
    id: z.string().min(1).max(200),
    reference: z.string().min(1).max(200),
    // z.int() is already limited to safe integers, so the bigint below is exact.
    amount: z.int().nonnegative(),
    currency: z.string().min(1).max(10),
    reason: z.string().max(500).nullish(),
  }),
});

const listPageSchema = z.object({
  data: z.array(
    z.object({
      id: z.string().min(1).max(200),
      reference: z.string().min(1).max(200),
      amount: z.int().nonnegative(),
      currency: z.string().min(1).max(10),
      status: z.enum(['pending', 'succeeded', 'failed']),
      created: z.int().nonnegative(),
    }),
  ),
  has_more: z.boolean(),
});
const LIST_STATUS = { pending: 'pending', succeeded: 'paid', failed: 'failed' } as const;
const MAX_PAGES = 1000;

/** Every page of `POST /api/transactions/list` for [from, to) (docs/decisions/098-payment-reconciliation.md). */
async function listSimpay(
  post: <T>(path: string, payload: object, schema: z.ZodType<T>) => Promise<T>,
  name: string,
  limit: number,
  from: Date,
  to: Date,
): Promise<ProviderTransaction[]> {
  const out: ProviderTransaction[] = [];
  for (let page = 0; page < MAX_PAGES; page++) {
    const q = { from: from.toISOString(), to: to.toISOString(), page, limit };
    const res = await post('/api/transactions/list', q, listPageSchema);
    for (const p of res.data) {
      const { id, reference, currency } = p;
      const [amount, status, at] = [BigInt(p.amount), LIST_STATUS[p.status], new Date(p.created * 1000)];
      out.push({ kind: 'deposit', providerId: id, reference, amount, currency, status, at });
    }
    if (!res.has_more) return out;
  }
  throw new GatewayUnavailableError(`${name}: list has too many pages`);
}

/** The adapter for the in-repo gateway simulator (simulators/payment-gateway), spoken to over HTTP. */
export function createSimpayGateway(opts: SimpayGatewayOptions): SimpayGateway {
  const name = opts.name ?? 'simpay';
  const caller = {
    opts,
    name,
    party: 'gateway',
    unavailable: (m: string) => new GatewayUnavailableError(m),
  };
  const post = <T>(path: string, payload: object, schema: z.ZodType<T>) =>
    postVendorJson(caller, path, payload, schema);

  return {
    name,

    async tokenizeCard(input) {
      const token = await post(
        '/api/tokens',
        { number: input.number, customer: input.customerId },
        tokenSchema,
      );
      return { token: token.id, last4: token.last4 };
    },

    async createPayment(input) {
      if (input.amount < 0n || input.amount > BigInt(Number.MAX_SAFE_INTEGER)) {
        throw new RangeError('payment amount out of range');
      }
      const created = await post(
        '/api/payments',
        {
          reference: input.reference,
          // Minor units stay an integer JSON number; the gateway never sees a float.
          amount: Number(input.amount),
          currency: input.currency,
          method: input.method,
          customer: input.customer,
          locale: input.locale,
          notifyUrl: input.notifyUrl,
          returnUrl: input.returnUrl,
        },
        createdSchema,
      );
      return { gatewayPaymentId: created.id, url: created.url };
    },

    listTransactions: (from, to) => listSimpay(post, name, opts.listPageSize ?? 100, from, to),

    verifyWebhook(headers, rawBody, now): GatewayEvent {
      verifyWebhookSignature(opts.webhookSecret, headers, rawBody, now);
      const { id, type, data } = parseWebhookJson(rawBody, eventSchema, 'a payment event');
      return {
        eventId: id,
        type,
        gatewayPaymentId: data.id,
        reference: data.reference,
        amount: BigInt(data.amount),
        currency: data.currency,
        reason: data.reason ?? null,
      };
    },
  };
}
