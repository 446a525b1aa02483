/**
 * What the ledger tests read back from the database: a snapshot that a rejected command must
 * leave byte-identical, and each account's totals and entry folds to compare with the oracle.
 */
import { type Kysely, sql } from 'kysely';
import type { Database } from '../../../db/database.ts';
import { LedgerError } from '../errors.ts';
import type { PostOutcome } from '../post.ts';
import type { LedgerModel, Result } from './model.test-kit.ts';

type Db = Kysely<Database>;

export type Snapshot = {
  accounts: string;
  accountRows: string;
  transferRows: string;
  entryRows: string;
  lastEntry: string;
};

/** Every account row (totals, versions) hashed, plus the row counts of the three ledger tables. */
export async function snapshot(db: Db): Promise<Snapshot> {
  const { rows } = await sql<Snapshot>`select
      (select md5(coalesce(string_agg(a::text, '|' order by a.id), '')) from ledger_account a) as accounts,
      (select count(*) from ledger_account)::text as "accountRows",
      (select count(*) from ledger_transfer)::text as "transferRows",
      (select count(*) from ledger_entry)::text as "entryRows",
      (select coalesce(max(id), 0) from ledger_entry)::text as "lastEntry"`.execute(db);
  return rows[0]!;
}

export async function rowCounts(db: Db): Promise<{ transfers: number; entries: number }> {
  const s = await snapshot(db);
  return { transfers: Number(s.transferRows), entries: Number(s.entryRows) };
}

/** Runs one posting in its own transaction, as the app does, and reports it like the oracle. */
export async function attempt(db: Db, post: (trx: Db) => Promise<PostOutcome[]>): Promise<Result> {
  try {
    return { ok: true, outcomes: await db.transaction().execute((trx) => post(trx)) };
  } catch (err) {
    if (err instanceof LedgerError) return { ok: false, code: err.code };
    const pg = err as { code?: string; constraint?: string };
    if (pg.code === '23514' && /^ledger_transfer_(two_accounts|amount_check)$/.test(pg.constraint ?? '')) {
      return { ok: false, code: 'invalid' };
    }
    throw err;
  }
}

type AccountState = {
  id: bigint;
  tracked: boolean;
  debits_pending: bigint;
  debits_posted: bigint;
  credits_pending: bigint;
  credits_posted: bigint;
  version: bigint;
  posted: bigint;
  pending: bigint;
  entries: bigint;
};

/**
 * The accounts' state as the oracle would describe it. Tracked rows must carry the oracle's totals
 * and a version equal to their entry count; untracked rows stay all zero and their balance is only
 * the sum of their entries.
 */
export async function accountStates(db: Db, ids: bigint[]) {
  const { rows } = await sql<AccountState>`
    select a.id, a.tracked, a.debits_pending, a.debits_posted, a.credits_pending, a.credits_posted, a.version,
      coalesce(sum(e.amount) filter (where not e.pending), 0)::bigint as posted,
      coalesce(sum(e.amount) filter (where e.pending), 0)::bigint as pending,
      count(e.id) as entries
    from ledger_account a left join ledger_entry e on e.account_id = a.id
    where a.id = any(${ids}::bigint[]) group by a.id order by a.id`.execute(db);
  return rows.map((r) => ({
    id: r.id,
    totals: [r.debits_pending, r.debits_posted, r.credits_pending, r.credits_posted, r.version],
    posted: r.posted,
    pending: r.pending,
    entries: Number(r.entries),
  }));
}

export function expectedStates(model: LedgerModel, ids: bigint[]) {
  return [...ids]
    .sort((a, b) => (a < b ? -1 : 1))
    .map((id) => {
      const a = model.accounts.get(id)!;
      return {
        id,
        totals: a.player
          ? [a.debitsPending, a.debitsPosted, a.creditsPending, a.creditsPosted, BigInt(a.entries)]
          : [0n, 0n, 0n, 0n, 0n],
        posted: a.creditsPosted - a.debitsPosted,
        pending: a.creditsPending - a.debitsPending,
        entries: a.entries,
      };
    });
}
