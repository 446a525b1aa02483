import type { ClosureReason } from '@lalebet/shared';
import type { Insertable } from 'kysely';
import { clock } from '../../lib/clock.ts';
import { audit } from '../audit.ts';
import { endBonusesForBlock } from './exclusion-bonuses.ts';
import { type ExclusionContext, endPlay } from './exclusion-start.ts';
import { activeExclusion } from './exclusions.ts';
import { periodEnd } from './exclusion-periods.ts';
import type { RgExclusionTable } from './exclusion.table.ts';

/**
 * Closes the account at the player's request (docs/rules.md R38; docs/decisions/025-exclusions-and-sessions.md):
 * a permanent closure row (play, login and marketing end at once). The balance stays the player's:
 * withdrawals never check play blocks, and support pays it out. `gambling_concern` is handled as
 * self-exclusion too: a 6-month self-exclusion (the shortest there is) is recorded with the
 * closure unless a longer block is already in force, so it survives a reopening of the account.
 */
export async function closeAccount(
  ctx: ExclusionContext,
  customerId: bigint,
  reason: ClosureReason,
): Promise<void> {
  const now = clock.now();
  const actor = { kind: 'customer' as const, id: customerId };
  await ctx.db.transaction().execute(async (trx) => {
    await trx
      .selectFrom('customer')
      .select('id')
      .where('id', '=', customerId)
      .forUpdate()
      .executeTakeFirstOrThrow();
    const current = await activeExclusion(trx, customerId, now);
    if (current?.kind === 'closure') return;
    const closure: Insertable<RgExclusionTable> = {
      customer_id: customerId,
      kind: 'closure',
      starts_at: now,
      ends_at: null,
      period: 'permanent',
      reason,
      actor_kind: 'player',
      actor_id: customerId,
    };
    const rows = [closure];
    const exclusionEnd = periodEnd(now, '6m')!;
    const excludes =
      reason === 'gambling_concern' &&
      !(current && (current.until === null || current.until >= exclusionEnd));
    if (excludes) {
      rows.push({ ...closure, kind: 'self_exclusion', ends_at: exclusionEnd, period: '6m' });
    }
    await trx.insertInto('rg_exclusion').values(rows).execute();
    await audit(trx, {
      actor,
      event: 'rg_account_closed',
      meta: ctx.meta,
      details: { customerId: String(customerId), reason },
    });
    await endBonusesForBlock(trx, customerId, true, actor);
    if (excludes) {
      await audit(trx, {
        actor,
        event: 'rg_self_exclusion',
        meta: ctx.meta,
        details: {
          customerId: String(customerId),
          kind: 'self_exclusion',
          period: '6m',
          until: exclusionEnd.toISOString(),
        },
      });
    }
  });
  await endPlay(ctx, customerId, null, 'closed');
}
