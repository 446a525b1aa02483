import type { Transaction } from 'kysely';
import type { Database } from '../../db/database.ts';
import type { RsStatus } from '../../lib/hub88/protocol.ts';
import type { BetBody } from './hub88.schemas.ts';
import { type Outcome, type PlayerBalance, outcome } from './wallet.context.ts';
import { insertTransaction } from './wallet.repository.ts';

export type BetRecord = {
  status: RsStatus;
  /** Sent with RS_OK and the refusals that report one. */
  balance?: PlayerBalance | null;
  /** The ledger moved. */
  applied?: boolean;
  /** The part of the stake the active bonus paid, and the wagering it counted. */
  paidByBonus?: { bonusPart: bigint; bonusId: bigint; counted: bigint } | null;
  /** A free round (ADR 099): the reward it used; its stake is not the player's (amount 0). */
  rewardUuid?: string;
  /** Statements that go with the row (the round, the legs, the loss-window count). */
  also?: Parameters<typeof insertTransaction>[2];
};

/**
 * The bet's own wallet_transaction row, refusals included, so a replay of the same
 * transaction_uuid answers the same (docs/decisions/010).
 */
export async function recordBet(
  trx: Transaction<Database>,
  bet: BetBody,
  customerId: bigint | null,
  r: BetRecord,
): Promise<Outcome> {
  await insertTransaction(
    trx,
    {
      transaction_uuid: bet.transaction_uuid,
      kind: 'bet',
      customer_id: customerId,
      user_code: bet.user,
      game_code: bet.game_code,
      round: bet.round,
      amount: r.rewardUuid ? 0n : bet.amount.minor,
      provider_amount: bet.amount.units,
      currency: bet.currency,
      reference_transaction_uuid: null,
      status: r.status,
      applied: r.applied ?? false,
      bonus_amount: r.paidByBonus?.bonusPart ?? 0n,
      customer_bonus_id: r.paidByBonus?.bonusId ?? null,
      wagering_counted: r.paidByBonus?.counted ?? 0n,
      request_uuid: bet.request_uuid,
      ...(r.rewardUuid ? { reward_uuid: r.rewardUuid } : {}),
    },
    r.also,
  );
  return outcome(r.status, r.balance ?? null, r.applied ?? false);
}
