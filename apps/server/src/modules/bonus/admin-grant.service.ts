import {
  type AdminBonusGrant,
  BONUS_GRANT_THRESHOLD_DEFAULT,
  BONUS_GRANT_THRESHOLD_OPTION,
  type Localized,
} from '@lalebet/shared';
import type { AuthenticatedAdmin } from '../../core/accounts/admin-sessions.ts';
import { audit } from '../../core/audit.ts';
import { isMarketable } from '../../core/protection/exclusions.ts';
import { intOption, readOptions } from '../../core/site-options.ts';
import { fireAfterCommit } from '../../lib/after-commit.ts';
import { AppError } from '../../lib/app-error.ts';
import { DAY_MS, clock } from '../../lib/clock.ts';
import { fieldError } from '../../lib/field-error.ts';
import { forLog } from '../../lib/identity.ts';
import { type BonusContext, wageringRequired } from './bonus.context.ts';
import { findDefinition, insertCustomerBonus } from './bonus.repository.ts';
import { grantWithin } from './grant.ts';

const CANNOT_RECEIVE: Localized = {
  en: 'This player cannot receive bonuses now (a time-out, self-exclusion, closure or a marker of harm under review).',
  tr: 'Bu oyuncu şu anda bonus alamaz (mola, kendini dışlama, hesap kapatma ya da incelenmeyi bekleyen bir risk işareti).',
};
const HAS_BONUS: Localized = {
  en: 'The player has an open bonus or has already received this one.',
  tr: 'Oyuncunun açık bir bonusu var ya da bu bonusu daha önce aldı.',
};
const PAUSED: Localized = {
  en: 'This bonus does not exist or is paused.',
  tr: 'Bu bonus yok ya da durdurulmuş.',
};

/** Above this (kuruş) one person may not grant alone (the site option, default 500 ₺). */
export async function grantThreshold(ctx: BonusContext): Promise<bigint> {
  const key = BONUS_GRANT_THRESHOLD_OPTION;
  return BigInt(intOption(await readOptions(ctx.db, [key]), key, BONUS_GRANT_THRESHOLD_DEFAULT, 0, 1e12));
}

/**
 * Staff give one player a bonus of a running definition, through the claim's own grant: one
 * ledger posting, the Bonus notification, the same unique indexes (one open bonus per player,
 * a definition once). Marketing rules hold (rules 27 and 39): an excluded, timed-out or strongly
 * flagged player gets nothing. Above the threshold a second person must approve; no shared
 * approvals mechanism exists yet, so such grants are refused (and the refusal audited).
 */
export async function grantToCustomer(
  ctx: BonusContext,
  admin: AuthenticatedAdmin,
  customerId: bigint,
  input: AdminBonusGrant,
): Promise<{ customerBonusId: number; amount: number }> {
  const customer = await ctx.db
    .selectFrom('customer')
    .select('id')
    .where('id', '=', customerId)
    .executeTakeFirst();
  if (!customer) throw new AppError('CUSTOMER_NOT_FOUND');
  const def = await findDefinition(ctx.db, input.definitionId);
  if (!def || !def.enabled || def.kind === 'trial')
    throw new AppError('BONUS_NOT_FOUND', { message: PAUSED });

  const asked = input.amount === undefined ? null : BigInt(input.amount);
  if (def.amount !== null && asked !== null && asked !== def.amount) throw fieldError('amount', 'v.invalid');
  const amount = def.amount ?? asked;
  if (amount === null) throw fieldError('amount', 'v.required');
  if (def.max_amount !== null && amount > def.max_amount) throw fieldError('amount', 'v.invalid');

  const threshold = await grantThreshold(ctx);
  const who = { kind: 'admin' as const, id: admin.id };
  const about = { customerId: String(customerId), definitionId: def.id, amount: String(amount) };
  if (amount > threshold) {
    await audit(ctx.db, {
      actor: who,
      event: 'bonus_grant_refused',
      meta: ctx.meta,
      details: { ...about, threshold: String(threshold), reason: forLog(input.reason, 200) },
    });
    throw new AppError('BONUS_GRANT_NEEDS_APPROVAL', { data: { threshold: Number(threshold) } });
  }
  if (!(await isMarketable(ctx.db, customerId))) {
    throw new AppError('BONUS_UNAVAILABLE', { message: CANNOT_RECEIVE });
  }

  const now = clock.now();
  const { row, push } = await ctx.db.transaction().execute(async (trx) => {
    const made = await insertCustomerBonus(trx, {
      customer_id: customerId,
      definition_id: def.id,
      status: 'active',
      amount,
      wagering_required: wageringRequired(amount, def.wagering_multiple),
      source_payment_id: null,
      granted_at: now,
      expires_at: new Date(now.getTime() + def.validity_days * DAY_MS),
      period: '',
      now,
    });
    if (!made) throw new AppError('BONUS_ALREADY_CLAIMED', { message: HAS_BONUS });
    await trx.updateTable('customer_bonus').set({ decided_by: admin.id }).where('id', '=', made.id).execute();
    await audit(trx, {
      actor: who,
      event: 'bonus_granted_by_staff',
      meta: ctx.meta,
      details: { ...about, customerBonusId: String(made.id), reason: forLog(input.reason, 200) },
    });
    return { row: made, push: await grantWithin(trx, ctx, made, def, who) };
  });
  fireAfterCommit(ctx.log, 'bonus', [push]);
  return { customerBonusId: Number(row.id), amount: Number(row.amount) };
}
