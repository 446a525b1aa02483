import { createHash } from 'node:crypto';
import type pg from 'pg';

/** Distinct statements one connection keeps prepared; past this, new texts run unnamed. */
export const MAX_PREPARED = 500;

/**
 * Names each parameterised statement of one connection as a prepared statement, so PostgreSQL
 * parses its text once per connection and, once it has seen it often enough, reuses its plan:
 * that saves the parse (and, with generic-plans.ts, the planning) on every execution. The name
 * is a digest of the text; at most MAX_PREPARED names per connection, so generated texts (IN
 * lists of every length) cannot grow it without end. Pinned by
 * prepared-statements.perf-contract.test.ts.
 */
export class PreparedNames {
  private readonly names = new Map<string, string>();

  /** What pg's query() is given for this statement: named when it has parameters. */
  statement(text: string, values: unknown[]): string | pg.QueryConfig {
    if (!values.length) return text;
    let name = this.names.get(text);
    if (!name) {
      if (this.names.size >= MAX_PREPARED) return { text, values };
      name = `q${createHash('sha1').update(text).digest('base64url')}`;
      this.names.set(text, name);
    }
    return { name, text, values };
  }
}
