import { type Kysely, sql } from 'kysely';

/**
 * The desk's limits per sport, tournament or market type
 * (docs/decisions/084-exposure-of-open-bets-and-scoped-limits.md): one row per scope in force
 * (kuruş; null leaves that part to the wider scope), kept in every process's memory and reloaded
 * on the `t:` change notice (docs/decisions/019-hot-path-caches.md). A looser setting is a request
 * with the approval columns of docs/decisions/035-four-eyes-approvals.md, waiting for a second
 * sportsbook:limits holder; it concerns no player (customer_id null).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    create table sb_scope_limit (
      scope text not null check (scope in ('sport', 'tournament', 'market')),
      scope_key text not null,
      max_stake bigint check (max_stake > 0),
      max_liability bigint check (max_liability > 0),
      reason text not null,
      updated_by bigint not null references admin_user (id),
      updated_at timestamptz not null,
      primary key (scope, scope_key),
      constraint sb_scope_limit_some check (max_stake is not null or max_liability is not null)
    )`.execute(db);
  await sql`create trigger lalebet_cache_changed
    after insert or update or delete or truncate on sb_scope_limit
    for each statement execute function lalebet_cache_table_changed()`.execute(db);
  await sql`
    create table sb_scope_limit_request (
      id bigint generated always as identity primary key,
      scope text not null check (scope in ('sport', 'tournament', 'market')),
      scope_key text not null,
      max_stake bigint,
      max_liability bigint,
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
      constraint sb_scope_limit_request_four_eyes check (decided_by is null or decided_by <> requested_by),
      constraint sb_scope_limit_request_no_player check (customer_id is null)
    )`.execute(db);
  await sql`create index sb_scope_limit_request_queue_idx on sb_scope_limit_request (status, requested_at)`.execute(
    db,
  );
  await sql`
    create function sb_scope_limit_request_guard() returns trigger language plpgsql as $$
    begin
      if tg_op = 'DELETE' or old.status <> 'pending' then
        raise exception 'sb_scope_limit_request: a decided request is final' using errcode = 'P0001',
          hint = 'approval_final';
      end if;
      if (new.scope, new.scope_key, new.max_stake, new.max_liability, new.reason, new.payload_hash,
          new.requested_by, new.requested_at, new.expires_at)
         is distinct from (old.scope, old.scope_key, old.max_stake, old.max_liability, old.reason,
          old.payload_hash, old.requested_by, old.requested_at, old.expires_at) then
        raise exception 'sb_scope_limit_request: a request is immutable' using errcode = 'P0001',
          hint = 'approval_final';
      end if;
      return new;
    end $$`.execute(db);
  await sql`create trigger sb_scope_limit_request_guard before update or delete on sb_scope_limit_request
    for each row execute function sb_scope_limit_request_guard()`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop table sb_scope_limit_request`.execute(db);
  await sql`drop function sb_scope_limit_request_guard`.execute(db);
  await sql`drop table sb_scope_limit`.execute(db);
}
