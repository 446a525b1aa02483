import { type Kysely, sql } from 'kysely';

/**
 * A bet placed in one round trip carries its own conditions (no protection state, no sports
 * bonus, the cached account ids still right) and calls this when one does not hold: the error
 * aborts the statement and every write with it, and the placement takes the ordinary path
 * (docs/decisions/039-pipelined-statements-and-balance-notices.md, "Sixth pass").
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    create function sb_decline(p_reason text) returns boolean
    language plpgsql as $$
    begin
      raise exception 'sportsbook: one-trip placement declined (%)', p_reason
        using errcode = 'P0001', hint = 'sb_decline_' || p_reason;
    end $$`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop function sb_decline(text)`.execute(db);
}
