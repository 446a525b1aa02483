import type { PGlite } from '@electric-sql/pglite';
import type { PostgresPool, PostgresPoolClient, PostgresQueryResult } from 'kysely';

type Command = PostgresQueryResult<unknown>['command'];
const COUNTED = new Set(['INSERT', 'UPDATE', 'DELETE', 'MERGE']);

/**
 * Presents one PGlite instance as a node-postgres pool so Kysely's own PostgresDialect
 * (and so the same query compiler as production) drives it. PGlite is a single connection:
 * `connect()` hands it out to one caller at a time, which keeps transactions from interleaving.
 */
export function pglitePool(pg: PGlite): PostgresPool {
  let tail: Promise<void> = Promise.resolve();

  return {
    async connect() {
      let release!: () => void;
      const previous = tail;
      tail = new Promise<void>((resolve) => (release = resolve));
      await previous;
      let released = false;
      const client = {
        async query(sql: string, parameters: ReadonlyArray<unknown>) {
          const result = await pg.query(sql, parameters as unknown[]);
          const command = (sql.trimStart().split(/\s/, 1)[0] ?? '').toUpperCase() as Command;
          return {
            command,
            rowCount: COUNTED.has(command) ? (result.affectedRows ?? 0) : result.rows.length,
            rows: result.rows,
          };
        },
        release() {
          if (released) return;
          released = true;
          release();
        },
      };
      return client as unknown as PostgresPoolClient;
    },
    async end() {
      await tail;
      await pg.close();
    },
  };
}
