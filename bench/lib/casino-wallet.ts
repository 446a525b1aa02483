/**
 * The seamless-wallet bench : signed bet+win pairs per second through the real app's
 * Hub88 endpoints on PostgreSQL, from `clients` concurrent simulated players over loopback HTTP.
 * The app (buildApp, logging off) runs in this process on a throw-away database; the players run
 * in a separate process that signs every request before the timed run starts (an aggregator's
 * signing costs the server nothing, so it must not share the server's CPU time while measured).
 * Afterwards the ledger invariants and the money are checked (it throws if they do not hold).
 *
 *   node bench/lib/casino-wallet.ts [durationSeconds]   (BENCH_DATABASE_URL, default local server)
 */
import { createPrivateKey, generateKeyPairSync, randomUUID } from 'node:crypto';
import { fork } from 'node:child_process';
import { sql } from 'kysely';
import pg from 'pg';
import { buildApp } from '../../apps/server/src/app.ts';
import { loadConfig } from '../../apps/server/src/config.ts';
import { createDb } from '../../apps/server/src/db/create-db.ts';
import { migrateToLatest } from '../../apps/server/src/db/migrate.ts';
import { HUB88_SIGNATURE_HEADER, RS } from '../../apps/server/src/lib/hub88/protocol.ts';
import { signBody } from '../../apps/server/src/lib/hub88/signature.ts';
import { ensureSystemAccount, ledgerViolations } from '../../apps/server/src/core/ledger/index.ts';
import { hashToken, newToken } from '../../apps/server/src/lib/secrets.ts';
import { TEST_GAME, ensureTestGames } from '../../apps/server/src/test/wallet.ts';
import { insertCustomers } from '../../apps/server/src/test/customers.ts';
import { fundPlayers } from './funded-players.ts';
import { connect, postRequest } from './keepalive-client.ts';

export type WalletBenchResult = {
  server: string;
  clients: number;
  players: number;
  pairs: number;
  pairsPerSec: number;
  /** Latency of one bet+win pair (two signed HTTP calls), in ms. */
  p50Ms: number;
  p99Ms: number;
  /** Answers other than RS_OK, and failed calls, by status. */
  errors: Record<string, number>;
  /** CPU time per wallet call (bet or win) of the server process and of the load process. */
  serverCpuUsPerCall: number;
  clientCpuUsPerCall: number;
  checked: string;
};

type BenchPlayer = { user: string; token: string };
type ClientJob = {
  job: 'casino-wallet-clients';
  baseUrl: string;
  privateKeyPem: string;
  players: BenchPlayer[];
  clients: number;
  durationMs: number;
};
/** What the players say they moved (answered RS_OK), in kuruş. */
type ClientReport = {
  elapsedMs: number;
  /** The load process's own CPU time during the timed loop (signing excluded), in µs. */
  cpuUs: number;
  latencies: number[];
  errors: Record<string, number>;
  bet: string;
  won: string;
};

const FUND = 1_000_000_00n; // a million lira per player: no bet runs short
const WALLET = '/api/provider/hub88';

function percentile(sorted: Float64Array, p: number): number {
  return sorted.length ? sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]! : 0;
}

/** A throw-away database on the server at `adminUrl`; the app connects to it like production. */
async function throwAwayDatabase(adminUrl: string, poolSize: number) {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  const name = `bench_wallet_${Date.now().toString(36)}`;
  const { rows } = await admin.query<{ v: string }>("select current_setting('server_version') as v");
  await admin.query(`create database ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  // As many connections as clients, as the ledger bench it is compared with (lib/ledger-db.ts).
  const db = await createDb({ kind: 'postgres', url: url.toString(), poolSize });
  return {
    db,
    server: `PostgreSQL ${rows[0]?.v.split(' ')[0]} at ${url.host} (throw-away database ${name})`,
    drop: async () => {
      await db.destroy();
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    },
  };
}

type Db = Awaited<ReturnType<typeof throwAwayDatabase>>['db'];

/** `count` funded customers, each with a launch token for the bench game (bulk statements). */
export async function fixtures(db: Db, count: number): Promise<BenchPlayer[]> {
  await migrateToLatest(db);
  const gameId = await ensureTestGames(db);
  const customers = await insertCustomers(db, count, 'wbench');
  await fundPlayers(db, customers, FUND, 'wallet-bench-fund');
  const tokens = customers.map(() => newToken());
  await sql`
    insert into game_session (id, token_hash, customer_id, game_id, currency, launcher, expires_at)
    select gen_random_uuid(), h, c, ${gameId}, 'TRY', 'hub88', now() + interval '1 day'
    from unnest(${tokens.map(hashToken)}::text[], ${customers}::bigint[]) as u(h, c)`.execute(db);
  const codes = await db
    .selectFrom('customer')
    .select(['id', 'user_code'])
    .where('id', 'in', customers)
    .execute();
  const codeOf = new Map(codes.map((c) => [c.id, c.user_code]));
  await playedBefore(db, customers, TEST_GAME);
  await sql`vacuum analyze`.execute(db);
  return customers.map((c, i) => ({ user: codeOf.get(c)!, token: tokens[i]! }));
}

/** Settled rounds each bench player played before the run (a bet and a win each). */
const HISTORY_ROUNDS = 50;

/**
 * The players' past rounds, so that the wallet's and the ledger's tables hold what a live site's
 * hold when the run starts: planned on empty tables, a lookup's cached plan (a foreign key's check
 * included) can stay a scan of every row while the tables grow under the run, which no site in
 * use would see (docs/decisions/095-wallet-bet-database-cost.md). The rounds' money is posted
 * through the ledger's own trigger; the check below counts from the balances after them.
 */
async function playedBefore(db: Db, customers: bigint[], gameCode: string): Promise<void> {
  await sql`
    with r as (
      select c, n, gen_random_uuid()::text as round, gen_random_uuid()::text as bet,
        now() - make_interval(hours => n) as at
      from unnest(${customers}::bigint[]) as c, generate_series(1, ${HISTORY_ROUNDS}) as n
    ), rounds as (
      insert into game_round (provider, round, customer_id, game_code, currency, stake, win, bets, status, started_at, updated_at)
      select 'hub88', round, c, ${gameCode}, 'TRY', 1000, 500 * (n % 3), 1, 'closed', at, at from r
    )
    insert into wallet_transaction (provider, transaction_uuid, kind, customer_id, user_code, game_code, round,
      amount, provider_amount, currency, reference_transaction_uuid, status, applied, request_uuid, created_at)
    select 'hub88', t.uuid, t.kind, c, cu.user_code, ${gameCode}, round, t.amount, t.amount * 1000, 'TRY', t.ref,
      'RS_OK', true, gen_random_uuid()::text, at
    from r join customer cu on cu.id = r.c,
      lateral (values (bet, 'bet', 1000::bigint, null::text),
        (gen_random_uuid()::text, 'win', 500 * (n % 3)::bigint, bet)) as t(uuid, kind, amount, ref)`.execute(
    db,
  );
  const house = await ensureSystemAccount(db, 'provider', 'hub88', 'TRY');
  await sql`
    insert into ledger_transfer (id, debit_account_id, credit_account_id, amount, currency, code, phase, metadata, created_at)
    select gen_random_uuid(), case when t.kind = 'bet' then a.id else ${house} end,
      case when t.kind = 'bet' then ${house} else a.id end, t.amount, 'TRY',
      case when t.kind = 'bet' then 'casino_bet' else 'casino_win' end, 'posted',
      jsonb_build_object('transactionUuid', t.transaction_uuid, 'round', t.round, 'gameCode', t.game_code),
      t.created_at
    from wallet_transaction t
    join ledger_account a on a.customer_id = t.customer_id and a.kind = 'player' and a.currency = 'TRY'
    where t.customer_id = any(${customers}::bigint[]) and t.amount > 0
    order by t.created_at, t.kind`.execute(db);
}

type Sides = { players: bigint; provider: bigint };

/** The players' posted balances and the provider's side of the ledger, in kuruş. */
async function sides(db: Db): Promise<Sides> {
  const { rows } = await sql<Sides>`
    select (select sum(credits_posted - debits_posted)::bigint from ledger_account where kind = 'player') as players,
      (select coalesce(sum(e.amount), 0)::bigint from ledger_entry e join ledger_account a on a.id = e.account_id
        where a.key = 'provider:hub88:TRY' and not e.pending) as provider`.execute(db);
  return { players: BigInt(rows[0]!.players), provider: BigInt(rows[0]!.provider) };
}

/**
 * The ledger is sound and the players' and the provider's sides moved exactly as answered from
 * `before` (the sides once funded and the past rounds posted).
 */
async function check(db: Db, before: Sides, bet: bigint, won: bigint): Promise<string> {
  const problems = await ledgerViolations(db);
  const got = await sides(db);
  if (got.players !== before.players - bet + won)
    problems.push(`players: ${got.players}, expected ${before.players - bet + won}`);
  if (got.provider !== before.provider + bet - won)
    problems.push(`provider: ${got.provider}, expected ${before.provider + bet - won}`);
  if (problems.length) throw new Error(`wallet bench: the ledger is unsound:\n  ${problems.join('\n  ')}`);
  return `players ${(Number(won - bet) / 100).toFixed(2)} TRY net over the run; invariants hold`;
}

function runClients(job: Omit<ClientJob, 'job'>): Promise<ClientReport> {
  return new Promise((resolve, reject) => {
    const child = fork(new URL(import.meta.url), [], {
      env: { ...process.env, BENCH_WALLET_JOB: '1' },
      serialization: 'advanced',
    });
    child.once('error', reject);
    child.once('exit', (code) => {
      if (code) reject(new Error(`wallet clients exited with ${code}`));
    });
    child.once('message', (report) => resolve(report as ClientReport));
    child.send({ job: 'casino-wallet-clients', ...job });
  });
}

export async function runWalletBench(opts: {
  databaseUrl: string;
  clients?: number;
  players?: number;
  durationMs: number;
  warmupMs?: number;
}): Promise<WalletBenchResult> {
  const clients = opts.clients ?? 16;
  const count = opts.players ?? 1_000;
  const bench = await throwAwayDatabase(opts.databaseUrl, clients);
  const keys = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent' });
  const app = await buildApp({ config, db: bench.db, logger: false, gameProviderPublicKey: keys.publicKey });
  try {
    const players = await fixtures(bench.db, count);
    const before = await sides(bench.db);
    await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = app.server.address() as { port: number };
    const job = {
      baseUrl: `http://127.0.0.1:${port}${WALLET}`,
      privateKeyPem: keys.privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
      players,
      clients,
    };
    let bet = 0n;
    let won = 0n;
    if (opts.warmupMs) {
      const warm = await runClients({ ...job, durationMs: opts.warmupMs });
      bet += BigInt(warm.bet);
      won += BigInt(warm.won);
    }
    const cpu = process.cpuUsage();
    const run = await runClients({ ...job, durationMs: opts.durationMs });
    const used = process.cpuUsage(cpu);
    bet += BigInt(run.bet);
    won += BigInt(run.won);
    const sorted = Float64Array.from(run.latencies).sort();
    const calls = Math.max(1, sorted.length * 2);
    return {
      server: bench.server,
      clients,
      players: count,
      pairs: sorted.length,
      pairsPerSec: sorted.length / (run.elapsedMs / 1000),
      p50Ms: percentile(sorted, 50),
      p99Ms: percentile(sorted, 99),
      errors: run.errors,
      serverCpuUsPerCall: (used.user + used.system) / calls,
      clientCpuUsPerCall: run.cpuUs / calls,
      checked: await check(bench.db, before, bet, won),
    };
  } finally {
    await app.close();
    await bench.drop();
  }
}

type Signed = { raw: string; signature: string };
type PairPlan = { bet: Signed; win: Signed; stake: bigint; payout: bigint };

/** Pairs signed ahead of the timed run: about 600 pairs a second of run time, at most 20,000. */
function presign(job: ClientJob): PairPlan[] {
  const key = createPrivateKey(job.privateKeyPem);
  const count = Math.min(20_000, Math.max(500, Math.ceil((job.durationMs / 1000) * 600)));
  const sign = (body: object): Signed => {
    const raw = JSON.stringify(body);
    return { raw, signature: signBody(raw, key) };
  };
  return Array.from({ length: count }, (_, i) => {
    const player = job.players[i % job.players.length]!;
    const stake = BigInt(100 + Math.floor(Math.random() * 10_000)); // 1 to 100 TRY, kuruş
    const payout = Math.random() < 0.5 ? 0n : stake * BigInt(1 + Math.floor(Math.random() * 3));
    const common = {
      user: player.user,
      token: player.token,
      round: randomUUID(),
      game_code: TEST_GAME,
      currency: 'TRY',
    };
    const betUuid = randomUUID();
    return {
      stake,
      payout,
      bet: sign({
        ...common,
        request_uuid: randomUUID(),
        transaction_uuid: betUuid,
        round_closed: false,
        amount: Number(stake * 1000n),
      }),
      win: sign({
        ...common,
        request_uuid: randomUUID(),
        transaction_uuid: randomUUID(),
        reference_transaction_uuid: betUuid,
        round_closed: true,
        amount: Number(payout * 1000n),
      }),
    };
  });
}

/** The players (own process): each client plays pre-signed bet then win pairs, one after another. */
async function clientLoop(job: ClientJob): Promise<ClientReport> {
  const plans = presign(job);
  const latencies: number[] = [];
  const errors: Record<string, number> = {};
  const base = new URL(job.baseUrl);
  const request = (path: string, signed: Signed) =>
    postRequest(new URL(`${base.pathname}${path}`, base), signed.raw, {
      [HUB88_SIGNATURE_HEADER]: signed.signature,
    });
  const prepared = plans.map((plan) => ({
    plan,
    bet: request('/transaction/bet', plan.bet),
    win: request('/transaction/win', plan.win),
  }));
  const sockets = await Promise.all(Array.from({ length: job.clients }, () => connect(base)));
  let bet = 0n;
  let won = 0n;
  const post = async (socket: (typeof sockets)[number], bytes: Buffer): Promise<string> => {
    try {
      const status = (JSON.parse((await socket.send(bytes)).body) as { status: string }).status;
      if (status !== RS.OK) errors[status] = (errors[status] ?? 0) + 1;
      return status;
    } catch (err) {
      const key = (err as Error).message;
      errors[key] = (errors[key] ?? 0) + 1;
      return key;
    }
  };
  let next = 0;
  const cpu = process.cpuUsage();
  const started = performance.now();
  const deadline = started + job.durationMs;
  await Promise.all(
    sockets.map(async (socket) => {
      while (performance.now() < deadline && next < prepared.length) {
        const { plan, bet: betBytes, win: winBytes } = prepared[next++]!;
        const t0 = performance.now();
        if ((await post(socket, betBytes)) !== RS.OK) continue;
        bet += plan.stake;
        if ((await post(socket, winBytes)) !== RS.OK) continue;
        won += plan.payout;
        latencies.push(performance.now() - t0);
      }
    }),
  );
  const used = process.cpuUsage(cpu);
  for (const socket of sockets) socket.close();
  if (next >= prepared.length) errors['ran out of pre-signed pairs'] = 1;
  return {
    elapsedMs: performance.now() - started,
    cpuUs: used.user + used.system,
    latencies,
    errors,
    bet: String(bet),
    won: String(won),
  };
}

if (process.env.BENCH_WALLET_JOB === '1') {
  process.once('message', (job) => {
    void clientLoop(job as ClientJob).then((report) => process.send!(report, () => process.exit(0)));
  });
} else if (import.meta.main) {
  const seconds = Number(process.argv[2] ?? 5);
  const result = await runWalletBench({
    databaseUrl: process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test',
    clients: 16,
    players: 1_000,
    durationMs: seconds * 1000,
    warmupMs: 1000,
  });
  console.log(result);
}
