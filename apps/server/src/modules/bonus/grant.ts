import type { Transaction } from 'kysely';
import type { Database } from '../../db/database.ts';
import { audit } from '../../core/audit.ts';
import { grantBonusMoney } from '../../core/bonus/index.ts';
import type { BonusContext } from './bonus.context.ts';
import { bonusGrantedNotification } from './bonus.messages.ts';
import { createFreeRoundsReward } from './free-rounds-grant.ts';
import type { CustomerBonusRow, DefinitionRow } from './bonus.repository.ts';

/**
 * The money side of a grant, inside the caller's transaction with the row that became active:
 * the ledger posting, its id on the row, the audit line and the Bonus notification. Returns
 * the pushes (notification, then balances) to fire after the commit.
 */
export async function grantWithin(
  trx: Transaction<Database>,
  ctx: BonusContext,
  bonus: CustomerBonusRow,
  def: DefinitionRow,
  actor: { kind: 'customer' | 'admin'; id: bigint },
): Promise<() => Promise<void>> {
  // Free rounds give no money at the grant: the provider's reward is the bonus (ADR 099).
  if (def.kind === 'freeRounds') await createFreeRoundsReward(trx, ctx, bonus, def);
  else await grantBonusMoney(trx, bonus);
  await audit(trx, {
    actor,
    event: 'bonus_granted',
    meta: ctx.meta,
    details: {
      customerBonusId: String(bonus.id),
      customerId: String(bonus.customer_id),
      definitionId: def.id,
      amount: String(bonus.amount),
    },
  });
  const notify = await ctx.notifier.notifyWithin(
    trx,
    bonus.customer_id,
    bonusGrantedNotification({ tr: def.title_tr, en: def.title_en }, bonus.amount),
  );
  // The header shows the new bonus balance at once, not at the next poll.
  return async () => {
    await notify();
    await ctx.notifier.balanceChanged(bonus.customer_id);
  };
}
