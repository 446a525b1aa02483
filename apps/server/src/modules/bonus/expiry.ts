import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/database.ts';
import { fireAfterCommit } from '../../lib/after-commit.ts';
import { audit } from '../../core/audit.ts';
import { clock } from '../../lib/clock.ts';
import { closeBonus } from '../../core/bonus/index.ts';
import { bonusExpiredNotification } from './bonus.messages.ts';
import { findDefinition, lockCustomerBonus } from './bonus.repository.ts';

const BATCH = 500;

/**
 * Active bonuses past their expiry end: what is left of the bonus balance goes back to the house
 * (one posting, id derived from the bonus) and the customer gets a Bonus notification. Each bonus
 * is its own transaction under its row lock, so two server processes sweeping at once expire it
 * once. Time comes from lib/clock, so tests move it instead of waiting days.
 */
export async function expireBonuses(
  db: Kysely<Database>,
  notifier: FastifyInstance['notifier'],
  log?: FastifyBaseLogger,
): Promise<number> {
  const now = clock.now();
  const due = await db
    .selectFrom('customer_bonus')
    .select('id')
    .where('status', '=', 'active')
    .where('expires_at', '<=', now)
    .orderBy('expires_at')
    .limit(BATCH)
    .execute();
  let expired = 0;
  for (const { id } of due) {
    const push = await db.transaction().execute(async (trx) => {
      const bonus = await lockCustomerBonus(trx, id);
      if (!bonus || bonus.status !== 'active' || !bonus.expires_at || bonus.expires_at > now) return null;
      const removed = await closeBonus(trx, bonus, 'expire');
      await audit(trx, {
        actor: { kind: 'customer', id: bonus.customer_id },
        event: 'bonus_expired',
        meta: null,
        details: { customerBonusId: String(bonus.id), removed: String(removed.amount) },
      });
      const def = (await findDefinition(trx, bonus.definition_id))!;
      const notify = await notifier.notifyWithin(
        trx,
        bonus.customer_id,
        bonusExpiredNotification({ tr: def.title_tr, en: def.title_en }, removed.amount),
      );
      return async () => {
        await notify();
        await notifier.balanceChanged(bonus.customer_id);
      };
    });
    if (!push) continue;
    expired++;
    fireAfterCommit(log, 'bonus', [push]);
  }
  if (expired) log?.info({ count: expired }, 'bonus: bonuses expired');
  return expired;
}
