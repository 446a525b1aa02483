import { NotificationKind } from '@lalebet/shared';
import type { Insertable, Selectable, Transaction } from 'kysely';
import type { Database } from '../../db/database.ts';
import { DAY_MS } from '../../lib/clock.ts';
import { liraBoth } from '../../lib/lira.ts';
import { audit } from '../audit.ts';
import { grantBonusMoney } from './ledger.ts';

type Definition = Selectable<Database['bonus_definition']>;

/**
 * The referrer and the operator's referral bonus, when this confirmed deposit is the referred
 * player's first and a referral bonus with an amount is on offer; otherwise null.
 */
export async function referralDue(
  trx: Transaction<Database>,
  referredId: bigint,
): Promise<{ referrerId: bigint; def: Definition & { amount: bigint } } | null> {
  const referred = await trx
    .selectFrom('customer')
    .select('referred_by')
    .where('id', '=', referredId)
    .executeTakeFirst();
  const referrerId = referred?.referred_by ?? null;
  if (referrerId === null || referrerId === referredId) return null;
  const deposits = await trx
    .selectFrom('payment')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('customer_id', '=', referredId)
    .where('kind', '=', 1)
    .where('status', '=', 1)
    .executeTakeFirstOrThrow();
  if (Number(deposits.n) !== 1) return null;
  const def = await trx
    .selectFrom('bonus_definition')
    .selectAll()
    .where('kind', '=', 'referral')
    .where('enabled', '=', true)
    .orderBy('sort')
    .orderBy('id')
    .executeTakeFirst();
  if (!def?.amount) return null;
  return { referrerId, def: { ...def, amount: def.amount } };
}

/**
 * Pure: the referrer's active bonus, its wagering the definition's multiple (in tenths) of the
 * amount; its claim period names the referred player, so a second grant for them is refused.
 */
export function referralBonusRow(
  def: Pick<Definition, 'id' | 'wagering_multiple' | 'validity_days'> & { amount: bigint },
  p: { referrerId: bigint; referredId: bigint },
  now: Date,
): Insertable<Database['customer_bonus']> {
  const tenths = BigInt(Math.round(Number(def.wagering_multiple) * 10));
  return {
    customer_id: p.referrerId,
    definition_id: def.id,
    status: 'active',
    amount: def.amount,
    wagering_required: (def.amount * tenths) / 10n,
    source_payment_id: null,
    granted_at: now,
    expires_at: new Date(now.getTime() + def.validity_days * DAY_MS),
    period: `ref:${p.referredId}`,
    created_at: now,
    updated_at: now,
  };
}

/** The bonus row, its ledger grant and its audit row; null when the row already exists. */
export async function grantReferral(
  trx: Transaction<Database>,
  row: Insertable<Database['customer_bonus']>,
  referredId: bigint,
) {
  const bonus = await trx
    .insertInto('customer_bonus')
    .values(row)
    .onConflict((oc) => oc.doNothing())
    .returningAll()
    .executeTakeFirst();
  if (!bonus) return null;
  await grantBonusMoney(trx, bonus);
  await audit(trx, {
    actor: { kind: 'customer', id: referredId },
    event: 'bonus_granted',
    meta: null,
    details: {
      customerBonusId: String(bonus.id),
      customerId: String(bonus.customer_id),
      definitionId: bonus.definition_id,
      amount: String(bonus.amount),
      referredCustomerId: String(referredId),
    },
  });
  return bonus;
}

/** What the referrer is told. */
export function referralNotification(amount: bigint) {
  const a = liraBoth(amount);
  return {
    type: NotificationKind.Bonus,
    title: { tr: 'Arkadaş bonusu eklendi', en: 'Referral bonus added' },
    note: {
      tr: `Davet ettiğiniz bir arkadaşınız ilk yatırımını yaptı; ${a.tr} bonus bakiyenize eklendi.`,
      en: `A friend you invited made their first deposit; ${a.en} has been added to your bonus balance.`,
    },
  };
}
