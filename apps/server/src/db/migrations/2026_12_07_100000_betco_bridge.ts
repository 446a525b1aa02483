import { type Kysely, sql } from 'kysely';

/**
 * The betco e-sports frame (docs/decisions/097-betco-esports-frame.md): the shared framed-book
 * tables' shape (core/sportsbook-wallet/tables.ts), one pair per provider.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    create table betco_launch (
      token_hash text primary key,
      customer_id bigint not null references customer (id),
      currency text not null,
      launch_expires_at timestamptz not null,
      exchanged_at timestamptz,
      expires_at timestamptz not null,
      created_at timestamptz not null default now()
    )`.execute(db);
  await sql`create index betco_launch_expires_idx on betco_launch (expires_at)`.execute(db);
  await sql`
    create table betco_bet (
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
  await sql`create index betco_bet_customer_idx on betco_bet (customer_id, created_at)`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop table betco_bet`.execute(db);
  await sql`drop table betco_launch`.execute(db);
}
