import type { Kysely } from 'kysely';

/**
 * Step-up (docs/decisions/030-four-eyes-adjustments.md): money actions and role changes need a
 * TOTP code entered again within the last minutes. The deadline belongs to one session, so a
 * second login of the same staff member is not stepped up by the first.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('admin_session').addColumn('step_up_until', 'timestamptz').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('admin_session').dropColumn('step_up_until').execute();
}
