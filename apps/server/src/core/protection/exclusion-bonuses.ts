import type { Transaction } from 'kysely';
import type { Database } from '../../db/database.ts';
import { clock } from '../../lib/clock.ts';
import { audit } from '../audit.ts';
import { forfeitActiveBonus } from '../bonus/forfeit.ts';

/** The reason a queued claim carries when a block ended it (the player sees it in the history). */
export const PROTECTION_REJECT_REASON = 'Ended by a time-out or self-exclusion';

/**
 * What a block does to the player's bonuses (docs/decisions/046-protection-gaps.md), inside the
 * transaction that records it, with the customer row locked: queued claims are rejected (no money
 * moved, none to return; a later confirm answers BONUS_CLAIM_ALREADY_DECIDED), and with
 * `forfeit` (self-exclusion, closure) the active bonus ends the way a withdrawal ends it: what is
 * left of the bonus balance goes back to the house in one `forfeit` posting (ADR 012). A time-out
 * keeps its active bonus: it is short, and losing a bonus must not be the price of taking one.
 */
export async function endBonusesForBlock(
  trx: Transaction<Database>,
  customerId: bigint,
  forfeit: boolean,
  actor: Parameters<typeof audit>[1]['actor'],
): Promise<void> {
  const now = clock.now();
  const rejected = await trx
    .updateTable('customer_bonus')
    .set({ status: 'rejected', reason_text: PROTECTION_REJECT_REASON, closed_at: now, updated_at: now })
    .where('customer_id', '=', customerId)
    .where('status', '=', 'pending')
    .returning('id')
    .execute();
  const forfeited = forfeit ? await forfeitActiveBonus(trx, customerId) : null;
  if (!rejected.length && forfeited === null) return;
  await audit(trx, {
    actor,
    event: 'rg_bonuses_ended',
    meta: null,
    details: {
      customerId: String(customerId),
      rejectedClaims: rejected.map((r) => String(r.id)).join(','),
      forfeitedBonus: forfeited === null ? null : String(forfeited),
    },
  });
}
