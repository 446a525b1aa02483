import { type BookOutcome, placeBookBet } from '../../core/sportsbook-wallet/index.ts';
import { type BetsyBet, betsyToMinor } from '../../lib/betsy/protocol.ts';
import { BETSY, type BetsyCtx } from './wallet.context.ts';

/**
 * POST payment/bet type 1: the shared wallet's bet, with Betsy's decimal amount in kuruş and its
 * userId checked against the token's player (ADR 091).
 */
export const placeBetsyBet = (ctx: BetsyCtx, bet: BetsyBet): Promise<BookOutcome> =>
  placeBookBet(ctx, BETSY, {
    token: bet.token,
    userId: bet.userId,
    currency: bet.currency,
    stake: betsyToMinor(bet.amount),
    transactionId: bet.transactionId,
  });
