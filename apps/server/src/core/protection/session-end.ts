import type { Kysely } from 'kysely';
import type { Database } from '../../db/database.ts';
import { clock } from '../../lib/clock.ts';

/**
 * docs/rules.md R26 "pending/future game transactions are cancelled": the player's open game launches
 * expire now, so the provider's next bet on them is refused RS_TOKEN_EXPIRED by the seamless
 * wallet (modules/game-wallet/bet.service.ts), while wins and rollbacks of rounds already played
 * still settle on expired tokens (docs/decisions/010-seamless-wallet.md).
 */
export async function expireGameLaunches(db: Kysely<Database>, customerId: bigint): Promise<number> {
  const now = clock.now();
  const { numUpdatedRows } = await db
    .updateTable('game_session')
    .set({ expires_at: now })
    .where('customer_id', '=', customerId)
    .where('expires_at', '>', now)
    .executeTakeFirst();
  return Number(numUpdatedRows);
}
