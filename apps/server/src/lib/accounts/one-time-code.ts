import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/database.ts';
import { clock } from '../clock.ts';
import { hashCode, newNumericCode, newSalt, sameHash } from '../secrets.ts';

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
 * The code is compared first: "expired" is only said to someone who typed the right code, so it
 * tells nothing about whether an account exists. A burnt code is simply wrong.
 */
export function judgeCode(stored: StoredCode | undefined, code: string): Verdict {
  if (!stored || stored.attempts >= CODE_RULES.maxTries) return 'wrong';
  if (!sameHash(stored.code_hash, hashCode(code, stored.salt))) return 'wrong';
  return stored.expires_at.getTime() <= clock.ms() ? 'expired' : 'ok';
}

/** Counts a wrong try; the fifth burns the code (the row goes, a new code must be requested). */
export async function countWrongTry(
  db: Kysely<Database>,
  table: 'password_reset_code' | 'phone_code',
  customerId: bigint,
): Promise<void> {
  const row = await db
    .updateTable(table)
    .set({ attempts: sql<number>`attempts + 1` })
    .where('customer_id', '=', customerId)
    .returning('attempts')
    .executeTakeFirst();
  if (row && row.attempts >= CODE_RULES.maxTries) {
    await db.deleteFrom(table).where('customer_id', '=', customerId).execute();
  }
}
