import type { SportsSettings } from '@lalebet/shared';
import type { Kysely } from 'kysely';
import type { Database } from '../../../db/database.ts';
import { clock } from '../../../lib/clock.ts';

/** What a player who never saved settings gets: better odds accepted, decimal odds. */
export const DEFAULT_SPORTS_SETTINGS: SportsSettings = { oddsChange: 'higher', oddsFormat: 'decimal' };

export async function readSettings(db: Kysely<Database>, customerId: bigint): Promise<SportsSettings> {
  const row = await db
    .selectFrom('sb_settings')
    .select(['odds_change', 'odds_format'])
    .where('customer_id', '=', customerId)
    .executeTakeFirst();
  return row ? { oddsChange: row.odds_change, oddsFormat: row.odds_format } : DEFAULT_SPORTS_SETTINGS;
}

export async function saveSettings(
  db: Kysely<Database>,
  customerId: bigint,
  s: SportsSettings,
): Promise<SportsSettings> {
  const values = { odds_change: s.oddsChange, odds_format: s.oddsFormat, updated_at: clock.now() };
  await db
    .insertInto('sb_settings')
    .values({ customer_id: customerId, ...values })
    .onConflict((oc) => oc.column('customer_id').doUpdateSet(values))
    .execute();
  return s;
}
