import { createHmac, timingSafeEqual } from 'node:crypto';

const b64url = (b: Buffer | string) => Buffer.from(b).toString('base64url');
const HEADER = b64url(JSON.stringify({ alg: 'HS256', typ: 'JWT' }));

/**
 * Betsy's `x-sign-jws`: an HS256 JWS whose payload is the base64url of the raw HTTP body, keyed
 * with the partner secret. Made as the provider makes it (header.payload.signature).
 */
export function signBetsyBody(raw: Buffer | string, secret: string): string {
  const input = `${HEADER}.${b64url(raw)}`;
  return `${input}.${createHmac('sha256', secret).update(input).digest('base64url')}`;
}

/**
 * Verifies `x-sign-jws` over the raw bytes received: HS256 only, the payload (or a detached, empty
 * one) must be exactly those bytes, and the HMAC is compared in constant time. A body
 * re-serialized by anyone on the way fails, by design (ADR 091).
 */
export function verifyBetsyBody(raw: Buffer, header: string | undefined, secret: string): boolean {
  if (!header || !secret) return false;
  const parts = header.split('.');
  if (parts.length !== 3) return false;
  const [head, payload, signature] = parts as [string, string, string];
  let alg: unknown;
  try {
    alg = (JSON.parse(Buffer.from(head, 'base64url').toString('utf8')) as { alg?: unknown }).alg;
  } catch {
    return false;
  }
  if (alg !== 'HS256') return false;
  const body = b64url(raw);
  if (payload !== '' && payload !== body) return false;
  const expected = createHmac('sha256', secret).update(`${head}.${body}`).digest();
  const given = Buffer.from(signature, 'base64url');
  return given.length === expected.length && timingSafeEqual(given, expected);
}
