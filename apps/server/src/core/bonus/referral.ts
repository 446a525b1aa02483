import type { Localized } from '@lalebet/shared';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/database.ts';
import { audit } from '../audit.ts';
import { clock } from '../../lib/clock.ts';
import { bonusBarred } from '../protection/marketable.ts';
import { grantReferral, referralBonusRow, referralDue, referralNotification } from './referral-grant.ts';

/**
 * Referrals (ADR 016, docs/product.md: the `refId` referral number). A player signs up with
 * another player's user code; when the new player's first deposit is confirmed the referrer gets
 * the operator's `referral` bonus, once per referred player: its claim period is
 * 'ref:<referred customer id>', so the customer_bonus unique index refuses a second grant even
 * when the gateway retries its webhook.
 */

/**
 * The account a sign-up's referral number names (its 8-digit user code), or null. Unknown numbers
 * are ignored silently: sign-up must not tell anyone whether an account exists.
 */
export async function referrerOf(db: Kysely<Database>, refId: number | undefined): Promise<bigint | null> {
  if (refId === undefined || !Number.isSafeInteger(refId) || refId <= 0) return null;
  const row = await db
    .selectFrom('customer')
    .select('id')
    .where('user_code', '=', String(refId))
    .executeTakeFirst();
  return row?.id ?? null;
}

/** The reason a withheld referral reward carries (a rejected row that moved no money). */
export const REFERRAL_WITHHELD_REASON = 'Withheld: player protection';

async function withholdReward(
  trx: Transaction<Database>,
  r: { referrerId: bigint; referredId: bigint; definitionId: number; amount: bigint },
  now: Date,
): Promise<void> {
  const seen = await trx
    .selectFrom('customer_bonus')
    .select('id')
    .where('customer_id', '=', r.referrerId)
    .where('definition_id', '=', r.definitionId)
    .where('period', '=', `ref:${r.referredId}`)
    .executeTakeFirst();
  if (seen) return;
  const row = await trx
    .insertInto('customer_bonus')
    .values({
      customer_id: r.referrerId,
      definition_id: r.definitionId,
      status: 'rejected',
      amount: r.amount,
      wagering_required: 0n,
      source_payment_id: null,
      period: `ref:${r.referredId}`,
      reason_text: REFERRAL_WITHHELD_REASON,
      closed_at: now,
      created_at: now,
      updated_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await audit(trx, {
    actor: { kind: 'system', id: null },
    event: 'bonus_referral_withheld',
    meta: null,
    details: {
      customerBonusId: String(row.id),
      customerId: String(r.referrerId),
      referredCustomerId: String(r.referredId),
      definitionId: r.definitionId,
    },
  });
}

type ReferralNotifier = {
  notifyWithin(
    trx: Transaction<Database>,
    customerId: bigint,
    n: { type: number; title: Localized; note: Localized },
  ): Promise<() => Promise<void>>;
  balanceChanged(customerId: bigint): Promise<void>;
};

/**
 * Called where a deposit is confirmed, inside its transaction (after the payment row says
 * Confirmed). Grants the referrer's bonus when this is the referred player's first confirmed
 * deposit. Returns the pushes to fire after the commit (none when nothing was granted). When the
 * referrer has another bonus open at that moment, nothing is granted now: the reward stays
 * claimable from their bonus list (modules/bonus/eligibility.ts) once that bonus ends.
 */
export async function rewardReferrer(
  trx: Transaction<Database>,
  notifier: ReferralNotifier,
  referredId: bigint,
): Promise<(() => Promise<void>)[]> {
  const due = await referralDue(trx, referredId);
  if (!due) return [];
  const { referrerId, def } = due;
  const now = clock.now();
  // No bonus reaches a timed-out, self-excluded or closed referrer (docs/rules.md R27,
  // docs/decisions/046-protection-gaps.md): the reward is recorded as withheld, never granted,
  // and stays so (unrewardedReferral skips it), so it cannot be claimed after the block either.
  if (await bonusBarred(trx, referrerId, now)) {
    await withholdReward(trx, { referrerId, referredId, definitionId: def.id, amount: def.amount }, now);
    return [];
  }
  const bonus = await grantReferral(trx, referralBonusRow(def, { referrerId, referredId }, now), referredId);
  // Already rewarded for this player, or the referrer has an open bonus (claimable later).
  if (!bonus) return [];
  const notify = await notifier.notifyWithin(trx, referrerId, referralNotification(bonus.amount));
  return [notify, () => notifier.balanceChanged(referrerId)];
}
