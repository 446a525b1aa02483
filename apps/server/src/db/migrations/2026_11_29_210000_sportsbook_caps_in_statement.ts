import { type Kysely, sql } from 'kysely';

/**
 * The bet's write checks the per-event stake cap and the liability cap itself, so that the
 * commit can go with it and nothing is decided after it
 * (docs/decisions/039-pipelined-statements-and-balance-notices.md, "Fifth pass"). The statement
 * calls this when a cap is passed: the error aborts it, every write of the bet with it, and
 * carries what the refusal reports (the stake already on the event and the worst liability with
 * this bet) in its detail.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    create function sb_refuse_over_cap(p_cap text, p_most numeric, p_worst numeric) returns boolean
    language plpgsql as $$
    begin
      raise exception 'sportsbook: % cap passed', p_cap
        using errcode = 'P0001', hint = 'sb_cap_' || p_cap, detail = p_most || ',' || p_worst;
    end $$`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop function sb_refuse_over_cap(text, numeric, numeric)`.execute(db);
}
