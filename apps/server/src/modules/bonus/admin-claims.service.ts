import type { AuthenticatedAdmin } from '../../core/accounts/index.ts';
import { fireAfterCommit } from '../../lib/after-commit.ts';
import { AppError } from '../../lib/app-error.ts';
import { audit } from '../../core/audit.ts';
import { DAY_MS, clock } from '../../lib/clock.ts';
import { forLog } from '../../lib/identity.ts';
import type { BonusContext } from './bonus.context.ts';
import { bonusRejectedNotification } from './bonus.messages.ts';
import { findDefinition, lockCustomerBonus, setBonusStatus } from './bonus.repository.ts';
import { bonusBarred, isMarketable } from '../../core/protection/index.ts';
import { assertDepositUntouched } from './claim.service.ts';
import { grantWithin } from './grant.ts';
import { CANNOT_RECEIVE } from './staff-grant.ts';

export type BonusClaimDecision =
  { id: number; action: 'confirm' } | { id: number; action: 'reject'; reason: string };

/**
 * An operator confirms (the bonus is granted: one ledger posting) or rejects (with a reason) a
 * pending claim. The row lock and the status guard give a confirm racing a reject one winner;
 * the grant's deterministic transfer id would refuse a second grant even if they did not. The
 * customer learns the outcome from a Bonus notification that commits with the decision.
 */
export async function decideBonusClaim(
  ctx: BonusContext,
  admin: AuthenticatedAdmin,
  decision: BonusClaimDecision,
): Promise<void> {
  const confirm = decision.action === 'confirm';
  const claimOf = await ctx.db
    .selectFrom('customer_bonus')
    .select('customer_id')
    .where('id', '=', BigInt(decision.id))
    .executeTakeFirst();
  if (!claimOf) throw new AppError('BONUS_NOT_FOUND');
  // A player blocked since the claim gets nothing (docs/rules.md R27, docs/decisions/046-protection-gaps.md).
  // The register lookup runs outside the transaction (register-check.ts); the rest is read again
  // inside it with the customer row locked, which startExclusion also locks: an exclusion racing
  // this confirm either commits first (refused here) or waits, and then finds the bonus active
  // (a self-exclusion forfeits it: core/protection/exclusion-bonuses.ts).
  const marketable = confirm ? await isMarketable(ctx.db, claimOf.customer_id) : true;
  const push = await ctx.db.transaction().execute(async (trx) => {
    await trx.selectFrom('customer').select('id').where('id', '=', claimOf.customer_id).forUpdate().execute();
    const bonus = await lockCustomerBonus(trx, BigInt(decision.id));
    if (!bonus) throw new AppError('BONUS_NOT_FOUND');
    if (bonus.status !== 'pending') throw new AppError('BONUS_CLAIM_ALREADY_DECIDED');
    const def = (await findDefinition(trx, bonus.definition_id))!;
    const now = clock.now();
    if (decision.action === 'confirm') {
      if (!marketable || (await bonusBarred(trx, bonus.customer_id, now))) {
        throw new AppError('BONUS_UNAVAILABLE', { message: CANNOT_RECEIVE });
      }
      // A queued deposit match is granted only on a deposit still untouched (ADR 016).
      if (bonus.source_payment_id !== null) {
        await assertDepositUntouched(trx, bonus.customer_id, bonus.source_payment_id);
      }
      const active = await setBonusStatus(trx, bonus.id, 'pending', {
        status: 'active',
        granted_at: now,
        expires_at: new Date(now.getTime() + def.validity_days * DAY_MS),
        decided_by: admin.id,
        updated_at: now,
      });
      await audit(trx, {
        actor: { kind: 'admin', id: admin.id },
        event: 'bonus_claim_confirmed',
        meta: ctx.meta,
        details: { customerBonusId: String(bonus.id), customerId: String(bonus.customer_id) },
      });
      return grantWithin(trx, ctx, active, def, { kind: 'admin', id: admin.id });
    }
    await setBonusStatus(trx, bonus.id, 'pending', {
      status: 'rejected',
      reason_text: decision.reason,
      decided_by: admin.id,
      closed_at: now,
      updated_at: now,
    });
    await audit(trx, {
      actor: { kind: 'admin', id: admin.id },
      event: 'bonus_claim_rejected',
      meta: ctx.meta,
      details: {
        customerBonusId: String(bonus.id),
        customerId: String(bonus.customer_id),
        reason: forLog(decision.reason, 200),
      },
    });
    return ctx.notifier.notifyWithin(
      trx,
      bonus.customer_id,
      bonusRejectedNotification({ tr: def.title_tr, en: def.title_en }, decision.reason),
    );
  });
  ctx.log.info(
    { customerBonusId: String(decision.id), adminId: String(admin.id), action: decision.action },
    'bonus: claim decided',
  );
  fireAfterCommit(ctx.log, 'bonus', [push, () => ctx.notifier.staffQueue('bonusClaims')]);
}
