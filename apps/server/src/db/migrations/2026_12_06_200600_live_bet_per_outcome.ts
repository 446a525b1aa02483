import { type Kysely, sql } from 'kysely';

/**
 * Live bets decided per chosen outcome (docs/decisions/060-live-bets-decided-per-outcome.md):
 * each leg keeps its line's suspension count at placement, and a pending bet's leg may take the
 * price its policy accepted when the delay ends; once the bet is no longer pending its odds are
 * frozen as before (invariant S4).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('sb_bet_leg')
    .addColumn('suspensions', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await sql`
    create or replace function sb_bet_leg_frozen() returns trigger language plpgsql as $$
    begin
      if new.outcome_id <> old.outcome_id or new.event_id <> old.event_id
         or new.market_id <> old.market_id or new.specifiers <> old.specifiers
         or (new.odds_milli <> old.odds_milli and not exists (
           select 1 from sb_bet b where b.id = new.bet_id and b.status = 'pending')) then
        raise exception 'sb_bet_leg: accepted odds and selection are immutable';
      end if;
      return new;
    end $$`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`
    create or replace function sb_bet_leg_frozen() returns trigger language plpgsql as $$
    begin
      if new.odds_milli <> old.odds_milli or new.outcome_id <> old.outcome_id
         or new.event_id <> old.event_id or new.market_id <> old.market_id
         or new.specifiers <> old.specifiers then
        raise exception 'sb_bet_leg: accepted odds and selection are immutable';
      end if;
      return new;
    end $$`.execute(db);
  await db.schema.alterTable('sb_bet_leg').dropColumn('suspensions').execute();
}
