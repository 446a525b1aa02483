import type { Kysely } from 'kysely';
import pg from 'pg';
import { notifySourceOf } from '../db/create-db.ts';
import type { Database } from '../db/database.ts';

/**
 * Counts the statements sent to a database made by createDb, at the driver (every round trip,
 * whatever code sent it). On PostgreSQL it counts every node-postgres client of this process
 * except the caches' listener, so measure while nothing else runs.
 */
export function countQueries(db: Kysely<Database>): { readonly count: number; stop: () => void } {
  const source = notifySourceOf(db);
  if (!source) throw new Error('countQueries: not a database made by createDb');
  let count = 0;
  if (source.kind === 'pglite') {
    const instance = source.pg as { query: (...args: unknown[]) => Promise<unknown> };
    const original = instance.query;
    instance.query = function (this: unknown, ...args: unknown[]) {
      count++;
      return original.apply(this, args);
    };
    return {
      get count() {
        return count;
      },
      stop: () => {
        instance.query = original;
      },
    };
  }
  const proto = pg.Client.prototype as unknown as { query: (...args: unknown[]) => unknown };
  const original = proto.query;
  proto.query = function (this: unknown, ...args: unknown[]) {
    const text = typeof args[0] === 'string' ? args[0] : '';
    if (text !== 'select 1' && !text.startsWith('listen ')) count++;
    return original.apply(this, args);
  };
  return {
    get count() {
      return count;
    },
    stop: () => {
      proto.query = original;
    },
  };
}
