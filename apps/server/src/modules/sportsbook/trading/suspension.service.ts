import type { z } from 'zod';
import type { suspensionStateSchema } from '@lalebet/shared';
import type { Kysely } from 'kysely';
import type { AuthenticatedAdmin } from '../../../core/accounts/index.ts';
import { audit } from '../../../core/audit.ts';
import type { Database } from '../../../db/database.ts';
import { AppError } from '../../../lib/app-error.ts';
import { clock } from '../../../lib/clock.ts';
import type { RequestMeta } from '../../../lib/request-meta.ts';
import type { Catalogue } from '../catalogue.ts';
import type { SuspensionRegistry } from './suspension-registry.ts';
import { eventExists, insertHold, releaseHold, type Scope } from './suspension.repository.ts';

export type SuspensionCtx = {
  db: Kysely<Database>;
  meta: RequestMeta;
  catalogue: Catalogue;
  registry: SuspensionRegistry;
};
type SuspensionState = z.infer<typeof suspensionStateSchema>;

/** The scope as the answer names it: an event, or one of its lines. */
const stateOf = (scope: Scope, suspended: boolean): SuspensionState => ({
  eventId: scope.eventId,
  marketId: scope.marketId,
  specifiers: scope.specifiers,
  suspended,
});

/** The event must be known; a line must be one this process's catalogue holds. */
async function checkScope(ctx: SuspensionCtx, scope: Scope): Promise<void> {
  if (!(await eventExists(ctx.db, scope.eventId))) throw new AppError('NOT_FOUND');
  if (scope.marketId !== null && !ctx.catalogue.line(scope.eventId, scope.marketId, scope.specifiers ?? ''))
    throw new AppError('MARKET_NOT_FOUND');
}

/**
 * A trader suspends or releases an event or a line (docs/decisions/078-trading-desk.md): the
 * row and its audit commit together; then this process's catalogue applies it at once (the
 * others on the change notice). Suspending what is held, or releasing what is not, changes
 * nothing but is audited all the same: the trader's intent and reason are on record.
 */
export async function setSuspension(
  ctx: SuspensionCtx,
  admin: AuthenticatedAdmin,
  scope: Scope,
  suspend: boolean,
  reason: string,
): Promise<SuspensionState> {
  if (suspend) await checkScope(ctx, scope);
  const changed = await ctx.db.transaction().execute(async (trx) => {
    const at = clock.now();
    const moved = suspend
      ? await insertHold(trx, scope, admin.id, reason, at)
      : await releaseHold(trx, scope, admin.id, reason, at);
    await audit(trx, {
      actor: { kind: 'admin', id: admin.id },
      event: suspend ? 'sportsbook_suspended' : 'sportsbook_resumed',
      meta: ctx.meta,
      details: {
        eventId: scope.eventId,
        marketId: scope.marketId,
        specifiers: scope.specifiers,
        reason: reason.slice(0, 500),
        changed: moved,
      },
    });
    return moved;
  });
  if (changed) await ctx.registry.reload();
  const held =
    scope.marketId === null
      ? ctx.registry.eventHeld(scope.eventId)
      : ctx.registry.lineHeld(scope.eventId, scope.marketId, scope.specifiers ?? '');
  return stateOf(scope, held);
}
