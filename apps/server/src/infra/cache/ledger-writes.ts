/**
 * Which customers' balances this process is changing right now, for the balance cache
 * (core/accounts/balance-cache.ts). The database's notice of a change arrives on its own
 * connection a moment after the commit; a poll answered in that moment from memory, in the
 * process that made the change, would show the old balance to the player who just deposited
 * or bet. So the ledger marks the owners of the accounts it posts to before it writes, and the
 * cache reads through for them until the notice arrives (or the mark lapses: a rolled-back
 * transaction sends none). Process-wide: the ledger does not know which app it serves, and a
 * spurious mark only costs a read.
 */

/** A mark outlives any transaction we run; after it, a notice that never came means a rollback. */
const MARK_MS = 10_000;
const MAX_OWNERS = 500_000;

/** Ledger account id -> its customer, learned where accounts are created or read. */
const owners = new Map<bigint, string>();
/** Customer id -> until when (performance.now()) their cached balance is not trusted. */
const marks = new Map<string, number>();

export function learnAccountOwner(accountId: bigint, customerId: bigint | string): void {
  if (owners.size >= MAX_OWNERS) owners.clear();
  owners.set(accountId, String(customerId));
}

/** Before a posting to these accounts: their owners' balances read through until the notice. */
export function markLedgerWrite(accountIds: Iterable<bigint>): void {
  const until = performance.now() + MARK_MS;
  for (const id of accountIds) {
    const customer = owners.get(id);
    if (customer !== undefined) marks.set(customer, until);
  }
}

export function isBeingWritten(customerId: string): boolean {
  const until = marks.get(customerId);
  if (until === undefined) return false;
  if (until > performance.now()) return true;
  marks.delete(customerId);
  return false;
}

/** The change's notice arrived: the database now answers with it. */
export function clearLedgerWrite(customerId: string): void {
  marks.delete(customerId);
}
