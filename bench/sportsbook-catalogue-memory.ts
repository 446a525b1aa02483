/**
 * `node --expose-gc bench/sportsbook-catalogue-memory.ts [events] [markets]`
 * Memory of the sportsbook's in-memory catalogue (modules/sportsbook/feed, ADR 021): RSS and heap
 * growth for `events` fixtures (default 1,000) with `markets` priced lines each (default 100, three
 * outcomes a line), filled through the adapter's own line code, and the time of a list page and
 * an event detail read. Goal: under 300 MB for 1,000 x 100.
 */
import { CatalogueStore, foldName } from '../apps/server/src/modules/sportsbook/feed/catalogue-store.ts';
import { applyMarket } from '../apps/server/src/modules/sportsbook/feed/lines.ts';
import { createReads } from '../apps/server/src/modules/sportsbook/feed/reads.ts';

const events = Number(process.argv[2] ?? 1000);
const markets = Number(process.argv[3] ?? 100);
const gc = (globalThis as { gc?: () => void }).gc;
const mb = (n: number) => `${(n / 1024 / 1024).toFixed(1)} MB`;

gc?.();
const before = process.memoryUsage();
const store = new CatalogueStore();
const start = Date.UTC(2026, 10, 27, 18);
for (let e = 0; e < events; e++) {
  const id = `sr:match:${100_000 + e}`;
  const home = { urn: `sr:competitor:${2 * e}`, name: `Takım ${2 * e} Spor` };
  const away = { urn: `sr:competitor:${2 * e + 1}`, name: `Takım ${2 * e + 1} Kulübü` };
  const event = {
    id,
    sport: 'soccer' as const,
    tournament: {
      urn: `sr:tournament:${e % 40}`,
      name: { tr: `Lig ${e % 40}`, en: `League ${e % 40}` },
      country: 'TR',
    },
    home,
    away,
    startTime: new Date(start + e * 60_000),
    kind: 'match' as const,
    competitors: [],
    name: null,
    status: 'not_started' as const,
    live: null,
    searchKey: foldName(`${home.name} ${away.name}`),
    lines: new Map(),
  };
  store.events.set(id, event);
  for (let m = 0; m < markets; m++) {
    const market = {
      id: 1 + (m % 50),
      specifiers: m < 50 ? '' : `total=${(m - 49) / 2}`,
      status: 1 as const,
      outcomes: [0, 1, 2].map((o) => ({
        id: String(o + 1),
        oddsMilli: 1500 + ((e + m + o) % 3000),
        active: true,
      })),
    };
    applyMarket(event, 3, start, market, true);
  }
}
gc?.();
const after = process.memoryUsage();
const lines = [...store.events.values()].reduce((n, ev) => n + ev.lines.size, 0);
console.log(`${events} events, ${lines} lines (${lines * 3} outcomes)`);
console.log(`RSS growth  ${mb(after.rss - before.rss)} (total ${mb(after.rss)})`);
console.log(`heap growth ${mb(after.heapUsed - before.heapUsed)}`);

const reads = createReads(store);
const time = (label: string, fn: () => unknown, n = 50) => {
  const t0 = performance.now();
  for (let i = 0; i < n; i++) fn();
  console.log(`${label}: ${((performance.now() - t0) / n).toFixed(2)} ms`);
};
time('events page (50 of all, main market)', () => reads.events({ skip: 0, take: 50 }, 'tr'));
time('events search "takim 77"', () => reads.events({ skip: 0, take: 50, search: 'TAKIM 77' }, 'tr'));
time('event detail (all markets)', () => reads.event('sr:match:100500', 'tr'));
