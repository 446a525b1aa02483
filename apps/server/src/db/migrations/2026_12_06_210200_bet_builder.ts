import { type Kysely, sql } from 'kysely';

/**
 * Bet builder (docs/decisions/072-bet-builder.md): a fourth bet kind, `builder`, whose legs are
 * outcomes of one event priced as a whole by the custom-bet service. The combined price the bet
 * was booked at is kept beside the legs' own prices (settlement pays stake x that price when every
 * leg wins); it exists exactly for builder bets and, like the stake, never changes once written.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`alter table sb_bet drop constraint sb_bet_kind_check`.execute(db);
  await sql`alter table sb_bet add constraint sb_bet_kind_check
    check (kind in ('single', 'multiple', 'system', 'builder'))`.execute(db);
  await sql`alter table sb_bet add column builder_odds_milli integer
    check (builder_odds_milli > 1000)`.execute(db);
  await sql`alter table sb_bet add constraint sb_bet_builder_odds
    check ((kind = 'builder') = (builder_odds_milli is not null))`.execute(db);
  await sql`
    create or replace function sb_bet_builder_frozen() returns trigger language plpgsql as $$
    begin
      if new.builder_odds_milli is distinct from old.builder_odds_milli then
        raise exception 'sb_bet: the builder price is immutable';
      end if;
      return new;
    end $$`.execute(db);
  await sql`create trigger sb_bet_builder_frozen before update on sb_bet
    for each row execute function sb_bet_builder_frozen()`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop trigger if exists sb_bet_builder_frozen on sb_bet`.execute(db);
  await sql`drop function if exists sb_bet_builder_frozen()`.execute(db);
  await sql`alter table sb_bet drop constraint if exists sb_bet_builder_odds`.execute(db);
  await sql`alter table sb_bet drop column builder_odds_milli`.execute(db);
  await sql`alter table sb_bet drop constraint sb_bet_kind_check`.execute(db);
  await sql`alter table sb_bet add constraint sb_bet_kind_check
    check (kind in ('single', 'multiple', 'system'))`.execute(db);
}
