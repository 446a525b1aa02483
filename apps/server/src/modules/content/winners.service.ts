import type { TopWinner } from '@lalebet/shared';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/database.ts';
import { listNewestWinners } from './winners.repository.ts';

export async function getTopWinners(
  db: Kysely<Database>,
  input: { isLive: boolean; count: number },
): Promise<TopWinner[]> {
  const rows = await listNewestWinners(db, input.isLive, input.count);
  // Single wins stay far below 2^53 kuruş, so the JSON number is exact.
  return rows.map((r) => ({
    image: r.image,
    game: r.game,
    name: r.masked_name,
    amount: Number(r.amount),
    currencySymbol: r.currency_symbol,
  }));
}
