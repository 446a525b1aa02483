import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/database.ts';
import { type OperatorApiClient, OperatorApiError } from '../../infra/game-provider/operator-api-client.ts';
import { clock } from '../../lib/clock.ts';

const BATCH = 100;

/**
 * Cancels at the provider (freebet/rewards/cancel) the rewards of free-rounds bonuses that ended
 * here, whichever way (forfeited, expired, completed: docs/decisions/099-free-rounds.md). The
 * ended bonus with `reward_cancelled_at` null is the outbox: the minute sweep retries a provider
 * that is down or limits us; a refusal (the reward finished or expired there already) also
 * settles it. The wallet refuses the rounds of an ended bonus meanwhile, so nothing is paid twice.
 */
export async function cancelEndedRewards(
  db: Kysely<Database>,
  api: OperatorApiClient | null,
  log?: FastifyBaseLogger,
): Promise<number> {
  if (!api) return 0;
  const due = await db
    .selectFrom('customer_bonus')
    .select(['id', 'reward_uuid'])
    .where('reward_uuid', 'is not', null)
    .where('reward_cancelled_at', 'is', null)
    .where('status', '<>', 'active')
    .orderBy('id')
    .limit(BATCH)
    .execute();
  let done = 0;
  for (const { id, reward_uuid } of due) {
    try {
      await api.cancelReward(reward_uuid!);
    } catch (err) {
      if (!(err instanceof OperatorApiError) || err.kind !== 'refused') {
        log?.warn({ err, customerBonusId: String(id) }, 'bonus: free rounds reward not cancelled yet');
        continue;
      }
    }
    await db
      .updateTable('customer_bonus')
      .set({ reward_cancelled_at: clock.now() })
      .where('id', '=', id)
      .execute();
    done++;
  }
  return done;
}
