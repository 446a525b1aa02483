/**
 * The cash-out benches' players, in a process of their own (lib/cashout.ts forks this file):
 * `clients` keep-alive sockets (lib/keepalive-client.ts). `quotes`: each asks a quote for a
 * random open bet, again and again. `accept`: each takes the next bet of the pool, asks its
 * quote and accepts it whole; a CASHOUT_PRICE_CHANGED answer carries a new quote, accepted in
 * turn (up to 3 times), as the player's screen does. Stops at the deadline or when the pool is used.
 */
import { fork } from 'node:child_process';
import { connect, postRequest } from './keepalive-client.ts';

export type CashoutJob = {
  baseUrl: string;
  mode: 'quotes' | 'accept';
  tokens: string[];
  bets: { id: string; player: number }[];
  clients: number;
  durationMs: number;
  /** Warm-up: one quote for each player in turn (a session's first request fills its cache entry). */
  eachPlayerOnce?: boolean;
};
export type CashoutClientReport = {
  elapsedMs: number;
  /** The load process's CPU time during the timed loop, in µs. */
  cpuUs: number;
  /** Per quote (quotes) or per full cash-out, quote and accept together (accept). */
  latencies: number[];
  /** Accepts answered CASHOUT_PRICE_CHANGED and retried with the new quote. */
  priceChanged: number;
  /** The pool ran out before the deadline. */
  exhausted: boolean;
  errors: Record<string, number>;
};

type Answer = { success: boolean; code?: string; data?: { quoteId?: string; quote?: { quoteId: string } } };

export function runCashoutClients(job: CashoutJob): Promise<CashoutClientReport> {
  return new Promise((resolve, reject) => {
    const child = fork(import.meta.filename, [], { env: { ...process.env, BENCH_CASHOUT_JOB: '1' } });
    child.once('error', reject);
    child.once('exit', (code) => {
      if (code) reject(new Error(`cash-out clients exited with ${code}`));
    });
    child.once('message', (report) => resolve(report as CashoutClientReport));
    child.send(job);
  });
}

async function clientLoop(job: CashoutJob): Promise<CashoutClientReport> {
  const report: CashoutClientReport = {
    elapsedMs: 0,
    cpuUs: 0,
    latencies: [],
    priceChanged: 0,
    exhausted: false,
    errors: {},
  };
  const fail = (code: string) => (report.errors[code] = (report.errors[code] ?? 0) + 1);
  const sockets = await Promise.all(Array.from({ length: job.clients }, () => connect(new URL(job.baseUrl))));
  const cpu = process.cpuUsage();
  const started = performance.now();
  const deadline = started + job.durationMs;
  let next = 0;
  // Warm-up: one bet of each player (the first bet seen of each).
  const firsts = [...new Map(job.bets.map((b) => [b.player, b] as const).reverse()).values()];
  const pick = () => {
    if (job.eachPlayerOnce) return firsts[next++];
    if (job.mode === 'quotes') return job.bets[Math.floor(Math.random() * job.bets.length)];
    if (next >= job.bets.length) report.exhausted = true;
    return job.bets[next++];
  };
  await Promise.all(
    sockets.map(async (socket) => {
      const post = async (path: string, body: object, token: string): Promise<Answer> => {
        const url = new URL(`${job.baseUrl}${path}`);
        const request = postRequest(url, JSON.stringify(body), {
          authorization: `Bearer ${token}`,
          'x-locale': 'tr',
        });
        return JSON.parse((await socket.send(request)).body) as Answer;
      };
      for (let bet = pick(); bet && (job.eachPlayerOnce || performance.now() < deadline); bet = pick()) {
        const token = job.tokens[bet.player]!;
        const t0 = performance.now();
        try {
          let answer = await post(`/${bet.id}/cashout/quote`, {}, token);
          for (let tries = 0; answer.success && job.mode === 'accept' && !job.eachPlayerOnce; tries++) {
            const quoteId = answer.data?.quoteId ?? answer.data?.quote?.quoteId;
            answer = await post(`/${bet.id}/cashout`, { quoteId }, token);
            if (answer.success) break;
            if (answer.code !== 'CASHOUT_PRICE_CHANGED' || tries === 2) break;
            report.priceChanged++;
            answer = { success: true, data: answer.data };
          }
          if (answer.success) report.latencies.push(performance.now() - t0);
          else fail(answer.code ?? 'no code');
        } catch (err) {
          fail((err as Error).message);
        }
      }
    }),
  );
  const used = process.cpuUsage(cpu);
  report.elapsedMs = performance.now() - started;
  report.cpuUs = used.user + used.system;
  for (const socket of sockets) socket.close();
  return report;
}

if (process.env.BENCH_CASHOUT_JOB === '1') {
  process.once('message', (job) => {
    void clientLoop(job as CashoutJob).then((report) => process.send!(report, () => process.exit(0)));
  });
}
