import type { Duplex } from 'node:stream';
import type pg from 'pg';
import { CoalescedWrites } from './coalesced-writes.ts';
import { isDeferredText } from './deferred.ts';
import { PreparedNames } from './prepared-names.ts';
import { isThenCommitText } from './then-commit.ts';

const BEGIN = /^(begin|start transaction)\b/i;
const COMMIT = /^commit$/i;
const ROLLBACK = /^rollback$/i;

type QueryResult = { command: string; rowCount: number | null; rows: unknown[]; fields: unknown[] };
type Send = (...a: unknown[]) => Promise<QueryResult>;
const answered = (command: string): QueryResult => ({ command, rowCount: 0, rows: [], fields: [] });

/**
 * The pg Client the pool makes: the one place where the hot-path seams of db/ meet the wire
 * (docs/decisions/050-hot-path-seams.md). Each trick is its own module, named for what it saves:
 * - prepared-names.ts: every parameterised statement is a named prepared statement;
 * - deferred.ts: BEGIN and deferred statements are answered at once; with pg's pipeline mode
 *   the next statement follows on the same connection, and PostgreSQL runs them in order. A
 *   deferred failure is thrown by the next statement (which PostgreSQL refused anyway);
 * - coalesced-writes.ts: everything written in one tick leaves in one write;
 * - then-commit.ts: the transaction's last statement takes the commit with it.
 */
export function preparingClient(Base: typeof pg.Client): typeof pg.Client {
  class PreparingClient extends Base {
    private readonly names = new PreparedNames();
    private readonly writes = new CoalescedWrites();
    private deferred: Promise<unknown>[] = [];
    /** The answer to the commit sent behind a thenCommit statement. */
    private committing: Promise<QueryResult> | null = null;

    // pg's query() has many overloads; only (text, values) with no callback is rewritten, which
    // is how Kysely's PostgresDialect calls it.
    override query(...args: unknown[]): never {
      const [text, values, callback] = args;
      const send = super.query.bind(this) as Send;
      if (typeof text !== 'string' || !Array.isArray(values) || callback !== undefined) {
        return send(...args) as never;
      }
      if (this.committing) return this.afterCommitSent(text) as never;
      this.writes.hold((this as unknown as { connection: { stream: Duplex } }).connection.stream);
      const sent = send(this.names.statement(text, values), values.length ? undefined : values);
      if (isThenCommitText(text)) {
        this.committing = send('commit');
        this.committing.catch(() => {}); // thrown to the transaction's own commit
      }
      const begin = BEGIN.test(text);
      if (begin || isDeferredText(text)) {
        this.deferred.push(sent);
        sent.catch(() => {}); // thrown by the next statement
        return Promise.resolve(answered(begin ? 'BEGIN' : 'SELECT')) as never;
      }
      return this.withDeferred(sent) as never;
    }

    /** `sent`'s answer, or the error of a deferred statement sent before it. */
    private withDeferred(sent: Promise<QueryResult>): Promise<QueryResult> {
      if (!this.deferred.length) return sent;
      const before = this.deferred;
      this.deferred = [];
      // Pipelined answers come in order: the deferred ones are settled once `sent` is.
      return Promise.allSettled([...before, sent]).then((settled) => {
        const failed = settled.find((s) => s.status === 'rejected');
        if (failed) throw failed.reason;
        return (settled.at(-1) as PromiseFulfilledResult<QueryResult>).value;
      });
    }

    /** The transaction's end after a thenCommit statement: nothing more is sent. */
    private async afterCommitSent(text: string): Promise<QueryResult> {
      const answer = this.committing!;
      this.committing = null;
      const result = await answer;
      if (COMMIT.test(text)) return result;
      // The statement's failure aborted the transaction, and the commit ended it as a rollback.
      if (ROLLBACK.test(text) && result.command === 'ROLLBACK') return result;
      throw new Error(`statement after a pipelined commit (${result.command}): ${text.slice(0, 40)}`);
    }
  }
  return PreparingClient;
}
