import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/database.ts';
import { clock } from '../../lib/clock.ts';
import { hashCode, newNumericCode, newSalt, sameHash } from '../../lib/secrets.ts';

/** Reset and phone codes: 6 digits, 10 minutes, single use, 5 wrong tries (ASVS 6.5, NIST OOB). */
export const CODE_RULES = { digits: 6, ttlMs: 10 * 60_000, maxTries: 5 } as const;

export type StoredCode = { code_hash: string; salt: string; attempts: number; expires_at: Date };

/** A fresh code and the row fields that store it (the code itself is only ever sent, never stored). */
export function issueCode() {
  const code = newNumericCode(CODE_RULES.digits);
  const salt = newSalt();
  const now = clock.now();
  return {
    code,
    row: {
      code_hash: hashCode(code, salt),
      salt,
      attempts: 0,
      created_at: now,
      expires_at: new Date(now.getTime() + CODE_RULES.ttlMs),
    },
  };
}

export type Verdict = 'ok' | 'wrong' | 'expired';

/**
 * Judges a code whose try was already reserved (see takeResetTry / takePhoneTry: the UPDATE
 * counts the try and only returns the row while tries are left, so parallel guesses cannot
 * share one). The code is compared first: "expired" is only said to someone who typed the
 * right code, so it tells nothing about whether an account exists.
 */
export function judgeCode(taken: StoredCode | undefined, code: string): Verdict {
  if (!taken || taken.attempts > CODE_RULES.maxTries) return 'wrong';
  if (!sameHash(taken.code_hash, hashCode(code, taken.salt))) return 'wrong';
  return taken.expires_at.getTime() <= clock.ms() ? 'expired' : 'ok';
}

/** A right code gives its try back, so checking it (step 2) does not cost the owner a try. */
export async function giveTryBack(
  db: Kysely<Database>,
  table: 'password_reset_code' | 'phone_code',
  customerId: bigint,
): Promise<void> {
  await db
    .updateTable(table)
    .set({ attempts: sql<number>`greatest(attempts - 1, 0)` })
    .where('customer_id', '=', customerId)
    .execute();
}
