/**
 * `npm run bench [-- --duration 5 --connections 10 --warmup 1 --only name,name]`
 * Measures the real app (in-memory PGlite, demo seed) against a bare Fastify route, all on
 * loopback in this one process (the load runs in a worker thread), and prints requests/s,
 * p50/p99 latency and each scenario's throughput as a fraction of the bare route's.
 * Results are saved to bench/.results/<timestamp>.json.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { runLighthouse } from './lib/lighthouse.ts';
import { type LoadStats, runLoad } from './lib/load.ts';
import { type Target, startBareApp, startRealApp } from './lib/targets.ts';
import { BARE, scenarios } from './scenarios.ts';

const { values } = parseArgs({
  options: {
    duration: { type: 'string', default: '5' },
    warmup: { type: 'string', default: '1' },
    connections: { type: 'string', default: '10' },
    only: { type: 'string' },
    lighthouse: { type: 'boolean', default: true },
  },
  allowNegative: true,
});
const durationMs = Math.min(60, Number(values.duration)) * 1000;
const warmupMs = Math.min(30, Number(values.warmup)) * 1000;
const connections = Math.min(256, Math.max(1, Number(values.connections)));
if (!(durationMs > 0) || !(warmupMs >= 0)) throw new Error('--duration and --warmup take seconds');
const only = values.only?.split(',').map((s) => s.trim());
const selected = scenarios.filter((s) => s === BARE || !only || only.includes(s.name));

const targets: Record<'app' | 'bare', Target> = {
  bare: await startBareApp(),
  app: await startRealApp(),
};

type Row = { name: string; method: string; path: string; stats: LoadStats; ratio: number };
const rows: Row[] = [];
try {
  console.log(
    `bench: ${selected.length} scenarios, ${connections} connections, ${warmupMs / 1000} s warm-up + ${durationMs / 1000} s each, Node ${process.version}, ${os.cpus().length} CPUs\n`,
  );
  for (const scenario of selected) {
    const target = targets[scenario.target];
    const extra = (await scenario.prepare?.(target)) ?? {};
    const load = {
      url: target.baseUrl + scenario.path,
      method: scenario.method,
      body: scenario.body,
      headers: { ...scenario.headers, ...extra },
      connections,
    };
    if (warmupMs) await runLoad({ ...load, durationMs: warmupMs });
    const stats = await runLoad({ ...load, durationMs });
    const ratio = rows.length ? stats.rps / rows[0]!.stats.rps : 1;
    rows.push({ name: scenario.name, method: scenario.method, path: scenario.path, stats, ratio });
    console.log(
      `  ${scenario.name.padEnd(16)} ${fmt(stats.rps, 0).padStart(8)} req/s  p50 ${fmt(stats.p50Ms, 2).padStart(6)} ms  p99 ${fmt(stats.p99Ms, 2).padStart(7)} ms` +
        (stats.errors ? `  ${stats.errors} non-2xx (${statusList(stats.statuses)})` : ''),
    );
  }
} finally {
  await targets.app.close();
  await targets.bare.close();
}

console.log('\nversus the bare Fastify route:');
// Two significant digits: argon2-bound login is hundreds of times slower than the bare route.
for (const row of rows.slice(1)) console.log(`  ${row.name}: ${row.ratio.toPrecision(2)}x bare`);
const failing = rows.filter((r) => r.stats.errors > 0);
if (failing.length) {
  console.log(
    `\nwarning: ${failing.map((r) => r.name).join(', ')} answered outside 2xx; their numbers measure errors.`,
  );
}

let lighthouse: Awaited<ReturnType<typeof runLighthouse>> = null;
if (values.lighthouse) {
  console.log('\nLighthouse, mobile profile, home page (target 90+):');
  lighthouse = await runLighthouse('/');
  if (lighthouse) {
    console.log(
      `  performance: ${lighthouse.score}${lighthouse.score >= 90 ? '' : '  (below the 90 target)'}`,
    );
    for (const [id, value] of Object.entries(lighthouse.metrics)) console.log(`  ${id}: ${value}`);
  }
}

const dir = path.join(import.meta.dirname, '.results');
fs.mkdirSync(dir, { recursive: true });
const stamp = new Date().toISOString().replace(/[:.]/g, '-');
const file = path.join(dir, `${stamp}.json`);
const report = {
  date: new Date().toISOString(),
  node: process.version,
  cpus: os.cpus().length,
  cpuModel: os.cpus()[0]?.model,
  options: { durationMs, warmupMs, connections },
  results: rows,
  lighthouse,
};
fs.writeFileSync(file, `${JSON.stringify(report, null, 2)}\n`);
console.log(`\nsaved ${path.relative(process.cwd(), file)}`);

function fmt(n: number, digits: number) {
  return n.toLocaleString('en-US', { minimumFractionDigits: digits, maximumFractionDigits: digits });
}
function statusList(statuses: Record<string, number>) {
  return Object.entries(statuses)
    .filter(([s]) => !/^2/.test(s))
    .map(([s, n]) => `${s === '0' ? 'network error' : s}: ${n}`)
    .join(', ');
}
