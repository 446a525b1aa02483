import type { Kysely } from 'kysely';
import type { Database } from '../db/database.ts';

const known = new WeakMap<Kysely<Database>, Promise<string>>();

/**
 * The id the processes sharing this database share (one row, written by a migration): it names
 * their Redis channels and counters. Read once per database: the auth plugin's rate limits and the
 * hub's bus and ticket store all need it at start.
 */
export function instanceChannelId(db: Kysely<Database>): Promise<string> {
  let id = known.get(db);
  if (!id) {
    id = db
      .selectFrom('hub_instance')
      .select('channel_id')
      .executeTakeFirstOrThrow()
      .then((row) => row.channel_id);
    // A failed read is not remembered: the next start may find the row.
    id.catch(() => known.delete(db));
    known.set(db, id);
  }
  return id;
}
