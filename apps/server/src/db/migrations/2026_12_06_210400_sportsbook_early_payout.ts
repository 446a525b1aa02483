import { type Kysely, sql } from 'kysely';

/**
 * Early payout (docs/decisions/075-early-payout.md): a pre-match 1X2 leg whose team led by the
 * operator's margin is won from then on, whatever the final result. The leg keeps when and at
 * which score; once set, the mark and the leg's result never change again.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('sb_bet_leg')
    .addColumn('early_won_at', 'timestamptz')
    .addColumn('early_score', 'text')
    .execute();
  await sql`alter table sb_bet_leg add constraint sb_bet_leg_early_won
    check (early_won_at is null or (result = 'won' and early_score is not null))`.execute(db);
  await sql`
    create function sb_bet_leg_early_once() returns trigger language plpgsql as $$
    begin
      if old.early_won_at is not null and (new.early_won_at is distinct from old.early_won_at
         or new.early_score is distinct from old.early_score or new.result <> 'won') then
        raise exception 'sb_bet_leg: an early payout is settled once and never taken back';
      end if;
      return new;
    end $$`.execute(db);
  await sql`create trigger sb_bet_leg_early_once before update on sb_bet_leg
    for each row execute function sb_bet_leg_early_once()`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop trigger sb_bet_leg_early_once on sb_bet_leg`.execute(db);
  await sql`drop function sb_bet_leg_early_once()`.execute(db);
  await sql`alter table sb_bet_leg drop constraint sb_bet_leg_early_won`.execute(db);
  await db.schema.alterTable('sb_bet_leg').dropColumn('early_won_at').dropColumn('early_score').execute();
}
