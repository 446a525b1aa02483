import type { Kysely, Transaction } from 'kysely';
import type { ExclusionRefusal } from '@lalebet/shared';
import type { Database } from '../../db/database.ts';

type Db = Kysely<Database> | Transaction<Database>;

/**
 * The player's block on play right now, if any: a time-out, a self-exclusion, a closed account
 * or a reached session-time limit (docs/decisions/024-player-protection.md). Compared with the
 * clock at enforcement time, so an ended time-out needs no job to lift it.
 */
export type PlayBlock = ExclusionRefusal & {
  code: 'TIMED_OUT' | 'SELF_EXCLUDED' | 'ACCOUNT_CLOSED' | 'SESSION_LIMIT';
};

// Placeholder until the exclusions helper lands its implementation.
export async function playBlock(_db: Db, _customerId: bigint): Promise<PlayBlock | null> {
  return null;
}

/**
 * Throws the block as an AppError (code above, data {kind, until}) when play is not allowed:
 * every place money goes into play or a game starts calls this (deposit initiation, stake
 * debits, game launch, bonus claims). Withdrawals never do.
 */
export async function assertPlayAllowed(db: Db, customerId: bigint): Promise<void> {
  await playBlock(db, customerId);
}

/** Whether marketing (bonus offers, promotions, campaign popups) may reach the player. */
export async function isMarketable(_db: Db, _customerId: bigint): Promise<boolean> {
  return true;
}
