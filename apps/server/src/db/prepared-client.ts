import { createHash } from 'node:crypto';
import type pg from 'pg';

/** Distinct statements one connection keeps prepared; past this, new texts run unnamed. */
const MAX_PREPARED = 500;

/**
 * A pg Client that sends every parameterised statement as a named prepared statement, so
 * PostgreSQL parses each text once per connection instead of on every call and, once it has
 * seen a text often enough, reuses its plan (docs/decisions/036-seamless-wallet-speed.md).
 * The name is a digest of the text: the same text is the same statement on every connection.
 * Statements without parameters (begin, commit, DDL) stay unnamed; a connection keeps at most
 * MAX_PREPARED names, so generated texts (IN lists of every length) cannot grow it without end.
 */
export function preparingClient(Base: typeof pg.Client): typeof pg.Client {
  class PreparingClient extends Base {
    private readonly prepared = new Set<string>();

    // pg's query() has many overloads; only (text, values) with no callback is rewritten, which
    // is how Kysely's PostgresDialect calls it.
    override query(...args: unknown[]): never {
      const [text, values, callback] = args;
      if (typeof text === 'string' && Array.isArray(values) && values.length && callback === undefined) {
        const name = `q${createHash('sha1').update(text).digest('base64url')}`;
        if (this.prepared.has(name) || this.prepared.size < MAX_PREPARED) {
          this.prepared.add(name);
          return (super.query as (...a: unknown[]) => never)({ name, text, values });
        }
      }
      return (super.query as (...a: unknown[]) => never)(...args);
    }
  }
  return PreparingClient;
}
