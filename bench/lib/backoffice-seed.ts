/**
 * A back office at scale for the admin-lists bench: 100,000 players and 1,000,000 ledger
 * postings, written by bulk SQL (generate_series) in a few dozen statements, not by the API.
 * Through the ledger's trigger the postings took minutes (each moves an account row), so the
 * seed writes transfers, entries, running balances and totals in bulk and then runs the
 * ledger's own invariant checks over the result.
 */
import { type Kysely, sql } from 'kysely';
import type { Database } from '../../apps/server/src/db/database.ts';
import { ensureSystemAccount, ledgerViolations } from '../../apps/server/src/core/ledger/index.ts';

export const WHALE = 'bench-whale';
const NAMES = ['ahmet', 'mehmet', 'ayse', 'fatma', 'mustafa', 'emre', 'zeynep', 'elif', 'can', 'deniz'];
const DOMAINS = ['gmail.com', 'hotmail.com', 'yandex.com', 'outlook.com'];

export type SeedOptions = {
  players: number;
  /** Postings in all: each ordinary player gets an equal share; the whale gets `whalePostings`. */
  postings: number;
  whalePostings: number;
  log?: (line: string) => void;
};

/** true when a previous run finished (the whale's postings are written in the last step). */
export async function isSeeded(db: Kysely<Database>): Promise<boolean> {
  const row = await db
    .selectFrom('ledger_account as a')
    .innerJoin('customer as c', 'c.id', 'a.customer_id')
    .select('a.version')
    .where('c.username', '=', WHALE)
    .executeTakeFirst();
  return !!row && row.version > 0n;
}

export async function seedBackoffice(db: Kysely<Database>, opts: SeedOptions): Promise<void> {
  const log = opts.log ?? (() => {});
  const t0 = Date.now();
  const country = sql`(select id from country order by id limit 1)`;
  await sql`
    insert into customer (user_code, username, username_key, email, email_key, name, surname, phone,
      country_id, birth_date, password_hash, password_changed_at, locale, created_at)
    select (20000000 + n)::text, u, u, u || '@' || d, u || '@' || d, initcap(regexp_replace(u, '[0-9]+$', '')), 'Yılmaz',
      (905300000000 + n)::text, ${country}, '1990-01-01', 'x', now(), 'tr', now() - make_interval(mins => n)
    from generate_series(1, ${opts.players}::int) as n,
      lateral (select (${sql.raw(`array['${NAMES.join("','")}']`)})[1 + n % ${NAMES.length}] || n as u,
        (${sql.raw(`array['${DOMAINS.join("','")}']`)})[1 + n % ${DOMAINS.length}] as d) as x`.execute(db);
  // The whale: one player with a long history, where paging through the ledger tab hurts most.
  await sql`
    insert into customer (user_code, username, username_key, email, email_key, name, surname, phone,
      country_id, birth_date, password_hash, password_changed_at, locale, created_at)
    values ('19999999', ${WHALE}, ${WHALE}, 'whale@example.test', 'whale@example.test', 'Balina', 'Oyuncu',
      '905399999999', ${country}, '1985-05-05', 'x', now(), 'tr', now() - interval '3 years')`.execute(db);
  await sql`
    insert into ledger_account (key, kind, currency, customer_id, tracked, no_overdraft)
    select 'player:' || id || ':TRY', 'player', 'TRY', id, true, true from customer
    on conflict (key) do nothing`.execute(db);
  log(`  ${(opts.players + 1).toLocaleString('en-US')} players and their accounts in ${ms(t0)}`);

  const gateway = await ensureSystemAccount(db, 'gateway', 'bench-admin');
  const house = await ensureSystemAccount(db, 'provider', 'bench-admin');
  const per = Math.max(1, Math.floor((opts.postings - opts.whalePostings) / opts.players));
  const t1 = Date.now();
  await db.transaction().execute(async (trx) => {
    // Triggers off for this transaction (needs a superuser, as the bench's local server has):
    // the entries, running balances and totals the ledger trigger would write are computed here
    // in bulk instead, and ledgerViolations checks them afterwards.
    await sql`set local session_replication_role = replica`.execute(trx);
    await sql`
      create temporary table seed_posting on commit drop as
      select a.id as account, k,
        md5('bench-admin:' || a.id || ':' || k)::uuid as transfer,
        case when k = 1 then 'deposit' when k % 2 = 0 then 'bet' else 'win' end as code,
        case when k = 1 then (case when c.username = ${WHALE} then 1000000000 else 1000000 end)
          when k % 2 = 0 then -1000 else 500 end::bigint as signed,
        case when k = 1 then ${gateway}::bigint else ${house}::bigint end as other,
        now() - make_interval(secs => 1000000 - k) as at
      from ledger_account a join customer c on c.id = a.customer_id,
        generate_series(1, case when c.username = ${WHALE} then ${opts.whalePostings}::int else ${per}::int end) as k
      where a.kind = 'player'`.execute(trx);
    await sql`
      insert into ledger_transfer (id, debit_account_id, credit_account_id, amount, currency, code, phase, created_at)
      select transfer, case when signed > 0 then other else account end, case when signed > 0 then account else other end,
        abs(signed), 'TRY', code, 'posted', at
      from seed_posting order by account, k`.execute(trx);
    await sql`
      insert into ledger_entry (transfer_id, account_id, amount, pending, balance_after, account_version)
      select transfer, acc, amount, false, balance_after, version from (
        select account, k, 0 as side, transfer, account as acc, signed as amount,
          sum(signed) over (partition by account order by k) as balance_after, k::bigint as version
        from seed_posting
        union all
        select account, k, 1, transfer, other, -signed, null, null from seed_posting
      ) e order by account, k, side`.execute(trx);
    await sql`
      update ledger_account a set
        credits_posted = s.credits, debits_posted = s.debits, version = s.n
      from (select account, sum(greatest(signed, 0)) as credits, sum(greatest(-signed, 0)) as debits,
        count(*) as n from seed_posting group by account) s
      where a.id = s.account`.execute(trx);
  });
  log(
    `  ${per} postings for each player and ${opts.whalePostings.toLocaleString('en-US')} for the whale in ${ms(t1)}`,
  );
  // What autovacuum does on a live system soon after: visibility maps make counts index-only.
  await sql`vacuum analyze`.execute(db);
  const t2 = Date.now();
  const violations = await ledgerViolations(db);
  if (violations.length) throw new Error(`seeded ledger unsound: ${violations.join('; ')}`);
  log(`  ledger invariants hold (checked in ${ms(t2)})`);
}

const ms = (t: number) => `${((Date.now() - t) / 1000).toFixed(1)} s`;
