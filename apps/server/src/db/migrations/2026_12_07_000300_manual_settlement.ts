import { type Kysely, sql } from 'kysely';

/**
 * Manual grades and market voids by the trading desk
 * (docs/decisions/083-manual-grading-and-market-voids.md). Every one is a request with the
 * approval columns of docs/decisions/035-four-eyes-approvals.md: executed at once below the
 * threshold (no expiry), else waiting for a second sportsbook:settle holder. It concerns no
 * single player (customer_id null); `amount` is the open stake on its lines when asked for.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    create table sb_manual_settlement_request (
      id bigint generated always as identity primary key,
      action text not null check (action in ('grade', 'void')),
      event_id text not null,
      markets jsonb not null,
      reason text not null,
      customer_id bigint,
      amount bigint not null check (amount >= 0),
      payload_hash text not null,
      status text not null check (status in ('pending', 'executed', 'rejected')),
      requested_by bigint not null references admin_user (id),
      requested_at timestamptz not null,
      expires_at timestamptz,
      decided_by bigint references admin_user (id),
      decided_at timestamptz,
      decision_reason text,
      constraint sb_manual_settlement_request_four_eyes check (decided_by is null or decided_by <> requested_by),
      constraint sb_manual_settlement_request_no_player check (customer_id is null)
    )`.execute(db);
  await sql`create index sb_manual_settlement_request_queue_idx
    on sb_manual_settlement_request (status, requested_at)`.execute(db);
  await sql`create index sb_manual_settlement_request_event_idx
    on sb_manual_settlement_request (event_id)`.execute(db);
  await sql`
    create function sb_manual_settlement_request_guard() returns trigger language plpgsql as $$
    begin
      if tg_op = 'DELETE' or old.status <> 'pending' then
        raise exception 'sb_manual_settlement_request: a decided request is final' using errcode = 'P0001',
          hint = 'approval_final';
      end if;
      if (new.action, new.event_id, new.markets, new.reason, new.amount, new.payload_hash,
          new.requested_by, new.requested_at, new.expires_at)
         is distinct from (old.action, old.event_id, old.markets, old.reason, old.amount,
          old.payload_hash, old.requested_by, old.requested_at, old.expires_at) then
        raise exception 'sb_manual_settlement_request: a request is immutable' using errcode = 'P0001',
          hint = 'approval_final';
      end if;
      return new;
    end $$`.execute(db);
  await sql`create trigger sb_manual_settlement_request_guard
    before update or delete on sb_manual_settlement_request
    for each row execute function sb_manual_settlement_request_guard()`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop table sb_manual_settlement_request`.execute(db);
  await sql`drop function sb_manual_settlement_request_guard`.execute(db);
}
