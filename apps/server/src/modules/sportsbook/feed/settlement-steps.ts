import type { MarketStatus } from '@lalebet/shared';
import type { Transaction } from 'kysely';
import type { Database } from '../../../db/database.ts';
import type { MarketLineKey } from '../settlement-sink.ts';
import * as repo from './feed.repository.ts';
import { sameResult } from './inbox.ts';
import type { SettlementMessage } from './settlement.ts';

/** What a message did to one line: the status players now see (null: unchanged), per change. */
export type LineChanges = (MarketStatus | null)[];

type Market = SettlementMessage['body']['markets'][number];
type Of<T extends SettlementMessage['type']> = Extract<SettlementMessage, { type: T }>;

export const numOrNull = (v: string | number | null) => (v === null ? null : Number(v));

/** A result: a new generation, or only a higher certainty when it confirms what was paid. */
async function settleLine(
  trx: Transaction<Database>,
  line: MarketLineKey,
  m: Of<'bet_settlement'>,
  market: Market,
  at: Date,
): Promise<LineChanges> {
  const results = await repo.lineResults(trx, line);
  const current = results.findLast((r) => !r.rolled_back_at);
  const { outcomes, voidReason } = market as Of<'bet_settlement'>['body']['markets'][number];
  if (current && sameResult(current.outcomes, outcomes)) {
    // Confirmation of what was paid: nothing moves (reference §3 docs/rules.md R5).
    if (m.body.certainty > current.certainty)
      await repo.markResult(trx, line, current.generation, { certainty: m.body.certainty });
    return [];
  }
  if (current) await repo.markResult(trx, line, current.generation, { rolled_back_at: at });
  const next = (results.at(-1)?.generation ?? 0) + 1;
  await repo.insertResult(trx, line, next, m.body.certainty, outcomes, at, voidReason ?? null);
  return ['settled'];
}

async function rollbackLine(trx: Transaction<Database>, line: MarketLineKey, at: Date): Promise<LineChanges> {
  const current = (await repo.lineResults(trx, line)).findLast((r) => !r.rolled_back_at);
  if (!current) return [];
  await repo.markResult(trx, line, current.generation, { rolled_back_at: at });
  return ['suspended'];
}

async function cancelLine(
  trx: Transaction<Database>,
  line: MarketLineKey,
  m: Of<'bet_cancel'>,
  market: Market,
  hash: string,
  at: Date,
): Promise<LineChanges> {
  const from = m.body.startTime ?? null;
  const to = m.body.endTime ?? null;
  const reason = (market as Of<'bet_cancel'>['body']['markets'][number]).voidReason ?? null;
  await repo.insertCancel(trx, hash, line, from, to, at, reason);
  // A cancel of a whole line voids it; a time window leaves its status (UOF).
  return [from === null && to === null ? 'cancelled' : null];
}

async function rollbackCancelLine(
  trx: Transaction<Database>,
  line: MarketLineKey,
  m: Of<'rollback_bet_cancel'>,
  at: Date,
): Promise<LineChanges> {
  const from = m.body.startTime ?? null;
  const to = m.body.endTime ?? null;
  const changes: LineChanges = [];
  for (const c of await repo.lineCancels(trx, line)) {
    if (c.rolled_back_at) continue;
    if (numOrNull(c.from_ms) !== from || numOrNull(c.to_ms) !== to) continue;
    await repo.markCancel(trx, c.cancel_id, line, { rolled_back_at: at });
    changes.push(null);
  }
  return changes;
}

/** Records what `m` says of one of its lines, the line locked. */
export async function recordOnLine(
  trx: Transaction<Database>,
  m: SettlementMessage,
  market: Market,
  { hash, at }: { hash: string; at: Date },
): Promise<{ line: MarketLineKey; changes: LineChanges }> {
  const line = { eventId: m.eventUrn, marketId: market.id, specifiers: market.specifiers };
  await repo.lockLine(trx, line);
  const changes =
    m.type === 'bet_settlement'
      ? await settleLine(trx, line, m, market, at)
      : m.type === 'rollback_bet_settlement'
        ? await rollbackLine(trx, line, at)
        : m.type === 'bet_cancel'
          ? await cancelLine(trx, line, m, market, hash, at)
          : await rollbackCancelLine(trx, line, m, at);
  return { line, changes };
}
