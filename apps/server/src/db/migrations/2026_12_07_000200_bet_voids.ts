import { type Kysely, sql } from 'kysely';

/**
 * Voids by the trading desk (docs/decisions/079-bet-voids-and-player-limits.md). A voided bet
 * carries `voided_at`: settlement no longer moves it, whatever its lines do later. Every void is
 * a request with the approval columns of docs/decisions/035-four-eyes-approvals.md: executed at
 * once below the threshold (no expiry, like a small adjustment), else waiting for a second
 * sportsbook:settle holder. A bet has at most one void pending or executed.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`alter table sb_bet add column voided_at timestamptz`.execute(db);
  await sql`
    create table sb_bet_void_request (
      id bigint generated always as identity primary key,
      bet_id uuid not null references sb_bet (id),
      customer_id bigint not null references customer (id),
      reason text not null,
      amount bigint not null check (amount >= 0),
      payload_hash text not null,
      status text not null check (status in ('pending', 'executed', 'rejected')),
      requested_by bigint not null references admin_user (id),
      requested_at timestamptz not null,
      expires_at timestamptz,
      decided_by bigint references admin_user (id),
      decided_at timestamptz,
      decision_reason text,
      constraint sb_bet_void_request_four_eyes check (decided_by is null or decided_by <> requested_by)
    )`.execute(db);
  await sql`create unique index sb_bet_void_request_once on sb_bet_void_request (bet_id)
    where status in ('pending', 'executed')`.execute(db);
  await sql`create index sb_bet_void_request_queue_idx on sb_bet_void_request (status, requested_at)`.execute(
    db,
  );
  await sql`
    create function sb_bet_void_request_guard() returns trigger language plpgsql as $$
    begin
      if tg_op = 'DELETE' or old.status <> 'pending' then
        raise exception 'sb_bet_void_request: a decided request is final' using errcode = 'P0001',
          hint = 'approval_final';
      end if;
      if (new.bet_id, new.customer_id, new.reason, new.amount, new.payload_hash, new.requested_by,
          new.requested_at, new.expires_at)
         is distinct from (old.bet_id, old.customer_id, old.reason, old.amount, old.payload_hash,
          old.requested_by, old.requested_at, old.expires_at) then
        raise exception 'sb_bet_void_request: a request is immutable' using errcode = 'P0001',
          hint = 'approval_final';
      end if;
      return new;
    end $$`.execute(db);
  await sql`create trigger sb_bet_void_request_guard before update or delete on sb_bet_void_request
    for each row execute function sb_bet_void_request_guard()`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop table sb_bet_void_request`.execute(db);
  await sql`drop function sb_bet_void_request_guard`.execute(db);
  await sql`alter table sb_bet drop column voided_at`.execute(db);
}
