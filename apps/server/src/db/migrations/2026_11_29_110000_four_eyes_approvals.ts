import { type Kysely, sql } from 'kysely';

/**
 * Four-eyes for staff bonus grants, and the beneficiary rule
 * (docs/decisions/035-four-eyes-approvals.md). `bonus_grant_request` carries the same approval
 * columns and the same database backstops as `admin_adjustment`: an immutable request, a final
 * decision, no self-approval, no executed row without its effect. A staff account may name its
 * own player account (`admin_user.customer_id`); then it neither requests nor decides a request
 * for that player, in either table, whatever the service does.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`alter table admin_user add column customer_id bigint references customer (id)`.execute(db);
  await sql`create index admin_user_customer_idx on admin_user (customer_id) where customer_id is not null`.execute(
    db,
  );

  await sql`
    create table bonus_grant_request (
      id bigint generated always as identity primary key,
      customer_id bigint not null references customer (id),
      definition_id integer not null references bonus_definition (id),
      amount bigint not null check (amount > 0),
      reason text not null,
      payload_hash text not null,
      status text not null check (status in ('pending', 'executed', 'rejected')),
      requested_by bigint not null references admin_user (id),
      requested_at timestamptz not null,
      expires_at timestamptz not null,
      decided_by bigint references admin_user (id),
      decided_at timestamptz,
      decision_reason text,
      customer_bonus_id bigint references customer_bonus (id),
      constraint bonus_grant_request_four_eyes check (decided_by is null or decided_by <> requested_by),
      constraint bonus_grant_request_executed check ((status = 'executed') = (customer_bonus_id is not null))
    )`.execute(db);
  await sql`create index bonus_grant_request_queue_idx on bonus_grant_request (status, requested_at)`.execute(
    db,
  );
  await sql`create index bonus_grant_request_customer_idx on bonus_grant_request (customer_id)`.execute(db);
  await sql`
    create function bonus_grant_request_guard() returns trigger language plpgsql as $$
    begin
      if old.status <> 'pending' then
        raise exception 'bonus_grant_request: a decided request is final' using errcode = 'P0001',
          hint = 'approval_final';
      end if;
      if (new.customer_id, new.definition_id, new.amount, new.reason, new.payload_hash,
          new.requested_by, new.requested_at, new.expires_at)
         is distinct from (old.customer_id, old.definition_id, old.amount, old.reason,
          old.payload_hash, old.requested_by, old.requested_at, old.expires_at) then
        raise exception 'bonus_grant_request: a request is immutable' using errcode = 'P0001',
          hint = 'approval_final';
      end if;
      return new;
    end $$`.execute(db);
  await sql`create trigger bonus_grant_request_guard before update on bonus_grant_request
    for each row execute function bonus_grant_request_guard()`.execute(db);
  await sql`create trigger bonus_grant_request_no_delete before delete on bonus_grant_request
    for each row execute function bonus_grant_request_guard()`.execute(db);

  // Both request tables name the player (customer_id), the requester and the decider alike.
  await sql`
    create function approval_beneficiary_guard() returns trigger language plpgsql as $$
    declare
      staff bigint;
    begin
      if tg_op = 'INSERT' then
        staff := new.requested_by;
      elsif new.decided_by is distinct from old.decided_by then
        staff := new.decided_by;
      else
        return new;
      end if;
      if exists (select 1 from admin_user a where a.id = staff and a.customer_id = new.customer_id) then
        raise exception '%: the staff member is the beneficiary', tg_table_name using errcode = 'P0001',
          hint = 'approval_beneficiary';
      end if;
      return new;
    end $$`.execute(db);
  for (const table of ['admin_adjustment', 'bonus_grant_request']) {
    await sql`create trigger ${sql.raw(`${table}_beneficiary`)} before insert or update on ${sql.table(table)}
      for each row execute function approval_beneficiary_guard()`.execute(db);
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop trigger admin_adjustment_beneficiary on admin_adjustment`.execute(db);
  await sql`drop table bonus_grant_request`.execute(db);
  await sql`drop function bonus_grant_request_guard`.execute(db);
  await sql`drop function approval_beneficiary_guard`.execute(db);
  await sql`alter table admin_user drop column customer_id`.execute(db);
}
