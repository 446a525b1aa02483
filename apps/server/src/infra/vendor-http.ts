import { z } from 'zod';
import { WebhookRejectedError } from './webhooks/signature.ts';

/** How an adapter reaches an in-repo simulator (or a vendor speaking its API) over HTTP. */
export type VendorHttpOptions = {
  name?: string;
  /** Read on every call, so a test can point the adapter at a simulator listening on port 0. */
  apiBase: () => string;
  apiKey: string;
  /** One `whsec_` secret, or several while one is being rotated out. */
  webhookSecret: string | readonly string[];
  timeoutMs?: number;
  fetchImpl?: typeof fetch;
};

/** A created payment or applicant: its id and the hosted page the player is sent to. */
export const createdSchema = z.object({
  id: z.string().min(1).max(200),
  url: z.url({ protocol: /^https?$/ }),
});

type Caller = {
  opts: VendorHttpOptions;
  name: string;
  /** How error messages name the other side: 'gateway', 'provider'. */
  party: string;
  unavailable: (message: string) => Error;
};

/** POSTs JSON with the API key; answers the parsed body or throws the adapter's unavailable error. */
export async function postVendorJson<T>(c: Caller, path: string, payload: object, schema: z.ZodType<T>) {
  const fetchImpl = c.opts.fetchImpl ?? fetch;
  let res: Response;
  try {
    res = await fetchImpl(`${c.opts.apiBase().replace(/\/+$/, '')}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${c.opts.apiKey}` },
      body: JSON.stringify(payload),
      signal: AbortSignal.timeout(c.opts.timeoutMs ?? 5000),
      redirect: 'error',
    });
  } catch (err) {
    // Only the error's name: a fetch error message can quote the URL and nothing more is useful.
    throw c.unavailable(`${c.name}: ${c.party} unreachable (${(err as Error).name})`);
  }
  const body: unknown = await res.json().catch(() => null);
  if (!res.ok) throw c.unavailable(`${c.name}: ${c.party} answered HTTP ${res.status}`);
  const parsed = schema.safeParse(body);
  if (!parsed.success) throw c.unavailable(`${c.name}: ${c.party} answered an unexpected body`);
  return parsed.data;
}

/** A signed webhook's body as `schema` says, or WebhookRejectedError naming what it is not. */
export function parseWebhookJson<T>(rawBody: Buffer, schema: z.ZodType<T>, what: string): T {
  let json: unknown;
  try {
    json = JSON.parse(rawBody.toString('utf8'));
  } catch {
    throw new WebhookRejectedError('payload', 'webhook body is not JSON');
  }
  const parsed = schema.safeParse(json);
  if (!parsed.success) throw new WebhookRejectedError('payload', `webhook body is not ${what}`);
  return parsed.data;
}
