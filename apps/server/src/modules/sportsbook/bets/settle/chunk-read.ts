import { type Transaction, sql } from 'kysely';
import type { Database } from '../../../../db/database.ts';
import type { MarketLineKey } from '../../settlement-sink.ts';
import { type BetRow, UNTOUCHED } from './bet-target.ts';
import { type LineFacts, readLineFacts } from './line-facts.ts';

export type ChunkLeg = Awaited<ReturnType<typeof selectLegs>>[number];

/** What a chunk reads: its bets locked in id order, the line's facts, and every leg of those bets. */
export type ChunkRows = { bets: BetRow[]; facts: LineFacts; legs: ChunkLeg[] };

/**
 * The bet row as settlement reads it (BetRow), for settlement's chunks and the desk's void alike:
 * the stake is what is still staked after a partial cash-out.
 */
export const BET_ROW_COLUMNS = [
  'id',
  'customer_id',
  'currency',
  'kind',
  'system_sizes',
  'builder_odds_milli',
  // What is still staked: a partial cash-out took the rest (docs/decisions/066-cash-out-pricing-and-locking.md).
  sql<bigint>`coalesce(open_stake_per_line, stake_per_line)`.as('stake_per_line'),
  sql<bigint>`coalesce(open_stake_per_line * lines, total_stake)`.as('total_stake'),
  'bonus_stake',
  'customer_bonus_id',
  'bonus_payout',
  'wagering_counted',
  'max_payout',
  'status',
  'payout',
  'capped',
  'generation',
  'placed_at',
] as const;

/** Null when no bet of `betIds` is one settlement touches (all pending, refused or closed). */
export async function readChunk(
  trx: Transaction<Database>,
  line: MarketLineKey,
  betIds: string[],
): Promise<ChunkRows | null> {
  const bets = (await trx
    .selectFrom('sb_bet')
    .select(BET_ROW_COLUMNS)
    .where('id', 'in', betIds)
    .where('status', 'not in', UNTOUCHED)
    // A desk void is final: the line's later facts leave the bet (docs/decisions/079-bet-voids-and-player-limits.md).
    .where('voided_at', 'is', null)
    .orderBy('id')
    .forUpdate()
    .execute()) as BetRow[];
  if (!bets.length) return null;
  const facts = await readLineFacts(trx, line);
  const legs = await selectLegs(
    trx,
    bets.map((b) => b.id),
  );
  return { bets, facts, legs };
}

/** Every leg of the bets, with the line version each last applied (null before its first). */
function selectLegs(trx: Transaction<Database>, betIds: string[]) {
  return trx
    .selectFrom('sb_bet_leg as l')
    .leftJoin('sb_leg_sync as s', (j) =>
      j.onRef('s.bet_id', '=', 'l.bet_id').onRef('s.leg_no', '=', 'l.leg_no'),
    )
    .select([
      'l.bet_id',
      'l.leg_no',
      'l.outcome_id',
      'l.odds_milli',
      'l.result',
      'l.void_factor',
      'l.dead_heat_factor',
      'l.event_id',
      'l.market_id',
      'l.specifiers',
      'l.early_won_at',
      'l.banker',
      's.version',
    ])
    .where('l.bet_id', 'in', betIds)
    .orderBy('l.bet_id')
    .orderBy('l.leg_no')
    .execute();
}
