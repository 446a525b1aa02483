import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/database.ts';
import { clock } from '../../lib/clock.ts';
import { type FeedTransport, PRODUCERS } from '../../lib/feed/envelope.ts';

/**
 * A restarted feed simulator draws a new world (docs/decisions/021-sportsbook-engine.md). Its
 * match numbers start after the ones already stored, so a URN never names two fixtures.
 */
export async function nextMatchNumber(db: Kysely<Database>): Promise<number | undefined> {
  const row = await db
    .selectFrom('sb_event')
    .select(sql<string | null>`max(substring(id from '^sr:match:([0-9]+)$')::bigint)`.as('n'))
    .executeTakeFirst();
  return row?.n ? Number(row.n) + 1 : undefined;
}

/**
 * Fixtures an earlier simulator run announced and the new world does not know will never be
 * played: cancel them as a feed does (UOF `fixture_change` CANCELLED, then `bet_cancel` of every
 * line with bets, void reason 5 CANCELLED_EVENT), so their bets are refunded, not left open.
 */
export async function retireOrphans(db: Kysely<Database>, transport: FeedTransport, known: Set<string>) {
  const stale = await db
    .selectFrom('sb_event')
    .selectAll()
    .where('status', 'not in', ['ended', 'closed', 'cancelled', 'abandoned'])
    .execute();
  const now = clock.ms();
  for (const e of stale.filter((row) => !known.has(row.id))) {
    const fixture = {
      sport: e.sport,
      tournament: e.tournament,
      home: e.home,
      away: e.away,
      startTime: e.start_time.toISOString(),
      kind: e.kind,
      competitors: e.competitors,
      // The cancel rewrites the stored fixture: the outright keeps its name.
      ...(e.name ? { name: e.name } : {}),
      liveCoverage: false,
    };
    await transport.publish({
      producer: PRODUCERS.prematch,
      type: 'fixture_change',
      eventUrn: e.id,
      ts: now,
      body: { changeType: 3, fixture },
    });
    const lines = await db
      .selectFrom('sb_bet_leg')
      .select(['market_id', 'specifiers'])
      .distinct()
      .where('event_id', '=', e.id)
      .where('result', '=', 'open')
      .execute();
    if (!lines.length) continue;
    await transport.publish({
      producer: PRODUCERS.prematch,
      type: 'bet_cancel',
      eventUrn: e.id,
      ts: now,
      body: { markets: lines.map((l) => ({ id: l.market_id, specifiers: l.specifiers, voidReason: 5 })) },
    });
  }
}
