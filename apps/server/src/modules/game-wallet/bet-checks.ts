import { RS, type RsStatus } from '../../lib/hub88/protocol.ts';
import type { ActiveBonus } from '../../core/bonus/index.ts';
import type { OpenedBet } from './bet-open.repository.ts';
import type { BetBody } from './hub88.schemas.ts';

export type CheckedBet = {
  customer: NonNullable<OpenedBet['customer']>;
  game: NonNullable<OpenedBet['game']>;
};

/**
 * The refusals that need no balance, in the order the wallet answers them: a bet rolled back
 * first (the tombstone), then the launch token, its expiry and currency, the game, the customer.
 */
export function checkBetSession(
  bet: BetBody,
  { tombstone, customer, session, game }: Pick<OpenedBet, 'tombstone' | 'customer' | 'session' | 'game'>,
  nowMs: number,
): { refused: RsStatus } | CheckedBet {
  if (tombstone) return { refused: RS.TRANSACTION_ROLLED_BACK };
  if (!session || !customer || session.customer_id !== customer.id) return { refused: RS.INVALID_TOKEN };
  if (session.expires_at.getTime() <= nowMs) return { refused: RS.TOKEN_EXPIRED };
  if (bet.currency !== session.currency) return { refused: RS.WRONG_CURRENCY };
  if (!game) return { refused: RS.INVALID_GAME };
  // A launch token is good for the game it was issued for only (docs/decisions/010).
  if (session.game_code !== bet.game_code) return { refused: RS.INVALID_TOKEN };
  if (customer.disabled_at) return { refused: RS.USER_DISABLED };
  return { customer, game };
}

/** What the stake may draw on, all locked: the player's cash and, if any, the active bonus. */
export type BetFunds = {
  bonus: ActiveBonus | undefined;
  /** The player's cash account and the provider's house account. */
  player: bigint;
  house: bigint;
  cash: bigint;
  /** Cash plus spendable bonus. */
  available: bigint;
};

/** A stake over the bonus's max bet, or over what the player has; null when it can be paid. */
export function fundsRefusal(
  amount: bigint,
  funds: BetFunds,
): { over: 'max-bet'; maxBet: bigint } | { over: 'balance' } | null {
  const maxBet = funds.bonus?.maxBet;
  if (maxBet != null && amount > maxBet) return { over: 'max-bet', maxBet };
  if (funds.available < amount) return { over: 'balance' };
  return null;
}
