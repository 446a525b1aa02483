import type { RawBuilder, Transaction } from 'kysely';
import type { Database } from './database.ts';

/**
 * What the client recognises a deferred statement by. Private: callers say `deferred(...)`, and
 * the text keeps the mark only so that the PostgreSQL client (prepared-client.ts) can see it
 * where it sees nothing else, and so that it shows in the server's own statement logs.
 */
const MARK = '/* deferred */ ';

/** Whether the client should answer this statement at once and keep its real answer back. */
export const isDeferredText = (text: string) => text.startsWith(MARK);

/**
 * Sends a statement whose answer nobody reads (an advisory lock, transaction settings) without
 * waiting for it. It saves a round trip: on PostgreSQL it leaves in the same write as the next
 * statement, which PostgreSQL runs after it, so a read after a lock still starts once the lock is
 * held. If it fails, the next statement of the transaction throws its error (PostgreSQL refused
 * that one anyway: the transaction aborted). On PGlite it is an ordinary statement.
 *
 * The types keep it honest: only inside a transaction (a pooled `db` could send the next
 * statement on another connection, where its error would be lost), and nothing to read back.
 * The statement count it saves is pinned by deferred.perf-contract.test.ts.
 */
export async function deferred(trx: Transaction<Database>, statement: RawBuilder<unknown>): Promise<void> {
  const compiled = statement.compile(trx);
  await trx.executeQuery({ ...compiled, sql: MARK + compiled.sql });
}
