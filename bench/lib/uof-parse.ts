/**
 * The UOF codec's parse rate (docs/decisions/081-uof-xml-codec.md): odds_change messages of 20
 * markets (three outcomes each, with probabilities, a live event status with clock, periods and
 * statistics), parsed and validated by parseUof on this one process, for `seconds` after a warm-up.
 * Goal (docs/decisions/081-uof-xml-codec.md): at least 5,000 messages a second.
 */
import type { FeedEnvelope, FeedMarket } from '../../apps/server/src/lib/feed/envelope.ts';
import { parseUof, toUof } from '../../apps/server/src/lib/feed/uof/index.ts';

export const UOF_PARSE_GOAL = 5_000;

export type UofParseBenchResult = {
  messages: number;
  seconds: number;
  perSec: number;
  bytesPerMessage: number;
  markets: number;
  goal: number;
};

/**
 * Distinct messages (prices and clocks vary) so nothing is cached by accident. Each of the 500
 * events keeps its score, so applying a message moves prices and the clock, as most live
 * odds_change messages do, rather than storing a new score every time.
 */
export function sample(i: number, markets: number): string {
  const list: FeedMarket[] = Array.from({ length: markets }, (_, m) => ({
    id: m === 0 ? 1 : 18,
    specifiers: m === 0 ? '' : `total=${(m + 0.5).toFixed(1)}`,
    status: 1,
    outcomes: ['1', '2', '3'].map((id, k) => ({
      id,
      oddsMilli: 1_100 + ((i * 7 + m * 13 + k * 31) % 9_000),
      active: true,
      probability: Math.round(((k + 1) / 6) * 1e6) / 1e6,
    })),
  }));
  const message: FeedEnvelope = {
    producer: 1,
    type: 'odds_change',
    eventUrn: sampleEventUrn(i),
    ts: 1_795_780_800_000 + i,
    body: {
      eventStatus: {
        status: 1,
        home: (i % 500) % 4,
        away: (i % 500) % 3,
        clock: `${1 + (i % 90)}'`,
        periods: [[(i % 500) % 4, (i % 500) % 3]],
        statistics: { corners: [(i % 500) % 9, (i % 500) % 7], yellowCards: [1, 2], redCards: [0, 0] },
      },
      markets: list,
    },
  };
  return toUof(message);
}

/** The event a sample belongs to: 500 events in turn. */
export const sampleEventUrn = (i: number) => `sr:match:${60_000_000 + (i % 500)}`;

export function runUofParseBench(opts: { seconds?: number; markets?: number } = {}): UofParseBenchResult {
  const seconds = opts.seconds ?? 5;
  const markets = opts.markets ?? 20;
  const pool = Array.from({ length: 1_000 }, (_, i) => sample(i, markets));
  for (const xml of pool) if (!parseUof(xml).ok) throw new Error('uof-parse bench: a sample did not parse');
  const warmUntil = performance.now() + 1_000;
  while (performance.now() < warmUntil) for (let i = 0; i < 100; i++) parseUof(pool[i]!);

  let messages = 0;
  const start = performance.now();
  const end = start + seconds * 1_000;
  while (performance.now() < end) {
    for (let i = 0; i < 100; i++) {
      if (!parseUof(pool[(messages + i) % pool.length]!).ok) throw new Error('uof-parse bench: parse failed');
    }
    messages += 100;
  }
  const elapsed = (performance.now() - start) / 1_000;
  const bytes = pool.reduce((n, x) => n + Buffer.byteLength(x), 0) / pool.length;
  return {
    messages,
    seconds: elapsed,
    perSec: Math.round(messages / elapsed),
    bytesPerMessage: Math.round(bytes),
    markets,
    goal: UOF_PARSE_GOAL,
  };
}

// `node bench/lib/uof-parse.ts [seconds]` runs the probe alone.
if (import.meta.main) {
  const r = runUofParseBench({ seconds: Number(process.argv[2] ?? 5) });
  console.log(r);
}
