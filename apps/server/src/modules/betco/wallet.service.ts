import * as book from '../../core/sportsbook-wallet/index.ts';
import { BETCO_CODE, type BetcoCredit, type BetcoDebit } from '../../lib/betco/protocol.ts';

/**
 * betco in the shared framed-book wallet (docs/decisions/097-betco-esports-frame.md): its tables,
 * the untracked `provider:betco` account, transfer codes `betco.*`, and its codes per outcome.
 * This file and wallet.routes.ts are the whole betco-specific protocol layer.
 */
export const BETCO: book.BookProvider = {
  name: 'betco',
  launchTable: 'betco_launch',
  betTable: 'betco_bet',
  codes: {
    ok: BETCO_CODE.OK,
    invalidToken: BETCO_CODE.TOKEN_NOT_FOUND,
    tokenExpired: BETCO_CODE.TOKEN_EXPIRED,
    badRequest: BETCO_CODE.BAD_REQUEST,
    unknownBet: BETCO_CODE.TRANSACTION_NOT_FOUND,
    notEnoughMoney: BETCO_CODE.INSUFFICIENT_FUNDS,
    alreadyProcessed: BETCO_CODE.TRANSACTION_CONFLICT,
    userBlocked: BETCO_CODE.PLAYER_BLOCKED,
    userNotVerified: BETCO_CODE.PLAYER_NOT_VERIFIED,
  },
};

type Db = book.BookCtx['db'];

/** A launch token and the frame's `user_id` (the player's user code). */
export async function mintBetcoLaunch(db: Db, customerId: bigint, ttl: book.LaunchTtl) {
  const { token, expiresAt } = await book.mintLaunch(db, BETCO, customerId, ttl);
  const c = await db
    .selectFrom('customer')
    .select('user_code')
    .where('id', '=', customerId)
    .executeTakeFirstOrThrow();
  return { token, expiresAt, userId: c.user_code };
}
export const exchangeBetcoLaunch = (db: Db, token: string) => book.exchangeLaunch(db, BETCO, token);
export const betcoPlayer = (db: Db, token: string) => book.sessionPlayer(db, BETCO, token);
export const purgeBetcoLaunches = (db: Db) => book.purgeLaunches(db, BETCO);

/** POST /debit: the stake in kuruş under the provider's transactionId, once. */
export const debitBetco = (ctx: book.BookCtx, call: BetcoDebit) =>
  book.placeBookBet(ctx, BETCO, {
    token: call.token,
    currency: call.currency,
    stake: BigInt(call.amount),
    transactionId: call.transactionId,
  });

/** POST /credit: settles the bet under transactionId (a loss is a settlement paying 0). */
export async function creditBetco(ctx: book.BookCtx, call: BetcoCredit) {
  const cashoutBy = call.result === 'cashout' ? await betcoPlayer(ctx.db, call.token ?? '') : undefined;
  return book.changeBookBet(ctx, BETCO, call.transactionId, {
    kind: 'settle',
    payout: BigInt(call.amount),
    resultType: call.result,
    ...(cashoutBy ? { cashoutBy } : {}),
  });
}

/** POST /rollback: the stake back once; an unknown bet leaves a tombstone that refuses it later. */
export const rollbackBetco = (ctx: book.BookCtx, transactionId: string, currency?: string) =>
  book.changeBookBet(ctx, BETCO, transactionId, { kind: 'rollback', currency });
