import { type Kysely, sql } from 'kysely';

/**
 * Bonus money on sports bets (docs/decisions/012-bonuses.md, "Sports bets"):
 *  - `bonus_definition`: whether the bonus balance may pay a sports stake, the percent of a
 *    settled bet's stake that counts towards wagering, the smallest total odds that counts (in
 *    thousandths, like a leg's odds) and whether system bets count. The defaults keep every
 *    existing offer as it was: no sports.
 *  - `sb_bet`: the customer bonus the bet is tied to (active at placement, its definition has
 *    sports rules), what the current settlement paid back as bonus money (`bonus_payout`, null
 *    when it paid everything as cash) and what it counted towards wagering (`wagering_counted`),
 *    so a correction takes exactly that back. The bonus part of the stake and its bonus join the
 *    immutability trigger.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`alter table bonus_definition
    add column sports_stake boolean not null default false,
    add column sports_contribution smallint not null default 0
      check (sports_contribution between 0 and 100),
    add column sports_min_odds_milli integer not null default 1500
      check (sports_min_odds_milli >= 1000),
    add column sports_system_bets boolean not null default false`.execute(db);

  await sql`alter table sb_bet
    add column customer_bonus_id bigint references customer_bonus(id),
    add column bonus_payout bigint check (bonus_payout >= 0),
    add column wagering_counted bigint not null default 0 check (wagering_counted >= 0),
    add constraint sb_bet_bonus_stake check (bonus_stake between 0 and total_stake)`.execute(db);
  await frozen(db, true);
}

export async function down(db: Kysely<any>): Promise<void> {
  await frozen(db, false);
  await sql`alter table sb_bet
    drop constraint sb_bet_bonus_stake,
    drop column wagering_counted,
    drop column bonus_payout,
    drop column customer_bonus_id`.execute(db);
  await sql`alter table bonus_definition
    drop column sports_system_bets,
    drop column sports_min_odds_milli,
    drop column sports_contribution,
    drop column sports_stake`.execute(db);
}

/** The trigger function of 2026_11_27_250000 (stake, owner, sizes), with or without the bonus part. */
async function frozen(db: Kysely<any>, withBonus: boolean): Promise<void> {
  const bonus = sql.raw(
    withBonus
      ? 'or new.bonus_stake <> old.bonus_stake or new.customer_bonus_id is distinct from old.customer_bonus_id'
      : '',
  );
  await sql`
    create or replace function sb_bet_frozen() returns trigger language plpgsql as $$
    begin
      if new.total_stake <> old.total_stake or new.stake_per_line <> old.stake_per_line
         or new.customer_id <> old.customer_id or new.kind <> old.kind
         or new.system_sizes is distinct from old.system_sizes ${bonus} then
        raise exception 'sb_bet: stake and owner are immutable';
      end if;
      return new;
    end $$`.execute(db);
}
