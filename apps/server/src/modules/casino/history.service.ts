import { type GameHistoryPage, fromMinor } from '@lalebet/shared';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/database.ts';
import { findRounds } from './history.repository.ts';

/** POST casino/gamehistory: the customer's rounds with stake, win and net in lira. */
export async function gameHistory(
  db: Kysely<Database>,
  customerId: bigint,
  input: { from?: string; to?: string; skip: number; take: number },
): Promise<GameHistoryPage> {
  const range = {
    from: input.from ? new Date(input.from) : undefined,
    to: input.to ? new Date(input.to) : undefined,
  };
  const { rows, total } = await findRounds(db, customerId, range, input.skip, input.take);
  return {
    items: rows.map((r) => ({
      roundId: r.round,
      gameCode: r.game_code,
      gameName: r.game_name ?? r.game_code,
      providerName: r.provider_name ?? r.provider,
      stake: fromMinor(BigInt(r.stake)),
      win: fromMinor(BigInt(r.win)),
      net: fromMinor(BigInt(r.win) - BigInt(r.stake)),
      currency: r.currency,
      status: r.status,
      startedAt: r.started_at.toISOString(),
      updatedAt: r.updated_at.toISOString(),
    })),
    total,
  };
}
