import { type Kysely, sql } from 'kysely';

/**
 * Turkish coupon rules (docs/decisions/070-turkish-coupon-rules.md): a system bet's bankers
 * (`sb_bet_leg.banker`, in every line) and a coupon's misli (`sb_bet.misli`, the coupon played n
 * times: the stored stake per line is already n times the player's, so settlement is unchanged
 * and the column tells the bet's history how it was played). Both join the immutability triggers.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`alter table sb_bet_leg add column banker boolean not null default false`.execute(db);
  await sql`alter table sb_bet
    add column misli smallint not null default 1 check (misli between 1 and 100),
    add constraint sb_bet_misli_stake check (stake_per_line % misli = 0)`.execute(db);
  await frozen(db, true);
}

export async function down(db: Kysely<any>): Promise<void> {
  await frozen(db, false);
  await sql`alter table sb_bet drop constraint sb_bet_misli_stake, drop column misli`.execute(db);
  await sql`alter table sb_bet_leg drop column banker`.execute(db);
}

/** The trigger functions of 2026_11_29_120000 (sb_bet) and 2026_12_06_200600 (sb_bet_leg), with or without the new columns. */
async function frozen(db: Kysely<any>, withRules: boolean): Promise<void> {
  const misli = sql.raw(withRules ? 'or new.misli <> old.misli' : '');
  const banker = sql.raw(withRules ? 'or new.banker <> old.banker' : '');
  await sql`
    create or replace function sb_bet_frozen() returns trigger language plpgsql as $$
    begin
      if new.total_stake <> old.total_stake or new.stake_per_line <> old.stake_per_line
         or new.customer_id <> old.customer_id or new.kind <> old.kind
         or new.system_sizes is distinct from old.system_sizes
         or new.bonus_stake <> old.bonus_stake or new.customer_bonus_id is distinct from old.customer_bonus_id
         ${misli} then
        raise exception 'sb_bet: stake and owner are immutable';
      end if;
      return new;
    end $$`.execute(db);
  await sql`
    create or replace function sb_bet_leg_frozen() returns trigger language plpgsql as $$
    begin
      if new.outcome_id <> old.outcome_id or new.event_id <> old.event_id
         or new.market_id <> old.market_id or new.specifiers <> old.specifiers ${banker}
         or (new.odds_milli <> old.odds_milli and not exists (
           select 1 from sb_bet b where b.id = new.bet_id and b.status = 'pending')) then
        raise exception 'sb_bet_leg: accepted odds and selection are immutable';
      end if;
      return new;
    end $$`.execute(db);
}
