import { type Kysely, sql } from 'kysely';

/**
 * Creating, copying and resuming a bonus definition wait for a second holder of
 * `bonuses:manage` (docs/decisions/042-bonus-definitions-four-eyes.md). The request carries the
 * approval columns of docs/decisions/035-four-eyes-approvals.md and the same backstops as
 * `bonus_grant_request`: immutable, decided once, never by its requester, executed only with
 * the definition it made or resumed. No player benefits from it: `customer_id` stays null.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    create table bonus_definition_request (
      id bigint generated always as identity primary key,
      customer_id bigint check (customer_id is null),
      action text not null check (action in ('create', 'clone', 'resume')),
      source_id integer references bonus_definition (id),
      terms jsonb not null,
      amount bigint not null check (amount >= 0),
      payload_hash text not null,
      status text not null check (status in ('pending', 'executed', 'rejected')),
      requested_by bigint not null references admin_user (id),
      requested_at timestamptz not null,
      expires_at timestamptz not null,
      decided_by bigint references admin_user (id),
      decided_at timestamptz,
      decision_reason text,
      definition_id integer references bonus_definition (id),
      constraint bonus_definition_request_source check ((action = 'create') = (source_id is null)),
      constraint bonus_definition_request_four_eyes check (decided_by is null or decided_by <> requested_by),
      constraint bonus_definition_request_executed check ((status = 'executed') = (definition_id is not null))
    )`.execute(db);
  await sql`create index bonus_definition_request_queue_idx on bonus_definition_request (status, requested_at)`.execute(
    db,
  );
  await sql`
    create function bonus_definition_request_guard() returns trigger language plpgsql as $$
    begin
      if old.status <> 'pending' then
        raise exception 'bonus_definition_request: a decided request is final' using errcode = 'P0001',
          hint = 'approval_final';
      end if;
      if (new.action, new.source_id, new.terms, new.amount, new.payload_hash, new.requested_by,
          new.requested_at, new.expires_at)
         is distinct from (old.action, old.source_id, old.terms, old.amount, old.payload_hash,
          old.requested_by, old.requested_at, old.expires_at) then
        raise exception 'bonus_definition_request: a request is immutable' using errcode = 'P0001',
          hint = 'approval_final';
      end if;
      return new;
    end $$`.execute(db);
  await sql`create trigger bonus_definition_request_guard before update on bonus_definition_request
    for each row execute function bonus_definition_request_guard()`.execute(db);
  await sql`create trigger bonus_definition_request_no_delete before delete on bonus_definition_request
    for each row execute function bonus_definition_request_guard()`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop table bonus_definition_request`.execute(db);
  await sql`drop function bonus_definition_request_guard`.execute(db);
}
