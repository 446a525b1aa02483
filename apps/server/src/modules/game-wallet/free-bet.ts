import type { Transaction } from 'kysely';
import type { Database } from '../../db/database.ts';
import { clock } from '../../lib/clock.ts';
import { RS } from '../../lib/hub88/protocol.ts';
import { lockFreeRoundBonus, useFreeRound } from '../../core/bonus/index.ts';
import { checkBetSession } from './bet-checks.ts';
import type { OpenedBet } from './bet-open.repository.ts';
import { recordBet } from './bet-record.ts';
import type { BetBody } from './hub88.schemas.ts';
import { balanceFor } from './replay.ts';
import { addBetToRound } from './round.repository.ts';
import type { Outcome } from './wallet.context.ts';

/**
 * A free-round bet (`is_free` with `reward_uuid`, docs/decisions/099-free-rounds.md): the session
 * checks of any bet, then the reward's bonus must be this player's, active, for this game, with a
 * round left and the round's value as the amount. Accepted, it uses one round and moves no money
 * (the row's amount is 0, so a rollback refunds nothing); its win goes to the bonus balance.
 * A refusal is RS_ERROR_LIMIT_REACHED, recorded so a replay answers the same.
 */
export async function placeFreeBet(
  trx: Transaction<Database>,
  bet: BetBody & { reward_uuid: string },
  opened: OpenedBet,
): Promise<Outcome> {
  const checked = checkBetSession(bet, opened, clock.ms());
  if ('refused' in checked)
    return recordBet(trx, bet, opened.customer?.id ?? null, { status: checked.refused });
  const customerId = checked.customer.id;
  const bonus = await lockFreeRoundBonus(trx, bet.reward_uuid);
  const balance = await balanceFor(trx, customerId, bet.currency);
  if (
    !bonus ||
    bonus.customerId !== customerId ||
    bonus.gameCode !== bet.game_code ||
    bonus.betValue !== bet.amount.minor
  ) {
    return recordBet(trx, bet, customerId, { status: RS.LIMIT_REACHED, balance });
  }
  await useFreeRound(trx, bonus.id);
  const round = { round: bet.round, customerId, gameCode: bet.game_code, currency: bet.currency };
  const ok = await recordBet(trx, bet, customerId, {
    status: RS.OK,
    balance,
    applied: true,
    rewardUuid: bet.reward_uuid,
    paidByBonus: { bonusPart: 0n, bonusId: bonus.id, counted: 0n },
    also: { round: addBetToRound(trx, round, 0n, bet.round_closed), last: true },
  });
  return { ...ok, bonusId: bonus.id };
}
