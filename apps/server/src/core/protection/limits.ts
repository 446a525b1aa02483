import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/database.ts';

type Db = Kysely<Database> | Transaction<Database>;

/**
 * Stake guard (docs/decisions/024-player-protection.md): called inside the debit's transaction
 * after the player's balance row is locked, by the casino wallet's bet and the sportsbook's
 * stake. Checks play blocks (exclusions.ts) and the wager and loss limits, then counts the stake
 * in the player's usage. Throws AppError WAGER_LIMIT / LOSS_LIMIT (data: LimitRefusal) or the
 * block's code. `source` is for the audit and the 80 % notice.
 */
export async function guardStake(
  _trx: Transaction<Database>,
  _stake: { customerId: bigint; currency: string; amount: bigint; source: 'casino' | 'sportsbook' },
): Promise<void> {}

/** Counts a win (or a rollback's refund) against the loss window. Never refuses. */
export async function recordWin(
  _trx: Transaction<Database>,
  _win: { customerId: bigint; currency: string; amount: bigint },
): Promise<void> {}

/**
 * Deposit initiation: refuses (DEPOSIT_LIMIT, data LimitRefusal) before the gateway is called
 * when the amount would pass any deposit limit, counting confirmed deposits and live
 * reservations; otherwise reserves the amount under `reference` (the payment's id).
 */
export async function reserveDeposit(
  _db: Db,
  _deposit: { customerId: bigint; currency: string; amount: bigint; reference: string },
): Promise<void> {}

/** The payment ended: confirmed deposits count as usage, failed or expired ones free the amount. */
export async function settleDepositReservation(
  _db: Db,
  _reference: string,
  _outcome: 'confirmed' | 'released',
): Promise<void> {}
