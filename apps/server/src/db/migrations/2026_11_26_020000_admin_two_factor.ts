import { type Kysely, sql } from 'kysely';

/**
 * Back-office two-factor sign-in (docs/decisions/014-staff-two-factor.md):
 * - admin_user keeps its TOTP secret (RFC 6238), the secret being enrolled, and the last
 *   time-step accepted, so a code is never accepted twice;
 * - admin_recovery_code: ten single-use codes per admin, stored as SHA-256 only;
 * - admin_login_challenge: the short-lived, single-use "second step" a correct password earns;
 * - admin_session.stage: 'enrol' sessions may only enrol TOTP; 'full' sessions open the back office.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('admin_user')
    .addColumn('totp_secret', 'text')
    .addColumn('totp_pending_secret', 'text')
    .addColumn('totp_enrolled_at', 'timestamptz')
    .addColumn('totp_last_step', 'bigint')
    .execute();
  await db.schema
    .createTable('admin_recovery_code')
    .addColumn('id', 'bigint', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('admin_id', 'bigint', (c) => c.notNull().references('admin_user.id').onDelete('cascade'))
    .addColumn('code_hash', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .addColumn('used_at', 'timestamptz')
    .addUniqueConstraint('admin_recovery_code_admin_hash', ['admin_id', 'code_hash'])
    .execute();
  await db.schema
    .createTable('admin_login_challenge')
    .addColumn('id', 'bigint', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('admin_id', 'bigint', (c) => c.notNull().references('admin_user.id').onDelete('cascade'))
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('admin_login_challenge_admin')
    .on('admin_login_challenge')
    .column('admin_id')
    .execute();
  await db.schema
    .alterTable('admin_session')
    .addColumn('stage', 'text', (c) =>
      c
        .notNull()
        .defaultTo('full')
        .check(sql`stage in ('enrol', 'full')`),
    )
    .execute();
  await db.schema.createIndex('admin_session_admin').on('admin_session').column('admin_id').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('admin_session_admin').execute();
  await db.schema.alterTable('admin_session').dropColumn('stage').execute();
  await db.schema.dropTable('admin_login_challenge').execute();
  await db.schema.dropTable('admin_recovery_code').execute();
  await db.schema
    .alterTable('admin_user')
    .dropColumn('totp_secret')
    .dropColumn('totp_pending_secret')
    .dropColumn('totp_enrolled_at')
    .dropColumn('totp_last_step')
    .execute();
}
