import { type Kysely, sql } from 'kysely';

/**
 * Staff account lifecycle (docs/decisions/044-staff-lifecycle.md):
 * - one person, one staff account: a unique e-mail (case-insensitive) and a unique phone; older
 *   accounts have neither until an administrator sets them;
 * - `created_by`: who asked for the account (the approval rules read it);
 * - invited accounts have no password until the invitation (single use, hashed token) is used;
 * - `disabled_at`: a disabled account neither logs in nor keeps a session;
 * - `staff_request`: four-eyes for accounts and role grants carrying a money permission, with
 *   the approval columns and backstops of docs/decisions/035-four-eyes-approvals.md. It names
 *   no player: `customer_id` is null and `amount` 0.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`alter table admin_user
    add column email text,
    add column phone text,
    add column created_by bigint references admin_user (id),
    add column disabled_at timestamptz,
    add column disabled_by bigint references admin_user (id),
    add column disabled_reason text,
    alter column password_hash drop not null`.execute(db);
  await sql`create unique index admin_user_email_key on admin_user (lower(email)) where email is not null`.execute(
    db,
  );
  await sql`create unique index admin_user_phone_key on admin_user (phone) where phone is not null`.execute(
    db,
  );

  await sql`
    create table staff_invitation (
      id bigint generated always as identity primary key,
      admin_id bigint not null references admin_user (id) on delete cascade,
      token_hash text not null unique,
      created_by bigint references admin_user (id),
      created_at timestamptz not null,
      expires_at timestamptz not null,
      used_at timestamptz
    )`.execute(db);
  await sql`create index staff_invitation_admin_idx on staff_invitation (admin_id)`.execute(db);

  await sql`
    create table staff_request (
      id bigint generated always as identity primary key,
      action text not null check (action in ('create', 'roles')),
      staff_id bigint references admin_user (id),
      username text not null,
      email text,
      phone text,
      roles text[] not null,
      link_customer_id bigint references customer (id),
      customer_id bigint check (customer_id is null),
      amount bigint not null default 0 check (amount = 0),
      payload_hash text not null,
      status text not null check (status in ('pending', 'executed', 'rejected')),
      requested_by bigint not null references admin_user (id),
      requested_at timestamptz not null,
      expires_at timestamptz not null,
      decided_by bigint references admin_user (id),
      decided_at timestamptz,
      decision_reason text,
      constraint staff_request_four_eyes check (decided_by is null or decided_by <> requested_by),
      constraint staff_request_not_own_grant check (decided_by is null or staff_id is null or decided_by <> staff_id),
      constraint staff_request_target check (action = 'create' or staff_id is not null),
      constraint staff_request_executed check (status <> 'executed' or staff_id is not null)
    )`.execute(db);
  await sql`create index staff_request_queue_idx on staff_request (status, requested_at)`.execute(db);
  await sql`
    create function staff_request_guard() returns trigger language plpgsql as $$
    begin
      if old.status <> 'pending' then
        raise exception 'staff_request: a decided request is final' using errcode = 'P0001',
          hint = 'approval_final';
      end if;
      if (new.action, new.username, new.email, new.phone, new.roles, new.link_customer_id,
          new.payload_hash, new.requested_by, new.requested_at, new.expires_at)
         is distinct from (old.action, old.username, old.email, old.phone, old.roles,
          old.link_customer_id, old.payload_hash, old.requested_by, old.requested_at, old.expires_at)
         or (old.staff_id is not null and new.staff_id is distinct from old.staff_id) then
        raise exception 'staff_request: a request is immutable' using errcode = 'P0001',
          hint = 'approval_final';
      end if;
      return new;
    end $$`.execute(db);
  await sql`create trigger staff_request_guard before update on staff_request
    for each row execute function staff_request_guard()`.execute(db);
  await sql`create trigger staff_request_no_delete before delete on staff_request
    for each row execute function staff_request_guard()`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop table staff_request`.execute(db);
  await sql`drop function staff_request_guard`.execute(db);
  await sql`drop table staff_invitation`.execute(db);
  await sql`alter table admin_user drop column email, drop column phone, drop column created_by,
    drop column disabled_at, drop column disabled_by, drop column disabled_reason`.execute(db);
}
