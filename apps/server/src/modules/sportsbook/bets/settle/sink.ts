import type { FastifyBaseLogger } from 'fastify';
import { type Kysely, sql } from 'kysely';
import type { BetStateDto, BonusProgressDto } from '@lalebet/shared';
import type { Database } from '../../../../db/database.ts';
import { clock } from '../../../../lib/clock.ts';
import type { EventScore, MarketLineKey, SettlementSink } from '../../settlement-sink.ts';
import { UNTOUCHED } from './bet-target.ts';
import { type ChunkResult, type LineOp, applyChunk } from './chunk.ts';
import type { NotifyWithin } from './bonus-wagering.ts';
import {
  readLineFacts,
  recordCancel,
  recordResults,
  recordRollback,
  recordRollbackCancel,
} from './line-facts.ts';
import { pushChunk, systemAccountsCache } from './sink-steps.ts';
import { earlyWinner, markEarlyWins } from './early-payout.ts';

/** Pushes to a customer's hub connections once a chunk has committed (`Bet` and `Balance`). */
export type SettlementNotifier = {
  balanceChanged(customerId: bigint): Promise<void>;
  betChanged(customerId: bigint, bet: BetStateDto): Promise<void>;
  /** A bonus's wagering moved (bets tied to a bonus, ADR 012): the bonus pages update live. */
  bonusProgress?(customerId: bigint, progress: BonusProgressDto): Promise<void>;
  /** Stores a notification in the chunk's transaction (wagering complete); push it after the commit. */
  notifyWithin?: NotifyWithin;
};

export type SettlementSinkDeps = {
  db: Kysely<Database>;
  notifier: SettlementNotifier;
  log?: Pick<FastifyBaseLogger, 'warn'>;
  /** Bets per transaction (default 500). */
  chunkSize?: number;
  /** Tests only: runs after each committed chunk (a crash simulation throws here). */
  afterChunk?: (line: MarketLineKey, bets: number) => void | Promise<void>;
};

export type SportsbookSettlement = SettlementSink & {
  /** Applies every line's current facts to these bets (e.g. a live bet accepted after its line settled). */
  syncBets(betIds: string[]): Promise<void>;
  scoreChanged(score: EventScore): Promise<void>;
};

const FIRST_ID = '00000000-0000-0000-0000-000000000000';

/**
 * The bets side of the feed (docs/decisions/021-sportsbook-engine.md, 022-...): each call first
 * records the line's new fact, then brings every leg on the line to it, 500 bets per
 * transaction in bet id order. A leg remembers the line version it applied, so a call that died
 * half-way is finished by the next call (the adapter retries), and a repeated call posts nothing.
 */
export function createSettlementSink(deps: SettlementSinkDeps): SportsbookSettlement {
  const { db, notifier } = deps;
  const chunkSize = deps.chunkSize ?? 500;
  const accountsOf = systemAccountsCache();
  const notifyWithin = notifier.notifyWithin?.bind(notifier);
  const push = (result: ChunkResult) => pushChunk(deps, result);

  async function behind(line: MarketLineKey, version: number, after: string): Promise<string[]> {
    const { rows } = await sql<{ bet_id: string }>`
      select distinct l.bet_id from sb_bet_leg l
        join sb_bet b on b.id = l.bet_id
        left join sb_leg_sync s on s.bet_id = l.bet_id and s.leg_no = l.leg_no
      where l.event_id = ${line.eventId} and l.market_id = ${line.marketId} and l.specifiers = ${line.specifiers}
        and l.bet_id > ${after}::uuid and b.status <> all(${UNTOUCHED}::text[])
        and b.voided_at is null
        and coalesce(s.version, 0) < ${version}
      order by l.bet_id limit ${chunkSize}`.execute(db);
    return rows.map((r) => r.bet_id);
  }

  async function apply(line: MarketLineKey, op: LineOp) {
    const { version } = await readLineFacts(db, line);
    if (version === 0) return;
    for (let after = FIRST_ID; ;) {
      const ids = await behind(line, version, after);
      if (!ids.length) return;
      const result = await db
        .transaction()
        .execute((trx) => applyChunk(trx, line, ids, op, accountsOf, notifyWithin));
      push(result);
      after = ids.at(-1)!;
      await deps.afterChunk?.(line, ids.length);
    }
  }

  return {
    async settle(line, generation, outcomes, voidReason) {
      await recordResults(db, line, generation, outcomes, voidReason);
      await apply(line, 'settle');
    },
    async rollbackSettlement(line, generation) {
      await recordRollback(db, line, generation);
      await apply(line, 'rollback');
    },
    async cancel(line, cancelId, from, to, voidReason) {
      await recordCancel(db, line, cancelId, from, to, voidReason);
      await apply(line, 'cancel');
    },
    async rollbackCancel(line, cancelId) {
      await recordRollbackCancel(db, line, cancelId);
      await apply(line, 'rollback_cancel');
    },
    async scoreChanged(score) {
      const won = await earlyWinner(db, score);
      if (!won) return;
      await markEarlyWins(db, won.line, won.outcomeId, `${score.home}-${score.away}`, clock.now());
      // Also after a mark of an earlier call whose pass died: nothing behind, nothing moves.
      await apply(won.line, 'settle');
    },
    async syncBets(betIds) {
      const lines = await db
        .selectFrom('sb_bet_leg')
        .select(['event_id', 'market_id', 'specifiers'])
        .distinct()
        .where('bet_id', 'in', betIds.length ? betIds : [FIRST_ID])
        .execute();
      for (const l of lines) {
        const line = { eventId: l.event_id, marketId: l.market_id, specifiers: l.specifiers };
        const result = await db
          .transaction()
          .execute((trx) => applyChunk(trx, line, betIds, 'settle', accountsOf, notifyWithin));
        push(result);
      }
    },
  };
}
