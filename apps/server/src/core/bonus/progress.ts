import { type BonusProgressDto, fromMinor } from '@lalebet/shared';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/database.ts';
import { bonusBalance } from '../ledger/index.ts';

/**
 * A customer bonus's wagering as the hub pushes it after a bet, win or rollback moved it.
 * `remaining` is the bonus account while the bonus is active, 0 once it has ended (as bonus/mine).
 */
export async function bonusProgressOf(
  db: Kysely<Database>,
  bonusId: bigint,
): Promise<{ customerId: bigint; progress: BonusProgressDto } | undefined> {
  const row = await db
    .selectFrom('customer_bonus')
    .select(['customer_id', 'status', 'wagering_done', 'wagering_required'])
    .where('id', '=', bonusId)
    .executeTakeFirst();
  if (!row) return undefined;
  const remaining = row.status === 'active' ? await bonusBalance(db, row.customer_id) : 0n;
  return {
    customerId: row.customer_id,
    progress: {
      id: Number(bonusId),
      status: row.status,
      remaining: fromMinor(remaining),
      wageringDone: fromMinor(row.wagering_done),
      wageringRequired: fromMinor(row.wagering_required),
    },
  };
}
