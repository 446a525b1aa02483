import { type Kysely, sql } from 'kysely';

/**
 * Manual balance adjustments with four-eyes above a threshold
 * (docs/decisions/030-four-eyes-adjustments.md). A request is immutable once written: only its
 * decision columns change, once, from pending. The database refuses a self-approval and an
 * executed row without its ledger transfer, whatever the service does.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    create table admin_adjustment (
      id bigint generated always as identity primary key,
      customer_id bigint not null references customer (id),
      direction text not null check (direction in ('credit', 'debit')),
      amount bigint not null check (amount > 0),
      currency text not null default 'TRY',
      reason_code text not null check (reason_code in ('operational_error_correction',
        'compensating_entry', 'goodwill_credit', 'external_instruction', 'chargeback', 'other')),
      note text not null,
      payload_hash text not null,
      status text not null check (status in ('pending', 'executed', 'rejected')),
      requested_by bigint not null references admin_user (id),
      requested_at timestamptz not null,
      expires_at timestamptz,
      decided_by bigint references admin_user (id),
      decided_at timestamptz,
      decision_reason text,
      transfer_id text,
      constraint admin_adjustment_four_eyes check (decided_by is null or decided_by <> requested_by
        or expires_at is null),
      constraint admin_adjustment_executed check ((status = 'executed') = (transfer_id is not null))
    )`.execute(db);
  await sql`create index admin_adjustment_queue_idx on admin_adjustment (status, requested_at)`.execute(db);
  await sql`create index admin_adjustment_customer_idx on admin_adjustment (customer_id)`.execute(db);
  await sql`
    create function admin_adjustment_guard() returns trigger language plpgsql as $$
    begin
      if old.status <> 'pending' then
        raise exception 'admin_adjustment: a decided request is final' using errcode = 'P0001',
          hint = 'adjustment_final';
      end if;
      if (new.customer_id, new.direction, new.amount, new.currency, new.reason_code, new.note,
          new.payload_hash, new.requested_by, new.requested_at, new.expires_at)
         is distinct from (old.customer_id, old.direction, old.amount, old.currency, old.reason_code,
          old.note, old.payload_hash, old.requested_by, old.requested_at, old.expires_at) then
        raise exception 'admin_adjustment: a request is immutable' using errcode = 'P0001',
          hint = 'adjustment_final';
      end if;
      return new;
    end $$`.execute(db);
  await sql`create trigger admin_adjustment_guard before update on admin_adjustment
    for each row execute function admin_adjustment_guard()`.execute(db);
  await sql`create trigger admin_adjustment_no_delete before delete on admin_adjustment
    for each row execute function admin_adjustment_guard()`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop table admin_adjustment`.execute(db);
  await sql`drop function admin_adjustment_guard`.execute(db);
}
