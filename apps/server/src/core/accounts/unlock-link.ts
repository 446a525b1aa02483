import type { Kysely } from 'kysely';
import type { Database } from '../../db/database.ts';
import { DAY_MS, clock } from '../../lib/clock.ts';
import { hashToken, newToken } from '../../lib/secrets.ts';

/** How long the link in a lock e-mail works (longer than the lock: it also clears the throttle). */
export const UNLOCK_LINK_TTL_MS = DAY_MS;

/** A new one-time unlock token for the customer; only its hash is stored. */
export async function issueUnlockToken(db: Kysely<Database>, customerId: bigint): Promise<string> {
  const token = newToken();
  const now = clock.now();
  await db
    .insertInto('account_unlock_token')
    .values({
      token_hash: hashToken(token),
      customer_id: customerId,
      created_at: now,
      expires_at: new Date(now.getTime() + UNLOCK_LINK_TTL_MS),
      used_at: null,
    })
    .execute();
  return token;
}

/**
 * Uses the token in one statement: only an unused, unexpired token returns its customer, so two
 * clicks (or two processes) can never both unlock with it.
 */
export async function redeemUnlockToken(db: Kysely<Database>, token: string): Promise<bigint | null> {
  const now = clock.now();
  const row = await db
    .updateTable('account_unlock_token')
    .set({ used_at: now })
    .where('token_hash', '=', hashToken(token))
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .returning('customer_id')
    .executeTakeFirst();
  return row?.customer_id ?? null;
}

/** The web page that posts the token to POST /api/auth/unlock. */
export const unlockLink = (base: string | undefined, token: string) =>
  `${(base ?? 'http://localhost:3000').replace(/\/+$/, '')}/?unlock=${token}`;
