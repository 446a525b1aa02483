import type { MarketStatus } from '@lalebet/shared';
import type { Kysely } from 'kysely';
import type { Database } from '../../../db/database.ts';
import type { FeedEnvelope } from '../../../lib/feed/envelope.ts';
import type { MarketLineKey, SettlementSink } from '../settlement-sink.ts';
import * as repo from './feed.repository.ts';
import { inboxHash, sameResult } from './inbox.ts';

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
 * Settlements, cancels and their rollbacks (reference §3 rules 4-5, docs/decisions/021-sportsbook-engine.md).
 * The decision and its rows are committed with the inbox row, so of two processes consuming the
 * same feed only the one whose inbox insert wins applies it. The bets hear of it afterwards
 * (`drive`): a crash in between leaves rows with `applied_at` null, re-driven at start; the sink
 * is idempotent per (line, generation), so driving twice is harmless.
 */
export function createSettlement({ db, sink, now, onStatus }: Deps) {
  async function decide(m: SettlementMessage, hash: string) {
    const touched: [MarketLineKey, MarketStatus | null][] = [];
    const at = now();
    const claimed = await db.transaction().execute(async (trx) => {
      const row = {
        hash,
        producer: m.producer,
        type: m.type,
        event_id: m.eventUrn,
        ts: m.ts,
        received_at: at,
      };
      if (!(await repo.claimInbox(trx, row))) return false;
      for (const market of m.body.markets) {
        const line = { eventId: m.eventUrn, marketId: market.id, specifiers: market.specifiers };
        await repo.lockLine(trx, line);
        if (m.type === 'bet_settlement') {
          const results = await repo.lineResults(trx, line);
          const current = results.findLast((r) => !r.rolled_back_at);
          const outcomes = (market as (typeof m.body.markets)[number]).outcomes;
          if (current && sameResult(current.outcomes, outcomes)) {
            // Confirmation of what was paid: nothing moves (reference §3 rule 5).
            if (m.body.certainty > current.certainty)
              await repo.markResult(trx, line, current.generation, { certainty: m.body.certainty });
            continue;
          }
          if (current) await repo.markResult(trx, line, current.generation, { rolled_back_at: at });
          const next = (results.at(-1)?.generation ?? 0) + 1;
          await repo.insertResult(trx, line, next, m.body.certainty, outcomes, at);
          touched.push([line, 'settled']);
        } else if (m.type === 'rollback_bet_settlement') {
          const current = (await repo.lineResults(trx, line)).findLast((r) => !r.rolled_back_at);
          if (!current) continue;
          await repo.markResult(trx, line, current.generation, { rolled_back_at: at });
          touched.push([line, 'suspended']);
        } else if (m.type === 'bet_cancel') {
          const from = m.body.startTime ?? null;
          const to = m.body.endTime ?? null;
          await repo.insertCancel(trx, hash, line, from, to, at);
          // A cancel of a whole line voids it; a time window leaves its status (UOF).
          touched.push([line, from === null && to === null ? 'cancelled' : null]);
        } else {
          const from = m.body.startTime ?? null;
          const to = m.body.endTime ?? null;
          for (const c of await repo.lineCancels(trx, line)) {
            if (c.rolled_back_at) continue;
            if (numOrNull(c.from_ms) !== from || numOrNull(c.to_ms) !== to) continue;
            await repo.markCancel(trx, c.cancel_id, line, { rolled_back_at: at });
            touched.push([line, null]);
          }
        }
      }
      return true;
    });
    return claimed ? touched : null;
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

const numOrNull = (v: string | number | null) => (v === null ? null : Number(v));
