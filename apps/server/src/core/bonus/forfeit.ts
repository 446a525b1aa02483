import { type Localized, NotificationKind } from '@lalebet/shared';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/database.ts';
import { clock } from '../../lib/clock.ts';
import { closeBonus } from './ledger.ts';

/** Whether the customer has an active bonus (a cheap read before the withdrawal's transaction). */
export async function hasActiveBonus(db: Kysely<Database> | Transaction<Database>, customerId: bigint) {
  const row = await db
    .selectFrom('customer_bonus')
    .select('id')
    .where('customer_id', '=', customerId)
    .where('status', '=', 'active')
    .executeTakeFirst();
  return !!row;
}

/**
 * Ends the customer's active bonus because they withdraw (ADR 012): what is left of the bonus
 * balance goes back to the house in one `forfeit` posting. Inside the caller's transaction, with
 * the bonus row locked before any ledger account. Returns the bonus id, or null when none was active.
 */
export async function forfeitActiveBonus(
  trx: Transaction<Database>,
  customerId: bigint,
): Promise<bigint | null> {
  const bonus = await trx
    .selectFrom('customer_bonus')
    .select(['id', 'customer_id'])
    .where('customer_id', '=', customerId)
    .where('status', '=', 'active')
    .forUpdate()
    .executeTakeFirst();
  if (!bonus) return null;
  await closeBonus(trx, bonus, 'forfeit');
  return bonus.id;
}

/** The reason a queued claim carries when a withdrawal ended it (the player sees it translated). */
export const WITHDRAWAL_REJECT_REASON = 'Withdrawal requested before approval';

/**
 * Ends the customer's queued (pending) claims because they withdraw (ADR 016): a claim the
 * operator has not decided yet must not be granted on a deposit that is leaving. The claim becomes
 * `rejected` (no money moved, so none to return) and a later confirm answers
 * BONUS_CLAIM_ALREADY_DECIDED. Called inside the withdrawal's transaction after the hold, so a claim
 * racing the withdrawal either sees the hold (and is refused) or committed first and is ended here.
 */
export async function forfeitPendingClaims(trx: Transaction<Database>, customerId: bigint): Promise<number> {
  const now = clock.now();
  const ended = await trx
    .updateTable('customer_bonus')
    .set({ status: 'rejected', reason_text: WITHDRAWAL_REJECT_REASON, closed_at: now, updated_at: now })
    .where('customer_id', '=', customerId)
    .where('status', '=', 'pending')
    .returning('id')
    .execute();
  return ended.length;
}

export const bonusForfeitedNotification = (): {
  type: typeof NotificationKind.Bonus;
  title: Localized;
  note: Localized;
} => ({
  type: NotificationKind.Bonus,
  title: { tr: 'Bonus iptal edildi', en: 'Bonus cancelled' },
  note: {
    tr: 'Para çekme talebiniz nedeniyle aktif bonusunuz iptal edildi ve bonus bakiyeniz silindi.',
    en: 'Your active bonus was cancelled because you requested a withdrawal, and your bonus balance was removed.',
  },
});
