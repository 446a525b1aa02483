import { type Kysely, sql } from 'kysely';

/**
 * National self-exclusion registers (docs/decisions/032-national-registers.md): the last answer
 * of GAMSTOP or Spelpaus per customer. `excluded` is the last successful answer and blocks play
 * and login while true; a failed lookup leaves it as it was and only records the error.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    create table rg_register_status (
      customer_id bigint primary key references customer(id),
      register text not null check (register in ('gamstop', 'spelpaus')),
      excluded boolean not null,
      -- the last successful lookup, and since when the register has answered "excluded"
      checked_at timestamptz,
      excluded_since timestamptz,
      last_error_at timestamptz,
      last_error text check (length(last_error) <= 200),
      updated_at timestamptz not null
    )`.execute(db);
  await sql`create index rg_register_status_excluded_idx on rg_register_status (register, updated_at)
    where excluded`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop table rg_register_status`.execute(db);
}
