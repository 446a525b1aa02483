import { type Localized, NotificationKind } from '@lalebet/shared';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/database.ts';
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
