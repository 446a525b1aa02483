import { type Kysely, type Transaction, sql } from 'kysely';
import type { LegResult } from '@lalebet/shared';
import type { Database } from '../../../../db/database.ts';
import type { OutcomeResult } from '../../../../lib/feed/envelope.ts';
import { clock } from '../../../../lib/clock.ts';
import type { MarketLineKey } from '../../settlement-sink.ts';

/**
 * What the feed said about one market line: results per generation and cancel windows, each
 * possibly rolled back. Every change bumps the line's version; a leg is current when it has
 * applied that version (docs/decisions/022-sportsbook-settlement-and-rounding.md).
 */

type Db = Kysely<Database> | Transaction<Database>;
export type LineFacts = {
  version: number;
  /** Live (not rolled back) results, the latest generation first. */
  results: { generation: number; outcomes: OutcomeResult[] }[];
  /** Live cancel windows, [from, to) in ms, null = open end. */
  cancels: { from: number | null; to: number | null }[];
};
export type LegState = { result: LegResult; void_factor: string | null; dead_heat_factor: string | null };

/** What an early payout made a leg: won at its odds, for good (docs/decisions/075-early-payout.md). */
export const EARLY_WON: LegState = { result: 'won', void_factor: '0', dead_heat_factor: null };

export const lineColumns = (line: MarketLineKey) => ({
  event_id: line.eventId,
  market_id: line.marketId,
  specifiers: line.specifiers,
});

export async function readLineFacts(db: Db, line: MarketLineKey): Promise<LineFacts> {
  const { eventId, marketId, specifiers } = line;
  const state = await db
    .selectFrom('sb_line_state')
    .select('version')
    .where('event_id', '=', eventId)
    .where('market_id', '=', marketId)
    .where('specifiers', '=', specifiers)
    .executeTakeFirst();
  const results = await db
    .selectFrom('sb_line_settlement')
    .select(['generation', 'outcomes'])
    .where('event_id', '=', eventId)
    .where('market_id', '=', marketId)
    .where('specifiers', '=', specifiers)
    .where('rolled_back_at', 'is', null)
    .where('outcomes', 'is not', null)
    .orderBy('generation', 'desc')
    .execute();
  const cancels = await db
    .selectFrom('sb_settle_cancel')
    .select(['from_ms', 'to_ms'])
    .where('event_id', '=', eventId)
    .where('market_id', '=', marketId)
    .where('specifiers', '=', specifiers)
    .where('rolled_back_at', 'is', null)
    .execute();
  const ms = (v: bigint | null) => (v == null ? null : Number(v));
  return {
    version: state?.version ?? 0,
    results: results.map((r) => ({ generation: r.generation, outcomes: r.outcomes ?? [] })),
    cancels: cancels.map((c) => ({ from: ms(c.from_ms), to: ms(c.to_ms) })),
  };
}

/**
 * A leg's result under the line's facts: a live cancel window over the bet's placement voids
 * it (docs/sportsbook.md §6.7, [from, to)); otherwise the latest live result; otherwise open.
 * An outcome the result does not list is void: the stake goes back rather than guessing.
 */
export function legStateOf(facts: LineFacts, outcomeId: string, placedAtMs: number): LegState {
  const voided: LegState = { result: 'void', void_factor: '1', dead_heat_factor: null };
  if (
    facts.cancels.some((c) => (c.from == null || placedAtMs >= c.from) && (c.to == null || placedAtMs < c.to))
  ) {
    return voided;
  }
  const latest = facts.results[0];
  if (!latest) return { result: 'open', void_factor: null, dead_heat_factor: null };
  const o = latest.outcomes.find((x) => x.id === outcomeId);
  if (!o) return voided;
  const vf = Number(o.voidFactor ?? 0);
  const dh = o.deadHeatFactor ?? 1;
  if (vf === 1) return voided;
  if (vf === 0.5)
    return { result: o.result === 1 ? 'half_won' : 'half_lost', void_factor: '0.5', dead_heat_factor: null };
  if (o.result === 1 && dh !== 1)
    return { result: 'dead_heat', void_factor: '0', dead_heat_factor: String(dh) };
  return { result: o.result === 1 ? 'won' : 'lost', void_factor: '0', dead_heat_factor: null };
}

const canonical = (outcomes: OutcomeResult[]) =>
  JSON.stringify(
    [...outcomes]
      .sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0))
      .map((o) => [o.id, o.result, o.voidFactor ?? 0, o.deadHeatFactor ?? 1]),
  );

/** Runs `change` with the line's state row locked; bumps the version when it reports a change. */
export async function withLine(
  db: Kysely<Database>,
  line: MarketLineKey,
  change: (trx: Transaction<Database>) => Promise<boolean>,
) {
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto('sb_line_state')
      .values(lineColumns(line))
      .onConflict((oc) => oc.doNothing())
      .execute();
    await sql`select version from sb_line_state where event_id = ${line.eventId} and market_id = ${line.marketId}
      and specifiers = ${line.specifiers} for update`.execute(trx);
    if (await change(trx)) {
      await sql`update sb_line_state set version = version + 1 where event_id = ${line.eventId}
        and market_id = ${line.marketId} and specifiers = ${line.specifiers}`.execute(trx);
    }
  });
}

/**
 * Generation g's results. A replay is a no-op; the same g with other results is refused (docs/rules.md R9).
 * `voidReason` is kept for the player's view only (docs/sportsbook.md §6.7): it is not part of
 * what makes a replay, and no leg's result reads it.
 */
export function recordResults(
  db: Kysely<Database>,
  line: MarketLineKey,
  g: number,
  outcomes: OutcomeResult[],
  voidReason?: number,
) {
  return withLine(db, line, async (trx) => {
    const found = await trx
      .selectFrom('sb_line_settlement')
      .select(['outcomes'])
      .where('event_id', '=', line.eventId)
      .where('market_id', '=', line.marketId)
      .where('specifiers', '=', line.specifiers)
      .where('generation', '=', g)
      .executeTakeFirst();
    if (found) {
      // A tombstone (rolled back before it came) swallows it; a replay changes nothing.
      if (found.outcomes && canonical(found.outcomes) !== canonical(outcomes)) {
        throw new Error(
          `settlement ${line.eventId}/${line.marketId}/${line.specifiers} g${g}: same generation, different results`,
        );
      }
      return false;
    }
    await trx
      .insertInto('sb_line_settlement')
      .values({
        ...lineColumns(line),
        generation: g,
        outcomes: JSON.stringify(outcomes),
        void_reason: voidReason ?? null,
        rolled_back_at: null,
        created_at: clock.now(),
      })
      .execute();
    return true;
  });
}

/** Rolls generation g back; before g arrived it leaves a tombstone. */
export function recordRollback(db: Kysely<Database>, line: MarketLineKey, g: number) {
  return withLine(db, line, async (trx) => {
    const now = clock.now();
    const inserted = await trx
      .insertInto('sb_line_settlement')
      .values({ ...lineColumns(line), generation: g, outcomes: null, rolled_back_at: now, created_at: now })
      .onConflict((oc) => oc.doNothing())
      .returning('generation')
      .executeTakeFirst();
    if (inserted) return false;
    const updated = await trx
      .updateTable('sb_line_settlement')
      .set({ rolled_back_at: now })
      .where('event_id', '=', line.eventId)
      .where('market_id', '=', line.marketId)
      .where('specifiers', '=', line.specifiers)
      .where('generation', '=', g)
      .where('rolled_back_at', 'is', null)
      .executeTakeFirst();
    return updated.numUpdatedRows > 0n;
  });
}

/** A cancel window; `voidReason` as for `recordResults`, for the player's view only. */
export function recordCancel(
  db: Kysely<Database>,
  line: MarketLineKey,
  cancelId: string,
  from: number | null,
  to: number | null,
  voidReason?: number,
) {
  return withLine(db, line, async (trx) => {
    const inserted = await trx
      .insertInto('sb_settle_cancel')
      .values({
        ...lineColumns(line),
        cancel_id: cancelId,
        from_ms: from,
        to_ms: to,
        void_reason: voidReason ?? null,
        rolled_back_at: null,
        created_at: clock.now(),
      })
      .onConflict((oc) => oc.doNothing())
      .returning('cancel_id')
      .executeTakeFirst();
    return !!inserted;
  });
}

export function recordRollbackCancel(db: Kysely<Database>, line: MarketLineKey, cancelId: string) {
  return withLine(db, line, async (trx) => {
    const updated = await trx
      .updateTable('sb_settle_cancel')
      .set({ rolled_back_at: clock.now() })
      .where('event_id', '=', line.eventId)
      .where('market_id', '=', line.marketId)
      .where('specifiers', '=', line.specifiers)
      .where('cancel_id', '=', cancelId)
      .where('rolled_back_at', 'is', null)
      .executeTakeFirst();
    return updated.numUpdatedRows > 0n;
  });
}
