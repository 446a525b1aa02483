import { z } from 'zod';
import { type GatewayEvent, GatewayUnavailableError, type PaymentGateway } from './gateway.ts';
import { WebhookRejectedError, verifyWebhookSignature } from '../webhooks/signature.ts';

export type SimpayGatewayOptions = {
  name?: string;
  /** Read on every call, so a test can point the adapter at a simulator listening on port 0. */
  apiBase: () => string;
  apiKey: string;
  /** One `whsec_` secret, or several while one is being rotated out. */
  webhookSecret: string | readonly string[];
  timeoutMs?: number;
  fetchImpl?: typeof fetch;
};

const createdSchema = z.object({ id: z.string().min(1).max(200), url: z.url({ protocol: /^https?$/ }) });

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

/** The adapter for the in-repo gateway simulator (simulators/payment-gateway), spoken to over HTTP. */
export function createSimpayGateway(opts: SimpayGatewayOptions): PaymentGateway {
  const name = opts.name ?? 'simpay';
  const timeoutMs = opts.timeoutMs ?? 5000;
  const fetchImpl = opts.fetchImpl ?? fetch;

  /** POSTs JSON with the API key; answers the parsed body or throws GatewayUnavailableError. */
  async function post<T>(path: string, payload: object, schema: z.ZodType<T>): Promise<T> {
    let res: Response;
    try {
      res = await fetchImpl(`${opts.apiBase().replace(/\/+$/, '')}${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${opts.apiKey}` },
        body: JSON.stringify(payload),
        signal: AbortSignal.timeout(timeoutMs),
        redirect: 'error',
      });
    } catch (err) {
      throw new GatewayUnavailableError(`${name}: gateway unreachable (${(err as Error).name})`);
    }
    const body: unknown = await res.json().catch(() => null);
    if (!res.ok) throw new GatewayUnavailableError(`${name}: gateway answered HTTP ${res.status}`);
    const parsed = schema.safeParse(body);
    if (!parsed.success) throw new GatewayUnavailableError(`${name}: gateway answered an unexpected body`);
    return parsed.data;
  }

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
      const url = `${opts.apiBase().replace(/\/+$/, '')}/api/payments`;
      let res: Response;
      try {
        res = await fetchImpl(url, {
          method: 'POST',
          headers: { 'content-type': 'application/json', authorization: `Bearer ${opts.apiKey}` },
          body: JSON.stringify({
            reference: input.reference,
            // Minor units stay an integer JSON number; the gateway never sees a float.
            amount: Number(input.amount),
            currency: input.currency,
            method: input.method,
            customer: input.customer,
            locale: input.locale,
            notifyUrl: input.notifyUrl,
            returnUrl: input.returnUrl,
          }),
          signal: AbortSignal.timeout(timeoutMs),
          redirect: 'error',
        });
      } catch (err) {
        // Only the error's name: a fetch error message can quote the URL and nothing more is useful.
        throw new GatewayUnavailableError(`${name}: gateway unreachable (${(err as Error).name})`);
      }
      const body: unknown = await res.json().catch(() => null);
      if (!res.ok) throw new GatewayUnavailableError(`${name}: gateway answered HTTP ${res.status}`);
      const parsed = createdSchema.safeParse(body);
      if (!parsed.success) throw new GatewayUnavailableError(`${name}: gateway answered an unexpected body`);
      return { gatewayPaymentId: parsed.data.id, url: parsed.data.url };
    },

    verifyWebhook(headers, rawBody, now): GatewayEvent {
      verifyWebhookSignature(opts.webhookSecret, headers, rawBody, now);
      let json: unknown;
      try {
        json = JSON.parse(rawBody.toString('utf8'));
      } catch {
        throw new WebhookRejectedError('payload', 'webhook body is not JSON');
      }
      const parsed = eventSchema.safeParse(json);
      if (!parsed.success) throw new WebhookRejectedError('payload', 'webhook body is not a payment event');
      const { id, type, data } = parsed.data;
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
