import { randomInt } from 'node:crypto';
import type { Insertable, Kysely } from 'kysely';
import type { Database } from '../../db/database.ts';
import { violatedConstraint } from '../../lib/db-errors.ts';
import type { CustomerTable } from './auth.table.ts';

/** The declared country's code and minimum age; undefined when no such country exists. */
export async function countryRules(db: Kysely<Database>, id: number) {
  return db.selectFrom('country').select(['code', 'min_age']).where('id', '=', id).executeTakeFirst();
}

export async function findTaken(db: Kysely<Database>, usernameKey: string, emailKey: string) {
  return db
    .selectFrom('customer')
    .select(['username_key', 'email_key', 'username', 'email', 'locale'])
    .where((eb) => eb.or([eb('username_key', '=', usernameKey), eb('email_key', '=', emailKey)]))
    .execute();
}

/** 8 random digits, first one non-zero. Random, not sequential, so codes reveal nothing about sign-up order. */
const newUserCode = () => String(randomInt(10_000_000, 100_000_000));

/** Inserts the customer, drawing a new user code on the rare collision (90 million to choose from). */
export async function insertCustomer(
  db: Kysely<Database>,
  row: Omit<Insertable<CustomerTable>, 'user_code'>,
): Promise<{ id: bigint; user_code: string }> {
  for (let attempt = 0; ; attempt++) {
    try {
      return await db
        .insertInto('customer')
        .values({ ...row, user_code: newUserCode() })
        .returning(['id', 'user_code'])
        .executeTakeFirstOrThrow();
    } catch (err) {
      if (attempt < 5 && violatedConstraint(err)?.includes('user_code')) continue;
      throw err;
    }
  }
}
