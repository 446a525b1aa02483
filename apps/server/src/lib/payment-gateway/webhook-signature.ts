import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { WebhookRejectedError } from './gateway.ts';

/**
 * Standard Webhooks (https://www.standardwebhooks.com), the scheme Svix and others share:
 * `webhook-signature` lists `v1,<base64 HMAC-SHA256>` over `${id}.${timestamp}.${rawBody}`,
 * keyed with the base64 part of a `whsec_` secret. Signing the id and timestamp with the body
 * is what makes a captured delivery useless outside its 5-minute window.
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

function secretKey(secret: string): Buffer {
  const key = Buffer.from(
    secret.startsWith(SECRET_PREFIX) ? secret.slice(SECRET_PREFIX.length) : secret,
    'base64',
  );
  // An empty key would make every signature guessable: refuse it rather than sign with it.
  if (key.length === 0) throw new Error('webhook secret is empty');
  return key;
}

/** Signs the timestamp exactly as the header carries it. */
function hmac(key: Buffer, id: string, timestamp: string, rawBody: string | Buffer): Buffer {
  return createHmac('sha256', key).update(`${id}.${timestamp}.`, 'utf8').update(rawBody).digest();
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
  const timestamp = String(timestampSec);
  const signature = hmac(secretKey(secret), id, timestamp, rawBody).toString('base64');
  return {
    'webhook-id': id,
    'webhook-timestamp': timestamp,
    'webhook-signature': `v1,${signature}`,
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

  const candidates = signatures
    .split(/\s+/)
    .filter((s) => s.startsWith('v1,'))
    .map((s) => Buffer.from(s.slice(3), 'base64'));
  const secrets = typeof secret === 'string' ? [secret] : secret;
  for (const s of secrets) {
    const expected = hmac(secretKey(s), id, timestamp, rawBody);
    if (candidates.some((c) => c.length === expected.length && timingSafeEqual(c, expected))) return;
  }
  throw new WebhookRejectedError('signature', 'no matching signature');
}
