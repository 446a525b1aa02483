import type { Transaction } from 'kysely';
import type { Database } from '../../db/database.ts';
import { BETSY_CODE, BETSY_TYPE, type BetsySettle, betsyToMinor } from '../../lib/betsy/protocol.ts';
import { DEFAULT_CURRENCY, postTransfers, transferId } from '../../core/ledger/index.ts';
import { recordWin } from '../../core/protection/index.ts';
import { sessionPlayer } from './launch.service.ts';
import { type BetsyCtx, type BetsyOutcome, runBetsy } from './wallet.context.ts';
import {
  type BetsyBetRow,
  insertBetsyBet,
  lockBetsyBet,
  lockBetsyCash,
  updateBetsyBet,
} from './wallet.repository.ts';

type Trx = Transaction<Database>;
type Placed = BetsyBetRow & { customer_id: bigint };

/**
 * PUT payment/bet: type 2 settles (won, lose, refund, and a cash-out as `resultType: "cashout"`),
 * type 1 unsettles, type 3 rolls back. Idempotent by the bet's transactionId and its state: the
 * settlement in force answered again moves nothing (ADR 091).
 */
export async function putBetsyBet(ctx: BetsyCtx, call: BetsySettle): Promise<BetsyOutcome> {
  // A cash-out is the player's own act: its token must be the bet's player's (Betsy's rule).
  const cashoutBy = call.resultType === 'cashout' ? await sessionPlayer(ctx.db, call.token ?? '') : null;
  return runBetsy(ctx, async (trx) => {
    const bet = await lockBetsyBet(trx, call.transactionId);
    if (call.type === BETSY_TYPE.rollback) return rollback(trx, call, bet);
    if (bet?.status === 'rolledBack' || bet?.status === 'tombstone')
      return { code: BETSY_CODE.ALREADY_PROCESSED };
    // A settle or unsettle of a bet we do not know: not recorded, the provider retries it.
    if (!bet || bet.status === 'refused' || bet.customer_id === null) return { code: BETSY_CODE.BAD_REQUEST };
    const placed = bet as Placed;
    if (call.type === BETSY_TYPE.betOrUnsettle) return unsettle(trx, placed);
    if (cashoutBy && 'code' in cashoutBy) return { code: cashoutBy.code };
    if (cashoutBy && cashoutBy.customerId !== placed.customer_id) return { code: BETSY_CODE.INVALID_TOKEN };
    if (call.amount === undefined || !call.resultType) return { code: BETSY_CODE.BAD_REQUEST };
    return settle(trx, placed, betsyToMinor(call.amount), call.resultType);
  });
}

/** A movement between the player's cash and Betsy's house account, its id from the bet's event. */
async function move(trx: Trx, bet: Placed, toPlayer: boolean, amount: bigint, ...event: (string | number)[]) {
  if (amount === 0n) return;
  const cash = await lockBetsyCash(trx, bet.customer_id, bet.currency);
  await postTransfers(
    trx,
    [
      {
        id: transferId('betsy', ...event, bet.transaction_id),
        debit: toPlayer ? cash.house : cash.player,
        credit: toPlayer ? cash.player : cash.house,
        amount,
        currency: bet.currency,
        code: `betsy.${event[0]}`,
        metadata: { transactionId: bet.transaction_id },
      },
    ],
    { locked: true },
  );
  // Wins and refunds count against the loss window; a taken-back win counts negative.
  await recordWin(trx, {
    customerId: bet.customer_id,
    currency: bet.currency,
    amount: toPlayer ? amount : -amount,
  });
}

/** Takes the settlement in force back; refused (code 7, nothing moves) if the player spent it. */
async function takeBack(trx: Trx, bet: Placed): Promise<boolean> {
  if (bet.status !== 'settled' || bet.payout === 0n) return true;
  const cash = await lockBetsyCash(trx, bet.customer_id, bet.currency);
  if (cash.available < bet.payout) return false;
  await move(trx, bet, false, bet.payout, 'unsettle', bet.settlements);
  return true;
}

async function settle(trx: Trx, bet: Placed, payout: bigint, resultType: string): Promise<BetsyOutcome> {
  if (bet.status === 'settled' && bet.payout === payout && bet.result_type === resultType) {
    return { code: BETSY_CODE.OK };
  }
  // A resettlement: the previous result is reverted, then the new one paid.
  if (!(await takeBack(trx, bet))) return { code: BETSY_CODE.NOT_ENOUGH_MONEY };
  const n = bet.settlements + 1;
  await move(trx, bet, true, payout, 'settle', n);
  await updateBetsyBet(trx, bet.transaction_id, {
    status: 'settled',
    payout,
    result_type: resultType,
    settlements: n,
  });
  const moved = payout > 0n || bet.payout > 0n;
  return { code: BETSY_CODE.OK, ...(moved ? { moved: bet.customer_id } : {}) };
}

async function unsettle(trx: Trx, bet: Placed): Promise<BetsyOutcome> {
  if (bet.status !== 'settled') return { code: BETSY_CODE.OK };
  if (!(await takeBack(trx, bet))) return { code: BETSY_CODE.NOT_ENOUGH_MONEY };
  await updateBetsyBet(trx, bet.transaction_id, { status: 'unsettled', payout: 0n, result_type: null });
  return { code: BETSY_CODE.OK, ...(bet.payout > 0n ? { moved: bet.customer_id } : {}) };
}

/**
 * Rollback: an open or unsettled bet's stake goes back once; a settled bet is code 8. A rollback
 * of a bet we do not know leaves a tombstone (code 0, so the provider's loop ends) that refuses
 * the bet if it arrives later.
 */
async function rollback(trx: Trx, call: BetsySettle, bet: BetsyBetRow | undefined): Promise<BetsyOutcome> {
  if (!bet) {
    const currency = call.currency ?? DEFAULT_CURRENCY;
    const row = { transaction_id: call.transactionId, customer_id: null, currency, stake: 0n };
    await insertBetsyBet(trx, { ...row, status: 'tombstone', code: BETSY_CODE.ALREADY_PROCESSED });
    return { code: BETSY_CODE.OK };
  }
  if (bet.status === 'settled') return { code: BETSY_CODE.ALREADY_PROCESSED };
  if (bet.status !== 'open' && bet.status !== 'unsettled') return { code: BETSY_CODE.OK };
  const placed = bet as Placed;
  await move(trx, placed, true, bet.stake, 'rollback');
  await updateBetsyBet(trx, bet.transaction_id, { status: 'rolledBack' });
  return { code: BETSY_CODE.OK, ...(bet.stake > 0n ? { moved: placed.customer_id } : {}) };
}
