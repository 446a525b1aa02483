import { manualSettlementCanonicalPayload } from '@lalebet/shared';
import { type Insertable, type Kysely, type Transaction, sql } from 'kysely';
import { payloadHash } from '../../../core/approvals/index.ts';
import type { Database } from '../../../db/database.ts';
import { UNTOUCHED } from '../bets/settle/bet-target.ts';
import { lineCancels, lineResults, lockLine } from '../feed/feed.repository.ts';
import type { MarketLineKey } from '../settlement-sink.ts';
import type { ManualLine, SbManualSettlementRequestTable } from './manual-settle.table.ts';

type Db = Kysely<Database> | Transaction<Database>;

/** What a manual settlement's approval is bound to (packages/shared manualSettlementCanonicalPayload). */
export const manualSettlementHash = (r: {
  action: 'grade' | 'void';
  eventId: string;
  markets: ManualLine[];
  reason: string;
}) => payloadHash(manualSettlementCanonicalPayload(r));

export const linesOf = (eventId: string, markets: ManualLine[]): MarketLineKey[] =>
  markets.map((m) => ({ eventId, marketId: m.marketId, specifiers: m.specifiers }));

/**
 * The stake still riding on the lines: each accepted, unvoided bet with a leg on one of them
 * once, at its open stake (after a partial cash-out, what is left). What the threshold weighs.
 */
export async function stakeOnLines(db: Db, lines: MarketLineKey[]): Promise<bigint> {
  if (!lines.length) return 0n;
  const row = await db
    .selectFrom('sb_bet as b')
    .where('b.status', 'not in', UNTOUCHED)
    .where('b.voided_at', 'is', null)
    .where(({ exists, selectFrom }) =>
      exists(
        selectFrom('sb_bet_leg as l')
          .select(sql`1`.as('one'))
          .whereRef('l.bet_id', '=', 'b.id')
          .where((eb) =>
            eb.or(
              lines.map((line) =>
                eb.and([
                  eb('l.event_id', '=', line.eventId),
                  eb('l.market_id', '=', line.marketId),
                  eb('l.specifiers', '=', line.specifiers),
                ]),
              ),
            ),
          ),
      ),
    )
    .select(
      sql<string>`coalesce(sum(coalesce(b.open_stake_per_line * b.lines, b.total_stake)), 0)`.as('stake'),
    )
    .executeTakeFirstOrThrow();
  return BigInt(row.stake);
}

/** What the feed (or an earlier manual settlement) recorded on the line, locked as the feed locks it. */
export async function lineState(trx: Transaction<Database>, line: MarketLineKey) {
  await lockLine(trx, line);
  const results = await lineResults(trx, line);
  const cancels = await lineCancels(trx, line);
  return {
    settled: results.some((r) => !r.rolled_back_at),
    voided: cancels.some((c) => !c.rolled_back_at && c.from_ms === null && c.to_ms === null),
  };
}

export function eventExists(db: Db, eventId: string) {
  return db.selectFrom('sb_event').select(['id']).where('id', '=', eventId).executeTakeFirst();
}

export async function insertManualRequest(
  trx: Transaction<Database>,
  row: Omit<Insertable<SbManualSettlementRequestTable>, 'markets'> & { markets: ManualLine[] },
) {
  const { id } = await trx
    .insertInto('sb_manual_settlement_request')
    .values({ ...row, markets: JSON.stringify(row.markets) })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

/** Requests with what an approver reads: the event's names, requester and decider. */
export function manualRequestViews(db: Db, ids: bigint[]) {
  return db
    .selectFrom('sb_manual_settlement_request as r')
    .innerJoin('sb_event as e', 'e.id', 'r.event_id')
    .innerJoin('admin_user as q', 'q.id', 'r.requested_by')
    .leftJoin('admin_user as d', 'd.id', 'r.decided_by')
    .selectAll('r')
    .select([
      'e.home',
      'e.away',
      'e.kind',
      'e.name',
      'e.tournament',
      'q.username as requester',
      'd.username as decider',
    ])
    .where('r.id', 'in', ids)
    .execute();
}
