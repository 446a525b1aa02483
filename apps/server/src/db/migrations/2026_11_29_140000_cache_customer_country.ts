import { type Kysely, sql } from 'kysely';

/**
 * The cached customer session also carries the declared country (the country gate reads it on
 * every bet, deposit and launch: docs/decisions/037-bet-placement-speed.md), so a change of
 * `country_id` must evict it like a change of name, e-mail or language.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`drop trigger if exists lalebet_cache_customer_changed on customer`.execute(db);
  await sql`create trigger lalebet_cache_customer_changed
    after update of username, username_key, email, locale, country_id on customer
    for each row when (
      (old.username, old.username_key, old.email, old.locale, old.country_id)
        is distinct from (new.username, new.username_key, new.email, new.locale, new.country_id))
    execute function lalebet_cache_customer_changed()`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop trigger if exists lalebet_cache_customer_changed on customer`.execute(db);
  await sql`create trigger lalebet_cache_customer_changed
    after update of username, username_key, email, locale on customer
    for each row when (
      (old.username, old.username_key, old.email, old.locale)
        is distinct from (new.username, new.username_key, new.email, new.locale))
    execute function lalebet_cache_customer_changed()`.execute(db);
}
