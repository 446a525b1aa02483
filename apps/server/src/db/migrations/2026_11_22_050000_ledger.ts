import { type Kysely, sql } from 'kysely';

/**
 * The double-entry ledger (docs/wallet-protocol.md §4, TigerBeetle semantics in SQL).
 *
 * The database, not the application, enforces the invariants:
 *  - a transfer is one amount debited from one account and credited to another, and a
 *    trigger writes both entries and the running totals, so every transfer balances;
 *  - a tracked account with `no_overdraft` cannot go below zero (CHECK, SQLSTATE 23514);
 *  - a pending hold is resolved (posted or voided) at most once (unique index on pending_id);
 *  - transfers and entries are append-only (triggers refuse UPDATE, DELETE and TRUNCATE);
 *  - the transfer id is the idempotency key (primary key).
 * System accounts (gateway clearing, withdrawals) are untracked: postings only add entries to
 * them and never lock or update their row, so every posting touching the house side does not
 * queue behind one hot row (docs/wallet-protocol.md §4.4 option a). Their balance is the sum of their entries.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    create table ledger_account (
      id bigint generated always as identity primary key,
      -- 'player:<customer id>:<currency>' or '<system kind>:<name>:<currency>'
      key text not null unique,
      kind text not null,
      currency text not null check (currency ~ '^[A-Z]{3}$'),
      customer_id bigint references customer(id),
      tracked boolean not null,
      no_overdraft boolean not null,
      debits_pending bigint not null default 0,
      debits_posted bigint not null default 0,
      credits_pending bigint not null default 0,
      credits_posted bigint not null default 0,
      version bigint not null default 0,
      created_at timestamptz not null default now(),
      constraint ledger_account_non_negative_totals check (
        debits_pending >= 0 and debits_posted >= 0 and credits_pending >= 0 and credits_posted >= 0),
      constraint ledger_account_no_overdraft check (
        not no_overdraft or debits_pending + debits_posted <= credits_posted),
      -- a bound needs running totals to check against
      constraint ledger_account_bound_needs_tracking check (tracked or not no_overdraft),
      constraint ledger_account_player_has_customer check ((kind = 'player') = (customer_id is not null))
    )`.execute(db);
  await sql`create index ledger_account_customer_idx on ledger_account (customer_id) where customer_id is not null`.execute(
    db,
  );

  await sql`
    create table ledger_transfer (
      id uuid primary key,
      debit_account_id bigint not null references ledger_account(id),
      credit_account_id bigint not null references ledger_account(id),
      amount bigint not null check (amount > 0),
      currency text not null,
      -- what the money moved for: deposit, withdrawal_hold, withdrawal_post, bet, win, ...
      code text not null,
      phase text not null check (phase in ('posted', 'pending', 'post', 'void')),
      pending_id uuid references ledger_transfer(id),
      metadata jsonb not null default '{}',
      created_at timestamptz not null default clock_timestamp(),
      constraint ledger_transfer_two_accounts check (debit_account_id <> credit_account_id),
      constraint ledger_transfer_resolution_names_hold check ((phase in ('post', 'void')) = (pending_id is not null))
    )`.execute(db);
  await sql`create unique index ledger_one_resolution_per_hold on ledger_transfer (pending_id) where pending_id is not null`.execute(
    db,
  );

  await sql`
    create table ledger_entry (
      id bigint generated always as identity primary key,
      transfer_id uuid not null references ledger_transfer(id),
      account_id bigint not null references ledger_account(id),
      -- signed: credits positive, debits negative
      amount bigint not null check (amount <> 0),
      -- true for a hold's reservation and for its release when the hold resolves
      pending boolean not null,
      -- tracked accounts only: posted balance (credits_posted - debits_posted) after this entry
      balance_after bigint,
      account_version bigint,
      unique (transfer_id, account_id, pending)
    )`.execute(db);
  await sql`create unique index ledger_entry_chain on ledger_entry (account_id, account_version) where account_version is not null`.execute(
    db,
  );
  await sql`create index ledger_entry_account_idx on ledger_entry (account_id, id)`.execute(db);

  // One leg of a transfer: moves the tracked account's totals (taking its row lock) and
  // appends the entry. side: 'debit' | 'credit'; mode: 'posted' | 'reserve' | 'release'.
  await sql`
    create function ledger_leg(p_transfer uuid, p_account bigint, p_side text, p_mode text, p_amount bigint)
    returns void language plpgsql as $$
    declare
      v_balance bigint;
      v_version bigint;
      v_signed bigint := case when (p_side = 'credit') = (p_mode <> 'release') then p_amount else -p_amount end;
    begin
      -- lets ledger_account_guard tell this update from any other
      perform set_config('lalebet.ledger_leg', 'on', true);
      update ledger_account set
        debits_posted = debits_posted + case when p_side = 'debit' and p_mode = 'posted' then p_amount else 0 end,
        credits_posted = credits_posted + case when p_side = 'credit' and p_mode = 'posted' then p_amount else 0 end,
        debits_pending = debits_pending + case when p_side = 'debit' and p_mode <> 'posted'
          then (case when p_mode = 'reserve' then p_amount else -p_amount end) else 0 end,
        credits_pending = credits_pending + case when p_side = 'credit' and p_mode <> 'posted'
          then (case when p_mode = 'reserve' then p_amount else -p_amount end) else 0 end,
        version = version + 1
      where id = p_account and tracked
      returning credits_posted - debits_posted, version into v_balance, v_version;
      perform set_config('lalebet.ledger_leg', '', true);
      insert into ledger_entry (transfer_id, account_id, amount, pending, balance_after, account_version)
      values (p_transfer, p_account, v_signed, p_mode <> 'posted', v_balance, v_version);
    end $$`.execute(db);

  await sql`
    create function ledger_transfer_apply() returns trigger language plpgsql as $$
    declare
      hold ledger_transfer;
    begin
      if new.currency is distinct from (select currency from ledger_account where id = new.debit_account_id)
         or new.currency is distinct from (select currency from ledger_account where id = new.credit_account_id) then
        raise exception 'ledger: currency mismatch' using errcode = 'P0001', hint = 'currency_mismatch';
      end if;
      if new.phase = 'posted' then
        perform ledger_leg(new.id, new.debit_account_id, 'debit', 'posted', new.amount);
        perform ledger_leg(new.id, new.credit_account_id, 'credit', 'posted', new.amount);
      elsif new.phase = 'pending' then
        perform ledger_leg(new.id, new.debit_account_id, 'debit', 'reserve', new.amount);
        perform ledger_leg(new.id, new.credit_account_id, 'credit', 'reserve', new.amount);
      else
        select * into hold from ledger_transfer where id = new.pending_id;
        if hold.id is null or hold.phase <> 'pending' then
          raise exception 'ledger: no such hold' using errcode = 'P0001', hint = 'hold_not_found';
        end if;
        if hold.debit_account_id <> new.debit_account_id or hold.credit_account_id <> new.credit_account_id
           or hold.amount <> new.amount then
          raise exception 'ledger: resolution differs from its hold' using errcode = 'P0001', hint = 'hold_mismatch';
        end if;
        perform ledger_leg(new.id, hold.debit_account_id, 'debit', 'release', hold.amount);
        perform ledger_leg(new.id, hold.credit_account_id, 'credit', 'release', hold.amount);
        if new.phase = 'post' then
          perform ledger_leg(new.id, new.debit_account_id, 'debit', 'posted', new.amount);
          perform ledger_leg(new.id, new.credit_account_id, 'credit', 'posted', new.amount);
        end if;
      end if;
      return null;
    end $$`.execute(db);
  await sql`
    create trigger ledger_transfer_apply after insert on ledger_transfer
    for each row execute function ledger_transfer_apply()`.execute(db);

  await sql`
    create function ledger_append_only() returns trigger language plpgsql as $$
    begin
      raise exception 'ledger: % is append-only', tg_table_name using errcode = 'P0001', hint = 'append_only';
    end $$`.execute(db);
  for (const table of ['ledger_transfer', 'ledger_entry']) {
    await sql`create trigger ${sql.id(`${table}_no_update`)} before update or delete on ${sql.id(table)}
      for each row execute function ledger_append_only()`.execute(db);
    await sql`create trigger ${sql.id(`${table}_no_truncate`)} before truncate on ${sql.id(table)}
      for each statement execute function ledger_append_only()`.execute(db);
  }
  // Identity never changes; running totals change only inside ledger_leg.
  await sql`
    create function ledger_account_guard() returns trigger language plpgsql as $$
    begin
      if new.key <> old.key or new.kind <> old.kind or new.currency <> old.currency
         or new.customer_id is distinct from old.customer_id or new.tracked <> old.tracked then
        raise exception 'ledger: account identity is immutable' using errcode = 'P0001', hint = 'append_only';
      end if;
      if (new.debits_pending, new.debits_posted, new.credits_pending, new.credits_posted, new.version)
           is distinct from (old.debits_pending, old.debits_posted, old.credits_pending, old.credits_posted, old.version)
         and coalesce(current_setting('lalebet.ledger_leg', true), '') <> 'on' then
        raise exception 'ledger: account totals change only through transfers' using errcode = 'P0001', hint = 'append_only';
      end if;
      return new;
    end $$`.execute(db);
  await sql`create trigger ledger_account_guard before update on ledger_account
    for each row execute function ledger_account_guard()`.execute(db);
  await sql`create trigger ledger_account_no_delete before delete on ledger_account
    for each row execute function ledger_append_only()`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop table ledger_entry, ledger_transfer, ledger_account cascade`.execute(db);
  await sql`drop function ledger_transfer_apply, ledger_leg, ledger_append_only, ledger_account_guard`.execute(
    db,
  );
}
