/**
 * casino/games search on the full seeded catalogue : the real app on in-memory PGlite,
 * and on PostgreSQL when BENCH_DATABASE_URL (or `postgresUrl`) is given. Keep-alive clients in a
 * worker thread (this same file) send varied 1-3 word queries: prefixes of real game names, typed
 * with and without Turkish letters, in upper and lower case. Reports p50/p99 and requests/s.
 */
import http from 'node:http';
import { Worker, isMainThread, parentPort, workerData } from 'node:worker_threads';
import { buildApp } from '../../apps/server/src/app.ts';
import { loadConfig } from '../../apps/server/src/config.ts';
import { migrateToLatest } from '../../apps/server/src/db/migrate.ts';
import { seedDemoData } from '../../apps/server/src/db/seed/seed.ts';
import { simulatorCatalogue } from '../../apps/server/src/simulators/game-provider/catalogue.ts';
import { createBenchDatabase } from './ledger-db.ts';
import { type Target, startRealApp } from './targets.ts';

export type SearchBenchRow = {
  database: string;
  queries: number;
  requests: number;
  rps: number;
  p50Ms: number;
  p99Ms: number;
  errors: number;
  /** Answers by HTTP status (0: a network error). */
  statuses: Record<string, number>;
};
type WorkerInput = {
  casinoSearch: true;
  base: string;
  connections: number;
  durationMs: number;
  queries: string[];
};
/** `statuses`: answers by HTTP status, 0 for a network error (a 429 is the limiter answering). */
type WorkerOutput = {
  latencies: number[];
  errors: number;
  statuses: Record<string, number>;
  elapsedMs: number;
};

const CONNECTIONS = 8;

/** Deterministic queries: 1-3 words of a real name, each cut to a prefix, in varied spellings. */
export function searchQueries(count = 500): string[] {
  const names = simulatorCatalogue().games.map((g) => g.name);
  let seed = 42;
  const rand = () => (seed = (seed * 1_103_515_245 + 12_345) & 0x7fffffff) / 0x7fffffff;
  const spell = [
    (w: string) => w,
    (w: string) => w.toLocaleUpperCase('tr'),
    (w: string) => w.toLocaleLowerCase('tr'),
    // How players type without a Turkish keyboard: "gunes" for "Güneş", "istanbul" for "İstanbul".
    (w: string) => w.replace(/[İı]/g, 'i').normalize('NFD').replace(/\p{M}/gu, '').toLowerCase(),
  ];
  return Array.from({ length: count }, () => {
    const words = names[Math.floor(rand() * names.length)]!.split(' ').filter((w) => /\p{L}/u.test(w));
    const n = 1 + Math.floor(rand() * Math.min(3, words.length));
    const start = Math.floor(rand() * (words.length - n + 1));
    return words
      .slice(start, start + n)
      .map((w) =>
        spell[Math.floor(rand() * spell.length)]!(
          w.slice(0, Math.max(2, Math.ceil(w.length * (0.4 + rand() * 0.6)))),
        ),
      )
      .join(' ');
  });
}

function percentile(sorted: number[], p: number) {
  return sorted.length ? sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]! : 0;
}

function load(base: string, queries: string[], durationMs: number): Promise<WorkerOutput> {
  return new Promise((resolve, reject) => {
    const input: WorkerInput = { casinoSearch: true, base, connections: CONNECTIONS, durationMs, queries };
    const worker = new Worker(new URL(import.meta.url), { workerData: input });
    worker.once('error', reject);
    worker.once('message', (out: WorkerOutput) => {
      resolve(out);
      void worker.terminate();
    });
  });
}

async function measure(database: string, target: Target, durationMs: number): Promise<SearchBenchRow> {
  const queries = searchQueries();
  await load(target.baseUrl, queries, Math.min(1_000, durationMs)); // warm-up
  const out = await load(target.baseUrl, queries, durationMs);
  const sorted = out.latencies.sort((a, b) => a - b);
  return {
    database,
    queries: queries.length,
    requests: sorted.length,
    rps: sorted.length / (out.elapsedMs / 1000),
    p50Ms: percentile(sorted, 50),
    p99Ms: percentile(sorted, 99),
    errors: out.errors,
    statuses: out.statuses,
  };
}

async function startOnPostgres(adminUrl: string): Promise<Target> {
  const bench = await createBenchDatabase(adminUrl, 10);
  await migrateToLatest(bench.db);
  await seedDemoData(bench.db);
  const app = await buildApp({
    // Loopback is the edge proxy, as in targets.ts: each search names its client address.
    config: { ...loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent' }), trustProxy: ['127.0.0.1'] },
    db: bench.db,
    logger: false,
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('no TCP address');
  return {
    baseUrl: `http://127.0.0.1:${address.port}`,
    app,
    db: bench.db,
    label: bench.server,
    close: async () => {
      await app.close();
      await bench.drop();
    },
  };
}

/** PGlite always; PostgreSQL too when a URL is given (a throw-away database, dropped after). */
export async function runSearchBench(opts: {
  durationMs: number;
  postgresUrl?: string;
}): Promise<SearchBenchRow[]> {
  const rows: SearchBenchRow[] = [];
  const targets: [string, () => Promise<Target>][] = [['PGlite (in memory)', () => startRealApp()]];
  const pgUrl = opts.postgresUrl ?? process.env.BENCH_DATABASE_URL;
  if (pgUrl) targets.push([`PostgreSQL at ${new URL(pgUrl).host}`, () => startOnPostgres(pgUrl)]);
  for (const [name, start] of targets) {
    const target = await start();
    try {
      rows.push(await measure(name, target, opts.durationMs));
    } finally {
      await target.close();
    }
  }
  return rows;
}

// The worker side: keep-alive connections, each sending its next query when the answer is read.
if (!isMainThread && (workerData as WorkerInput | null)?.casinoSearch) {
  const { base, connections, durationMs, queries } = workerData as WorkerInput;
  const target = new URL('/api/casino/games', base);
  const agent = new http.Agent({ keepAlive: true, maxSockets: connections });
  const latencies: number[] = [];
  let errors = 0;
  const statuses: Record<string, number> = {};
  let next = 0;
  // Each search from an address of its own, named in X-Forwarded-For as the edge proxy would (the
  // bench app trusts loopback as its proxy): the players' searches, not one address's 120 a minute.
  const addressOf = (n: number) => `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;
  const once = (search: string, client: number) =>
    new Promise<number>((resolve) => {
      const body = Buffer.from(JSON.stringify({ search, live: false, skip: 0, take: 5 }));
      const req = http.request(
        {
          agent,
          host: target.hostname,
          port: target.port,
          path: target.pathname,
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            'content-length': body.length,
            'x-forwarded-for': addressOf(client),
          },
        },
        (res) => {
          res.resume().on('end', () => resolve(res.statusCode ?? 0));
        },
      );
      req.on('error', () => resolve(0));
      req.end(body);
    });
  const started = performance.now();
  const deadline = started + durationMs;
  await Promise.all(
    Array.from({ length: connections }, async () => {
      while (performance.now() < deadline) {
        const t0 = performance.now();
        const n = next++;
        const status = await once(queries[n % queries.length]!, n);
        latencies.push(performance.now() - t0);
        statuses[status] = (statuses[status] ?? 0) + 1;
        if (status !== 200) errors++;
      }
    }),
  );
  agent.destroy();
  parentPort!.postMessage({
    latencies,
    errors,
    statuses,
    elapsedMs: performance.now() - started,
  } satisfies WorkerOutput);
}
