import { type Kysely, sql } from 'kysely';

/**
 * Age and identity for player protection (docs/decisions/027-age-and-country.md): each country's
 * minimum age (18 unless its law says more), and the indexes the look-alike check of a new
 * sign-up reads (same phone, same birth date, same device as an excluded person).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('country')
    .addColumn('min_age', 'smallint', (c) =>
      c
        .notNull()
        .defaultTo(18)
        .check(sql`min_age between 16 and 25`),
    )
    .execute();
  await db.schema.createIndex('customer_phone_idx').on('customer').column('phone').execute();
  await db.schema.createIndex('customer_birth_date_idx').on('customer').column('birth_date').execute();
  await db.schema
    .createIndex('customer_session_fingerprint_idx')
    .on('customer_session')
    .column('fingerprint')
    .where(sql.ref('fingerprint'), 'is not', null)
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('customer_session_fingerprint_idx').execute();
  await db.schema.dropIndex('customer_birth_date_idx').execute();
  await db.schema.dropIndex('customer_phone_idx').execute();
  await db.schema.alterTable('country').dropColumn('min_age').execute();
}
