import { createHash } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/database.ts';
import { AppError } from '../../lib/app-error.ts';
import { sortedJson } from '../../lib/sorted-json.ts';
import type { PaymentKind } from './payments.table.ts';

/**
 * Optional `Idempotency-Key` on payment/deposit and payment/withdraw (Stripe-style,
 * docs/wallet-protocol.md §6.1). The key is stored on the payment it created, unique per customer, with a hash of the
 * request: the same key and body replay the first answer without a second effect; the same
 * key with another body is refused (422). A request refused before anything was created
 * (invalid form, insufficient funds) stores nothing, so it may be retried with the same key.
 */
export type IdempotencyClaim = { key: string; hash: string };

export function idempotencyClaim(
  key: string | undefined,
  kind: PaymentKind,
  body: unknown,
): IdempotencyClaim | null {
  if (key === undefined) return null;
  // The step-up secrets are not part of the request's identity (and never hashed into a stored value).
  const { password: _p, smsCode: _c, ...request } = (body ?? {}) as Record<string, unknown>;
  const hash = createHash('sha256')
    .update(sortedJson({ kind, body: request }))
    .digest('hex');
  return { key, hash };
}

export async function findByIdempotencyKey(db: Kysely<Database>, customerId: bigint, key: string) {
  return db
    .selectFrom('payment')
    .select(['id', 'kind', 'status', 'request_hash', 'gateway_url', 'reason_code', 'payable_from'])
    .where('customer_id', '=', customerId)
    .where('idempotency_key', '=', key)
    .executeTakeFirst();
}

export type KeyedPayment = NonNullable<Awaited<ReturnType<typeof findByIdempotencyKey>>>;

/** The payment a key already made, after checking it was made by this same request. */
export async function previousPayment(
  db: Kysely<Database>,
  customerId: bigint,
  claim: IdempotencyClaim | null,
): Promise<KeyedPayment | null> {
  if (!claim) return null;
  const found = await findByIdempotencyKey(db, customerId, claim.key);
  if (!found) return null;
  if (found.request_hash !== claim.hash) throw new AppError('IDEMPOTENCY_KEY_REUSED');
  return found;
}

/** True when a write failed because another request claimed the same key first. */
export const isKeyConflict = (err: unknown) =>
  (err as { code?: string; constraint?: string } | null)?.code === '23505' &&
  (err as { constraint?: string }).constraint === 'payment_idempotency_key';
