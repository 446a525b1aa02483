import { toMinor } from '@lalebet/shared';
import type { AuthenticatedCustomer } from '../../core/accounts/index.ts';
import { fireAfterCommit } from '../../lib/after-commit.ts';
import { AppError } from '../../lib/app-error.ts';
import { assertPlayAllowed } from '../../core/protection/index.ts';
import { DAY_MS, clock } from '../../lib/clock.ts';
import { trialBonusAmount } from '../../core/site-options.ts';
import { type BonusContext, wageringRequired } from './bonus.context.ts';
import {
  claimantOf,
  findTrialDefinition,
  flagSharedFingerprint,
  insertCustomerBonus,
  insertTrialClaim,
} from './bonus.repository.ts';
import { grantWithin } from './grant.ts';

/**
 * GET bonus/definetrialbonus: the sign-up trial bonus, once per person. The customer needs a
 * verified phone; the claim row is unique per customer and per phone number (a verified number
 * has one owner), so two accounts racing with one number end with one grant (the loser's insert
 * waits on the unique index, finds the winner's row and rolls back). The device fingerprint is
 * the client's own header and collides across people with the same phone model: a claim from a
 * fingerprint other accounts used is granted and flagged for the operator (ADR 016).
 */
export async function claimTrialBonus(ctx: BonusContext, customer: AuthenticatedCustomer): Promise<void> {
  // docs/rules.md R23, R27: no bonus take-up while play is blocked.
  await assertPlayAllowed(ctx.db, customer.id);
  const offered = toMinor(await trialBonusAmount(ctx.db));
  if (!offered) throw new AppError('BONUS_NOT_FOUND');
  const def = await findTrialDefinition(ctx.db);
  if (!def) throw new AppError('BONUS_NOT_FOUND');
  const person = await claimantOf(ctx.db, customer.id);
  if (!person.phone_verified_at) throw new AppError('BONUS_PHONE_NOT_VERIFIED');
  const fingerprint = ctx.meta.fingerprint ?? customer.fingerprint;

  const push = await ctx.db.transaction().execute(async (trx) => {
    const now = clock.now();
    const bonus = await insertCustomerBonus(trx, {
      customer_id: customer.id,
      definition_id: def.id,
      status: 'active',
      amount: offered,
      wagering_required: wageringRequired(offered, def.wagering_multiple),
      source_payment_id: null,
      granted_at: now,
      expires_at: new Date(now.getTime() + def.validity_days * DAY_MS),
      period: '', // once ever
      now,
    });
    if (!bonus) {
      const before = await trx
        .selectFrom('customer_bonus')
        .select('id')
        .where('customer_id', '=', customer.id)
        .where('definition_id', '=', def.id)
        .where('status', '<>', 'rejected')
        .executeTakeFirst();
      throw new AppError(before ? 'BONUS_ALREADY_CLAIMED' : 'BONUS_NOT_CLAIMABLE');
    }
    const claimed = await insertTrialClaim(trx, {
      customer_id: customer.id,
      phone: person.phone,
      fingerprint,
      customer_bonus_id: bonus.id,
      created_at: now,
    });
    if (!claimed) throw new AppError('BONUS_ALREADY_CLAIMED');
    if (fingerprint) {
      const shared = await flagSharedFingerprint(trx, {
        customer_id: customer.id,
        customer_bonus_id: bonus.id,
        fingerprint,
        created_at: now,
      });
      if (shared)
        ctx.log.warn({ customerId: String(customer.id), shared }, 'bonus: trial fingerprint shared');
    }
    return grantWithin(trx, ctx, bonus, def, { kind: 'customer', id: customer.id });
  });
  ctx.log.info({ customerId: String(customer.id) }, 'bonus: trial bonus granted');
  fireAfterCommit(ctx.log, 'bonus', [push]);
}
