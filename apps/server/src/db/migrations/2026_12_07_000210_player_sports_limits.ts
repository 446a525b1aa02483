import { type Kysely, sql } from 'kysely';

/**
 * Per-player sports limits (docs/decisions/079-bet-voids-and-player-limits.md): a factor on the
 * book's stake limits in hundredths (1 = 0.01x .. 200 = 2x), the player's own payout cap (null:
 * the book's) and the sharp flag. Loosening waits for a second sportsbook:limits holder as a
 * request with the approval columns of docs/decisions/035-four-eyes-approvals.md.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    create table sb_customer_limits (
      customer_id bigint primary key references customer (id),
      stake_factor integer not null check (stake_factor between 1 and 200),
      max_payout bigint check (max_payout > 0),
      sharp boolean not null,
      updated_at timestamptz not null,
      updated_by bigint not null references admin_user (id)
    )`.execute(db);
  await sql`
    create table sb_customer_limits_request (
      id bigint generated always as identity primary key,
      customer_id bigint not null references customer (id),
      stake_factor integer not null check (stake_factor between 1 and 200),
      max_payout bigint check (max_payout > 0),
      sharp boolean not null,
      reason text not null,
      amount bigint not null check (amount >= 0),
      payload_hash text not null,
      status text not null check (status in ('pending', 'executed', 'rejected')),
      requested_by bigint not null references admin_user (id),
      requested_at timestamptz not null,
      expires_at timestamptz not null,
      decided_by bigint references admin_user (id),
      decided_at timestamptz,
      decision_reason text,
      constraint sb_customer_limits_request_four_eyes check (decided_by is null or decided_by <> requested_by)
    )`.execute(db);
  await sql`create index sb_customer_limits_request_queue_idx on sb_customer_limits_request (status, requested_at)`.execute(
    db,
  );
  await sql`
    create function sb_customer_limits_request_guard() returns trigger language plpgsql as $$
    begin
      if tg_op = 'DELETE' or old.status <> 'pending' then
        raise exception 'sb_customer_limits_request: a decided request is final' using errcode = 'P0001',
          hint = 'approval_final';
      end if;
      if (new.customer_id, new.stake_factor, new.max_payout, new.sharp, new.reason, new.payload_hash,
          new.requested_by, new.requested_at, new.expires_at)
         is distinct from (old.customer_id, old.stake_factor, old.max_payout, old.sharp, old.reason,
          old.payload_hash, old.requested_by, old.requested_at, old.expires_at) then
        raise exception 'sb_customer_limits_request: a request is immutable' using errcode = 'P0001',
          hint = 'approval_final';
      end if;
      return new;
    end $$`.execute(db);
  await sql`create trigger sb_customer_limits_request_guard before update or delete on sb_customer_limits_request
    for each row execute function sb_customer_limits_request_guard()`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop table sb_customer_limits_request`.execute(db);
  await sql`drop table sb_customer_limits`.execute(db);
  await sql`drop function sb_customer_limits_request_guard`.execute(db);
}
