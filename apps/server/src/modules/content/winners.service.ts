import type { TopWinner } from '@lalebet/shared';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/database.ts';
import { DAY_MS, clock } from '../../lib/clock.ts';
import { maskName } from '../../lib/mask-name.ts';
import { listBiggestRoundWins, listNewestWinners } from './winners.repository.ts';

/** Real wins count for the card this long. */
export const TOP_WINNERS_WINDOW_DAYS = 30;
const SYMBOLS: Record<string, string> = { TRY: '₺' };

/**
 * The Top Winners card: the biggest real wins of the last 30 days (names masked), then the
 * seeded demo wins, newest first, while there are not yet enough real ones to fill it.
 */
export async function getTopWinners(
  db: Kysely<Database>,
  input: { isLive: boolean; count: number },
): Promise<TopWinner[]> {
  const since = new Date(clock.now().getTime() - TOP_WINNERS_WINDOW_DAYS * DAY_MS);
  const real = await listBiggestRoundWins(db, input.isLive, since, input.count);
  const demo =
    real.length < input.count ? await listNewestWinners(db, input.isLive, input.count - real.length) : [];
  // Single wins stay far below 2^53 kuruş, so the JSON number is exact.
  return [
    ...real.map((r) => ({
      image: r.image_url,
      game: r.game,
      name: maskName(r.first_name),
      amount: Number(r.win),
      currencySymbol: SYMBOLS[r.currency] ?? r.currency,
    })),
    ...demo.map((r) => ({
      image: r.image,
      game: r.game,
      name: r.masked_name,
      amount: Number(r.amount),
      currencySymbol: r.currency_symbol,
    })),
  ];
}
