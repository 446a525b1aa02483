import type { Localized, NotificationKindValue } from '@lalebet/shared';
import { type Transaction, sql } from 'kysely';
import type { Database } from '../../../../db/database.ts';
import type { AfterCommit } from '../../../../lib/after-commit.ts';
import {
  type SettledSportsBet,
  sportsContribution,
  addWagering,
  lockActiveBonus,
  removeWagering,
  bonusCompletedNotification,
} from '../../../../core/bonus/index.ts';

/** Stores a notification inside the chunk's transaction; the result pushes it after the commit. */
export type NotifyWithin = (
  trx: Transaction<Database>,
  customerId: bigint,
  n: { type: NotificationKindValue; title: Localized; note: Localized },
) => Promise<AfterCommit>;

/** A settled or reversed bet tied to a bonus that was active when the chunk locked it. */
export type Tied = {
  betId: string;
  customerId: bigint;
  currency: string;
  bonusId: bigint;
  stake: bigint;
  /** What the reversed settlement had counted (0 when nothing was reversed). */
  removed: bigint;
  /** The new settlement, null when the bet went back to open. */
  settled: SettledSportsBet | null;
};

/**
 * Wagering of settled sports bets (docs/decisions/012-bonuses.md, "Sports bets"): counted at
 * settlement, not placement, so a void or refused bet never counts. A correction takes back what
 * the reversed settlement counted (removeWagering, while the bonus is active) and the new one
 * counts again; the conversion, when the requirement is met, is core/bonus's (addWagering), after
 * the chunk's transfers, so the bonus balance it converts includes this bet's bonus winnings.
 * Bets in id order; each records what it counted. Returns the after-commit pushes.
 */
export async function countWagering(
  trx: Transaction<Database>,
  tied: Tied[],
  notifyWithin?: NotifyWithin,
): Promise<AfterCommit[]> {
  const pushes: AfterCommit[] = [];
  const counts: { id: string; counted: bigint }[] = [];
  for (const t of tied) {
    if (t.removed > 0n) await removeWagering(trx, t.bonusId, t.removed);
    let counted = 0n;
    const bonus = t.settled ? await lockActiveBonus(trx, t.customerId, t.currency) : undefined;
    if (t.settled && bonus?.id === t.bonusId) {
      const percent = sportsContribution(bonus.sports, t.settled);
      if (percent > 0) {
        const wagered = await addWagering(trx, bonus, t.stake, percent);
        counted = wagered.counted;
        if (wagered.completed && notifyWithin) {
          const n = bonusCompletedNotification(wagered.converted, wagered.removed);
          pushes.push(await notifyWithin(trx, t.customerId, n));
        }
      }
    }
    counts.push({ id: t.betId, counted });
  }
  if (counts.length) {
    const values = sql.join(counts.map((c) => sql`(${c.id}::uuid, ${c.counted}::bigint)`));
    await sql`update sb_bet as b set wagering_counted = v.counted
      from (values ${values}) as v(id, counted) where b.id = v.id`.execute(trx);
  }
  return pushes;
}
