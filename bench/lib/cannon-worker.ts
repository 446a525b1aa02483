/**
 * One autocannon load process (forked by cannon.ts): its share of the connections, its own
 * event loop and core, and its own CPU time reported with the result. Bodies are fixed (one per
 * connection) or, for the seamless wallet, Hub88 bets signed here before the timed run starts:
 * each sent once, so an idempotent replay never flatters the server.
 */
import { createPrivateKey, randomUUID } from 'node:crypto';
import autocannon from 'autocannon';
import { HUB88_SIGNATURE_HEADER, RS } from '../../apps/server/src/lib/hub88/protocol.ts';
import { signBody } from '../../apps/server/src/lib/hub88/signature.ts';
import type { CannonJob, WorkerReport } from './cannon.ts';

type Req = autocannon.Request;

function fixedRequests(job: CannonJob): Req[] {
  const bodies = job.bodies?.map((b) => JSON.stringify(b));
  const base: Req = { method: job.method, path: job.path, headers: job.headers };
  if (!bodies?.length) return [base];
  // One body for all: a fixed request, which autocannon builds once. A setupRequest builds every
  // request again, and on two cores that client work was counted against the server: the same
  // answer measured 24,000 requests/s through it and 41,000 without.
  if (bodies.length === 1) return [{ ...base, body: bodies[0] }];
  let next = job.firstConnection;
  // autocannon's context is per connection: connection i keeps bodies[i % length].
  return [
    {
      ...base,
      setupRequest: (req, context) => {
        const mine = context as { body?: string };
        mine.body ??= bodies[next++ % bodies.length];
        return { ...req, body: mine.body };
      },
    },
  ];
}

/** `count` signed bets of 1 TRY over the job's players, in turn. */
function signedBets(job: CannonJob, count: number): { body: string; signature: string }[] {
  const w = job.wallet!;
  const key = createPrivateKey(w.privateKeyPem);
  return Array.from({ length: count }, (_, i) => {
    const player = w.players[(job.firstConnection + i) % w.players.length]!;
    const body = JSON.stringify({
      user: player.user,
      token: player.token,
      round: randomUUID(),
      game_code: w.gameCode,
      currency: 'TRY',
      request_uuid: randomUUID(),
      transaction_uuid: randomUUID(),
      round_closed: false,
      amount: 100_000,
    });
    return { body, signature: signBody(body, key) };
  });
}

function walletRequests(job: CannonJob, refused: Record<string, number>): Req[] {
  const bets = signedBets(job, job.amount!);
  let next = 0;
  return [
    {
      method: 'POST',
      path: job.path,
      setupRequest: (req) => {
        const bet = bets[next++ % bets.length]!;
        const headers = { 'content-type': 'application/json', [HUB88_SIGNATURE_HEADER]: bet.signature };
        return { ...req, headers, body: bet.body };
      },
      onResponse: (_status, body) => {
        const status = (JSON.parse(body) as { status?: string }).status ?? 'no status';
        if (status !== RS.OK) refused[status] = (refused[status] ?? 0) + 1;
      },
    },
  ];
}

process.once('message', (message) => {
  const job = message as CannonJob;
  const refused: Record<string, number> = {};
  const requests = job.wallet ? walletRequests(job, refused) : fixedRequests(job);
  const cpu = process.cpuUsage();
  const started = performance.now();
  const instance = autocannon(
    {
      url: job.url,
      connections: job.connections,
      // A wallet run sends each signed bet once (amount), the others run for a time.
      ...(job.amount ? { amount: job.amount } : { duration: job.durationMs / 1000 }),
      requests,
    },
    (err, result) => {
      if (err) throw err;
      const used = process.cpuUsage(cpu);
      const refusedCount = Object.values(refused).reduce((a, b) => a + b, 0);
      const report: WorkerReport = {
        requests: result.requests.total,
        elapsedMs: performance.now() - started,
        p50Ms: result.latency.p50,
        p99Ms: result.latency.p99,
        errors: result.non2xx + result.errors + result.timeouts + refusedCount,
        refused,
        cpuMs: (used.user + used.system) / 1000,
      };
      process.send!(report, () => process.exit(0));
    },
  );
  autocannon.track(instance, {
    renderProgressBar: false,
    renderResultsTable: false,
    renderLatencyTable: false,
  });
});
