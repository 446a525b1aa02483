import { type BookOutcome, changeBookBet } from '../../core/sportsbook-wallet/index.ts';
import { BETSY_CODE, BETSY_TYPE, type BetsySettle, betsyToMinor } from '../../lib/betsy/protocol.ts';
import { sessionPlayer } from './launch.service.ts';
import { BETSY, type BetsyCtx } from './wallet.context.ts';

/**
 * PUT payment/bet: type 2 settles (won, lose, refund, and a cash-out as `resultType: "cashout"`),
 * type 1 unsettles, type 3 rolls back, each through the shared wallet (ADR 091).
 */
export async function putBetsyBet(ctx: BetsyCtx, call: BetsySettle): Promise<BookOutcome> {
  if (call.type === BETSY_TYPE.rollback)
    return changeBookBet(ctx, BETSY, call.transactionId, { kind: 'rollback', currency: call.currency });
  if (call.type === BETSY_TYPE.betOrUnsettle)
    return changeBookBet(ctx, BETSY, call.transactionId, { kind: 'unsettle' });
  if (call.amount === undefined || !call.resultType) {
    // Known bets only: an unknown one answers as the shared wallet would (code 5 either way).
    return { code: BETSY_CODE.BAD_REQUEST };
  }
  // A cash-out is the player's own act: its token must be the bet's player's (Betsy's rule).
  const cashoutBy = call.resultType === 'cashout' ? await sessionPlayer(ctx.db, call.token ?? '') : undefined;
  return changeBookBet(ctx, BETSY, call.transactionId, {
    kind: 'settle',
    payout: betsyToMinor(call.amount),
    resultType: call.resultType,
    ...(cashoutBy ? { cashoutBy } : {}),
  });
}
