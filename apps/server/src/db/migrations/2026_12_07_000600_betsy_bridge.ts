import { type Kysely, sql } from 'kysely';

/**
 * BETER's Betsy bridge (docs/decisions/091-betsy-sportsbook-bridge.md): launch tokens (hashed,
 * single-use) and the wallet's calls, one row per (provider transaction id, operation, request).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    create table betsy_launch (
      token_hash text primary key,
      customer_id bigint not null references customer (id),
      currency text not null,
      launch_expires_at timestamptz not null,
      exchanged_at timestamptz,
      expires_at timestamptz not null,
      created_at timestamptz not null default now()
    )`.execute(db);
  await sql`create index betsy_launch_expires_idx on betsy_launch (expires_at)`.execute(db);
  await sql`
    create table betsy_bet (
      transaction_id text primary key,
      customer_id bigint references customer (id),
      currency text not null,
      stake bigint not null check (stake >= 0),
      status text not null check (status in ('open', 'settled', 'unsettled', 'rolledBack', 'refused', 'tombstone')),
      code integer not null,
      payout bigint not null default 0 check (payout >= 0),
      result_type text,
      settlements integer not null default 0,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now()
    )`.execute(db);
  await sql`create index betsy_bet_customer_idx on betsy_bet (customer_id, created_at)`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop table betsy_bet`.execute(db);
  await sql`drop table betsy_launch`.execute(db);
}
