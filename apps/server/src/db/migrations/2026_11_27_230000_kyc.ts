import { type Kysely, sql } from 'kysely';

/**
 * KYC (docs/decisions/026-kyc.md, docs/rules.md R47): one case per customer,
 * every transition with its actor and reason, and the provider's deliveries (dedupe by delivery
 * id). Withdrawals gain status 7, WaitingForKyc: held in the ledger like Pending, and leaving it
 * only for Pending (identity approved) or Rejected (staff); never Cancelled by the player.
 */
export async function up(db: Kysely<any>): Promise<void> {
  const statuses = sql.raw(
    `('not_started', 'pending', 'manual_review', 'approved', 'resubmission_requested', 'rejected', 'expired')`,
  );
  await sql`
    create table kyc_case (
      customer_id bigint primary key references customer(id),
      status text not null check (status in ${statuses}),
      provider text not null check (length(provider) between 1 and 40),
      reference_id text check (length(reference_id) between 1 and 200),
      verification_url text check (length(verification_url) <= 2000),
      -- the decision time of the last provider decision accepted: older ones are ignored
      last_decision_at timestamptz,
      created_at timestamptz not null,
      updated_at timestamptz not null
    )`.execute(db);
  await sql`create unique index kyc_case_reference on kyc_case (provider, reference_id)
    where reference_id is not null`.execute(db);
  await sql`create index kyc_case_queue_idx on kyc_case (status, updated_at)`.execute(db);

  await sql`
    create table kyc_transition (
      id bigint generated always as identity primary key,
      customer_id bigint not null references customer(id),
      from_status text not null check (from_status in ${statuses}),
      to_status text not null check (to_status in ${statuses}),
      actor_kind text not null check (actor_kind in ('customer', 'admin', 'provider', 'system')),
      actor_id bigint,
      reason text check (length(reason) <= 500),
      at timestamptz not null
    )`.execute(db);
  await sql`create index kyc_transition_customer_idx on kyc_transition (customer_id, id)`.execute(db);

  await sql`
    create table kyc_event (
      provider text not null,
      delivery_id text not null check (length(delivery_id) between 1 and 255),
      reference_id text not null,
      status text not null,
      decided_at timestamptz not null,
      -- applied, stale (older than the last accepted decision), unknown (no such case), refused
      outcome text not null,
      received_at timestamptz not null,
      primary key (provider, delivery_id)
    )`.execute(db);

  await sql`alter table payment drop constraint if exists payment_status_check`.execute(db);
  await sql`alter table payment add constraint payment_status_check
    check (status in (1, 2, 4, 5, 6, 7))`.execute(db);
  // As before, plus: WaitingForKyc (7) moves on to Pending (2) or is Rejected (4) by staff.
  await sql`
    create or replace function payment_status_forward() returns trigger language plpgsql as $$
    begin
      if new.status = old.status then return new; end if;
      if (old.status = 6 and new.status in (1, 2, 4, 5))
         or (old.status = 2 and new.status in (1, 4, 5))
         or (old.kind = 2 and old.status = 7 and new.status in (2, 4))
         or (old.kind = 1 and old.status in (4, 5) and new.status = 1) then
        return new;
      end if;
      raise exception 'payment: status % cannot become %', old.status, new.status
        using errcode = 'P0001', hint = 'payment_status';
    end $$`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`
    create or replace function payment_status_forward() returns trigger language plpgsql as $$
    begin
      if new.status = old.status then return new; end if;
      if (old.status = 6 and new.status in (1, 2, 4, 5))
         or (old.status = 2 and new.status in (1, 4, 5))
         or (old.kind = 1 and old.status in (4, 5) and new.status = 1) then
        return new;
      end if;
      raise exception 'payment: status % cannot become %', old.status, new.status
        using errcode = 'P0001', hint = 'payment_status';
    end $$`.execute(db);
  await sql`alter table payment drop constraint if exists payment_status_check`.execute(db);
  await sql`alter table payment add constraint payment_status_check
    check (status in (1, 2, 4, 5, 6))`.execute(db);
  await sql`drop table kyc_event, kyc_transition, kyc_case`.execute(db);
}
