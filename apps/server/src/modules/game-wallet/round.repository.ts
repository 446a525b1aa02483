import { type Transaction, sql } from 'kysely';
import type { Database } from '../../db/database.ts';
import { clock } from '../../lib/clock.ts';
import { PROVIDER } from './wallet.repository.ts';

/**
 * game_round: a round as game history shows it, with stakes and wins net of rollbacks (kuruş).
 * Rounds are keyed by the provider's round id; a row only ever belongs to its first customer.
 */
type RoundOf = { round: string; customerId: bigint; gameCode: string; currency: string };

/**
 * An accepted bet: adds its stake; the round is open again unless the bet closes it. The
 * statement, unexecuted: the caller runs it with the wallet row's insert (one round trip).
 */
export function addBetToRound(trx: Transaction<Database>, r: RoundOf, stake: bigint, closes: boolean) {
  const now = clock.now();
  const status = closes ? 'closed' : 'open';
  return trx
    .insertInto('game_round')
    .values({
      provider: PROVIDER,
      round: r.round,
      customer_id: r.customerId,
      game_code: r.gameCode,
      currency: r.currency,
      stake,
      bets: 1,
      status,
      started_at: now,
      updated_at: now,
    })
    .onConflict((oc) =>
      oc
        .columns(['provider', 'round'])
        .doUpdateSet({
          stake: sql`game_round.stake + ${stake}`,
          bets: sql`game_round.bets + 1`,
          status,
          updated_at: now,
        })
        .where('game_round.customer_id', '=', r.customerId),
    );
}

/** An accepted win (0 included): adds it; the round closes when the win says so. Unexecuted too. */
export function addWinToRound(trx: Transaction<Database>, r: RoundOf, win: bigint, closes: boolean) {
  const now = clock.now();
  return trx
    .insertInto('game_round')
    .values({
      provider: PROVIDER,
      round: r.round,
      customer_id: r.customerId,
      game_code: r.gameCode,
      currency: r.currency,
      win,
      status: closes ? 'closed' : 'open',
      started_at: now,
      updated_at: now,
    })
    .onConflict((oc) =>
      oc
        .columns(['provider', 'round'])
        .doUpdateSet({
          win: sql`game_round.win + ${win}`,
          status: closes ? 'closed' : sql`game_round.status`,
          updated_at: now,
        })
        .where('game_round.customer_id', '=', r.customerId),
    );
}

/** A refunded bet: its stake leaves the round; a round with no bet and no win left is rolledBack. */
export async function removeBetFromRound(
  trx: Transaction<Database>,
  round: string,
  stake: bigint,
  closes: boolean,
): Promise<void> {
  await trx
    .updateTable('game_round')
    .set({
      stake: sql`stake - ${stake}`,
      bets: sql`bets - 1`,
      status: closes
        ? sql`case when bets = 1 and win = 0 then 'rolledBack' else 'closed' end`
        : sql`case when bets = 1 and win = 0 then 'rolledBack' else status end`,
      updated_at: clock.now(),
    })
    .where('provider', '=', PROVIDER)
    .where('round', '=', round)
    .execute();
}

/** round_closed on a call that moved nothing (a tombstone, a repeated rollback). */
export async function closeRound(trx: Transaction<Database>, round: string): Promise<void> {
  await trx
    .updateTable('game_round')
    .set({ status: 'closed', updated_at: clock.now() })
    .where('provider', '=', PROVIDER)
    .where('round', '=', round)
    .where('status', '=', 'open')
    .execute();
}
