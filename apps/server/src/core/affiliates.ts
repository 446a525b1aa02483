import { isBtag } from '@lalebet/shared';
import type { Kysely } from 'kysely';
import type { Database } from '../db/database.ts';

/**
 * The btag a new account is bound to (docs/decisions/092-affiliate-attribution-and-ngr-feed.md):
 * the one the sign-up carried when it is well formed and names an active affiliate; anything
 * else is dropped without a word, so a stale or forged link never stops a sign-up.
 */
export async function attributedBtag(db: Kysely<Database>, raw: string | undefined): Promise<string | null> {
  if (!isBtag(raw)) return null;
  const row = await db
    .selectFrom('affiliate')
    .select('btag')
    .where('btag', '=', raw)
    .where('status', '=', 'active')
    .executeTakeFirst();
  return row?.btag ?? null;
}
