import type { Launcher } from '@lalebet/shared';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/database.ts';

export function findUserCode(db: Kysely<Database>, customerId: bigint) {
  return db.selectFrom('customer').select('user_code').where('id', '=', customerId).executeTakeFirstOrThrow();
}

export async function insertGameSession(
  db: Kysely<Database>,
  s: {
    id: string;
    tokenHash: string;
    customerId: bigint;
    gameId: number;
    currency: string;
    launcher: Launcher;
    expiresAt: Date;
  },
) {
  await db
    .insertInto('game_session')
    .values({
      id: s.id,
      token_hash: s.tokenHash,
      customer_id: s.customerId,
      game_id: s.gameId,
      currency: s.currency,
      launcher: s.launcher,
      expires_at: s.expiresAt,
    })
    .execute();
}

/** A launch the provider never accepted leaves no usable token behind. */
export async function deleteGameSession(db: Kysely<Database>, id: string) {
  await db.deleteFrom('game_session').where('id', '=', id).execute();
}
