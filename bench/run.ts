/**
 * `npm run bench [-- --duration 5 --connections 10 --load-workers 2 --wallet-bets 4000 --warmup 1 --only name,name --hub-connections 10000 --no-hub
 *   --no-ledger --ledger-clients 16 --ledger-players 10000 --no-casino --no-bets --no-cashout --no-settle --rounds 3]`
 * First the server at its limit (lib/limit.ts, ADR 051): the product as `npm start` runs it, in
 * a process of its own (PGlite, and PostgreSQL for the `@pg` scenarios), against its floors in
 * processes of their own (a bare node:http route; one UPDATE per call for the `wallet` bet), with
 * autocannon from --load-workers processes (default 2). Each row prints requests/s, p50/p99, the
 * load processes', the server's and the database backends' CPU; a ratio beside a client-bound
 * floor run is refused. --wallet-bets (default 4,000) pre-signed Hub88 bets, each sent once.
 * Then the real-time hub (lib/hub.ts): idle connections held by one process, memory per
 * connection, and the time to deliver one message to all of them ('hub' in --only selects it).
 * Then live odds (lib/odds.ts, 'odds' in --only, --no-odds skips): --odds-connections guests
 * (default 5,000) watching one event that changes 50 times a second for 10 s; delivery p50/p99
 * from each change to each watcher. --odds-path feed (default: through the sportsbook's pusher,
 * coalesced as in production) or direct (every change its own publish: the hub alone).
 * Then the ledger on PostgreSQL (lib/ledger.ts; BENCH_DATABASE_URL, default the local server;
 * a throw-away database): postings per second against a single-row UPDATE ('ledger' in --only).
 * Then the casino ('casino' in --only, --no-casino skips): signed bet+win pairs per
 * second through the seamless wallet on PostgreSQL (16 clients, 1,000 players), as a ratio
 * against the ledger's bet postings, and casino/games search p50/p99 on the full catalogue.
 * Then the sportsbook ('bets' in --only, --no-bets skips): bets accepted per second on PostgreSQL while
 * a fake feed moves prices, as a ratio against the ledger's bet postings (lib/sports-bets.ts).
 * Then the sportsbook's cash-out (lib/cashout-report.ts; --no-cashout skips both): 'cashout-quotes'
 * in --only: quotes/s and p50/p99 for open bets while a fake feed moves 200 prices a second (the
 * rate reached is printed); 'cashout-accept': full cash-outs/s (quote + accept), whose ratio
 * against the ledger's bet postings is judged in the paired rounds (goal 0.5x).
 * Then, when the ledger ran with the casino or the sportsbook, or cash-outs were accepted,
 * `--rounds` paired rounds (default 3, 0 skips): the ledger's bet postings and each money path again, each part in a fresh process,
 * the median of the rounds' ratios (lib/paired.ts). The goals are judged by these medians.
 * Then the sportsbook's settlement of 100,000 open bets on one line ('settle' in --only,
 * --no-settle skips; bench/settle.ts): time, bets/s and postings/s.
 * Then live bet acceptance ('live-acceptance' in --only, --no-live-acceptance skips;
 * lib/live-acceptance.ts, ADR 060): live singles placed against the feed simulator at its default
 * speed under each odds policy for --live-seconds (default 30) on each of --live-seeds simulator
 * seeds (default 4, at most 9; lib/live-acceptance-seeds.ts); the share the delay accepted, pooled
 * over the seeds with its 95 % interval (goals: 95 % with 'any', 70 % with 'none'); a bet booked
 * at a price its policy forbids fails it.
 * Then the UOF codec ('uof-parse' in --only, --no-uof-parse skips; lib/uof-parse.ts, ADR 081):
 * odds_change messages of 20 markets parsed and validated per second on this process, then parsed
 * and applied to the sportsbook's feed adapter (lib/uof-apply.ts; goal 5,000/s for both).
 * Then the back office's lists (only when 'admin-lists' is in --only): player search, Player 360 and
 * its ledger tab p50/p99 on PostgreSQL with 100,000 players and 1,000,000 postings (lib/admin-lists.ts).
 * Results are saved to bench/.results/<timestamp>.json.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { type AdminListsResult, runAdminListsBench } from './lib/admin-lists.ts';
import { type HubBenchResult, runHubBench } from './lib/hub.ts';
import { type OddsBenchResult, runOddsBench } from './lib/odds.ts';
import { type SearchBenchRow, runSearchBench } from './lib/casino-search.ts';
import { type WalletBenchResult, runWalletBench } from './lib/casino-wallet.ts';
import { type BetsBenchResult, runBetsBench } from './lib/sports-bets.ts';
import type { CashoutBenchResult } from './lib/cashout.ts';
import { benchCashout } from './lib/cashout-report.ts';
import { LIVE_SEEDS, type LiveAcceptanceSeeds, runLiveAcceptanceSeeds } from './lib/live-acceptance-seeds.ts';
import { type LedgerBenchResult, type LedgerRow, runLedgerBench } from './lib/ledger.ts';
import { runLighthouse } from './lib/lighthouse.ts';
import { type PairedPath, type PairedResult, runPairedRounds } from './lib/paired.ts';
import type { LimitRow } from './lib/limit-report.ts';
import { runLimitBench } from './lib/limit.ts';
import { runCeilingsBench } from './lib/ceilings.ts';
import { BARE, scenarios } from './scenarios.ts';
import { type SettleBenchResult, runSettleBench } from './settle.ts';
import { type UofParseBenchResult, runUofParseBench } from './lib/uof-parse.ts';
import { type UofApplyBenchResult, runUofApplyBench } from './lib/uof-apply.ts';

const { values } = parseArgs({
  options: {
    duration: { type: 'string', default: '5' },
    warmup: { type: 'string', default: '1' },
    connections: { type: 'string', default: '10' },
    'load-workers': { type: 'string', default: '2' },
    'wallet-bets': { type: 'string', default: '4000' },
    only: { type: 'string' },
    lighthouse: { type: 'boolean', default: true },
    hub: { type: 'boolean', default: true },
    'hub-connections': { type: 'string', default: '10000' },
    odds: { type: 'boolean', default: true },
    'odds-connections': { type: 'string', default: '5000' },
    'odds-path': { type: 'string', default: 'feed' },
    ledger: { type: 'boolean', default: true },
    'ledger-clients': { type: 'string', default: '16' },
    'ledger-players': { type: 'string', default: '10000' },
    casino: { type: 'boolean', default: true },
    bets: { type: 'boolean', default: true },
    settle: { type: 'boolean', default: true },
    cashout: { type: 'boolean', default: true },
    'live-acceptance': { type: 'boolean', default: true },
    'live-seconds': { type: 'string', default: '30' },
    'live-seeds': { type: 'string', default: '4' },
    'uof-parse': { type: 'boolean', default: true },
    rounds: { type: 'string', default: '3' },
  },
  allowNegative: true,
});
const durationMs = Math.min(60, Number(values.duration)) * 1000;
const warmupMs = Math.min(30, Number(values.warmup)) * 1000;
const connections = Math.min(256, Math.max(1, Number(values.connections)));
if (!(durationMs > 0) || !(warmupMs >= 0)) throw new Error('--duration and --warmup take seconds');
const only = values.only?.split(',').map((s) => s.trim());
const selected = scenarios.filter((s) => s === BARE || !only || only.includes(s.name));
const hubConnections = Math.min(50_000, Math.max(1, Number(values['hub-connections'])));
if (!Number.isInteger(hubConnections)) throw new Error('--hub-connections takes a whole number');
const runHub = values.hub && (!only || only.includes('hub'));
const runOdds = values.odds && (!only || only.includes('odds'));
const oddsConnections = Math.min(20_000, Math.max(1, Number(values['odds-connections'])));
if (!Number.isInteger(oddsConnections)) throw new Error('--odds-connections takes a whole number');
const oddsPath = values['odds-path'];
if (oddsPath !== 'feed' && oddsPath !== 'direct') throw new Error('--odds-path takes feed or direct');
const runLedger = values.ledger && (!only || only.includes('ledger'));
const runCasino = values.casino && (!only || only.includes('casino'));
const runBets = values.bets && (!only || only.includes('bets'));
const runCashoutQuotes = values.cashout && (!only || only.includes('cashout-quotes'));
const runCashoutAccept = values.cashout && (!only || only.includes('cashout-accept'));
const runSettle = values.settle && (!only || only.includes('settle'));
const runAdminLists = !!only?.includes('admin-lists');
const runLive = values['live-acceptance'] && (!only || only.includes('live-acceptance'));
const runUofParse = values['uof-parse'] && (!only || only.includes('uof-parse'));
const liveSeconds = Math.min(300, Math.max(5, Number(values['live-seconds']) || 30));
const liveSeeds = Math.min(LIVE_SEEDS.length, Math.max(1, Math.floor(Number(values['live-seeds'])) || 4));
const rounds = Math.min(9, Math.max(0, Math.floor(Number(values.rounds)) || 0));
const ledgerClients = Math.min(64, Math.max(1, Number(values['ledger-clients'])));
const ledgerPlayers = Math.min(1_000_000, Math.max(1, Number(values['ledger-players'])));
if (!Number.isInteger(ledgerClients) || !Number.isInteger(ledgerPlayers)) {
  throw new Error('--ledger-clients and --ledger-players take whole numbers');
}
const ledgerUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
// `--only` naming no HTTP scenario (e.g. `--only ledger`) skips them, the floors included
const runHttp = !only || selected.length > 1 || only.includes('wallet');
const loadWorkers = Math.min(8, Math.max(1, Number(values['load-workers'])));
const walletBets = Math.max(100, Number(values['wallet-bets']));

let rows: LimitRow[] = [];
if (runHttp) {
  rows = await runLimitBench({
    durationMs,
    warmupMs,
    connections,
    workers: loadWorkers,
    postgresUrl: ledgerUrl,
    only,
    bets: walletBets,
  });
}

let ceilings: LimitRow[] = [];
if (only?.includes('ceilings')) {
  console.log(
    "\nceilings of a cached answer (the product's siteoptionlist bytes sent with less than the product does):",
  );
  ceilings = await runCeilingsBench({
    durationMs,
    warmupMs,
    connections,
    workers: loadWorkers,
    postgresUrl: ledgerUrl,
    bets: walletBets,
  });
}

let hub: HubBenchResult | null = null;
if (runHub) {
  console.log(
    `\nreal-time hub, one server process, ${hubConnections.toLocaleString('en-US')} idle connections:`,
  );
  hub = await runHubBench(hubConnections);
  printHub(hub);
}

let odds: OddsBenchResult | null = null;
if (runOdds) {
  console.log(
    `\nlive odds (${oddsPath} path), one server process, ${oddsConnections.toLocaleString('en-US')} guests watching one event, 50 changes/s for 10 s (goal: p99 under 250 ms):`,
  );
  odds = await runOddsBench({ connections: oddsConnections, perSecond: 50, seconds: 10, path: oddsPath });
  printOdds(odds);
}

let ledger: LedgerBenchResult | null = null;
if (runLedger) ledger = await benchLedger();

let casino: { wallet: WalletBenchResult | null; search: SearchBenchRow[] } | null = null;
if (runCasino) casino = await benchCasino(ledger);

let bets: BetsBenchResult | null = null;
if (runBets) bets = await benchBets(ledger);

const cashout: Partial<Record<'quotes' | 'accept', CashoutBenchResult | null>> = {};
for (const mode of ['quotes', 'accept'] as const) {
  if (mode === 'quotes' ? !runCashoutQuotes : !runCashoutAccept) continue;
  const required = !!only?.includes(`cashout-${mode}`);
  cashout[mode] = await benchCashout({
    mode,
    url: ledgerUrl,
    durationMs,
    warmupMs,
    ledger,
    required,
    unreachable,
  });
}

const pairedPaths: PairedPath[] = [
  ...(runCasino && casino?.wallet ? (['casino'] as const) : []),
  ...(runBets && bets ? (['bets'] as const) : []),
  ...(cashout.accept ? (['cashout'] as const) : []),
];
let paired: PairedResult | null = null;
// The cash-out's ratio needs the rounds even when the ledger section itself did not run.
if ((ledger || cashout.accept) && pairedPaths.length && rounds > 0) paired = await benchPaired(pairedPaths);

let settlement: SettleBenchResult | null = null;
if (runSettle) settlement = await benchSettle();

let liveAcceptance: LiveAcceptanceSeeds | null = null;
if (runLive) liveAcceptance = await benchLiveAcceptance();

let uofParse: (UofParseBenchResult & { applied: UofApplyBenchResult }) | null = null;
if (runUofParse) uofParse = await benchUofParse();

let adminLists: AdminListsResult | null = null;
if (runAdminLists) {
  console.log(
    `\nback-office lists on PostgreSQL (${new URL(ledgerUrl).host}), ${connections} connections, ${warmupMs / 1000} s warm-up + ${durationMs / 1000} s each:`,
  );
  adminLists = await runAdminListsBench({ url: ledgerUrl, durationMs, warmupMs, connections });
}

let lighthouse: Awaited<ReturnType<typeof runLighthouse>> = null;
if (values.lighthouse) {
  console.log('\nLighthouse, mobile profile, home page, 5 cold loads (target: median 95+):');
  lighthouse = await runLighthouse('/', 5);
  if (lighthouse) {
    console.log(
      `  performance: median ${lighthouse.score} of ${lighthouse.scores.join(', ')}${lighthouse.score >= 95 ? '' : '  (below the 95 target)'}${lighthouse.failed.length ? `; not measured and run again: ${lighthouse.failed.join(', ')}` : ''}`,
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
  options: {
    durationMs,
    warmupMs,
    connections,
    hubConnections: runHub ? hubConnections : null,
    oddsConnections: runOdds ? oddsConnections : null,
    oddsPath: runOdds ? oddsPath : null,
    ledgerClients: runLedger ? ledgerClients : null,
    ledgerPlayers: runLedger ? ledgerPlayers : null,
  },
  results: rows,
  hub,
  odds,
  ledger,
  casino,
  bets,
  cashout,
  paired,
  settlement,
  liveAcceptance,
  ceilings,
  uofParse,
  adminLists,
  lighthouse,
};
fs.writeFileSync(file, `${JSON.stringify(report, null, 2)}\n`);
console.log(`\nsaved ${path.relative(process.cwd(), file)}`);

function printHub(h: HubBenchResult) {
  const ms = (n: number) => `${fmt(n, 0)} ms`;
  console.log(
    `  connected ${fmt(h.connected, 0)} of ${fmt(h.requested, 0)} in ${fmt(h.connectSeconds, 1)} s (negotiate + WebSocket + handshake each; open-files limit ${h.openFilesLimit})` +
      (h.failed
        ? `; ${h.failed} failed: ${Object.entries(h.errors)
            .map(([cause, n]) => `${cause}: ${n}`)
            .join(', ')}`
        : ''),
  );
  console.log(
    `  server RSS ${fmt(h.rssBeforeMb, 0)} MB before, ${fmt(h.rssAfterMb, 0)} MB with the connections: ${fmt(h.rssPerConnectionKb, 1)} KB per connection`,
  );
  for (const [label, d] of [
    ['notification to all (admin send: stored + pushed)', h.notification],
    ['push only (Balance to every customer)', h.push],
  ] as const) {
    console.log(
      `  ${label}: arrival p50 ${ms(d.p50Ms)}, p99 ${ms(d.p99Ms)}, p100 ${ms(d.p100Ms)} (${fmt(d.received, 0)} received; send took ${ms(d.sendMs)})`,
    );
  }
}

function printOdds(o: OddsBenchResult) {
  console.log(
    `  ${fmt(o.watchers, 0)} of ${fmt(o.requested, 0)} watching after ${fmt(o.connectSeconds, 1)} s` +
      (o.failed ? `; ${o.failed} failed: ${o.errors.join('; ')}` : ''),
  );
  console.log(
    `  delivery of ${fmt(o.changes, 0)} changes to each: p50 ${fmt(o.p50Ms, 1)} ms, p99 ${fmt(o.p99Ms, 1)} ms, p100 ${fmt(o.p100Ms, 1)} ms` +
      ` (${fmt(o.expected - o.missing, 0)} of ${fmt(o.expected, 0)} arrived in ${fmt(o.framesPerWatcher, 0)} frames each, ${o.duplicates} duplicates)${o.p99Ms < 250 ? '' : '  (above the 250 ms goal)'}`,
  );
  console.log(
    `  server RSS ${fmt(o.rssBeforeMb, 0)} MB before, ${fmt(o.rssAfterMb, 0)} MB with the watchers: ${fmt(o.rssPerWatcherKb, 1)} KB per watcher (heap ${fmt(o.heapPerWatcherKb, 1)} KB)`,
  );
  console.log(`  server CPU while publishing: ${fmt(o.serverCpuMsPerSecond, 0)} ms per second`);
}

/**
 * The ledger section. An unreachable server skips it with a warning (unless `--only ledger`
 * asked for it); an unsound ledger after a run throws and fails the bench.
 */
async function benchLedger(): Promise<LedgerBenchResult | null> {
  const where = new URL(ledgerUrl).host;
  console.log(
    `\nledger on PostgreSQL (BENCH_DATABASE_URL or the local server, ${where}), ${ledgerClients} clients over ${fmt(ledgerPlayers, 0)} players, each posting its own transaction, ${warmupMs / 1000} s warm-up + ${durationMs / 1000} s each:`,
  );
  try {
    return await runLedgerBench({
      url: ledgerUrl,
      clients: ledgerClients,
      players: ledgerPlayers,
      durationMs,
      warmupMs,
      onReady: (server) => {
        console.log(`  ${server}`);
        console.log(
          `  ${'scenario'.padEnd(22)} ${'postings/s'.padStart(10)} ${'p50 ms'.padStart(8)} ${'p99 ms'.padStart(8)} ${'vs UPDATE'.padStart(10)}`,
        );
      },
      onRow: printLedgerRow,
    });
  } catch (err) {
    const code = unreachable(err);
    if (!only?.includes('ledger') && code) {
      console.log(`  skipped: cannot use PostgreSQL at ${where} (${code}); set BENCH_DATABASE_URL`);
      return null;
    }
    throw err;
  }
}

/**
 * The casino section. The wallet pairs need PostgreSQL (skipped with a warning when unreachable,
 * like the ledger); each pair is two ledger postings, so the ratio is postings/s through the
 * signed HTTP endpoints over the ledger bench's own bet postings/s (this run's, when it ran).
 */
async function benchCasino(
  ledgerRun: LedgerBenchResult | null,
): Promise<{ wallet: WalletBenchResult | null; search: SearchBenchRow[] }> {
  const where = new URL(ledgerUrl).host;
  console.log(
    `\ncasino seamless wallet on PostgreSQL (${where}), 16 clients over 1,000 players with 50 past rounds each, signed bet+win pairs, ${warmupMs / 1000} s warm-up + ${durationMs / 1000} s:`,
  );
  let wallet: WalletBenchResult | null = null;
  try {
    wallet = await runWalletBench({ databaseUrl: ledgerUrl, clients: 16, durationMs, warmupMs });
    const betRow = ledgerRun?.rows.find((r) => r.name === 'bet');
    const ratio = betRow
      ? `, ${((2 * wallet.pairsPerSec) / betRow.rps).toPrecision(2)}x the ledger's bet postings/s (${fmt(betRow.rps, 0)})`
      : ' (run with the ledger bench for the ratio)';
    const errors = Object.entries(wallet.errors);
    console.log(
      `  ${fmt(wallet.pairsPerSec, 0)} pairs/s (${fmt(2 * wallet.pairsPerSec, 0)} postings/s)${ratio}; pair p50 ${fmt(wallet.p50Ms, 2)} ms, p99 ${fmt(wallet.p99Ms, 2)} ms` +
        (errors.length ? `; errors: ${errors.map(([c, n]) => `${c}: ${n}`).join(', ')}` : ''),
    );
    console.log(
      `  CPU per wallet call: server ${fmt(wallet.serverCpuUsPerCall, 0)} µs, load process ${fmt(wallet.clientCpuUsPerCall, 0)} µs`,
    );
    console.log(`  checked: ${wallet.checked}`);
  } catch (err) {
    const code = unreachable(err);
    if (!code) throw err;
    console.log(`  skipped: cannot use PostgreSQL at ${where} (${code}); set BENCH_DATABASE_URL`);
  }
  console.log(`\ncasino/games search (take 5) on the full seeded catalogue, ${durationMs / 1000} s each:`);
  const search = await runSearchBench({ durationMs, postgresUrl: wallet ? ledgerUrl : undefined });
  for (const row of search) {
    console.log(
      `  ${row.database.padEnd(34)} ${fmt(row.rps, 0).padStart(7)} req/s  p50 ${fmt(row.p50Ms, 2)} ms  p99 ${fmt(row.p99Ms, 2)} ms  (${row.queries} distinct queries${row.errors ? `, ${row.errors} errors: ${statusList(row.statuses)}` : ''})`,
    );
  }
  return { wallet, search };
}

/**
 * The sportsbook section: singles accepted per second on PostgreSQL, 16 clients
 * over 1,000 players in a separate process, while a fake feed moves 200 prices a second; each bet
 * is one ledger posting, so the ratio is against the ledger bench's bet postings/s (this run's,
 * when it ran).
 */
async function benchBets(ledgerRun: LedgerBenchResult | null): Promise<BetsBenchResult | null> {
  const where = new URL(ledgerUrl).host;
  console.log(
    `\nsportsbook bets on PostgreSQL (${where}), 16 clients over 1,000 players with 20 settled bets each, 200 price changes/s, ${warmupMs / 1000} s warm-up + ${durationMs / 1000} s:`,
  );
  let result: BetsBenchResult;
  try {
    result = await runBetsBench({ databaseUrl: ledgerUrl, clients: 16, durationMs, warmupMs });
  } catch (err) {
    const code = unreachable(err);
    if (only?.includes('bets') || !code) throw err;
    console.log(`  skipped: cannot use PostgreSQL at ${where} (${code}); set BENCH_DATABASE_URL`);
    return null;
  }
  const betRow = ledgerRun?.rows.find((r) => r.name === 'bet');
  const ratio = betRow
    ? `, ${(result.acceptedPerSec / betRow.rps).toPrecision(2)}x the ledger's bet postings/s (${fmt(betRow.rps, 0)})`
    : ' (run with the ledger bench for the ratio: --only ledger,bets)';
  const errors = Object.entries(result.errors);
  console.log(
    `  ${fmt(result.acceptedPerSec, 0)} bets accepted/s${ratio}; p50 ${fmt(result.p50Ms, 2)} ms, p99 ${fmt(result.p99Ms, 2)} ms; ${result.priceChanges} price changes` +
      (errors.length ? `; refused: ${errors.map(([c, n]) => `${c}: ${n}`).join(', ')}` : ''),
  );
  console.log(
    `  CPU per accepted bet: server ${fmt(result.serverCpuUsPerBet, 0)} µs, load process ${fmt(result.clientCpuUsPerBet, 0)} µs`,
  );
  console.log(`  checked: ${result.checked}`);
  return result;
}

/**
 * The ratios the goals are judged by: `--rounds` (default 3) paired rounds of the ledger's bet
 * postings and each money path, every part in a fresh process (lib/paired.ts), their median.
 */
async function benchPaired(paths: PairedPath[]): Promise<PairedResult> {
  console.log(
    `\npaired rounds (${paths.join(', ')} against the ledger's bet postings), ${rounds} rounds, each part in a fresh process on a fresh database, ${warmupMs / 1000} s warm-up + ${durationMs / 1000} s:`,
  );
  console.log(
    `  ${'round'.padEnd(6)} ${'ledger'.padStart(8)}${paths.map((p) => `${p.padStart(9)} ${'ratio'.padStart(6)}`).join('')}`,
  );
  const result = await runPairedRounds({
    rounds,
    paths,
    url: ledgerUrl,
    durationMs,
    warmupMs,
    ledgerClients,
    ledgerPlayers,
    onRound: (r, i) =>
      console.log(
        `  ${String(i + 1).padEnd(6)} ${fmt(r.ledger, 0).padStart(8)}${paths.map((p) => `${fmt(r[p]!, 0).padStart(9)} ${`${(r[p]! / r.ledger).toFixed(2)}x`.padStart(6)}`).join('')}`,
      ),
  });
  for (const p of paths) {
    const { median, min, max } = result.ratios[p]!;
    console.log(
      `  ${p}: median ${median.toFixed(2)}x the ledger's bet postings/s (${min.toFixed(2)}x to ${max.toFixed(2)}x)${median >= 0.5 ? '  (goal 0.5x: met)' : '  (goal 0.5x: not met)'}`,
    );
  }
  return result;
}

/**
 * The sportsbook's settlement ('settle' in --only, --no-settle skips): 100,000 open singles on one
 * market line settled by one call (settle.ts). Skipped, like the other PostgreSQL sections, when
 * the server cannot be reached; a ledger left unsound fails the bench.
 */
async function benchSettle(): Promise<SettleBenchResult | null> {
  const where = new URL(ledgerUrl).host;
  console.log(`\nsportsbook settlement on PostgreSQL (${where}), 100,000 open singles on one line:`);
  let r: SettleBenchResult;
  try {
    r = await runSettleBench({ url: ledgerUrl, bets: 100_000, players: 1_000 });
  } catch (err) {
    const code = unreachable(err);
    if (only?.includes('settle') || !code) throw err;
    console.log(`  skipped: cannot use PostgreSQL at ${where} (${code}); set BENCH_DATABASE_URL`);
    return null;
  }
  console.log(
    `  settled ${fmt(r.bets, 0)} bets in ${fmt(r.seconds, 2)} s: ${fmt(r.betsPerSec, 0)} bets/s, ${fmt(r.postings, 0)} ledger postings, ${fmt(r.postingsPerSec, 0)} postings/s`,
  );
  const violations = r.violations.length ? r.violations.join('; ') : 'none';
  console.log(`  still open: ${r.stillOpen}; ledger violations: ${violations}`);
  if (r.violations.length || r.stillOpen) throw new Error('sportsbook settlement bench: unsound result');
  return r;
}

/** Live bet acceptance per odds policy over several seeds (lib/live-acceptance-seeds.ts); goals flagged, not thrown. */
async function benchLiveAcceptance(): Promise<LiveAcceptanceSeeds> {
  const seeds = LIVE_SEEDS.slice(0, liveSeeds);
  console.log(
    `\nlive bet acceptance, feed simulator at its default speed, default bet delay, one 1 lira single per policy every step for ${liveSeconds} s on each of ${seeds.length} seeds (${seeds.join(', ')}; goals: 95 % any, 70 % none, pooled):`,
  );
  const r = await runLiveAcceptanceSeeds({ seconds: liveSeconds, seeds });
  const goals: Partial<Record<string, number>> = { any: 0.95, none: 0.7 };
  const pct = (share: number) => fmt(share * 100, 1);
  const list = (o: Record<string, number>) =>
    Object.entries(o)
      .map(([c, n]) => `${c}: ${n}`)
      .join(', ') || 'none';
  for (const row of r.pooled) {
    const goal = goals[row.policy];
    const flag =
      goal === undefined ? '' : row.rate >= goal ? '  (goal met)' : `  (below the ${goal * 100} % goal)`;
    console.log(
      `  ${row.policy.padEnd(7)} ${pct(row.rate).padStart(5)} % accepted (${row.accepted} of ${row.placed}; 95 % interval ${pct(row.low)}-${pct(row.high)}; by seed ${row.bySeed.map(pct).join(', ')}); refused after the delay: ${list(row.refused)}${flag}`,
    );
  }
  const any = r.pooled.find((row) => row.policy === 'any');
  if (any) {
    console.log(
      `  suspended during the delay ('any'), by sport: ${list(any.suspendedBySport)}; placed by sport: ${list(any.placedBySport)}`,
    );
  }
  const moved = r.runs.reduce((n, run) => n + run.moves.moved, 0);
  const seen = r.runs.reduce((n, run) => n + run.moves.seen, 0);
  const atPlacement = r.runs
    .flatMap((run) => run.rows)
    .reduce((n, row) => n + Object.values(row.atPlacement).reduce((a, b) => a + b, 0), 0);
  console.log(
    `  the chosen outcome's price moved during the delay for ${moved} of ${seen} accepted 'any' bets; refused at placement: ${atPlacement}`,
  );
  console.log(`  simulator speed ${r.speed}; checked on every seed: ${r.runs[0]?.checked ?? '-'}`);
  return r;
}

/** The UOF codec's parse rate, then parse and apply ('uof-parse' in --only, --no-uof-parse skips). */
async function benchUofParse(): Promise<UofParseBenchResult & { applied: UofApplyBenchResult }> {
  const seconds = Math.max(1, durationMs / 1000);
  console.log(`\nUOF odds_change messages (20 markets each), one process, ${seconds} s each:`);
  const flag = (perSec: number, goal: number) =>
    perSec >= goal ? '(goal met)' : `(below the ${fmt(goal, 0)}/s goal)`;
  const r = runUofParseBench({ seconds });
  console.log(
    `  parsed (XML to validated envelope): ${fmt(r.perSec, 0)}/s, ${fmt(r.bytesPerMessage, 0)} bytes each ${flag(r.perSec, r.goal)}`,
  );
  const applied = await runUofApplyBench({ seconds });
  console.log(
    `  parsed and applied to the feed adapter: ${fmt(applied.perSec, 0)}/s ${flag(applied.perSec, applied.goal)}`,
  );
  return { ...r, applied };
}

/** The PostgreSQL server cannot be used (down, unknown, refused, no such database): skip its sections. */
function unreachable(err: unknown): string | null {
  const code = (err as { code?: string } | null)?.code;
  return code && ['ECONNREFUSED', 'ENOTFOUND', '28P01', '3D000'].includes(code) ? code : null;
}

function printLedgerRow(row: LedgerRow) {
  const errors = Object.entries(row.errors);
  console.log(
    `  ${row.name.padEnd(22)} ${fmt(row.rps, 0).padStart(10)} ${fmt(row.p50Ms, 2).padStart(8)} ${fmt(row.p99Ms, 2).padStart(8)} ${`${row.ratio.toPrecision(2)}x`.padStart(10)}` +
      `  CPU/op: this process ${fmt(row.appCpuUs, 0)} µs, database ${fmt(row.dbCpuUs, 0)} µs` +
      (errors.length ? `  errors: ${errors.map(([c, n]) => `${c}: ${n}`).join(', ')}` : ''),
  );
  if (row.checked) console.log(`  ${''.padEnd(22)} checked: invariants hold, ${row.checked}`);
}

function fmt(n: number, digits: number) {
  return n.toLocaleString('en-US', { minimumFractionDigits: digits, maximumFractionDigits: digits });
}
function statusList(statuses: Record<string, number>) {
  return Object.entries(statuses)
    .filter(([s]) => !/^2/.test(s))
    .map(([s, n]) => `${s === '0' ? 'network error' : s}: ${n}`)
    .join(', ');
}
