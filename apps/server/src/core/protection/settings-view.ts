import type { Kysely } from 'kysely';
import type { ResponsibleGaming } from '@lalebet/shared';
import type { Database } from '../../db/database.ts';

/** The protection page's non-limit parts: exclusion, reality check, review prompt. */
export async function protectionSettingsView(
  _db: Kysely<Database>,
  _customerId: bigint,
): Promise<Pick<ResponsibleGaming, 'exclusion' | 'realityCheck' | 'review'>> {
  return {
    exclusion: null,
    realityCheck: { minutes: null, pending: null },
    review: { months: 6, due: false, lastAt: null },
  };
}
