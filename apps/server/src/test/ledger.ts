import { type Kysely, sql } from 'kysely';
import type { Database } from '../db/database.ts';
import {
  ensurePlayerAccount,
  ensureSystemAccount,
  ledgerViolations,
  postTransfers,
  transferId,
} from '../core/ledger/index.ts';

/** Ledger fixtures shared by every server test: money in, and the check that nothing went wrong. */

let funding = 0;
/** Credits a player straight through the ledger (gateway -> player), as a confirmed deposit would. */
export async function fund(
  db: Kysely<Database>,
  customerId: bigint,
  kurus: bigint,
  currency = 'TRY',
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const player = await ensurePlayerAccount(trx, customerId, currency);
    const gateway = await ensureSystemAccount(trx, 'gateway', 'test-funding', currency);
    const id = transferId('test-fund', process.pid, Date.now(), ++funding);
    await postTransfers(trx, [
      { id, debit: gateway, credit: player, amount: kurus, currency, code: 'deposit' },
    ]);
  });
}

/**
 * Fails the test unless the ledger is sound (docs/decisions/008-double-entry-ledger.md): every
 * invariant of core/ledger/invariants.ts holds (each transfer and each currency sums to zero, tracked
 * totals match their entries, no account that may not go negative is below zero, every hold is
 * resolved at most once), and, checked here on their own so a weaker catalogue cannot hide them,
 * all entries together sum to zero and no player's posted or available balance is below zero.
 */
export async function assertLedgerSound(db: Kysely<Database>): Promise<void> {
  const violations = await ledgerViolations(db);
  const { rows } = await sql<{ negative: bigint; total: bigint }>`select
      (select count(*) from ledger_account where kind = 'player'
        and (credits_posted - debits_posted < 0 or credits_posted - debits_posted - debits_pending < 0)) as negative,
      (select coalesce(sum(amount), 0)::bigint from ledger_entry) as total`.execute(db);
  const { negative, total } = rows[0]!;
  if (BigInt(negative) !== 0n) violations.push(`players below zero (${negative})`);
  if (BigInt(total) !== 0n) violations.push(`all entries sum to ${total}, not zero`);
  if (violations.length) throw new Error(`ledger invariants violated: ${violations.join('; ')}`);
}
