/**
 * The load loop, run in a process of its own (forked by load.ts) so it shares neither an event
 * loop nor a V8 heap with the servers under test: `connections` keep-alive sockets, each sending its next request as soon as the
 * previous answer is read, until the deadline. Bounded by time and by MAX_REQUESTS.
 */
import http from 'node:http';
import type { LoadOptions, RawLoadResult } from './load.ts';

const MAX_REQUESTS = 5_000_000;
const opts = JSON.parse(process.env.BENCH_LOAD_OPTIONS!) as LoadOptions;
const target = new URL(opts.url);
const agent = new http.Agent({ keepAlive: true, maxSockets: opts.connections });
const bodies = (opts.bodies ?? (opts.body === undefined ? [] : [opts.body])).map((b) =>
  Buffer.from(JSON.stringify(b)),
);

function once(body: Buffer | undefined): Promise<number> {
  const headers: http.OutgoingHttpHeaders = {
    ...(body ? { 'content-type': 'application/json', 'content-length': body.length } : {}),
    ...opts.headers,
  };
  return new Promise((resolve) => {
    const req = http.request(
      {
        agent,
        host: target.hostname,
        port: target.port,
        path: target.pathname + target.search,
        method: opts.method,
        headers,
      },
      (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode ?? 0));
        res.on('error', () => resolve(0));
      },
    );
    req.on('error', () => resolve(0));
    req.end(body);
  });
}

const latencies: number[] = [];
const statuses: Record<string, number> = {};
let sent = 0;
const started = performance.now();
const deadline = started + opts.durationMs;

async function connection(index: number) {
  const body = bodies.length ? bodies[index % bodies.length] : undefined;
  while (performance.now() < deadline && sent < MAX_REQUESTS) {
    sent++;
    const t0 = performance.now();
    const status = await once(body);
    latencies.push(performance.now() - t0);
    statuses[status] = (statuses[status] ?? 0) + 1;
  }
}

await Promise.all(Array.from({ length: opts.connections }, (_, i) => connection(i)));
const result: RawLoadResult = { elapsedMs: performance.now() - started, latencies, statuses };
agent.destroy();
process.send!(result, () => process.exit(0));
