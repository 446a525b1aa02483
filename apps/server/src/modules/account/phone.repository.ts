import { type Kysely, type Transaction, sql } from 'kysely';
import type { Database } from '../../db/database.ts';
import { CODE_RULES } from '../../core/accounts/index.ts';

type CodeRow = { code_hash: string; salt: string; attempts: number; created_at: Date; expires_at: Date };

/** One pending code per customer; a new one replaces it, along with the number it is bound to. */
export async function savePhoneCode(db: Kysely<Database>, customerId: bigint, phone: string, row: CodeRow) {
  await db
    .insertInto('phone_code')
    .values({ customer_id: customerId, phone, ...row })
    .onConflict((oc) => oc.column('customer_id').doUpdateSet({ phone, ...row }))
    .execute();
}

/**
 * Reserves one try of the pending code in one statement, only while tries are left and only for
 * the number it was sent to: parallel guesses cannot share a try, and only a row that came back
 * is compared.
 */
export async function takePhoneTry(db: Kysely<Database>, customerId: bigint, phone: string) {
  return db
    .updateTable('phone_code')
    .set({ attempts: sql<number>`attempts + 1` })
    .where('customer_id', '=', customerId)
    .where('phone', '=', phone)
    .where('attempts', '<', CODE_RULES.maxTries)
    .returning(['code_hash', 'salt', 'attempts', 'expires_at'])
    .executeTakeFirst();
}

export async function consumePhoneCode(
  trx: Transaction<Database>,
  customerId: bigint,
  codeHash: string,
  now: Date,
) {
  const row = await trx
    .deleteFrom('phone_code')
    .where('customer_id', '=', customerId)
    .where('code_hash', '=', codeHash)
    .where('expires_at', '>', now)
    .returning('phone')
    .executeTakeFirst();
  return row?.phone ?? null;
}

/** The number the account has now, locked until the transaction ends (a change notifies the old one). */
export function currentPhone(trx: Transaction<Database>, customerId: bigint) {
  return trx
    .selectFrom('customer')
    .select(['phone', 'phone_verified_at', 'locale'])
    .where('id', '=', customerId)
    .forUpdate()
    .executeTakeFirstOrThrow();
}

export async function markPhoneVerified(
  trx: Transaction<Database>,
  customerId: bigint,
  phone: string,
  now: Date,
) {
  await trx
    .updateTable('customer')
    .set({ phone, phone_verified_at: now })
    .where('id', '=', customerId)
    .execute();
}

/** True when another account already verified this number. */
export async function phoneVerifiedElsewhere(db: Kysely<Database>, customerId: bigint, phone: string) {
  const row = await db
    .selectFrom('customer')
    .select('id')
    .where('phone', '=', phone)
    .where('phone_verified_at', 'is not', null)
    .where('id', '<>', customerId)
    .executeTakeFirst();
  return !!row;
}
