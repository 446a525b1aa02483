import type { CompiledQuery, QueryResult, RawBuilder, Transaction } from 'kysely';
import type { Database } from './database.ts';

/** What the client recognises the transaction's last statement by; private, as in deferred.ts. */
const MARK = '/* then commit */ ';

/** Whether the client should send the commit right behind this statement. */
export const isThenCommitText = (text: string) => text.startsWith(MARK);

/**
 * Sends the transaction's last statement with the commit right behind it, in the same write; the
 * transaction's own commit then only waits for that answer. It saves the commit's round trip
 * while the statement's locks are held (docs/decisions/050-hot-path-seams.md).
 *
 * The caller decides nothing after it: once the statement succeeds, the transaction commits. A
 * failed statement is thrown here and the commit is answered as a rollback, as PostgreSQL does in
 * an aborted transaction; another statement after a successful one is an error. Only inside a
 * transaction (the type says so). On PGlite it is an ordinary statement and the commit follows as
 * usual. The round trip it saves is pinned by then-commit.perf-contract.test.ts.
 */
export async function thenCommit<R>(
  trx: Transaction<Database>,
  statement: RawBuilder<R> | CompiledQuery<R>,
): Promise<QueryResult<R>> {
  const compiled = 'sql' in statement ? statement : statement.compile(trx);
  return trx.executeQuery({ ...compiled, sql: MARK + compiled.sql });
}
