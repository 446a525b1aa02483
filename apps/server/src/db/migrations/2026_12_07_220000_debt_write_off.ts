import { type Kysely, sql } from 'kysely';

/**
 * Staff write-offs of debts from settlement corrections (docs/decisions/104-debt-write-off.md).
 * - sb_bet_debt.id: a handle for the back office (the key stays (bet_id, generation)), and an
 *   index for the queue of open debts, oldest first;
 * - debt_write_off_request: the four-eyes request (docs/decisions/035-four-eyes-approvals.md),
 *   bound to (debt, player, owed when asked, reason); at most one pending per debt; decided
 *   requests are final and a request never changes what it asks for;
 * - sb_bet_debt.write_off_id: the executed request that closed the debt (who asked, who
 *   approved, why); `written_off` on the request is what was still owed then.
 * No ledger column: the house already carried the shortfall when the correction posted it.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`alter table sb_bet_debt add column id bigint generated always as identity`.execute(db);
  await sql`alter table sb_bet_debt add constraint sb_bet_debt_id_key unique (id)`.execute(db);
  // The back office's queue: open debts, oldest first.
  await sql`create index sb_bet_debt_open_queue on sb_bet_debt (created_at, id) where resolved_at is null`.execute(
    db,
  );
  await sql`
    create table debt_write_off_request (
      id bigint generated always as identity primary key,
      debt_id bigint not null references sb_bet_debt (id),
      customer_id bigint not null references customer (id),
      reason text not null,
      amount bigint not null check (amount > 0),
      written_off bigint check (written_off >= 0),
      payload_hash text not null,
      status text not null check (status in ('pending', 'executed', 'rejected')),
      requested_by bigint not null references admin_user (id),
      requested_at timestamptz not null,
      expires_at timestamptz,
      decided_by bigint references admin_user (id),
      decided_at timestamptz,
      decision_reason text,
      constraint debt_write_off_request_four_eyes check (decided_by is null or decided_by <> requested_by)
    )`.execute(db);
  await sql`create unique index debt_write_off_request_pending on debt_write_off_request (debt_id)
    where status = 'pending'`.execute(db);
  await sql`create index debt_write_off_request_queue_idx on debt_write_off_request (status, requested_at)`.execute(
    db,
  );
  await sql`alter table sb_bet_debt add column write_off_id bigint references debt_write_off_request (id)`.execute(
    db,
  );
  await sql`
    create function debt_write_off_request_guard() returns trigger language plpgsql as $$
    begin
      if tg_op = 'DELETE' or old.status <> 'pending' then
        raise exception 'debt_write_off_request: a decided request is final' using errcode = 'P0001',
          hint = 'approval_final';
      end if;
      if (new.debt_id, new.customer_id, new.reason, new.amount, new.payload_hash, new.requested_by,
          new.requested_at, new.expires_at)
         is distinct from (old.debt_id, old.customer_id, old.reason, old.amount, old.payload_hash,
          old.requested_by, old.requested_at, old.expires_at) then
        raise exception 'debt_write_off_request: a request is immutable' using errcode = 'P0001',
          hint = 'approval_final';
      end if;
      return new;
    end $$`.execute(db);
  await sql`create trigger debt_write_off_request_guard before update or delete on debt_write_off_request
    for each row execute function debt_write_off_request_guard()`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`alter table sb_bet_debt drop column write_off_id`.execute(db);
  await sql`drop table debt_write_off_request`.execute(db);
  await sql`drop function debt_write_off_request_guard`.execute(db);
  await sql`drop index sb_bet_debt_open_queue`.execute(db);
  await sql`alter table sb_bet_debt drop constraint sb_bet_debt_id_key, drop column id`.execute(db);
}
