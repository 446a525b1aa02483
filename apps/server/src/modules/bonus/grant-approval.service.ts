import type { AuthenticatedAdmin } from '../../core/accounts/index.ts';
import { type ApprovalRow, approveRequest, rejectRequest } from '../../core/approvals/index.ts';
import { audit } from '../../core/audit.ts';
import { isMarketable } from '../../core/protection/index.ts';
import { fireAfterCommit } from '../../lib/after-commit.ts';
import { AppError } from '../../lib/app-error.ts';
import { forLog } from '../../lib/identity.ts';
import type { BonusContext } from './bonus.context.ts';
import { findDefinition } from './bonus.repository.ts';
import { findGrantRequest, grantRequestHash } from './grant-request.repository.ts';
import { CANNOT_RECEIVE, assertGrantable, giveByStaff } from './staff-grant.ts';

type Row = ApprovalRow<'bonus_grant'>;
const about = (r: Row) => ({
  requestId: String(r.id),
  customerId: String(r.customer_id),
  definitionId: r.definition_id,
  amount: String(r.amount),
});
const hashOf = (r: Row) =>
  grantRequestHash({
    customerId: r.customer_id,
    definitionId: r.definition_id,
    amount: r.amount,
    reason: r.reason,
  });

/**
 * Someone else approves a grant request (docs/decisions/035-four-eyes-approvals.md): the
 * bonus is given in the approval's transaction, with the request locked, so concurrent
 * approvals give it once. A grant that can no longer be given (paused offer, an open bonus,
 * the player now excluded) is refused and the request stays pending, for a rejection.
 */
export async function approveGrantRequest(
  ctx: BonusContext,
  admin: AuthenticatedAdmin,
  id: bigint,
  hash: string,
): Promise<{ customerBonusId: number; amount: number }> {
  // Marketing rules are read before the transaction: a register lookup cannot run inside one.
  const seen = await findGrantRequest(ctx.db, id);
  const marketable = seen ? await isMarketable(ctx.db, seen.customer_id) : false;
  let push: () => Promise<void> = async () => {};
  const done = await ctx.db.transaction().execute(async (trx) => {
    const { row, effect } = await approveRequest(trx, 'bonus_grant', id, admin.id, hash, {
      hashOf,
      execute: async (r, now) => {
        const def = await findDefinition(trx, r.definition_id);
        assertGrantable(def);
        if (!marketable) throw new AppError('BONUS_UNAVAILABLE', { message: CANNOT_RECEIVE });
        const given = await giveByStaff(
          trx,
          ctx,
          { customerId: r.customer_id, def, amount: r.amount },
          admin.id,
          now,
        );
        push = given.push;
        return { customer_bonus_id: given.row.id };
      },
    });
    const customerBonusId = effect.customer_bonus_id!;
    await audit(trx, {
      actor: { kind: 'admin', id: admin.id },
      event: 'bonus_grant_approved',
      meta: ctx.meta,
      details: { ...about(row), customerBonusId: String(customerBonusId) },
    });
    return { customerBonusId: Number(customerBonusId), amount: Number(row.amount) };
  });
  fireAfterCommit(ctx.log, 'bonus', [push]);
  return done;
}

export async function rejectGrantRequest(
  ctx: BonusContext,
  admin: AuthenticatedAdmin,
  id: bigint,
  reason: string,
) {
  await ctx.db.transaction().execute(async (trx) => {
    const row = await rejectRequest(trx, 'bonus_grant', id, admin.id, reason);
    await audit(trx, {
      actor: { kind: 'admin', id: admin.id },
      event: 'bonus_grant_rejected',
      meta: ctx.meta,
      details: { ...about(row), reason: forLog(reason, 200) },
    });
  });
}
