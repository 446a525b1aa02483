import { type Kysely, sql } from 'kysely';

/**
 * Four-eyes for policy settings (docs/decisions/043-policy-settings.md): a change that loosens
 * a money or protection control waits here for a second `policy:manage` holder. The same
 * approval columns and backstops as `bonus_grant_request` (ADR 035): an immutable request, a
 * final decision, no self-approval. No player benefits, so customer_id is always null and the
 * amount 0 (the approvals inbox reads both columns of every kind).
 */
/**
 * The policy table's numeric floors and ceilings as of this migration (packages/shared
 * policy-options.ts is the living copy; migrations do not import app code). A value stored
 * before them (e.g. a 720 h session or a 0 h cooling-off) is brought inside.
 */
const BOUNDS: [key: string, min: number, max: number][] = [
  ['kyc_withdrawal_threshold', 0, 20_000],
  ['kyc_deposit_threshold', 0, 100_000],
  ['payoutdestinationcoolingoffhours', 24, 720],
  ['bonusgrantapprovalthreshold', 0, 10_000_000],
  ['adjustment_four_eyes_minor', 0, 10_000_000],
  ['withdrawalapprovalthreshold', 0, 1_000_000_000_000],
  ['sessionidleminutes', 1, 60],
  ['sessionabsolutehours', 1, 24],
  ['passwordminlength', 8, 64],
  ['registrationsperiphour', 1, 10_000],
  ['trialbonusamount', 0, 1_000],
  ['sportsbook.minstake', 1, 1_000],
  ['sportsbook.maxstake', 1, 1_000_000],
  ['sportsbook.maxeventstake', 1, 5_000_000],
  ['sportsbook.maxpayout', 1, 10_000_000],
  ['sportsbook.maxliability', 1, 50_000_000],
];

export async function up(db: Kysely<any>): Promise<void> {
  for (const [key, min, max] of BOUNDS) {
    await sql`
      update site_option set value = least(greatest(value::numeric, ${min}), ${max})::text
      where lower(key) = ${key} and value ~ '^-?[0-9]+([.][0-9]+)?$'
        and (value::numeric < ${min} or value::numeric > ${max})`.execute(db);
  }
  await sql`
    create table site_option_change_request (
      id bigint generated always as identity primary key,
      customer_id bigint check (customer_id is null),
      amount bigint not null default 0 check (amount = 0),
      key text not null,
      value text not null,
      enabled boolean not null,
      before_value text not null,
      payload_hash text not null,
      status text not null check (status in ('pending', 'executed', 'rejected')),
      requested_by bigint not null references admin_user (id),
      requested_at timestamptz not null,
      expires_at timestamptz not null,
      decided_by bigint references admin_user (id),
      decided_at timestamptz,
      decision_reason text,
      constraint site_option_change_request_four_eyes check (decided_by is null or decided_by <> requested_by)
    )`.execute(db);
  await sql`create index site_option_change_request_queue_idx
    on site_option_change_request (status, requested_at)`.execute(db);
  await sql`
    create function site_option_change_request_guard() returns trigger language plpgsql as $$
    begin
      if old.status <> 'pending' then
        raise exception 'site_option_change_request: a decided request is final' using errcode = 'P0001',
          hint = 'approval_final';
      end if;
      if (new.key, new.value, new.enabled, new.before_value, new.payload_hash, new.requested_by,
          new.requested_at, new.expires_at)
         is distinct from (old.key, old.value, old.enabled, old.before_value, old.payload_hash,
          old.requested_by, old.requested_at, old.expires_at) then
        raise exception 'site_option_change_request: a request is immutable' using errcode = 'P0001',
          hint = 'approval_final';
      end if;
      return new;
    end $$`.execute(db);
  await sql`create trigger site_option_change_request_guard before update on site_option_change_request
    for each row execute function site_option_change_request_guard()`.execute(db);
  await sql`create trigger site_option_change_request_no_delete before delete on site_option_change_request
    for each row execute function site_option_change_request_guard()`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop table site_option_change_request`.execute(db);
  await sql`drop function site_option_change_request_guard`.execute(db);
}
