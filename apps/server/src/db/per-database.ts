import type { Kysely } from 'kysely';
import type { Database } from './database.ts';

/**
 * Process-local state kept per database, made on first use: `of(db)` answers the same value for
 * a Kysely instance, its transactions and the copies `withPlugin` makes (a test's statement
 * counter, a module's context), which all share one adapter; a second database (a test's own)
 * gets its own. Weakly held: a database that is dropped takes its state with it.
 */
export function perDatabase<T>(create: () => T): (db: Kysely<Database>) => T {
  const states = new WeakMap<object, T>();
  return (db) => {
    const key = db.getExecutor().adapter;
    let state = states.get(key);
    if (state === undefined) states.set(key, (state = create()));
    return state;
  };
}
