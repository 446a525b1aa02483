import type { Kysely } from 'kysely';
import {
  type AuthenticatedAdmin,
  thawCodes,
  clearFailures,
  codeAttemptKey,
  redeemUnlockToken,
} from '../../core/accounts/index.ts';
import { audit } from '../../core/audit.ts';
import type { Database } from '../../db/database.ts';
import type { RateLimitStore } from '../../infra/rate-limit/index.ts';
import { AppError } from '../../lib/app-error.ts';
import { clock } from '../../lib/clock.ts';
import type { RequestMeta } from '../../lib/request-meta.ts';
import { clearCustomerLock, clearStaffLock } from './lockout.repository.ts';

export type LockoutContext = { db: Kysely<Database>; limiter: RateLimitStore; meta: RequestMeta };

/**
 * Unlocking (docs/decisions/045-throttle-not-lock.md) clears everything an attacker could have
 * put on the account: the lock row, every network's throttle and the store's lock, and a frozen
 * code budget. The database row is committed with its audit row first; the counters follow.
 */
async function unlockCustomer(ctx: LockoutContext, id: bigint, actor: AuditActor, details: object) {
  const cleared = await ctx.db.transaction().execute(async (trx) => {
    const c = await clearCustomerLock(trx, id, clock.now());
    if (!c) throw new AppError('CUSTOMER_NOT_FOUND');
    await audit(trx, {
      actor,
      event: 'account_unlocked',
      meta: ctx.meta,
      details: { customerId: String(id), wasLocked: c.wasLocked, ...details },
    });
    return c;
  });
  await clearFailures(ctx.limiter, 'customer', cleared.usernameKey);
  await thawCodes(ctx.limiter, cleared.usernameKey);
  return { wasLocked: cleared.wasLocked };
}

type AuditActor = { kind: 'customer' | 'admin'; id: bigint | null };

/** POST admin/customers/:id/unlock (customers:sessions, step-up, a reason). */
export function unlockPlayer(ctx: LockoutContext, staff: AuthenticatedAdmin, id: bigint, reason: string) {
  return unlockCustomer(ctx, id, { kind: 'admin', id: staff.id }, { reason });
}

/** POST admin/staff/:id/unlock (staff:manage, step-up, a reason): the password and the second factor. */
export async function unlockStaff(
  ctx: LockoutContext,
  staff: AuthenticatedAdmin,
  id: bigint,
  reason: string,
) {
  const cleared = await ctx.db.transaction().execute(async (trx) => {
    const a = await clearStaffLock(trx, id, clock.now());
    if (!a) throw new AppError('STAFF_NOT_FOUND');
    await audit(trx, {
      actor: { kind: 'admin', id: staff.id },
      event: 'admin_unlocked',
      meta: ctx.meta,
      details: { adminId: String(id), wasLocked: a.wasLocked, reason },
    });
    return a;
  });
  await clearFailures(ctx.limiter, 'admin', cleared.usernameKey);
  await clearFailures(ctx.limiter, 'admin', codeAttemptKey(id));
  return { wasLocked: cleared.wasLocked };
}

/** POST auth/unlock: the link in the lock e-mail, once; the owner's mailbox is the proof. */
export async function unlockByLink(ctx: LockoutContext, token: string) {
  const customerId = await redeemUnlockToken(ctx.db, token);
  if (customerId === null) throw new AppError('UNLOCK_LINK_INVALID');
  await unlockCustomer(ctx, customerId, { kind: 'customer', id: customerId }, { via: 'link' });
}
