import { type Kysely, sql } from 'kysely';

/**
 * Change notices for the in-process caches (docs/decisions/019-hot-path-caches.md). Every
 * process LISTENs on `lalebet_cache`; PostgreSQL delivers a notice only when its transaction
 * commits, whichever code path (or an operator's SQL) made the change:
 * - `t:<table>` after any write to a table of public content or site options;
 * - `s:<session id>` when a customer session ends or is deleted;
 * - `c:<customer id>` when the customer fields a session carries change.
 * Also the Top Winners card's index: its query takes the biggest wins first.
 */
const CONTENT_TABLES = [
  'site_option',
  'slider_slide',
  'content_category',
  'content_page',
  'popup',
  'site_domain',
  'translation',
  'language',
  'promotion',
  'bonus_definition',
];

export async function up(db: Kysely<any>): Promise<void> {
  await sql`create function lalebet_cache_table_changed() returns trigger language plpgsql as $$
    begin
      perform pg_notify('lalebet_cache', 't:' || tg_table_name);
      return null;
    end $$`.execute(db);
  for (const table of CONTENT_TABLES) {
    await sql`create trigger lalebet_cache_changed
      after insert or update or delete or truncate on ${sql.table(table)}
      for each statement execute function lalebet_cache_table_changed()`.execute(db);
  }

  await sql`create function lalebet_cache_session_ended() returns trigger language plpgsql as $$
    begin
      perform pg_notify('lalebet_cache', 's:' || old.id);
      return null;
    end $$`.execute(db);
  await sql`create trigger lalebet_cache_session_ended
    after update of ended_at on customer_session
    for each row when (old.ended_at is null and new.ended_at is not null)
    execute function lalebet_cache_session_ended()`.execute(db);
  await sql`create trigger lalebet_cache_session_deleted
    after delete on customer_session
    for each row execute function lalebet_cache_session_ended()`.execute(db);

  await sql`create function lalebet_cache_customer_changed() returns trigger language plpgsql as $$
    begin
      perform pg_notify('lalebet_cache', 'c:' || old.id);
      return null;
    end $$`.execute(db);
  await sql`create trigger lalebet_cache_customer_changed
    after update of username, username_key, email, locale on customer
    for each row when (
      (old.username, old.username_key, old.email, old.locale)
        is distinct from (new.username, new.username_key, new.email, new.locale))
    execute function lalebet_cache_customer_changed()`.execute(db);

  await sql`create index game_round_biggest_wins on game_round (win desc, updated_at desc) where win > 0`.execute(
    db,
  );
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop index if exists game_round_biggest_wins`.execute(db);
  await sql`drop trigger if exists lalebet_cache_customer_changed on customer`.execute(db);
  await sql`drop trigger if exists lalebet_cache_session_deleted on customer_session`.execute(db);
  await sql`drop trigger if exists lalebet_cache_session_ended on customer_session`.execute(db);
  for (const table of CONTENT_TABLES) {
    await sql`drop trigger if exists lalebet_cache_changed on ${sql.table(table)}`.execute(db);
  }
  await sql`drop function if exists lalebet_cache_customer_changed()`.execute(db);
  await sql`drop function if exists lalebet_cache_session_ended()`.execute(db);
  await sql`drop function if exists lalebet_cache_table_changed()`.execute(db);
}
