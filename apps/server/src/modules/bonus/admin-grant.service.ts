import {
  type AdminBonusGrant,
  type AdminBonusGranted,
  BONUS_GRANT_THRESHOLD_DEFAULT,
  BONUS_GRANT_THRESHOLD_OPTION,
} from '@lalebet/shared';
import type { AuthenticatedAdmin } from '../../core/accounts/index.ts';
import { assertNotBeneficiary, pendingColumns } from '../../core/approvals/index.ts';
import { audit } from '../../core/audit.ts';
import { isMarketable } from '../../core/protection/index.ts';
import { intOption, readOptions } from '../../core/site-options.ts';
import { fireAfterCommit } from '../../lib/after-commit.ts';
import { AppError } from '../../lib/app-error.ts';
import { clock } from '../../lib/clock.ts';
import { fieldError } from '../../lib/field-error.ts';
import { forLog } from '../../lib/identity.ts';
import type { BonusContext } from './bonus.context.ts';
import { findDefinition } from './bonus.repository.ts';
import { grantRequestHash, insertGrantRequest } from './grant-request.repository.ts';
import { CANNOT_RECEIVE, assertGrantable, giveByStaff } from './staff-grant.ts';

/** Above this (kuruş) a grant waits for a second person (the site option, default 500 ₺). */
export async function grantThreshold(ctx: BonusContext): Promise<bigint> {
  const key = BONUS_GRANT_THRESHOLD_OPTION;
  return BigInt(intOption(await readOptions(ctx.db, [key]), key, BONUS_GRANT_THRESHOLD_DEFAULT, 0, 1e12));
}

/**
 * Staff give one player a bonus of a running definition (staff-grant.ts). Marketing rules hold
 * (docs/rules.md R27 and R39): an excluded, timed-out or strongly flagged player gets nothing. Nobody
 * grants to the player account linked to them. Above the threshold the grant is a request,
 * bound to the hash of exactly this grant, that someone else approves within 72 hours
 * (docs/decisions/035-four-eyes-approvals.md); below it, it is given at once.
 */
export async function grantToCustomer(
  ctx: BonusContext,
  admin: AuthenticatedAdmin,
  customerId: bigint,
  input: AdminBonusGrant,
): Promise<AdminBonusGranted> {
  const customer = await ctx.db
    .selectFrom('customer')
    .select('id')
    .where('id', '=', customerId)
    .executeTakeFirst();
  if (!customer) throw new AppError('CUSTOMER_NOT_FOUND');
  const def = await findDefinition(ctx.db, input.definitionId);
  assertGrantable(def);

  const asked = input.amount === undefined ? null : BigInt(input.amount);
  if (def.amount !== null && asked !== null && asked !== def.amount) throw fieldError('amount', 'v.invalid');
  const amount = def.amount ?? asked;
  if (amount === null) throw fieldError('amount', 'v.required');
  if (def.max_amount !== null && amount > def.max_amount) throw fieldError('amount', 'v.invalid');

  await assertNotBeneficiary(ctx.db, admin.id, customerId);
  // Outside any transaction: a register lookup cannot run inside one (register-check.ts).
  if (!(await isMarketable(ctx.db, customerId))) {
    throw new AppError('BONUS_UNAVAILABLE', { message: CANNOT_RECEIVE });
  }

  const who = { kind: 'admin' as const, id: admin.id };
  const about = { customerId: String(customerId), definitionId: def.id, amount: String(amount) };
  const reason = forLog(input.reason, 200);
  const now = clock.now();
  if (amount > (await grantThreshold(ctx))) {
    const request = { customerId, definitionId: def.id, amount, reason: input.reason };
    const id = await ctx.db.transaction().execute(async (trx) => {
      const made = await insertGrantRequest(trx, {
        customer_id: customerId,
        definition_id: def.id,
        amount,
        reason: input.reason,
        ...pendingColumns(admin.id, grantRequestHash(request), now),
      });
      await audit(trx, {
        actor: who,
        event: 'bonus_grant_requested',
        meta: ctx.meta,
        details: { ...about, requestId: String(made), reason },
      });
      return made;
    });
    return { status: 'pending', requestId: Number(id), amount: Number(amount) };
  }

  const { row, push } = await ctx.db.transaction().execute(async (trx) => {
    const given = await giveByStaff(trx, ctx, { customerId, def, amount }, admin.id, now);
    await audit(trx, {
      actor: who,
      event: 'bonus_granted_by_staff',
      meta: ctx.meta,
      details: { ...about, customerBonusId: String(given.row.id), reason },
    });
    return given;
  });
  fireAfterCommit(ctx.log, 'bonus', [push]);
  return { status: 'granted', customerBonusId: Number(row.id), amount: Number(row.amount) };
}
