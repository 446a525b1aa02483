import { createHash } from 'node:crypto';

// A fixed namespace: ids derived from the same business key are the same on every server.
const NAMESPACE = Buffer.from('6c616c65-6265-7400-8000-6c6564676572'.replace(/-/g, ''), 'hex');

/**
 * A name-based (version 5, RFC 9562) UUID from a business key such as
 * ['deposit', paymentId]. Every retry of the same business event maps to the same transfer
 * id, and the transfer id is the ledger's idempotency key (TigerBeetle's client-generated id).
 */
export function transferId(...parts: (string | number | bigint)[]): string {
  const name = parts.map((p) => String(p).replaceAll('|', '||')).join('|');
  const hash = createHash('sha1').update(NAMESPACE).update(name).digest();
  hash[6] = (hash[6]! & 0x0f) | 0x50;
  hash[8] = (hash[8]! & 0x3f) | 0x80;
  const hex = hash.subarray(0, 16).toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
