/** How the server-at-its-limit section prints its rows (lib/limit.ts). */
import os from 'node:os';
import type { Measured } from './measure.ts';

export type LimitRow = Measured & {
  name: string;
  /** Against the mean of the floor runs on either side; null for a floor or a refused result. */
  ratio: number | null;
  floor: string | null;
};

const fmt = (n: number, digits: number) =>
  n.toLocaleString('en-US', { minimumFractionDigits: digits, maximumFractionDigits: digits });

export function printHeader(opts: {
  connections: number;
  workers: number;
  durationMs: number;
  warmupMs: number;
}) {
  console.log(
    `server at its limit: the product as \`npm start\` runs it, each floor in its own process, autocannon from ${opts.workers} load processes, ${opts.connections} connections, ${opts.warmupMs / 1000} s warm-up + ${opts.durationMs / 1000} s each; Node ${process.version}, ${os.cpus().length} CPUs, load average ${os
      .loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')}`,
  );
  console.log(
    `  ${'scenario'.padEnd(18)} ${'req/s'.padStart(8)} ${'p50 ms'.padStart(7)} ${'p99 ms'.padStart(7)}  client cores (busiest)  server cores, µs/req  db µs/req`,
  );
}

export function printRow(r: LimitRow) {
  const refused = Object.entries(r.stats.refused);
  console.log(
    `  ${r.name.padEnd(18)} ${fmt(r.stats.rps, 0).padStart(8)} ${fmt(r.stats.p50Ms, 2).padStart(7)} ${fmt(r.stats.p99Ms, 2).padStart(7)}  ${`${fmt(r.stats.clientCores, 2)} (${fmt(r.stats.busiestWorkerCores, 2)})`.padStart(22)}  ${`${fmt(r.serverCores, 2)}, ${fmt(r.serverUsPerRequest, 0)}`.padStart(20)}  ${(r.dbUsPerRequest === null ? '-' : fmt(r.dbUsPerRequest, 0)).padStart(9)}  ${r.clientBound ? 'client-bound' : ''}` +
      (r.stats.errors
        ? `  ${r.stats.errors} errors${refused.length ? ` (${refused.map(([k, v]) => `${k}: ${v}`).join(', ')})` : ''}`
        : ''),
  );
}

/** Each scenario against its floor, or why no ratio was taken. */
export function printRatios(rows: LimitRow[]) {
  console.log(
    "\nversus the floor (requests/s over the mean of its runs just before and after; in brackets its server CPU per request over the scenario's, steadier on a busy machine):",
  );
  rows.forEach((r, i) => {
    if (!r.floor) return;
    const floor = rows[i - 1]!;
    const cpu = `${(floor.serverUsPerRequest / r.serverUsPerRequest).toPrecision(2)}x by CPU`;
    console.log(
      `  ${r.name}: ${r.ratio === null ? 'client-bound: no ratio' : `${r.ratio.toPrecision(2)}x ${r.floor} (${cpu})`}`,
    );
  });
}
