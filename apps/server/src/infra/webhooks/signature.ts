import { randomBytes, timingSafeEqual } from 'node:crypto';
import { Webhook } from 'standardwebhooks';

/** Why a delivery was refused: a bad or missing signature, a stale timestamp, or a body we cannot read. */
export class WebhookRejectedError extends Error {
  readonly reason: 'signature' | 'timestamp' | 'payload';
  constructor(reason: 'signature' | 'timestamp' | 'payload', message?: string) {
    super(message ?? `webhook rejected: ${reason}`);
    this.reason = reason;
  }
}

/**
 * Standard Webhooks (https://www.standardwebhooks.com), the scheme Svix and others share:
 * `webhook-signature` lists `v1,<base64 HMAC-SHA256>` over `${id}.${timestamp}.${rawBody}`,
 * keyed with the base64 part of a `whsec_` secret. Signing the id and timestamp with the body
 * is what makes a captured delivery useless outside its 5-minute window.
 *
 * The HMAC is the `standardwebhooks` library's (`Webhook.sign`). Its `verify()` is not called:
 * it reads the wall clock (`Date.now()`) for the window, while ours takes `now` from lib/clock so
 * tests can move time; the window (300 s both ways), the header parsing and the constant-time
 * comparison are therefore here, around the library's signature.
 */
export type WebhookHeaders = {
  'webhook-id': string;
  'webhook-timestamp': string;
  'webhook-signature': string;
};

export type HeaderBag = Record<string, string | string[] | undefined>;

const SECRET_PREFIX = 'whsec_';
export const DEFAULT_TOLERANCE_SEC = 300;

/** 32 random bytes, above the 24 to 64 the specification asks for. */
export function generateWebhookSecret(): string {
  return `${SECRET_PREFIX}${randomBytes(32).toString('base64')}`;
}

/** The library refuses an empty key ("Secret can't be empty"): every signature would be guessable. */
const signer = (secret: string) => new Webhook(secret);

// The library signs the body as a string; a body that is not valid UTF-8 would be signed after a
// lossy decoding, so such bodies are refused before any signature is computed.
const utf8 = new TextDecoder('utf-8', { fatal: true });

function bodyText(rawBody: string | Buffer): string | null {
  if (typeof rawBody === 'string') return rawBody;
  try {
    return utf8.decode(rawBody);
  } catch {
    return null;
  }
}

/** The base64 HMAC for the timestamp exactly as the header carries it (whole seconds). */
function sign(secret: string, id: string, timestampSec: number, body: string): string {
  return signer(secret)
    .sign(id, new Date(timestampSec * 1000), body)
    .slice('v1,'.length);
}

export function signWebhook(
  secret: string,
  id: string,
  timestampSec: number,
  rawBody: string | Buffer,
): WebhookHeaders {
  if (!Number.isSafeInteger(timestampSec) || timestampSec < 0) {
    throw new Error('webhook timestamp must be whole unix seconds');
  }
  const body = bodyText(rawBody);
  if (body === null) throw new Error('webhook body must be UTF-8');
  return {
    'webhook-id': id,
    'webhook-timestamp': String(timestampSec),
    'webhook-signature': `v1,${sign(secret, id, timestampSec, body)}`,
  };
}

function header(headers: HeaderBag, name: string): string | undefined {
  const value = headers[name] ?? Object.entries(headers).find(([k]) => k.toLowerCase() === name)?.[1];
  const first = Array.isArray(value) ? value[0] : value;
  return first?.trim() ? first.trim() : undefined;
}

/**
 * Throws WebhookRejectedError('signature') when a header is missing or no listed v1 signature
 * matches any of the secrets (several during a rotation), and ('timestamp') when the timestamp is
 * malformed or more than `toleranceSec` away from `now` in either direction.
 */
export function verifyWebhookSignature(
  secret: string | readonly string[],
  headers: HeaderBag,
  rawBody: Buffer,
  now: Date,
  toleranceSec = DEFAULT_TOLERANCE_SEC,
): void {
  const id = header(headers, 'webhook-id');
  const timestamp = header(headers, 'webhook-timestamp');
  const signatures = header(headers, 'webhook-signature');
  if (!id || !timestamp || !signatures)
    throw new WebhookRejectedError('signature', 'missing webhook headers');

  if (!/^\d{1,12}$/.test(timestamp)) throw new WebhookRejectedError('timestamp', 'malformed timestamp');
  if (Math.abs(Math.floor(now.getTime() / 1000) - Number(timestamp)) > toleranceSec) {
    throw new WebhookRejectedError('timestamp', 'timestamp outside the tolerance window');
  }
  const body = bodyText(rawBody);
  if (body === null) throw new WebhookRejectedError('signature', 'body is not UTF-8');

  const candidates = signatures
    .split(/\s+/)
    .filter((s) => s.startsWith('v1,'))
    .map((s) => Buffer.from(s.slice(3), 'base64'));
  const secrets = typeof secret === 'string' ? [secret] : secret;
  for (const s of secrets) {
    const expected = Buffer.from(sign(s, id, Number(timestamp), body), 'base64');
    if (candidates.some((c) => c.length === expected.length && timingSafeEqual(c, expected))) return;
  }
  throw new WebhookRejectedError('signature', 'no matching signature');
}
