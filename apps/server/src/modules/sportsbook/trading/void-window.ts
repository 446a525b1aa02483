import type { Kysely, Transaction } from 'kysely';
import { intOption, readOptions } from '../../../core/site-options.ts';
import type { Database } from '../../../db/database.ts';
import { AppError } from '../../../lib/app-error.ts';
import { HOUR_MS } from '../../../lib/clock.ts';

/** Hours after its settlement a bet may still be voided as an obvious error. */
export const OBVIOUS_ERROR_OPTION = { key: 'sportsbook.obviouserror.hours', fallback: 72 } as const;

/**
 * An obvious-error void (docs/decisions/087-margins-and-obvious-error.md) of a settled bet is
 * refused once the window after its settlement has closed: the player may by then count the
 * winnings as theirs. An open bet has no settlement to count from; another reason has no window.
 * Checked when the void is asked for: a second person's approval may come later.
 */
export async function assertObviousErrorWindow(
  db: Kysely<Database> | Transaction<Database>,
  bet: { settled_at: Date | null },
  reasonCode: string,
  now: Date,
): Promise<void> {
  if (reasonCode !== 'obvious_error' || bet.settled_at === null) return;
  const o = await readOptions(db, [OBVIOUS_ERROR_OPTION.key]);
  const hours = intOption(o, OBVIOUS_ERROR_OPTION.key, OBVIOUS_ERROR_OPTION.fallback, 1, 720);
  if (now.getTime() - bet.settled_at.getTime() > hours * HOUR_MS)
    throw new AppError('OBVIOUS_ERROR_WINDOW_CLOSED', {
      data: { hours, settledAt: bet.settled_at.toISOString() },
    });
}
