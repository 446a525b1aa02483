/**
 * The ledger bench's database: a throw-away database on a PostgreSQL server (dropped afterwards),
 * migrated, with N funded players, the house-side accounts, and the table the UPDATE baseline
 * hits. Also the checks run after every measured run.
 */
import { type Kysely, sql } from 'kysely';
import pg from 'pg';
import type { Database } from '../../apps/server/src/db/database.ts';
import { createDb } from '../../apps/server/src/db/create-db.ts';
import { migrateToLatest } from '../../apps/server/src/db/migrate.ts';
import { ensureSystemAccount, ledgerViolations } from '../../apps/server/src/core/ledger/index.ts';
import { insertCustomers } from '../../apps/server/src/test/customers.ts';
import { fundPlayers } from './funded-players.ts';

export type BenchDb = { db: Kysely<Database>; server: string; name: string; drop: () => Promise<void> };

/** Creates `bench_ledger_<time>` on the server at `adminUrl`, with a pool of `clients` connections. */
export async function createBenchDatabase(adminUrl: string, clients: number): Promise<BenchDb> {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  const name = `bench_ledger_${Date.now().toString(36)}`;
  const { rows } = await admin.query<{ v: string }>("select current_setting('server_version') as v");
  await admin.query(`create database ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  // The app's own connection setup (prepared statements included), as the app posts.
  const db = await createDb({ kind: 'postgres', url: url.toString(), poolSize: clients });
  return {
    db,
    name,
    server: `PostgreSQL ${rows[0]?.v.split(' ')[0]} at ${url.host}`,
    drop: async () => {
      await db.destroy();
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    },
  };
}

export type Fixtures = {
  players: bigint[];
  gateway: bigint;
  house: bigint;
  withdrawals: bigint;
  funding: bigint;
};

/** Migrates, then opens `count` player accounts funded with `each` kuruş (one statement each step). */
export async function ledgerFixtures(db: Kysely<Database>, count: number, each: bigint): Promise<Fixtures> {
  await migrateToLatest(db);
  const customers = await insertCustomers(db, count, 'bench');
  // through the ledger's own trigger, like any posting
  const { accounts: players, gateway } = await fundPlayers(db, customers, each, 'bench-fund');
  const house = await ensureSystemAccount(db, 'provider', 'house');
  const withdrawals = await ensureSystemAccount(db, 'withdrawals', 'bench');
  await sql`create table bench_counter (id int primary key, n bigint not null default 0)`.execute(db);
  await sql`insert into bench_counter (id) select generate_series(1, ${count}::int)`.execute(db);
  await sql`analyze`.execute(db);
  return { players, gateway, house, withdrawals, funding: each * BigInt(count) };
}

/** What the bench's clients say they moved (committed transactions only), from the start. */
export type Moved = { deposited: bigint; bet: bigint; withdrawn: bigint };

/**
 * After a run: every invariant of ledgerViolations holds, nothing is left held, and each side's
 * balance is exactly what the committed postings add up to. Throws, listing what is off.
 */
export async function checkLedger(db: Kysely<Database>, f: Fixtures, moved: Moved): Promise<string> {
  const problems = await ledgerViolations(db);
  const side = (id: bigint) =>
    sql<bigint>`(select coalesce(sum(amount), 0)::bigint from ledger_entry where account_id = ${id} and not pending)`;
  const { rows } = await sql<{
    players: bigint;
    held: bigint;
    gateway: bigint;
    house: bigint;
    withdrawals: bigint;
  }>`
    select (select sum(credits_posted - debits_posted)::bigint from ledger_account where kind = 'player') as players,
      (select sum(debits_pending)::bigint from ledger_account where kind = 'player') as held,
      ${side(f.gateway)} as gateway, ${side(f.house)} as house, ${side(f.withdrawals)} as withdrawals`.execute(
    db,
  );
  const got = rows[0]!;
  const want = {
    players: f.funding + moved.deposited - moved.bet - moved.withdrawn,
    held: 0n,
    gateway: -(f.funding + moved.deposited),
    house: moved.bet,
    withdrawals: moved.withdrawn,
  };
  for (const key of Object.keys(want) as (keyof typeof want)[]) {
    if (got[key] !== want[key]) problems.push(`${key}: ${got[key]} in the ledger, ${want[key]} committed`);
  }
  if (problems.length) throw new Error(`ledger bench: the ledger is unsound:\n  ${problems.join('\n  ')}`);
  const lira = (k: bigint) =>
    `${k < 0n ? '-' : '+'}${(Number(k < 0n ? -k : k) / 100).toLocaleString('en-US', { minimumFractionDigits: 2 })}`;
  return `players ${lira(got.players - f.funding)}, house ${lira(got.house)}, withdrawals ${lira(got.withdrawals)} TRY`;
}
