import type { z } from 'zod';
import { type SetLimitResponse, type staffLimitRequestSchema, toMinor } from '@lalebet/shared';
import { audit } from '../../core/audit.ts';
import { AppError } from '../../lib/app-error.ts';
import { clock } from '../../lib/clock.ts';
import { customerExists, lockOwnLimit, writeLimit } from './limits.repository.ts';
import type { ProtectionCtx } from './limits.service.ts';

type StaffLimit = z.infer<typeof staffLimitRequestSchema>;

/**
 * Staff add or lower a player's limit, with a reason (docs/rules.md R12): never above the player's own
 * limit of that kind and period, nor above the staff limit already there. The lower of the two
 * applies (docs/rules.md R13). Applies at once, like any lowering.
 */
export async function staffSetLimit(
  ctx: ProtectionCtx,
  staffId: bigint,
  customerId: bigint,
  body: StaffLimit,
): Promise<SetLimitResponse> {
  const value =
    body.kind === 'session'
      ? Number.isInteger(body.value)
        ? BigInt(body.value)
        : null
      : toMinor(body.value);
  if (value === null || value <= 0n) throw new AppError('VALIDATION_FAILED');
  if (!(await customerExists(ctx.db, customerId))) throw new AppError('NOT_FOUND');
  return ctx.db.transaction().execute(async (trx) => {
    const now = clock.now();
    const mine = await lockOwnLimit(trx, customerId, body.kind, body.period, 'player');
    const staff = await lockOwnLimit(trx, customerId, body.kind, body.period, 'staff');
    if ((mine && value > mine.value) || (staff && value > staff.value)) {
      throw new AppError('LIMIT_RAISE_FORBIDDEN');
    }
    const limit = { kind: body.kind, period: body.period, value };
    await writeLimit(trx, customerId, limit, { by: 'staff', staffId, reason: body.reason }, now);
    await audit(trx, {
      actor: { kind: 'admin', id: staffId },
      meta: ctx.meta,
      event: 'rg_limit_set',
      details: {
        customerId: String(customerId),
        kind: body.kind,
        period: body.period,
        value: String(value),
        setBy: 'staff',
        reason: body.reason,
      },
    });
    return { applied: true, effectiveAt: now.toISOString(), requestId: null };
  });
}
