import { type Kysely, sql } from 'kysely';

/**
 * The feed's market-level void reason (UOF `void_reason` on `bet_settlement` and `bet_cancel`,
 * docs/sportsbook.md §6.7), kept with each fact that can void a leg, on the feed side
 * (`sb_line_result`, `sb_line_cancel`) and on the bets side (`sb_line_settlement`,
 * `sb_settle_cancel`), so the player's bets can say why a leg was void. Null: the message gave
 * none. It never changes a payout.
 */
const TABLES = ['sb_line_result', 'sb_line_cancel', 'sb_line_settlement', 'sb_settle_cancel'];

export async function up(db: Kysely<any>): Promise<void> {
  for (const table of TABLES)
    await sql`alter table ${sql.table(table)} add column void_reason smallint`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of TABLES) await sql`alter table ${sql.table(table)} drop column void_reason`.execute(db);
}
