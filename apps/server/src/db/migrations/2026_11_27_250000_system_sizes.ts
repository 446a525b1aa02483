import { type Kysely, sql } from 'kysely';

/**
 * System bets with several combination sizes (docs/decisions/022-sportsbook-settlement-and-rounding.md,
 * "Named systems"): `system_size smallint` becomes `system_sizes smallint[]` (a "3/4" is {3}, a
 * Trixie {2,3}). Existing system bets keep their size as a one-element set. The sizes decide the
 * payout, so they join the stake in the immutability trigger.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`alter table sb_bet add column system_sizes smallint[]`.execute(db);
  await sql`update sb_bet set system_sizes = array[system_size] where system_size is not null`.execute(db);
  await sql`alter table sb_bet drop column system_size`.execute(db);
  await sql`alter table sb_bet add constraint sb_bet_system_sizes check (
    (kind = 'system') = (system_sizes is not null)
    and (system_sizes is null or cardinality(system_sizes) >= 1))`.execute(db);
  await frozen(db, true);
}

export async function down(db: Kysely<any>): Promise<void> {
  await frozen(db, false);
  await sql`alter table sb_bet drop constraint if exists sb_bet_system_sizes`.execute(db);
  await sql`alter table sb_bet add column system_size smallint`.execute(db);
  // A bet of several sizes has no one-size form: it keeps its smallest size (lossy, like any down).
  await sql`update sb_bet set system_size = system_sizes[1] where system_sizes is not null`.execute(db);
  await sql`alter table sb_bet drop column system_sizes`.execute(db);
}

/** The trigger function of 2026_11_27_100000, with or without the sizes. */
async function frozen(db: Kysely<any>, withSizes: boolean): Promise<void> {
  const sizes = sql.raw(withSizes ? 'or new.system_sizes is distinct from old.system_sizes' : '');
  await sql`
    create or replace function sb_bet_frozen() returns trigger language plpgsql as $$
    begin
      if new.total_stake <> old.total_stake or new.stake_per_line <> old.stake_per_line
         or new.customer_id <> old.customer_id or new.kind <> old.kind ${sizes} then
        raise exception 'sb_bet: stake and owner are immutable';
      end if;
      return new;
    end $$`.execute(db);
}
