import { type Localized, NotificationKind } from '@lalebet/shared';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/database.ts';
import { audit } from '../audit.ts';
import { DAY_MS, clock } from '../../lib/clock.ts';
import { liraBoth } from '../../lib/lira.ts';
import { bonusBarred } from '../protection/marketable.ts';
import { postBonusGrant } from './ledger.ts';

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
  const referred = await trx
    .selectFrom('customer')
    .select('referred_by')
    .where('id', '=', referredId)
    .executeTakeFirst();
  const referrerId = referred?.referred_by ?? null;
  if (referrerId === null || referrerId === referredId) return [];
  const deposits = await trx
    .selectFrom('payment')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('customer_id', '=', referredId)
    .where('kind', '=', 1)
    .where('status', '=', 1)
    .executeTakeFirstOrThrow();
  if (Number(deposits.n) !== 1) return [];
  const def = await trx
    .selectFrom('bonus_definition')
    .selectAll()
    .where('kind', '=', 'referral')
    .where('enabled', '=', true)
    .orderBy('sort')
    .orderBy('id')
    .executeTakeFirst();
  if (!def?.amount) return [];

  const now = clock.now();
  // No bonus reaches a timed-out, self-excluded or closed referrer (rule 27,
  // docs/decisions/046-protection-gaps.md): the reward is recorded as withheld, never granted,
  // and stays so (unrewardedReferral skips it), so it cannot be claimed after the block either.
  if (await bonusBarred(trx, referrerId, now)) {
    await withholdReward(trx, { referrerId, referredId, definitionId: def.id, amount: def.amount }, now);
    return [];
  }
  const tenths = BigInt(Math.round(Number(def.wagering_multiple) * 10));
  const bonus = await trx
    .insertInto('customer_bonus')
    .values({
      customer_id: referrerId,
      definition_id: def.id,
      status: 'active',
      amount: def.amount,
      wagering_required: (def.amount * tenths) / 10n,
      source_payment_id: null,
      granted_at: now,
      expires_at: new Date(now.getTime() + def.validity_days * DAY_MS),
      period: `ref:${referredId}`,
      created_at: now,
      updated_at: now,
    })
    .onConflict((oc) => oc.doNothing())
    .returningAll()
    .executeTakeFirst();
  // Already rewarded for this player, or the referrer has an open bonus (claimable later).
  if (!bonus) return [];
  const transfer = await postBonusGrant(trx, bonus);
  await trx
    .updateTable('customer_bonus')
    .set({ grant_transfer_id: transfer })
    .where('id', '=', bonus.id)
    .execute();
  await audit(trx, {
    actor: { kind: 'customer', id: referredId },
    event: 'bonus_granted',
    meta: null,
    details: {
      customerBonusId: String(bonus.id),
      customerId: String(referrerId),
      definitionId: def.id,
      amount: String(bonus.amount),
      referredCustomerId: String(referredId),
    },
  });
  const a = liraBoth(bonus.amount);
  const notify = await notifier.notifyWithin(trx, referrerId, {
    type: NotificationKind.Bonus,
    title: { tr: 'Arkadaş bonusu eklendi', en: 'Referral bonus added' },
    note: {
      tr: `Davet ettiğiniz bir arkadaşınız ilk yatırımını yaptı; ${a.tr} bonus bakiyenize eklendi.`,
      en: `A friend you invited made their first deposit; ${a.en} has been added to your bonus balance.`,
    },
  });
  return [notify, () => notifier.balanceChanged(referrerId)];
}
