import type { MarketStatus } from '@lalebet/shared';
import type { Kysely, Transaction } from 'kysely';
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

/** The lines a message changed, each with the status players now see (null: unchanged). */
export type Touched = [MarketLineKey, MarketStatus | null][];

/** The desk's way into settlement (docs/decisions/083-manual-grading-and-market-voids.md). */
export type ManualSettlement = {
  /** Records the message in the caller's transaction; null when the same message was recorded. */
  record(trx: Transaction<Database>, m: SettlementMessage): Promise<Touched | null>;
  /** After the commit: the status players see and the bets moved (a failure is re-driven). */
  apply(touched: Touched): Promise<void>;
};

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
  /** The message's rows with its inbox row, in `trx`; null when another had it. */
  async function record(trx: Transaction<Database>, m: SettlementMessage, hash: string) {
    const at = now();
    const row = { hash, producer: m.producer, type: m.type, event_id: m.eventUrn, ts: m.ts, received_at: at };
    if (!(await repo.claimInbox(trx, row))) return null;
    const touched: Touched = [];
    for (const market of m.body.markets) {
      const { line, changes } = await recordOnLine(trx, m, market, { hash, at });
      for (const status of changes) touched.push([line, status]);
    }
    return touched;
  }

  /** Hands the line's recorded, unconfirmed changes to the bets, oldest first. */
  async function drive(line: MarketLineKey) {
    for (const r of await repo.lineResults(db, line)) {
      if (!r.applied_at) {
        await sink.settle(line, r.generation, r.outcomes, r.void_reason ?? undefined);
        await repo.markResult(db, line, r.generation, { applied_at: now() });
      }
      if (r.rolled_back_at && !r.rollback_applied_at) {
        await sink.rollbackSettlement(line, r.generation);
        await repo.markResult(db, line, r.generation, { rollback_applied_at: now() });
      }
    }
    for (const c of await repo.lineCancels(db, line)) {
      if (!c.applied_at) {
        await sink.cancel(
          line,
          c.cancel_id,
          numOrNull(c.from_ms),
          numOrNull(c.to_ms),
          c.void_reason ?? undefined,
        );
        await repo.markCancel(db, c.cancel_id, line, { applied_at: now() });
      }
      if (c.rolled_back_at && !c.rollback_applied_at) {
        await sink.rollbackCancel(line, c.cancel_id);
        await repo.markCancel(db, c.cancel_id, line, { rollback_applied_at: now() });
      }
    }
  }

  /** The status players see now, then the bets brought to the lines' facts, each line once. */
  async function apply(touched: Touched) {
    for (const [line, status] of touched) if (status) onStatus(line, status);
    const seen = new Set<string>();
    for (const [line] of touched) {
      const key = `${line.eventId}/${line.marketId}/${line.specifiers}`;
      if (seen.has(key)) continue;
      seen.add(key);
      await drive(line);
    }
  }

  return {
    /** Returns false when the message was a replay (another process or an earlier delivery had it). */
    async handle(m: SettlementMessage): Promise<boolean> {
      const touched = await db.transaction().execute((trx) => record(trx, m, inboxHash(m)));
      if (!touched) return false;
      await apply(touched);
      return true;
    },
    /**
     * A message of the desk's own (docs/decisions/083-manual-grading-and-market-voids.md),
     * recorded in the caller's transaction with its request and audit rows; `apply` the answer
     * once it committed. A crash in between is re-driven at start, as a feed message's.
     */
    record: (trx: Transaction<Database>, m: SettlementMessage) => record(trx, m, inboxHash(m)),
    apply,
    /** Re-drives everything recorded but not confirmed (at start, and after a failed sink call). */
    async driveAll(): Promise<number> {
      const lines = await repo.linesToDrive(db);
      for (const line of lines) await drive(line);
      return lines.length;
    },
  };
}
