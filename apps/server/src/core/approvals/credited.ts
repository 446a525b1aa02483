import type { Localized } from '@lalebet/shared';
import { type Kysely, type Transaction, sql } from 'kysely';
import type { Database } from '../../db/database.ts';
import { AppError } from '../../lib/app-error.ts';
import { DAY_MS } from '../../lib/clock.ts';
import { assertNotBeneficiary } from './decide.ts';

type Db = Kysely<Database> | Transaction<Database>;

/** How long a credit keeps its giver from paying the player out (docs/decisions/041-separation-of-duties-for-money.md). */
export const CREDITOR_WINDOW_MS = 7 * DAY_MS;

const CREDITED: Localized = {
  en: 'You credited this player in the last 7 days (an adjustment, a bonus grant, a claim confirmation or a debt write-off): someone else must confirm the payout.',
  tr: 'Bu oyuncuya son 7 günde siz para verdiniz (bakiye düzeltmesi, bonus verme, talep onayı ya da borç silme): ödemeyi başka biri onaylamalı.',
};

/**
 * Whether `staffId` put money in this player's account since `since`: an executed credit
 * adjustment they requested or approved, a bonus they gave or approved (customer_bonus.decided_by
 * with a grant posting), a grant request of theirs that was executed, a claim they confirmed,
 * a debt write-off they requested or approved (docs/decisions/104-debt-write-off.md).
 */
export async function creditedSince(db: Db, staffId: bigint, customerId: bigint, since: Date) {
  const { rows } = await sql<{ hit: boolean }>`
    select exists (
      select 1 from admin_adjustment a
      where a.customer_id = ${customerId} and a.status = 'executed' and a.direction = 'credit'
        and a.decided_at > ${since} and (a.requested_by = ${staffId} or a.decided_by = ${staffId})
      union all
      select 1 from customer_bonus b
      where b.customer_id = ${customerId} and b.decided_by = ${staffId}
        and b.grant_transfer_id is not null and b.granted_at > ${since}
      union all
      select 1 from bonus_grant_request g
      where g.customer_id = ${customerId} and g.status = 'executed' and g.requested_by = ${staffId}
        and g.decided_at > ${since}
      union all
      select 1 from debt_write_off_request w
      where w.customer_id = ${customerId} and w.status = 'executed' and w.decided_at > ${since}
        and (w.requested_by = ${staffId} or w.decided_by = ${staffId})
    ) as hit`.execute(db);
  return rows[0]?.hit === true;
}

/**
 * The beneficiary rule for payouts (docs/decisions/041-separation-of-duties-for-money.md): a
 * staff member linked to the player, or who credited them in the last 7 days, does not confirm
 * the player's withdrawal. Read in the caller's transaction.
 */
export async function assertNotCreditor(db: Db, staffId: bigint, customerId: bigint, now: Date) {
  await assertNotBeneficiary(db, staffId, customerId);
  if (await creditedSince(db, staffId, customerId, new Date(now.getTime() - CREDITOR_WINDOW_MS))) {
    throw new AppError('APPROVAL_BENEFICIARY', { message: CREDITED, data: { reason: 'credited' } });
  }
}
