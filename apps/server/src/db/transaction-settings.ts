import { type Transaction, sql } from 'kysely';
import type { Database } from './database.ts';
import { DEFERRED } from './prepared-client.ts';

/** Settings local to one transaction: a name and its value, as `set_config` takes them. */
export type LocalSettings = Record<string, string>;

/**
 * Sets `settings` for the rest of this transaction only, all in one deferred statement (sent
 * with the next one: no round trip of its own). The hot paths combine theirs here, so a wallet
 * call or a bet placement pays for one statement, not one per setting.
 */
export async function setLocal(trx: Transaction<Database>, settings: LocalSettings): Promise<void> {
  const entries = Object.entries(settings);
  if (!entries.length) return;
  const calls = entries.map(([name, value]) => sql`set_config(${name}, ${value}, true)`);
  await sql`${sql.raw(DEFERRED)}select ${sql.join(calls)}`.execute(trx);
}
