/**
 * A back office at scale for the admin-lists bench: 100,000 players and 1,000,000 ledger
 * postings, written by bulk SQL (generate_series) in a few dozen statements, not by the API.
 * Postings go through the ledger's own trigger like any other, so balances and running
 * balances are real; they are committed in chunks because one transaction that updates the
 * same account row thousands of times walks an ever longer chain of row versions.
 */
import { type Kysely, sql } from 'kysely';
import type { Database } from '../../apps/server/src/db/database.ts';
import { ensureSystemAccount } from '../../apps/server/src/core/ledger/index.ts';

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

/** true when a previous run finished (the whale is written last). */
export async function isSeeded(db: Kysely<Database>): Promise<boolean> {
  const row = await db.selectFrom('customer').select('id').where('username', '=', WHALE).executeTakeFirst();
  return !!row;
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
  await sql`
    insert into ledger_account (key, kind, currency, customer_id, tracked, no_overdraft)
    select 'player:' || id || ':TRY', 'player', 'TRY', id, true, true from customer
    on conflict (key) do nothing`.execute(db);
  log(`  ${opts.players.toLocaleString('en-US')} players and their accounts in ${ms(t0)}`);

  const gateway = await ensureSystemAccount(db, 'gateway', 'bench-admin');
  const house = await ensureSystemAccount(db, 'provider', 'bench-admin');
  const per = Math.max(1, Math.floor((opts.postings - opts.whalePostings) / opts.players));
  const { rows } = await sql<{ lo: bigint; hi: bigint }>`
    select min(id) as lo, max(id) as hi from ledger_account where kind = 'player'`.execute(db);
  const lo = Number(rows[0]!.lo);
  const hi = Number(rows[0]!.hi);
  const chunk = Math.max(1, Math.floor(200_000 / per));
  const t1 = Date.now();
  for (let from = lo; from <= hi; from += chunk) {
    await postSeries(db, {
      from,
      to: Math.min(hi, from + chunk - 1),
      per,
      gateway,
      house,
      deposit: 1_000_000n,
    });
  }
  log(`  ${per} postings for each player (${((hi - lo + 1) * per).toLocaleString('en-US')}) in ${ms(t1)}`);

  // The whale: one player with a long history, where paging through the ledger tab hurts most.
  const t2 = Date.now();
  const [whale] = (
    await sql<{ id: bigint }>`
      insert into customer (user_code, username, username_key, email, email_key, name, surname, phone,
        country_id, birth_date, password_hash, password_changed_at, locale, created_at)
      values ('19999999', ${WHALE}, ${WHALE}, 'whale@example.test', 'whale@example.test', 'Balina', 'Oyuncu',
        '905399999999', ${country}, '1985-05-05', 'x', now(), 'tr', now() - interval '3 years')
      returning id`.execute(db)
  ).rows;
  const account = (
    await sql<{ id: bigint }>`
      insert into ledger_account (key, kind, currency, customer_id, tracked, no_overdraft)
      values (${`player:${whale!.id}:TRY`}, 'player', 'TRY', ${whale!.id}, true, true) returning id`.execute(
      db,
    )
  ).rows[0]!.id;
  const steps = 2_000;
  for (let k = 0; k < opts.whalePostings; k += steps) {
    await postSeries(db, {
      from: Number(account),
      to: Number(account),
      per: Math.min(steps, opts.whalePostings - k),
      offset: k,
      gateway,
      house,
      deposit: 1_000_000_000n,
    });
  }
  log(`  the whale's ${opts.whalePostings.toLocaleString('en-US')} postings in ${ms(t2)}`);
  await sql`analyze`.execute(db);
}

/**
 * For accounts from..to, postings offset+1..offset+per: the first of each account's history a
 * deposit, then bets (1,000 kuruş out) and wins (500 in) in turn, so no balance goes below zero.
 */
async function postSeries(
  db: Kysely<Database>,
  s: {
    from: number;
    to: number;
    per: number;
    offset?: number;
    gateway: bigint;
    house: bigint;
    deposit: bigint;
  },
) {
  const off = s.offset ?? 0;
  await sql`
    insert into ledger_transfer (id, debit_account_id, credit_account_id, amount, currency, code, phase, created_at)
    select md5('bench-admin:' || a || ':' || k)::uuid,
      case when k = 1 then ${s.gateway} when k % 2 = 0 then a else ${s.house} end,
      case when k = 1 then a when k % 2 = 0 then ${s.house} else a end,
      case when k = 1 then ${s.deposit} when k % 2 = 0 then 1000 else 500 end,
      'TRY', case when k = 1 then 'deposit' when k % 2 = 0 then 'bet' else 'win' end, 'posted',
      now() - make_interval(secs => 1000000 - k)
    from (select id as a from ledger_account where kind = 'player' and id between ${s.from} and ${s.to}) as p,
      generate_series(${off + 1}::int, ${off + s.per}::int) as k
    order by a, k`.execute(db);
}

const ms = (t: number) => `${((Date.now() - t) / 1000).toFixed(1)} s`;
