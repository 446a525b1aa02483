import { z } from 'zod';
import { GatewayUnavailableError } from '../gateway.ts';

export type NowpaymentsOptions = {
  /** The registry name and webhook path segment; `nowpayments` unless a test runs two. */
  name?: string;
  /** `https://api.nowpayments.io/v1`, or the simulator's `<base>/sim/nowpayments/v1`; read on every call. */
  apiBase: () => string;
  apiKey: string;
  ipnSecret: string;
  /** The coin offered on the invoice (`usdttrc20`); null lets the payer choose on the page. */
  payCurrency: string | null;
  /** The payout account (login and 2FA secret); null: no payouts through NOWPayments. */
  payout: { email: string; password: string; totpSecret: string; currency: string } | null;
  timeoutMs?: number;
  fetchImpl?: typeof fetch;
};

const errorSchema = z.object({
  code: z.string().max(100).optional(),
  message: z.string().max(500).optional(),
});

/** One NOWPayments call; any failure is GatewayUnavailableError naming the status and NOWPayments' code. */
export async function npRequest<T>(
  opts: NowpaymentsOptions,
  call: { method: 'GET' | 'POST'; path: string; body?: object; bearer?: string },
  schema: z.ZodType<T>,
): Promise<T> {
  const name = opts.name ?? 'nowpayments';
  let res: Response;
  try {
    res = await (opts.fetchImpl ?? fetch)(`${opts.apiBase().replace(/\/+$/, '')}${call.path}`, {
      method: call.method,
      headers: {
        'x-api-key': opts.apiKey,
        ...(call.body ? { 'content-type': 'application/json' } : {}),
        ...(call.bearer ? { authorization: `Bearer ${call.bearer}` } : {}),
      },
      ...(call.body ? { body: JSON.stringify(call.body) } : {}),
      signal: AbortSignal.timeout(opts.timeoutMs ?? 10_000),
      redirect: 'error',
    });
  } catch (err) {
    throw new GatewayUnavailableError(`${name}: unreachable (${(err as Error).name})`);
  }
  const text = await res.text().catch(() => '');
  let body: unknown = text;
  try {
    body = JSON.parse(text);
  } catch {
    // `POST /v1/payout/:id/verify` answers plain `OK`.
  }
  if (!res.ok) {
    const code = errorSchema.safeParse(body).data?.code ?? 'unknown';
    throw new GatewayUnavailableError(`${name}: answered HTTP ${res.status} ${code}`);
  }
  const parsed = schema.safeParse(body);
  if (!parsed.success) throw new GatewayUnavailableError(`${name}: answered an unexpected body`);
  return parsed.data;
}
