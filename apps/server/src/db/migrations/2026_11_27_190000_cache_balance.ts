import { type Kysely, sql } from 'kysely';

/**
 * Change notices for the in-process balance cache (docs/decisions/019-hot-path-caches.md):
 * `b:<customer id>` when a player's cash or bonus account moves (the ledger's own trigger
 * updates these columns on every transfer), and when a bonus of theirs starts, ends or changes
 * its expiry (the bonus part of the balance counts only while its bonus is active and unexpired).
 * PostgreSQL sends one notice per customer and transaction, when it commits.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`create function lalebet_cache_balance_changed() returns trigger language plpgsql as $$
    begin
      perform pg_notify('lalebet_cache', 'b:' || coalesce(new.customer_id, old.customer_id));
      return null;
    end $$`.execute(db);
  await sql`create trigger lalebet_cache_balance_changed
    after update of credits_posted, debits_posted, debits_pending on ledger_account
    for each row when (new.customer_id is not null)
    execute function lalebet_cache_balance_changed()`.execute(db);
  await sql`create trigger lalebet_cache_bonus_changed
    after insert or delete on customer_bonus
    for each row execute function lalebet_cache_balance_changed()`.execute(db);
  await sql`create trigger lalebet_cache_bonus_updated
    after update of status, expires_at on customer_bonus
    for each row when ((old.status, old.expires_at) is distinct from (new.status, new.expires_at))
    execute function lalebet_cache_balance_changed()`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop trigger if exists lalebet_cache_bonus_updated on customer_bonus`.execute(db);
  await sql`drop trigger if exists lalebet_cache_bonus_changed on customer_bonus`.execute(db);
  await sql`drop trigger if exists lalebet_cache_balance_changed on ledger_account`.execute(db);
  await sql`drop function if exists lalebet_cache_balance_changed()`.execute(db);
}
