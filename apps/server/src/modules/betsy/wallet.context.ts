import { BETSY_CODE } from '../../lib/betsy/protocol.ts';
import type { BookCtx, BookProvider } from '../../core/sportsbook-wallet/index.ts';

export { cashBalance } from '../../core/sportsbook-wallet/index.ts';
export type BetsyCtx = BookCtx;

/**
 * Betsy in the shared framed-book wallet: its tables, the untracked `provider:betsy` account,
 * transfer codes `betsy.*`, and Betsy's codes for each outcome (ADR 091).
 */
export const BETSY: BookProvider = {
  name: 'betsy',
  launchTable: 'betsy_launch',
  betTable: 'betsy_bet',
  codes: {
    ok: BETSY_CODE.OK,
    invalidToken: BETSY_CODE.INVALID_TOKEN,
    tokenExpired: BETSY_CODE.TOKEN_EXPIRED,
    badRequest: BETSY_CODE.BAD_REQUEST,
    unknownBet: BETSY_CODE.BAD_REQUEST,
    notEnoughMoney: BETSY_CODE.NOT_ENOUGH_MONEY,
    alreadyProcessed: BETSY_CODE.ALREADY_PROCESSED,
    userBlocked: BETSY_CODE.USER_BLOCKED,
    userNotVerified: BETSY_CODE.USER_NOT_VERIFIED,
  },
};
