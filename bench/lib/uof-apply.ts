/**
 * UOF odds_change messages parsed AND applied (docs/decisions/081-uof-xml-codec.md): the same
 * 20-market XML samples as the parse bench, each parsed by parseUof and handed to the sportsbook's
 * feed adapter (catalogue update, suspension rules, coalesced pushes to a no-op publisher), on one
 * process with an in-memory PGlite holding the 500 fixtures. Goal: at least 5,000 a second.
 */
import { createDb } from '../../apps/server/src/db/create-db.ts';
import { migrateToLatest } from '../../apps/server/src/db/migrate.ts';
import type { FeedEnvelope } from '../../apps/server/src/lib/feed/envelope.ts';
import { parseUof } from '../../apps/server/src/lib/feed/uof/index.ts';
import { createFeedAdapter } from '../../apps/server/src/modules/sportsbook/feed/adapter.ts';
import { sample, sampleEventUrn, UOF_PARSE_GOAL } from './uof-parse.ts';

export type UofApplyBenchResult = { messages: number; seconds: number; perSec: number; goal: number };

const silent = { info() {}, warn() {}, error() {}, debug() {} };
const noSink = {
  settle: async () => {},
  rollbackSettlement: async () => {},
  cancel: async () => {},
  rollbackCancel: async () => {},
};

function fixtureOf(urn: string, n: number): FeedEnvelope {
  return {
    producer: 1,
    type: 'fixture_change',
    eventUrn: urn,
    ts: Date.now(),
    body: {
      changeType: 1,
      fixture: {
        sport: 'soccer',
        tournament: { urn: 'sr:tournament:52', name: { tr: 'Süper Lig', en: 'Super Lig' }, country: 'TR' },
        home: { urn: `sr:competitor:${2 * n + 1}`, name: `Ev ${n}` },
        away: { urn: `sr:competitor:${2 * n + 2}`, name: `Deplasman ${n}` },
        startTime: new Date(Date.now() - 30 * 60_000).toISOString(),
        kind: 'match',
        liveCoverage: true,
      },
    },
  };
}

/** Parse then apply, message after message, as the transport's consumer does. */
async function applyOne(adapter: { handle(m: FeedEnvelope): Promise<void> }, xml: string) {
  const parsed = parseUof(xml);
  if (!parsed.ok || parsed.message.type !== 'odds_change') throw new Error('uof-apply bench: parse failed');
  await adapter.handle(parsed.message);
}

export async function runUofApplyBench(
  opts: { seconds?: number; markets?: number } = {},
): Promise<UofApplyBenchResult> {
  const seconds = opts.seconds ?? 5;
  const db = await createDb({ kind: 'pglite', dir: null });
  await migrateToLatest(db);
  const recoveries: { producer: 1 | 3; requestId: number }[] = [];
  const adapter = createFeedAdapter({
    db,
    sink: noSink,
    recovery: {
      requestRecovery: async (producer, _after, requestId) => void recoveries.push({ producer, requestId }),
    },
    publish: () => {},
    log: silent,
    tickMs: 0,
  });
  try {
    await adapter.start();
    for (const r of recoveries.splice(0))
      await adapter.handle({
        producer: r.producer,
        type: 'snapshot_complete',
        eventUrn: '',
        ts: Date.now(),
        requestId: r.requestId,
        body: {},
      });
    for (let n = 0; n < 500; n++) await adapter.handle(fixtureOf(sampleEventUrn(n), n));
    const pool = Array.from({ length: 1_000 }, (_, i) => sample(i, opts.markets ?? 20));
    // The first pass stores each event's live state once; later messages move prices and the clock.
    for (const xml of pool) await applyOne(adapter, xml);
    let messages = 0;
    const start = performance.now();
    const end = start + seconds * 1_000;
    while (performance.now() < end) {
      for (let i = 0; i < 100; i++) await applyOne(adapter, pool[(messages + i) % pool.length]!);
      messages += 100;
    }
    const elapsed = (performance.now() - start) / 1_000;
    return { messages, seconds: elapsed, perSec: Math.round(messages / elapsed), goal: UOF_PARSE_GOAL };
  } finally {
    await adapter.stop();
    await db.destroy();
  }
}

// `node bench/lib/uof-apply.ts [seconds]` runs the probe alone.
if (import.meta.main) {
  console.log(await runUofApplyBench({ seconds: Number(process.argv[2] ?? 5) }));
}
