/**
 * The cash-out benches (docs/decisions/066-cash-out-pricing-and-locking.md) on PostgreSQL, as the
 * sportsbook bets bench runs (lib/sports-bets.ts): the real app's routes on a throw-away database,
 * the players in a separate process over loopback HTTP (lib/cashout-client.ts), a fake feed
 * moving `perSecond` prices (default 200) on the events the open bets are on, half of them live.
 * `quotes`: POST /api/sportsbook/bets/{id}/cashout/quote for random open bets, quotes/s.
 * `accept`: quote then POST /api/sportsbook/bets/{id}/cashout of distinct bets, full cash-outs/s.
 * Afterwards the ledger, S1 with partial stakes, and "a bet is cashed out exactly when it has one
 * full cash-out that paid its payout" are checked; it throws if they fail.
 *
 *   node bench/lib/cashout.ts quotes|accept [durationSeconds]   (BENCH_DATABASE_URL;
 *   BENCH_NO_EXPOSURE_TRIGGER=1 drops ADR 084's trigger, to measure its cost)
 */
import { sql } from 'kysely';
import pg from 'pg';
import { buildApp } from '../../apps/server/src/app.ts';
import { loadConfig } from '../../apps/server/src/config.ts';
import { createDb } from '../../apps/server/src/db/create-db.ts';
import { migrateToLatest } from '../../apps/server/src/db/migrate.ts';
import { ledgerViolations, systemAccountKey } from '../../apps/server/src/core/ledger/index.ts';
import { sportsbookBetsRoutes } from '../../apps/server/src/modules/sportsbook/bets/api/plugin.ts';
import { runCashoutClients } from './cashout-client.ts';
import { databaseBackends } from './proc-cpu.ts';
import { priceDriver, seedCashoutWorld } from './cashout-seed.ts';

type Db = Awaited<ReturnType<typeof createDb>>;

export type CashoutBenchResult = {
  mode: 'quotes' | 'accept';
  server: string;
  clients: number;
  players: number;
  openBets: number;
  events: number;
  /** Successful quotes (quotes) or full cash-outs (accept) in the timed run, and per second. */
  done: number;
  perSec: number;
  p50Ms: number;
  p99Ms: number;
  /** Price changes made during the timed run, and their rate (the asked rate is `perSecondAsked`). */
  priceChanges: number;
  priceChangesPerSec: number;
  perSecondAsked: number;
  priceChanged: number;
  exhausted: boolean;
  errors: Record<string, number>;
  serverCpuUsPerOp: number;
  clientCpuUsPerOp: number;
  /** The PostgreSQL backends' CPU per operation (this database's connections; WAL writer left out). */
  dbCpuUsPerOp: number;
  checked: string;
};

export type CashoutBenchOptions = {
  databaseUrl: string;
  mode: 'quotes' | 'accept';
  durationMs: number;
  warmupMs?: number;
  clients?: number;
  players?: number;
  /** Open bets per player; `accept` uses each once, so the pool bounds the run. */
  betsEach?: number;
  events?: number;
  perSecond?: number;
  /**
   * Drops the `sb_exposure_follow_bets` trigger before the run: only to measure what it costs a
   * cash-out (docs/decisions/096-cash-out-cost-and-live-bet-stops.md); the bench's checks still hold.
   */
  withoutExposureTrigger?: boolean;
};

function percentile(sorted: Float64Array, p: number): number {
  return sorted.length ? sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]! : 0;
}

export async function runCashoutBench(opts: CashoutBenchOptions): Promise<CashoutBenchResult> {
  const clients = opts.clients ?? 16;
  const players = opts.players ?? 1_000;
  const betsEach = opts.betsEach ?? (opts.mode === 'accept' ? 10 : 2);
  const events = opts.events ?? 500;
  const perSecond = opts.perSecond ?? 200;
  const admin = new pg.Client({ connectionString: opts.databaseUrl });
  await admin.connect();
  const name = `bench_cashout_${Date.now().toString(36)}`;
  await admin.query(`create database ${name}`);
  const url = new URL(opts.databaseUrl);
  url.pathname = `/${name}`;
  // As many connections as clients, as the ledger bench it is compared with (lib/ledger-db.ts).
  const db = await createDb({ kind: 'postgres', url: url.toString(), poolSize: clients });
  try {
    await migrateToLatest(db);
    const world = await seedCashoutWorld(db, { players, betsEach, events });
    if (opts.withoutExposureTrigger) await sql`drop trigger sb_exposure_follow_bets on sb_bet`.execute(db);
    const feed = priceDriver(world.catalogue, world.eventIds, perSecond);
    const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent' });
    const app = await buildApp({ config, db, logger: false, sportsbook: false });
    const notifier = { balanceChanged: async () => {}, betChanged: async () => {} };
    await app.register(sportsbookBetsRoutes({ catalogue: world.catalogue, notifier }), { prefix: '/api' });
    try {
      await app.listen({ port: 0, host: '127.0.0.1' });
      const { port } = app.server.address() as { port: number };
      const job = {
        baseUrl: `http://127.0.0.1:${port}/api/sportsbook/bets`,
        mode: opts.mode,
        tokens: world.tokens,
        bets: world.bets,
        clients,
      };
      await runCashoutClients({ ...job, durationMs: opts.warmupMs ?? 0, eachPlayerOnce: true });
      const backends = await databaseBackends(opts.databaseUrl, name);
      await backends.mark();
      const changesBefore = feed.count();
      const wall = performance.now();
      const cpu = process.cpuUsage();
      const run = await runCashoutClients({ ...job, durationMs: opts.durationMs });
      const used = process.cpuUsage(cpu);
      const dbMs = await backends.since();
      await backends.close();
      // The feed's rate over the whole call (the clients' process start included): what it reached.
      const priceChanges = feed.count() - changesBefore;
      const wallSeconds = (performance.now() - wall) / 1000;
      const sorted = Float64Array.from(run.latencies).sort();
      const ops = Math.max(1, sorted.length);
      return {
        mode: opts.mode,
        server: `PostgreSQL at ${url.host} (throw-away database ${name})`,
        clients,
        players,
        openBets: world.bets.length,
        events,
        done: sorted.length,
        perSec: sorted.length / (run.elapsedMs / 1000),
        p50Ms: percentile(sorted, 50),
        p99Ms: percentile(sorted, 99),
        priceChanges,
        priceChangesPerSec: priceChanges / wallSeconds,
        perSecondAsked: perSecond,
        priceChanged: run.priceChanged,
        exhausted: run.exhausted,
        errors: run.errors,
        serverCpuUsPerOp: (used.user + used.system) / ops,
        clientCpuUsPerOp: run.cpuUs / ops,
        dbCpuUsPerOp: (dbMs * 1000) / ops,
        checked: await check(db, opts.mode === 'accept' ? sorted.length : 0, !opts.withoutExposureTrigger),
      };
    } finally {
      feed.stop();
      await app.close();
    }
  } finally {
    await db.destroy();
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  }
}

/**
 * The ledger, S1 with partial stakes, one full cash-out per cashed-out bet paying its payout,
 * and (`exposure`) each outcome's exposure row equal to its open bets' (ADR 084).
 */
async function check(db: Db, cashedOut: number, exposure: boolean): Promise<string> {
  const problems = await ledgerViolations(db);
  const { rows } = await sql<{ held: string; stakes: string; cashed: string; bad: string }>`select
    (select coalesce(sum(e.amount), 0) from ledger_entry e join ledger_account a on a.id = e.account_id
      where a.key = ${systemAccountKey('sportsbook', 'open-bets')})::text as held,
    (select coalesce(sum(coalesce(open_stake_per_line * lines, total_stake)), 0) from sb_bet
      where status in ('pending', 'open'))::text as stakes,
    (select count(*) from sb_bet where status = 'cashed_out')::text as cashed,
    (select count(*) from sb_bet b left join sb_cashout c on c.bet_id = b.id and c.full
      where (b.status = 'cashed_out') <> (c.bet_id is not null)
        or (b.status = 'cashed_out' and b.payout <> c.amount))::text as bad`.execute(db);
  const r = rows[0]!;
  const held = BigInt(r.held) < 0n ? -BigInt(r.held) : BigInt(r.held);
  if (held !== BigInt(r.stakes)) problems.push(`open-bets holds ${held}, open stakes are ${r.stakes}`);
  if (r.bad !== '0') problems.push(`${r.bad} bets whose status and full cash-out disagree`);
  // Every cash-out the clients were told of is booked; none besides them.
  if (Number(r.cashed) !== cashedOut)
    problems.push(`${r.cashed} bets cashed out, the clients saw ${cashedOut}`);
  if (exposure) {
    const { rows: off } = await sql<{ n: string }>`select count(*)::text as n from sb_exposure e
      left join (select l.event_id, l.market_id, l.specifiers, l.outcome_id, b.currency,
          sum(sb_open_stake(b.status, b.lines, b.total_stake, b.open_stake_per_line)) as stake
        from sb_bet b join sb_bet_leg l on l.bet_id = b.id
        group by l.event_id, l.market_id, l.specifiers, l.outcome_id, b.currency) o
        using (event_id, market_id, specifiers, outcome_id, currency)
      where e.stake <> coalesce(o.stake, 0)`.execute(db);
    if (off[0]!.n !== '0') problems.push(`${off[0]!.n} exposure rows differ from their open bets`);
  }
  if (problems.length) throw new Error(`cash-out bench: the ledger is unsound:\n  ${problems.join('\n  ')}`);
  return `${r.cashed} bets cashed out, open-bets = Σ open stakes, one full cash-out each${exposure ? ', exposure = open bets' : ''}, invariants hold`;
}

if (import.meta.main) {
  const mode = process.argv[2] === 'accept' ? 'accept' : 'quotes';
  const result = await runCashoutBench({
    withoutExposureTrigger: process.env.BENCH_NO_EXPOSURE_TRIGGER === '1',
    databaseUrl: process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test',
    mode,
    durationMs: Number(process.argv[3] ?? 5) * 1000,
    warmupMs: 1000,
  });
  console.log(result);
}
