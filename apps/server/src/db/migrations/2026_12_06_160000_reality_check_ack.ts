import type { Kysely } from 'kysely';

/**
 * The reality check enforced on the server (docs/decisions/046-protection-gaps.md): the player's
 * last acknowledgement. A stake is refused REALITY_CHECK_DUE once the interval has passed since
 * the later of the latest login and this moment.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('rg_settings').addColumn('reality_ack_at', 'timestamptz').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('rg_settings').dropColumn('reality_ack_at').execute();
}
