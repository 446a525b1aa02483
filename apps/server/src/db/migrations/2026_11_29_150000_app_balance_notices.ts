import { type Kysely, sql } from 'kysely';

/**
 * A transaction may take over its own balance notices
 * (docs/decisions/039-pipelined-statements-and-balance-notices.md): when it sets
 * `lalebet.balance_notice` to 'app', the balance trigger sends nothing and the app sends
 * `b:<customer id>` itself once the transaction has committed. PostgreSQL serialises every
 * committing transaction that has notified, across the whole server, until its commit is on disk.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`create or replace function lalebet_cache_balance_changed() returns trigger language plpgsql as $$
    begin
      if current_setting('lalebet.balance_notice', true) = 'app' then
        return null;
      end if;
      perform pg_notify('lalebet_cache', 'b:' || coalesce(new.customer_id, old.customer_id));
      return null;
    end $$`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`create or replace function lalebet_cache_balance_changed() returns trigger language plpgsql as $$
    begin
      perform pg_notify('lalebet_cache', 'b:' || coalesce(new.customer_id, old.customer_id));
      return null;
    end $$`.execute(db);
}
