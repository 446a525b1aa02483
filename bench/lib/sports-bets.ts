/**
 * The sportsbook placement bench: bets accepted per second through the real app's
 * POST /api/sportsbook/bets on PostgreSQL, from `clients` concurrent clients in a separate
 * process over loopback HTTP, each bet for one of PLAYERS players at random, while a fake feed
 * changes 200 prices a second in the server's catalogue (bets use the `any` policy, so a moved
 * price is booked, not refused; a price that moves inside a bet's transaction still refuses it,
 * as in production). Afterwards the ledger
 * invariants and S1 (open-bets = Σ stakes of open bets) are checked; it throws if they fail.
 *
 *   node bench/lib/sports-bets.ts [durationSeconds]   (BENCH_DATABASE_URL, default local server)
 */
import { randomUUID } from 'node:crypto';
import { fork } from 'node:child_process';
import { sql } from 'kysely';
import pg from 'pg';
import { buildApp } from '../../apps/server/src/app.ts';
import { loadConfig } from '../../apps/server/src/config.ts';
import { createDb } from '../../apps/server/src/db/create-db.ts';
import { migrateToLatest } from '../../apps/server/src/db/migrate.ts';
import { ledgerViolations, systemAccountKey } from '../../apps/server/src/core/ledger/index.ts';
import { hashToken, newToken } from '../../apps/server/src/lib/secrets.ts';
import { sportsbookBetsRoutes } from '../../apps/server/src/modules/sportsbook/bets/api/plugin.ts';
import { FakeCatalogue } from '../../apps/server/src/modules/sportsbook/bets/place/fake-catalogue.test-kit.ts';
import { TR_ID } from '../../apps/server/src/test/accounts.ts';
import { insertCustomers } from '../../apps/server/src/test/customers.ts';
import { fundPlayers } from './funded-players.ts';
import { connect, postRequest } from './keepalive-client.ts';

export type BetsBenchResult = {
  server: string;
  clients: number;
  accepted: number;
  acceptedPerSec: number;
  p50Ms: number;
  p99Ms: number;
  priceChanges: number;
  errors: Record<string, number>;
  /** CPU time per accepted bet of the server process and of the load process. */
  serverCpuUsPerBet: number;
  clientCpuUsPerBet: number;
  checked: string;
};

type ClientJob = {
  baseUrl: string;
  tokens: string[];
  events: number;
  clients: number;
  durationMs: number;
  /** Warm-up: one bet for each player in turn (a session's first request fills its cache entry). */
  eachPlayerOnce?: boolean;
};
type ClientReport = {
  elapsedMs: number;
  /** The load process's CPU time during the timed loop, in µs. */
  cpuUs: number;
  latencies: number[];
  errors: Record<string, number>;
};

const EVENTS = 500;
/** Players the clients bet for, each bet for one at random (as many as the casino bench's). */
const PLAYERS = 1_000;
/** Settled bets each player placed before the run. */
const HISTORY_BETS = 20;
const FUND = 1_000_000_00n;
const PRICE_CHANGES_PER_SEC = 200;

function percentile(sorted: Float64Array, p: number): number {
  return sorted.length ? sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]! : 0;
}

function runClients(job: ClientJob): Promise<ClientReport> {
  return new Promise((resolve, reject) => {
    const child = fork(new URL(import.meta.url), [], { env: { ...process.env, BENCH_BETS_JOB: '1' } });
    child.once('error', reject);
    child.once('exit', (code) => {
      if (code) reject(new Error(`bet clients exited with ${code}`));
    });
    child.once('message', (report) => resolve(report as ClientReport));
    child.send(job);
  });
}

export async function runBetsBench(opts: {
  databaseUrl: string;
  clients?: number;
  durationMs: number;
  warmupMs?: number;
}): Promise<BetsBenchResult> {
  const clients = opts.clients ?? 16;
  const admin = new pg.Client({ connectionString: opts.databaseUrl });
  await admin.connect();
  const name = `bench_bets_${Date.now().toString(36)}`;
  await admin.query(`create database ${name}`);
  const url = new URL(opts.databaseUrl);
  url.pathname = `/${name}`;
  // As many connections as clients, as the ledger bench it is compared with (lib/ledger-db.ts).
  const db = await createDb({ kind: 'postgres', url: url.toString(), poolSize: clients });
  const catalogue = new FakeCatalogue();
  for (let i = 0; i < EVENTS; i++) catalogue.add(`bench-${i}`, [1850, 3400, 4200]);
  let priceChanges = 0;
  const feed = setInterval(() => {
    for (let i = 0; i < PRICE_CHANGES_PER_SEC / 20; i++) {
      const e = `bench-${Math.floor(Math.random() * EVENTS)}`;
      catalogue.setOdds(
        e,
        String(1 + Math.floor(Math.random() * 3)),
        1500 + Math.floor(Math.random() * 3000),
      );
      priceChanges++;
    }
  }, 50);
  const notifier = { balanceChanged: async () => {}, betChanged: async () => {} };
  try {
    await migrateToLatest(db);
    for (const [key, value] of [
      ['sportsbook.maxliability', '1000000000'],
      ['sportsbook.maxeventstake', '1000000000'],
    ] as const) {
      await db.insertInto('site_option').values({ key, value, status: true }).execute();
    }
    const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent' });
    const app = await buildApp({ config, db, logger: false, sportsbook: false });
    await app.register(sportsbookBetsRoutes({ catalogue, notifier }), { prefix: '/api' });
    try {
      const tokens = await players(db, PLAYERS);
      await app.listen({ port: 0, host: '127.0.0.1' });
      const { port } = app.server.address() as { port: number };
      const job = {
        baseUrl: `http://127.0.0.1:${port}/api/sportsbook/bets`,
        tokens,
        events: EVENTS,
        clients,
      };
      // A site in use has its players' sessions cached; only a login's first request misses.
      await runClients({ ...job, durationMs: opts.warmupMs ?? 0, eachPlayerOnce: true });
      const changesBefore = priceChanges;
      const cpu = process.cpuUsage();
      const run = await runClients({ ...job, durationMs: opts.durationMs });
      const used = process.cpuUsage(cpu);
      const sorted = Float64Array.from(run.latencies).sort();
      const bets = Math.max(1, sorted.length);
      return {
        server: `PostgreSQL at ${url.host} (throw-away database ${name})`,
        clients,
        accepted: sorted.length,
        acceptedPerSec: sorted.length / (run.elapsedMs / 1000),
        p50Ms: percentile(sorted, 50),
        p99Ms: percentile(sorted, 99),
        priceChanges: priceChanges - changesBefore,
        errors: run.errors,
        serverCpuUsPerBet: (used.user + used.system) / bets,
        clientCpuUsPerBet: run.cpuUs / bets,
        checked: await check(db),
      };
    } finally {
      await app.close();
    }
  } finally {
    clearInterval(feed);
    await db.destroy();
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  }
}

/**
 * `count` players, each funded, logged in (a session row, as login leaves it) and with settled
 * bets of their own from before the run, so that the tables hold what a site in use holds when
 * the run starts (planned on empty tables, a cached plan can stay a scan of rows that then grow
 * under the run). Bulk statements: no password hashing, no ledger postings for the history
 * (the check below counts the ledger's own postings). Returns the bearer tokens.
 */
async function players(db: Awaited<ReturnType<typeof createDb>>, count: number): Promise<string[]> {
  const customers = await insertCustomers(db, count, 'sbench');
  await sql`update customer set country_id = ${TR_ID} where id = any(${customers}::bigint[])`.execute(db);
  await fundPlayers(db, customers, FUND, 'bets-bench-fund');
  const tokens = customers.map(() => newToken());
  await sql`
    insert into customer_session (id, customer_id, token_hash, created_at, last_activity_at, device, browser)
    select gen_random_uuid(), c, h, now(), now(), 'desktop', 'bench'
    from unnest(${tokens.map(hashToken)}::text[], ${customers}::bigint[]) as u(h, c)`.execute(db);
  await sql`
    with b as (
      select gen_random_uuid() as id, c, n, now() - make_interval(days => n) as at
      from unnest(${customers}::bigint[]) as c, generate_series(1, ${HISTORY_BETS}) as n
    ), bets as (
      insert into sb_bet (id, customer_id, request_id, request_hash, currency, kind, lines, stake_per_line,
        total_stake, odds_policy, status, potential_payout, max_payout, payout, live, locale, placed_at,
        accepted_at, settled_at)
      select id, c, gen_random_uuid(), 'history', 'TRY', 'single', 1, 1000, 1000, 'any',
        case when n % 2 = 0 then 'won' else 'lost' end, 1850, 1850, case when n % 2 = 0 then 1850 else 0 end,
        false, 'tr', at, at, at + interval '2 hours'
      from b
    )
    insert into sb_bet_leg (bet_id, leg_no, event_id, market_id, specifiers, outcome_id, odds_milli,
      material_version, sport, start_time, live, event_name, market_name, outcome_name, result)
    select id, 1, 'history-' || n, 1, '', '1', 1850, 1, 'football', at, false, 'A - B', '1X2', '1',
      case when n % 2 = 0 then 'won' else 'lost' end
    from b`.execute(db);
  await sql`vacuum analyze`.execute(db);
  return tokens;
}

async function check(db: Awaited<ReturnType<typeof createDb>>): Promise<string> {
  const problems = await ledgerViolations(db);
  const { rows } = await sql<{ held: string; stakes: string; bets: string }>`select
    (select coalesce(sum(e.amount), 0) from ledger_entry e join ledger_account a on a.id = e.account_id
      where a.key = ${systemAccountKey('sportsbook', 'open-bets')})::text as held,
    (select coalesce(sum(total_stake), 0) from sb_bet where status in ('pending', 'open'))::text as stakes,
    (select count(*) from sb_bet)::text as bets`.execute(db);
  const r = rows[0]!;
  const held = BigInt(r.held) < 0n ? -BigInt(r.held) : BigInt(r.held);
  if (held !== BigInt(r.stakes)) problems.push(`open-bets holds ${held}, open stakes are ${r.stakes}`);
  if (problems.length) throw new Error(`bets bench: the ledger is unsound:\n  ${problems.join('\n  ')}`);
  return `${r.bets} bets, open-bets = Σ open stakes, invariants hold`;
}

/** The players (own process): each client places singles one after another. */
async function clientLoop(job: ClientJob): Promise<ClientReport> {
  const latencies: number[] = [];
  const errors: Record<string, number> = {};
  const url = new URL(job.baseUrl);
  const sockets = await Promise.all(Array.from({ length: job.clients }, () => connect(url)));
  const cpu = process.cpuUsage();
  const started = performance.now();
  const deadline = started + job.durationMs;
  let next = 0;
  await Promise.all(
    sockets.map(async (socket) => {
      while (job.eachPlayerOnce ? next < job.tokens.length : performance.now() < deadline) {
        const token =
          job.tokens[job.eachPlayerOnce ? next++ : Math.floor(Math.random() * job.tokens.length)]!;
        const body = JSON.stringify({
          requestId: randomUUID(),
          kind: 'single',
          stake: 1 + Math.floor(Math.random() * 10),
          oddsChange: 'any',
          selections: [
            {
              eventId: `bench-${Math.floor(Math.random() * job.events)}`,
              marketId: 1,
              specifiers: '',
              outcomeId: String(1 + Math.floor(Math.random() * 3)),
              odds: 1.85,
            },
          ],
        });
        const request = postRequest(url, body, { authorization: `Bearer ${token}`, 'x-locale': 'tr' });
        const t0 = performance.now();
        try {
          const res = await socket.send(request);
          const json = JSON.parse(res.body) as { success: boolean; code?: string };
          if (json.success) latencies.push(performance.now() - t0);
          else errors[json.code ?? String(res.status)] = (errors[json.code ?? String(res.status)] ?? 0) + 1;
        } catch (err) {
          const key = (err as Error).message;
          errors[key] = (errors[key] ?? 0) + 1;
        }
      }
    }),
  );
  const used = process.cpuUsage(cpu);
  for (const socket of sockets) socket.close();
  return { elapsedMs: performance.now() - started, cpuUs: used.user + used.system, latencies, errors };
}

if (process.env.BENCH_BETS_JOB === '1') {
  process.once('message', (job) => {
    void clientLoop(job as ClientJob).then((report) => process.send!(report, () => process.exit(0)));
  });
} else if (import.meta.main) {
  const seconds = Number(process.argv[2] ?? 5);
  const result = await runBetsBench({
    databaseUrl: process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test',
    durationMs: seconds * 1000,
    warmupMs: 1000,
  });
  console.log(result);
}
