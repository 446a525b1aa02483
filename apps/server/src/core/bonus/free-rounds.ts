import { type Transaction, sql } from 'kysely';
import type { Database } from '../../db/database.ts';
import { clock } from '../../lib/clock.ts';

/**
 * Free rounds (docs/decisions/099-free-rounds.md): a `freeRounds` bonus holds a provider reward;
 * each free-round bet the provider sends with `is_free` and `reward_uuid` uses one round and
 * stakes nothing of the player's, and its win is bonus money that must be wagered like any
 * other bonus (the amount and the wagering required grow with every win).
 */
export type FreeRoundBonus = {
  id: bigint;
  customerId: bigint;
  gameCode: string;
  /** One round's value, kuruş. */
  betValue: bigint;
  roundsLeft: number;
};

/**
 * The active, unexpired bonus of this reward with rounds left, its row locked (the bonus row
 * first, as everywhere: ADR 012); undefined for an unknown, ended or used-up reward.
 */
export async function lockFreeRoundBonus(
  trx: Transaction<Database>,
  rewardUuid: string,
): Promise<FreeRoundBonus | undefined> {
  const row = await trx
    .selectFrom('customer_bonus as b')
    .innerJoin('bonus_definition as d', 'd.id', 'b.definition_id')
    .select([
      'b.id',
      'b.customer_id',
      'b.status',
      'b.expires_at',
      'b.free_rounds_left',
      'd.free_rounds_game_code',
      'd.free_rounds_bet_value',
    ])
    .where('b.reward_uuid', '=', rewardUuid)
    .forUpdate('b')
    .executeTakeFirst();
  if (!row || row.status !== 'active' || !row.expires_at || row.expires_at <= clock.now()) return undefined;
  if (!row.free_rounds_left || !row.free_rounds_game_code || !row.free_rounds_bet_value) return undefined;
  return {
    id: row.id,
    customerId: row.customer_id,
    gameCode: row.free_rounds_game_code,
    betValue: row.free_rounds_bet_value,
    roundsLeft: row.free_rounds_left,
  };
}

/** One round played: the row is locked by lockFreeRoundBonus. */
export async function useFreeRound(trx: Transaction<Database>, bonusId: bigint): Promise<void> {
  await trx
    .updateTable('customer_bonus')
    .set({ free_rounds_left: sql<number>`free_rounds_left - 1`, updated_at: clock.now() })
    .where('id', '=', bonusId)
    .where('free_rounds_left', '>', 0)
    .execute();
}

/**
 * A rolled-back free round is given back while its bonus is active and unexpired: the game never
 * played it, and a supplier that restores the round to its reward would otherwise find ours one
 * short and be refused. A rollback is applied once (its bet is marked rolled back), so is this.
 */
export async function returnFreeRound(trx: Transaction<Database>, bonusId: bigint): Promise<void> {
  const now = clock.now();
  await trx
    .updateTable('customer_bonus')
    .set({ free_rounds_left: sql<number>`free_rounds_left + 1`, updated_at: now })
    .where('id', '=', bonusId)
    .where('status', '=', 'active')
    .where('expires_at', '>', now)
    .where('free_rounds_left', 'is not', null)
    .execute();
}

/**
 * A free round's win joins the bonus: its amount grows by the win and its wagering required by
 * the win × the definition's multiple (rounded down, as wageringRequired does). The caller holds
 * the row (lockBonusIfActive) and posts the money to the bonus account.
 */
export async function addFreeRoundWin(
  trx: Transaction<Database>,
  bonusId: bigint,
  win: bigint,
): Promise<void> {
  await sql`update customer_bonus b set amount = b.amount + ${win},
      wagering_required = b.wagering_required
        + (${win} * round(d.wagering_multiple * 10)::bigint) / 10,
      updated_at = ${clock.now()}
    from bonus_definition d where d.id = b.definition_id and b.id = ${bonusId}`.execute(trx);
}
