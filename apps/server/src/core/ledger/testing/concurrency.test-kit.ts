/**
 * Helpers for the ledger's concurrency tests on PostgreSQL (docs/wallet-protocol.md §7, T2): funded players,
 * a barrier that lines transactions up before they post, and the checks made at quiescence.
 */
import { type Kysely, sql } from 'kysely';
import { afterAll, beforeAll } from 'vitest';
import type { Database } from '../../../db/database.ts';
import { insertCustomers } from '../../../test/customers.ts';
import { createTestDb } from '../../../test/harness.ts';
import { ensurePlayerAccount, ensureSystemAccount } from '../accounts.ts';
import { transferId } from '../ids.ts';
import { postTransfers } from '../post.ts';
import { attempt } from './db-state.test-kit.ts';
import type { Result } from './model.test-kit.ts';
import { mulberry32 } from '../../../lib/seeded-random.ts';

type Db = Kysely<Database>;

/** Replays a workload with LEDGER_CONCURRENCY_SEED; the interleaving is up to the server. */
export const SEED = Number(process.env.LEDGER_CONCURRENCY_SEED ?? Date.now() % 1_000_000);

export type PostgresLedger = { db: Db; gateway: bigint; house: bigint; withdrawals: bigint };

/**
 * A fresh PostgreSQL database with the house-side accounts, for the surrounding describe: made
 * before its tests and dropped after. Read the fields inside tests (they are set in beforeAll).
 */
export function postgresLedger(): PostgresLedger {
  const ledger = {} as PostgresLedger;
  let drop = async () => {};
  beforeAll(async () => {
    const t = await createTestDb('postgres');
    drop = t.drop;
    Object.assign(ledger, { db: t.db }, await systemAccounts(t.db));
  });
  afterAll(() => drop());
  return ledger;
}

/** `n` players, each credited `amount` kuruş from `source` in one transaction. */
export async function fundedPlayers(db: Db, source: bigint, n: number, amount: bigint): Promise<bigint[]> {
  const customers = await insertCustomers(db, n);
  const players: bigint[] = [];
  for (const c of customers) players.push(await ensurePlayerAccount(db, c));
  if (amount > 0n) {
    await db.transaction().execute((trx) =>
      postTransfers(
        trx,
        players.map((p) => ({
          id: transferId('fund', p),
          debit: source,
          credit: p,
          amount,
          currency: 'TRY',
          code: 'deposit',
        })),
      ),
    );
  }
  return players;
}

/**
 * Resolves when `n` callers have arrived. Used inside transactions (after BEGIN) so that all of
 * them post at once; `n` must not exceed the pool, or the late ones never get a connection.
 */
export function barrier(n: number): () => Promise<void> {
  let arrived = 0;
  let open!: () => void;
  const all = new Promise<void>((resolve) => (open = resolve));
  return async () => {
    if (++arrived === n) open();
    await all;
  };
}

type Post = Parameters<typeof attempt>[1];
export type Outcome = Result | { ok: false; code: string };

/** attempt(), with any other error (a deadlock, say) returned as `<sqlstate> <message>`, not thrown. */
export const tryPost = (db: Db, post: Post): Promise<Outcome> =>
  attempt(db, post).catch((err: { code?: string; message?: string }) => ({
    ok: false as const,
    code: `${err.code} ${err.message}`,
  }));

/** One posting in its own transaction that waits on `wait` after BEGIN, so the lined-up ones race. */
export const lined = (db: Db, wait: () => Promise<void>, post: Post): Promise<Outcome> =>
  tryPost(db, async (trx) => {
    await sql`select 1`.execute(trx);
    await wait();
    return post(trx);
  });

/** Outcomes and error codes, sorted: e.g. ['created', 'exists', 'exists']. */
export const codes = (rs: Outcome[]) => rs.flatMap((r) => (r.ok ? r.outcomes : [r.code])).sort();

/** Posted balance (credits - debits) and available balance per account, from the rows. */
export async function balances(db: Db, ids: bigint[]) {
  const { rows } = await sql<{ id: bigint; posted: bigint; available: bigint }>`
    select id, credits_posted - debits_posted as posted, credits_posted - debits_posted - debits_pending as available
    from ledger_account where id = any(${ids}::bigint[])`.execute(db);
  return new Map(rows.map((r) => [r.id, r]));
}

/** Sum of the posted entries of untracked (system) accounts. */
export async function systemBalance(db: Db, id: bigint): Promise<bigint> {
  const { rows } = await sql<{ s: bigint }>`
    select coalesce(sum(amount), 0)::bigint as s from ledger_entry where account_id = ${id} and not pending`.execute(
    db,
  );
  return rows[0]!.s;
}

export const sum = (xs: bigint[]) => xs.reduce((a, b) => a + b, 0n);

/** A seeded PRNG (mulberry32): the workload is reproducible even if the interleaving is not. */
export const rng = mulberry32;

export function shuffle<T>(xs: T[], random: () => number): T[] {
  const a = [...xs];
  for (let i = a.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [a[i], a[j]] = [a[j]!, a[i]!];
  }
  return a;
}

/** The house-side accounts the concurrency tests post against. */
export async function systemAccounts(db: Db) {
  return {
    gateway: await ensureSystemAccount(db, 'gateway', 'simpay'),
    house: await ensureSystemAccount(db, 'provider', 'house'),
    withdrawals: await ensureSystemAccount(db, 'withdrawals', 'manual'),
  };
}
