import { type Kysely, type Transaction, sql } from 'kysely';
import type { Database } from '../../db/database.ts';
import { CODE_RULES } from '../../core/accounts/index.ts';
import type { OneTimeCodeColumns } from './auth.table.ts';

type CodeRow = Omit<OneTimeCodeColumns, 'customer_id' | 'attempts'> & { attempts: number };

/** A new request replaces the previous code and its tries (OWASP MFA CS: overwrite on resend). */
export async function saveResetCode(db: Kysely<Database>, customerId: bigint, row: CodeRow) {
  await db
    .insertInto('password_reset_code')
    .values({ customer_id: customerId, ...row })
    .onConflict((oc) => oc.column('customer_id').doUpdateSet(row))
    .execute();
}

/**
 * Reserves one try of the account's code in one statement and returns the code only if a try
 * was left: 50 parallel guesses get at most 5 rows back, and only those are compared.
 */
export async function takeResetTry(db: Kysely<Database>, customerId: bigint) {
  return db
    .updateTable('password_reset_code')
    .set({ attempts: sql<number>`attempts + 1` })
    .where('customer_id', '=', customerId)
    .where('attempts', '<', CODE_RULES.maxTries)
    .returning(['code_hash', 'salt', 'attempts', 'expires_at'])
    .executeTakeFirst();
}

/** Takes the code for good, only if it is still the one that was checked and still valid: single use even under races. */
export async function consumeResetCode(
  trx: Transaction<Database>,
  customerId: bigint,
  codeHash: string,
  now: Date,
) {
  const row = await trx
    .deleteFrom('password_reset_code')
    .where('customer_id', '=', customerId)
    .where('code_hash', '=', codeHash)
    .where('expires_at', '>', now)
    .returning('customer_id')
    .executeTakeFirst();
  return !!row;
}

/** New password, lock lifted (a reset is the way out of a lockout). */
export async function resetPassword(trx: Transaction<Database>, customerId: bigint, hash: string, now: Date) {
  await trx
    .updateTable('customer')
    .set({ password_hash: hash, password_changed_at: now, locked_at: null, locked_until: null })
    .where('id', '=', customerId)
    .execute();
}
