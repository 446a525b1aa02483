import { type BonusContributions, CASINO_CATEGORIES, DEFAULT_BONUS_CONTRIBUTIONS } from '@lalebet/shared';
import { type Transaction, sql } from 'kysely';
import type { Database } from '../../db/database.ts';
import { clock } from '../../lib/clock.ts';
import { ensurePlayerBonusAccount } from '../ledger/index.ts';
import { closeBonus } from './ledger.ts';
import { type SportsRules, sportsRulesOf } from './sports.ts';

/**
 * What the seamless wallet needs of a customer's active bonus (ADR 012): the spending order, the
 * max bet, wagering by the game's category and the conversion to cash. Lock order: the bonus
 * row first, then ledger accounts (the expiry sweep and the operator do the same).
 */
export type ActiveBonus = {
  id: bigint;
  customerId: bigint;
  account: bigint;
  /** Spendable bonus kuruş. */
  available: bigint;
  wageringRequired: bigint;
  wageringDone: bigint;
  maxBet: bigint | null;
  /** freeRounds (ADR 099): rounds not played yet; the bonus cannot complete before they are. */
  freeRoundsLeft: number;
  contributions: BonusContributions;
  /** How sports bets may use and count for this bonus (all off by default). */
  sports: SportsRules;
};

/** The customer's active bonus, its row and its ledger account locked; undefined when none. */
export async function lockActiveBonus(
  trx: Transaction<Database>,
  customerId: bigint,
  currency: string,
): Promise<ActiveBonus | undefined> {
  const row = await trx
    .selectFrom('customer_bonus')
    .select(['id', 'definition_id', 'wagering_required', 'wagering_done', 'free_rounds_left'])
    .where('customer_id', '=', customerId)
    .where('status', '=', 'active')
    // Past its expiry the bonus is over even before the sweep posts it (ADR 012).
    .where('expires_at', '>', clock.now())
    .forUpdate()
    .executeTakeFirst();
  if (!row) return undefined;
  const def = await trx
    .selectFrom('bonus_definition')
    .select([
      'max_bet',
      'contributions',
      'sports_stake',
      'sports_contribution',
      'sports_min_odds_milli',
      'sports_system_bets',
    ])
    .where('id', '=', row.definition_id)
    .executeTakeFirstOrThrow();
  const account = await ensurePlayerBonusAccount(trx, customerId, currency);
  const { rows } = await sql<{ available: bigint }>`
    select credits_posted - debits_posted - debits_pending as available from ledger_account
    where id = ${account} for update`.execute(trx);
  return {
    id: row.id,
    customerId,
    account,
    available: BigInt(rows[0]!.available),
    wageringRequired: row.wagering_required,
    wageringDone: row.wagering_done,
    maxBet: def.max_bet,
    freeRoundsLeft: row.free_rounds_left ?? 0,
    contributions: { ...DEFAULT_BONUS_CONTRIBUTIONS, ...def.contributions },
    sports: sportsRulesOf(def),
  };
}

/** The share of a stake on a game of these categories that counts: the best contribution among them. */
export function contributionPercent(bonus: ActiveBonus, categories: readonly string[]): number {
  const known = categories.filter((c): c is (typeof CASINO_CATEGORIES)[number] =>
    (CASINO_CATEGORIES as readonly string[]).includes(c),
  );
  return known.length ? Math.max(...known.map((c) => bonus.contributions[c])) : 0;
}

/**
 * Counts a stake towards wagering; when the requirement is met the bonus completes and what is
 * left of the bonus balance becomes cash (one `convert` posting, up to the definition's cash-out
 * cap; `removed` is what the cap took back). Returns the new progress.
 */
export async function addWagering(
  trx: Transaction<Database>,
  bonus: ActiveBonus,
  stake: bigint,
  percent: number,
): Promise<{
  counted: bigint;
  wageringDone: bigint;
  completed: boolean;
  converted: bigint;
  removed: bigint;
}> {
  const counted = (stake * BigInt(percent)) / 100n;
  const done = bonus.wageringDone + counted;
  const now = clock.now();
  if (done < bonus.wageringRequired || bonus.freeRoundsLeft > 0) {
    if (counted > 0n) {
      await trx
        .updateTable('customer_bonus')
        .set({ wagering_done: done, updated_at: now })
        .where('id', '=', bonus.id)
        .execute();
    }
    return { counted, wageringDone: done, completed: false, converted: 0n, removed: 0n };
  }
  const converted = await closeBonus(trx, { id: bonus.id, customer_id: bonus.customerId }, 'convert', done);
  return {
    counted,
    wageringDone: done,
    completed: true,
    converted: converted.amount,
    removed: converted.removed,
  };
}

/**
 * A refunded stake no longer counts: takes its counted part off the bonus's wagering while the
 * bonus is active. A completed bonus stays completed (its cash was paid out; ADR 012).
 */
export async function removeWagering(
  trx: Transaction<Database>,
  bonusId: bigint,
  counted: bigint,
): Promise<void> {
  if (counted <= 0n) return;
  await trx
    .updateTable('customer_bonus')
    .set({
      wagering_done: sql<bigint>`greatest(wagering_done - ${counted}, 0)`,
      updated_at: clock.now(),
    })
    .where('id', '=', bonusId)
    .where('status', '=', 'active')
    .execute();
}

/** Whether this bonus is still the customer's active one (wins and refunds of bonus stakes). */
export async function lockBonusIfActive(trx: Transaction<Database>, bonusId: bigint): Promise<boolean> {
  const row = await trx
    .selectFrom('customer_bonus')
    .select('status')
    .where('id', '=', bonusId)
    .forUpdate()
    .executeTakeFirst();
  return row?.status === 'active';
}

/**
 * Locks these customer bonus rows in id order (the sportsbook settles many players' bets in one
 * transaction) and returns the ids that are still active and not past their expiry (the exact
 * expiry of lockActiveBonus). Lock order: bonus rows before any ledger account (ADR 012).
 */
export async function lockBonusesIfActive(
  trx: Transaction<Database>,
  ids: readonly bigint[],
): Promise<Set<bigint>> {
  const unique = [...new Set(ids)].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
  if (!unique.length) return new Set();
  const rows = await trx
    .selectFrom('customer_bonus')
    .select(['id', 'status', 'expires_at'])
    .where('id', 'in', unique)
    .orderBy('id')
    .forUpdate()
    .execute();
  const now = clock.ms();
  return new Set(
    rows
      .filter((r) => r.status === 'active' && r.expires_at !== null && r.expires_at.getTime() > now)
      .map((r) => r.id),
  );
}
