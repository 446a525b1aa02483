import { type Kysely, type Transaction, sql } from 'kysely';
import type { Database } from '../../../db/database.ts';
import { deferred } from '../../../db/deferred.ts';
import type { FixtureBody, OutcomeResult } from '../../../lib/feed/envelope.ts';
import type { MarketLineKey } from '../settlement-sink.ts';
import type { StoredLive } from './feed.table.ts';

type Db = Kysely<Database> | Transaction<Database>;

export async function upsertEvent(db: Db, id: string, f: FixtureBody, status: string, at: Date) {
  const row = {
    id,
    sport: f.sport,
    tournament: JSON.stringify(f.tournament),
    home: JSON.stringify(f.home),
    away: JSON.stringify(f.away),
    start_time: new Date(f.startTime),
    kind: f.kind,
    competitors: JSON.stringify(f.competitors ?? []),
    name: JSON.stringify(f.name ?? null),
    status,
    live: JSON.stringify(null),
    updated_at: at,
  };
  const { live: _live, status: _status, ...update } = row;
  await db
    .insertInto('sb_event')
    .values(row)
    .onConflict((oc) => oc.column('id').doUpdateSet(status === 'cancelled' ? { ...update, status } : update))
    .execute();
}

export async function updateEventState(
  db: Db,
  id: string,
  status: string,
  live: StoredLive | null,
  at: Date,
) {
  await db
    .updateTable('sb_event')
    .set({ status, live: JSON.stringify(live), updated_at: at })
    .where('id', '=', id)
    .execute();
}

/** Events worth holding in memory: not finished, or finished within the last day. */
export function loadEvents(db: Db, since: Date) {
  return db
    .selectFrom('sb_event')
    .selectAll()
    .where((eb) =>
      eb.or([
        eb('status', 'not in', ['ended', 'closed', 'cancelled', 'abandoned']),
        eb('start_time', '>', since),
      ]),
    )
    .execute();
}

export async function loadProducers(db: Db) {
  return db.selectFrom('feed_producer').selectAll().execute();
}

export async function saveProducer(db: Db, id: number, lastAliveAt: Date, lastProcessedTs: number) {
  await db
    .insertInto('feed_producer')
    .values({ id, last_alive_at: lastAliveAt, last_processed_ts: lastProcessedTs })
    .onConflict((oc) =>
      oc.column('id').doUpdateSet({
        last_alive_at: lastAliveAt,
        last_processed_ts: sql`greatest(feed_producer.last_processed_ts, excluded.last_processed_ts)`,
      }),
    )
    .execute();
}

/** True when this process is the first to record the message (two processes may consume one feed). */
export async function claimInbox(
  trx: Transaction<Database>,
  row: { hash: string; producer: number; type: string; event_id: string; ts: number; received_at: Date },
): Promise<boolean> {
  const inserted = await trx
    .insertInto('feed_inbox')
    .values(row)
    .onConflict((oc) => oc.column('hash').doNothing())
    .returning('hash')
    .executeTakeFirst();
  return !!inserted;
}

/** Serialises decisions about one line across processes for the rest of the transaction. */
export async function lockLine(trx: Transaction<Database>, line: MarketLineKey) {
  const key = `${line.eventId}/${line.marketId}/${line.specifiers}`;
  await deferred(trx, sql`select pg_advisory_xact_lock(hashtext(${key}))`);
}

const onLine = (line: MarketLineKey) => ({
  event_id: line.eventId,
  market_id: line.marketId,
  specifiers: line.specifiers,
});

export function lineResults(db: Db, line: MarketLineKey) {
  return db
    .selectFrom('sb_line_result')
    .selectAll()
    .where('event_id', '=', line.eventId)
    .where('market_id', '=', line.marketId)
    .where('specifiers', '=', line.specifiers)
    .orderBy('generation')
    .execute();
}

export async function insertResult(
  trx: Transaction<Database>,
  line: MarketLineKey,
  generation: number,
  certainty: number,
  outcomes: OutcomeResult[],
  at: Date,
  voidReason: number | null = null,
) {
  await trx
    .insertInto('sb_line_result')
    .values({
      ...onLine(line),
      generation,
      certainty,
      outcomes: JSON.stringify(outcomes),
      void_reason: voidReason,
      created_at: at,
    })
    .execute();
}

export async function markResult(
  db: Db,
  line: MarketLineKey,
  generation: number,
  set: { certainty?: number; applied_at?: Date; rolled_back_at?: Date; rollback_applied_at?: Date },
) {
  await db
    .updateTable('sb_line_result')
    .set(set)
    .where('event_id', '=', line.eventId)
    .where('market_id', '=', line.marketId)
    .where('specifiers', '=', line.specifiers)
    .where('generation', '=', generation)
    .execute();
}

export function lineCancels(db: Db, line: MarketLineKey) {
  return db
    .selectFrom('sb_line_cancel')
    .selectAll()
    .where('event_id', '=', line.eventId)
    .where('market_id', '=', line.marketId)
    .where('specifiers', '=', line.specifiers)
    .orderBy('created_at')
    .orderBy('cancel_id')
    .execute();
}

export async function insertCancel(
  trx: Transaction<Database>,
  cancelId: string,
  line: MarketLineKey,
  from: number | null,
  to: number | null,
  at: Date,
  voidReason: number | null = null,
) {
  await trx
    .insertInto('sb_line_cancel')
    .values({
      cancel_id: cancelId,
      ...onLine(line),
      from_ms: from,
      to_ms: to,
      void_reason: voidReason,
      created_at: at,
    })
    .execute();
}

export async function markCancel(
  db: Db,
  cancelId: string,
  line: MarketLineKey,
  set: { applied_at?: Date; rolled_back_at?: Date; rollback_applied_at?: Date },
) {
  await db
    .updateTable('sb_line_cancel')
    .set(set)
    .where('cancel_id', '=', cancelId)
    .where('event_id', '=', line.eventId)
    .where('market_id', '=', line.marketId)
    .where('specifiers', '=', line.specifiers)
    .execute();
}

/** Lines with a settlement, rollback or cancel recorded but not yet confirmed by the bets. */
export async function linesToDrive(db: Db): Promise<MarketLineKey[]> {
  const pending = (table: 'sb_line_result' | 'sb_line_cancel') =>
    db
      .selectFrom(table)
      .select(['event_id', 'market_id', 'specifiers'])
      .where((eb) =>
        eb.or([
          eb('applied_at', 'is', null),
          eb.and([eb('rolled_back_at', 'is not', null), eb('rollback_applied_at', 'is', null)]),
        ]),
      );
  const rows = await pending('sb_line_result').union(pending('sb_line_cancel')).execute();
  return rows.map((r) => ({ eventId: r.event_id, marketId: r.market_id, specifiers: r.specifiers }));
}

/**
 * The settlement backlog for /metrics (ADR 048): lines whose recorded result, cancel or rollback
 * the bets have not confirmed yet, and how long the oldest has waited (sb_line_result_pending
 * serves the results; cancels are few).
 */
export async function settlementBacklog(db: Db): Promise<{ depth: number; oldestSeconds: number }> {
  const { rows } = await sql<{ depth: string; oldest: string | null }>`
    select count(*)::text as depth,
      extract(epoch from now() - min(since))::text as oldest
    from (
      select case when applied_at is null then created_at else rolled_back_at end as since
        from sb_line_result
        where applied_at is null or (rolled_back_at is not null and rollback_applied_at is null)
      union all
      select case when applied_at is null then created_at else rolled_back_at end
        from sb_line_cancel
        where applied_at is null or (rolled_back_at is not null and rollback_applied_at is null)
    ) pending`.execute(db);
  const row = rows[0];
  return { depth: Number(row?.depth ?? 0), oldestSeconds: Math.max(0, Number(row?.oldest ?? 0)) };
}
