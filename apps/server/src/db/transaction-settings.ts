import { type RawBuilder, type Transaction, sql } from 'kysely';
import type { Database } from './database.ts';
import { deferred } from './deferred.ts';

/** Settings local to one transaction: a name and its value, as `set_config` takes them. */
export type LocalSettings = Record<string, string>;

/**
 * `settings` as the select list of a statement the transaction sends first anyway (a hot path's
 * lock): no statement of their own. That statement must return one row at least, or nothing is
 * set; they apply from the statement after it.
 */
export function settingColumns(settings: LocalSettings): RawBuilder<unknown> {
  return sql.join(Object.entries(settings).map(([name, value]) => sql`set_config(${name}, ${value}, true)`));
}

/**
 * Sets `settings` for the rest of this transaction only, all in one deferred statement (sent
 * with the next one: no round trip of its own). The hot paths combine theirs here, so a wallet
 * call or a bet placement pays for one statement, not one per setting.
 */
export async function setLocal(trx: Transaction<Database>, settings: LocalSettings): Promise<void> {
  if (!Object.keys(settings).length) return;
  await deferred(trx, sql`select ${settingColumns(settings)}`);
}
