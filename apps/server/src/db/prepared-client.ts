import { createHash } from 'node:crypto';
import type { Duplex } from 'node:stream';
import type pg from 'pg';

/** Distinct statements one connection keeps prepared; past this, new texts run unnamed. */
const MAX_PREPARED = 500;

/**
 * A statement whose text starts with this comment is deferred: it is sent at once and answered
 * at once with no rows, and its error, if it fails, is thrown by the next statement instead.
 * Only for statements inside a transaction whose answer nobody reads (an advisory lock).
 */
export const DEFERRED = '/* deferred */ ';
/**
 * A statement whose text starts with this comment is the last of its transaction: `commit` is
 * sent right behind it, in the same write, and the transaction's own `commit` then only waits for
 * that answer (docs/decisions/039-pipelined-statements-and-balance-notices.md). The caller must
 * decide nothing after it: once the statement succeeds, the transaction commits. A failed
 * statement leaves the commit answered as a rollback, as PostgreSQL does in an aborted
 * transaction; another statement, or a rollback, after a successful one is an error.
 */
export const THEN_COMMIT = '/* then commit */ ';
const BEGIN = /^(begin|start transaction)\b/i;
const COMMIT = /^commit$/i;
const ROLLBACK = /^rollback$/i;

type QueryResult = { command: string; rowCount: number | null; rows: unknown[]; fields: unknown[] };

/**
 * The pg Client the pool makes, with four changes (docs/decisions/036-seamless-wallet-speed.md):
 * - every parameterised statement is a named prepared statement, so PostgreSQL parses each text
 *   once per connection and, once it has seen it often enough, reuses its plan. The name is a
 *   digest of the text; a connection keeps at most MAX_PREPARED names, so generated texts (IN
 *   lists of every length) cannot grow it without end;
 * - BEGIN and DEFERRED statements are not waited for: with pg's pipeline mode the statement
 *   after them follows on the same connection at once, and PostgreSQL runs them in order, so the
 *   statement after an advisory lock still starts after the lock is granted. A deferred failure
 *   is thrown by the next statement (which PostgreSQL refused anyway: the transaction aborted);
 * - everything written in one tick leaves in one write, so BEGIN, a lock and the first read
 *   cost one system call and one round trip, not three;
 * - a THEN_COMMIT statement takes the commit with it: one write and one round trip fewer.
 */
export function preparingClient(Base: typeof pg.Client): typeof pg.Client {
  class PreparingClient extends Base {
    private readonly names = new Map<string, string>();
    private deferred: Promise<unknown>[] = [];
    private coalescing = false;
    /** The answer to the commit sent behind a THEN_COMMIT statement. */
    private committing: Promise<QueryResult> | null = null;

    // pg's query() has many overloads; only (text, values) with no callback is rewritten, which
    // is how Kysely's PostgresDialect calls it.
    override query(...args: unknown[]): never {
      const [text, values, callback] = args;
      const send = super.query.bind(this) as (...a: unknown[]) => Promise<QueryResult>;
      if (typeof text !== 'string' || !Array.isArray(values) || callback !== undefined) {
        return send(...args) as never;
      }
      if (this.committing) return this.afterCommitSent(text) as never;
      this.coalesceWrites();
      const sent = send(this.statement(text, values), values.length ? undefined : values);
      if (text.startsWith(THEN_COMMIT)) {
        this.committing = send('commit');
        this.committing.catch(() => {}); // thrown to the transaction's own commit
      }
      const begin = BEGIN.test(text);
      if (begin || text.startsWith(DEFERRED)) {
        this.deferred.push(sent);
        sent.catch(() => {}); // thrown by the next statement
        const command = begin ? 'BEGIN' : 'SELECT';
        return Promise.resolve<QueryResult>({ command, rowCount: 0, rows: [], fields: [] }) as never;
      }
      if (!this.deferred.length) return sent as never;
      const before = this.deferred;
      this.deferred = [];
      // Pipelined answers come in order: the deferred ones are settled once `sent` is.
      return Promise.allSettled([...before, sent]).then((settled) => {
        const failed = settled.find((s) => s.status === 'rejected');
        if (failed) throw failed.reason;
        return (settled.at(-1) as PromiseFulfilledResult<QueryResult>).value;
      }) as never;
    }

    /** The transaction's end after a THEN_COMMIT statement: nothing more is sent. */
    private async afterCommitSent(text: string): Promise<QueryResult> {
      const answer = this.committing!;
      this.committing = null;
      const result = await answer;
      if (COMMIT.test(text)) return result;
      // The statement's failure aborted the transaction, and the commit ended it as a rollback.
      if (ROLLBACK.test(text) && result.command === 'ROLLBACK') return result;
      throw new Error(`statement after a pipelined commit (${result.command}): ${text.slice(0, 40)}`);
    }

    private statement(text: string, values: unknown[]): string | pg.QueryConfig {
      if (!values.length) return text;
      let name = this.names.get(text);
      if (!name) {
        if (this.names.size >= MAX_PREPARED) return { text, values };
        name = `q${createHash('sha1').update(text).digest('base64url')}`;
        this.names.set(text, name);
      }
      return { name, text, values };
    }

    /** Holds this tick's writes back and sends them in one write when the tick ends. */
    private coalesceWrites(): void {
      const stream = (this as unknown as { connection: { stream: Duplex } }).connection.stream;
      if (this.coalescing || !stream.writable) return;
      this.coalescing = true;
      stream.cork();
      process.nextTick(() => {
        this.coalescing = false;
        stream.uncork();
      });
    }
  }
  return PreparingClient;
}
