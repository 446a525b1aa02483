import type { MarketStatus } from '@lalebet/shared';
import type { Kysely } from 'kysely';
import type { Database } from '../../../db/database.ts';
import type { FeedEnvelope } from '../../../lib/feed/envelope.ts';
import type { MarketLineKey, SettlementSink } from '../settlement-sink.ts';
import * as repo from './feed.repository.ts';
import { inboxHash } from './inbox.ts';
import { numOrNull, recordOnLine } from './settlement-steps.ts';

export type SettlementMessage = Extract<
  FeedEnvelope,
  { type: 'bet_settlement' | 'rollback_bet_settlement' | 'bet_cancel' | 'rollback_bet_cancel' }
>;

type Deps = {
  db: Kysely<Database>;
  sink: SettlementSink;
  now: () => Date;
  /** The market status players see after the change (settled, cancelled, suspended). */
  onStatus: (line: MarketLineKey, status: MarketStatus) => void;
};

/**
 * Settlements, cancels and their rollbacks (reference §3 docs/rules.md R4-R5, docs/decisions/021-sportsbook-engine.md).
 * The decision and its rows are committed with the inbox row, so of two processes consuming the
 * same feed only the one whose inbox insert wins applies it. The bets hear of it afterwards
 * (`drive`): a crash in between leaves rows with `applied_at` null, re-driven at start; the sink
 * is idempotent per (line, generation), so driving twice is harmless.
 */
export function createSettlement({ db, sink, now, onStatus }: Deps) {
  /** The message's rows with its inbox row, in one transaction; null when another had it. */
  async function decide(m: SettlementMessage, hash: string) {
    const at = now();
    const row = { hash, producer: m.producer, type: m.type, event_id: m.eventUrn, ts: m.ts, received_at: at };
    return db.transaction().execute(async (trx) => {
      if (!(await repo.claimInbox(trx, row))) return null;
      const touched: [MarketLineKey, MarketStatus | null][] = [];
      for (const market of m.body.markets) {
        const { line, changes } = await recordOnLine(trx, m, market, { hash, at });
        for (const status of changes) touched.push([line, status]);
      }
      return touched;
    });
  }

  /** Hands the line's recorded, unconfirmed changes to the bets, oldest first. */
  async function drive(line: MarketLineKey) {
    for (const r of await repo.lineResults(db, line)) {
      if (!r.applied_at) {
        await sink.settle(line, r.generation, r.outcomes);
        await repo.markResult(db, line, r.generation, { applied_at: now() });
      }
      if (r.rolled_back_at && !r.rollback_applied_at) {
        await sink.rollbackSettlement(line, r.generation);
        await repo.markResult(db, line, r.generation, { rollback_applied_at: now() });
      }
    }
    for (const c of await repo.lineCancels(db, line)) {
      if (!c.applied_at) {
        await sink.cancel(line, c.cancel_id, numOrNull(c.from_ms), numOrNull(c.to_ms));
        await repo.markCancel(db, c.cancel_id, line, { applied_at: now() });
      }
      if (c.rolled_back_at && !c.rollback_applied_at) {
        await sink.rollbackCancel(line, c.cancel_id);
        await repo.markCancel(db, c.cancel_id, line, { rollback_applied_at: now() });
      }
    }
  }

  return {
    /** Returns false when the message was a replay (another process or an earlier delivery had it). */
    async handle(m: SettlementMessage): Promise<boolean> {
      const touched = await decide(m, inboxHash(m));
      if (!touched) return false;
      for (const [line, status] of touched) if (status) onStatus(line, status);
      const seen = new Set<string>();
      for (const [line] of touched) {
        const key = `${line.eventId}/${line.marketId}/${line.specifiers}`;
        if (seen.has(key)) continue;
        seen.add(key);
        await drive(line);
      }
      return true;
    },
    /** Re-drives everything recorded but not confirmed (at start, and after a failed sink call). */
    async driveAll(): Promise<number> {
      const lines = await repo.linesToDrive(db);
      for (const line of lines) await drive(line);
      return lines.length;
    },
  };
}
