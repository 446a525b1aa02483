import type { Transaction } from 'kysely';
import type { Database } from '../../db/database.ts';
import { DEFAULT_CURRENCY } from '../../core/ledger/index.ts';
import { OperatorApiError } from '../../infra/game-provider/operator-api-client.ts';
import { AppError } from '../../lib/app-error.ts';
import { hub88Time } from '../../lib/hub88/operator-api.ts';
import { minorToHub88 } from '../../lib/hub88/protocol.ts';
import type { BonusContext } from './bonus.context.ts';
import type { CustomerBonusRow, DefinitionRow } from './bonus.repository.ts';

/** Our reference on the provider's reward: the customer bonus it belongs to. */
export const rewardReference = (bonusId: bigint) => `bonus-${bonusId}`;

/**
 * The grant of a `freeRounds` bonus (docs/decisions/099-free-rounds.md): no money moves; the
 * provider is asked for a single-use reward (freebet/rewards/create) inside the grant's
 * transaction, so a grant exists only with its reward. A provider that refuses, limits (429) or
 * is down rolls the grant back: FREE_ROUNDS_UNAVAILABLE. A reward made for a transaction that
 * then fails names a bonus that never existed, and the wallet refuses its rounds.
 */
export async function createFreeRoundsReward(
  trx: Transaction<Database>,
  ctx: BonusContext,
  bonus: CustomerBonusRow,
  def: DefinitionRow,
): Promise<void> {
  const { free_rounds_game_code: game, free_rounds_prepaid_uuid: prepaid } = def;
  const { free_rounds_bet_value: value, free_rounds_count: count } = def;
  if (!ctx.operatorApi || !game || !prepaid || !value || !count || !bonus.expires_at) {
    throw new AppError('FREE_ROUNDS_UNAVAILABLE');
  }
  const customer = await trx
    .selectFrom('customer')
    .select('user_code')
    .where('id', '=', bonus.customer_id)
    .executeTakeFirstOrThrow();
  try {
    const reward = await ctx.operatorApi.createReward({
      user: customer.user_code,
      game_code: game,
      prepaid_uuid: prepaid,
      currency: DEFAULT_CURRENCY,
      bet_value: minorToHub88(value),
      bet_count: count,
      start_time: hub88Time(bonus.granted_at ?? bonus.created_at),
      end_time: hub88Time(bonus.expires_at),
      operator_reference: rewardReference(bonus.id),
    });
    await trx
      .updateTable('customer_bonus')
      .set({ reward_uuid: reward.reward_uuid, free_rounds_left: count })
      .where('id', '=', bonus.id)
      .execute();
  } catch (err) {
    if (!(err instanceof OperatorApiError)) throw err;
    ctx.log.warn({ err, customerBonusId: String(bonus.id) }, 'bonus: free rounds reward not created');
    throw new AppError('FREE_ROUNDS_UNAVAILABLE');
  }
}
