/**
 * The server at its limit (docs/decisions/051-bench-at-the-server-limit.md): the product started
 * as `npm start` starts it, in its own process, against its floors in their own processes,
 * driven by autocannon from several load processes. Every scenario runs between two runs of its
 * floor and is compared with their mean; when either floor run was client-bound (a load process
 * near a full core) the ratio is refused, since it would measure the load generator.
 */
import { createDb } from '../../apps/server/src/db/create-db.ts';
import { BARE, type Scenario, scenarios } from '../scenarios.ts';
import { fixtures } from './casino-wallet.ts';
import { type Floor, startBareFloor, startUpdateFloor } from './floors.ts';
import { printHeader, printRatios, printRow, type LimitRow } from './limit-report.ts';
import { type Measured, measure } from './measure.ts';
import { type ProductServer, startProduct } from './product-server.ts';
import { TEST_GAME } from '../../apps/server/src/test/wallet.ts';

export type LimitOptions = {
  durationMs: number;
  warmupMs: number;
  connections: number;
  workers: number;
  postgresUrl: string;
  only?: string[];
  /** Pre-signed seamless-wallet bets sent in the timed run. */
  bets: number;
};

const WALLET_PLAYERS = 8;
const WALLET_CONNECTIONS = 16;

export async function runLimitBench(opts: LimitOptions): Promise<LimitRow[]> {
  const wanted = (name: string) => !opts.only || opts.only.includes(name);
  const http = scenarios.filter((s) => s !== BARE && s.name !== 'login' && wanted(s.name));
  const rows: LimitRow[] = [];
  const floor = await startBareFloor();
  const started: ProductServer[] = [];
  try {
    printHeader(opts);
    let before = await runFloor(floor, opts, 'bare');
    rows.push(before);
    for (const target of ['app', 'app-pg'] as const) {
      const mine = http.filter((s) => s.target === target);
      if (!mine.length) continue;
      const product = await startProduct({
        name: `product-${target}`,
        postgresUrl: target === 'app-pg' ? opts.postgresUrl : undefined,
      });
      started.push(product);
      for (const scenario of mine) {
        const row = await runScenario(product, scenario, opts);
        const after = await runFloor(floor, opts, 'bare');
        rows.push(compare(row, before, after), after);
        before = after;
      }
    }
    if (wanted('wallet')) rows.push(...(await walletSection(opts, started)));
    printRatios(rows);
  } finally {
    for (const product of started) await product.close();
    await floor.close();
  }
  return rows;
}

function row(name: string, m: Measured): LimitRow {
  const r: LimitRow = { name, ...m, ratio: null, floor: null };
  printRow(r);
  return r;
}

function runFloor(
  floor: Floor,
  opts: LimitOptions,
  name: string,
  path = '/bare',
  method: 'GET' | 'POST' = 'GET',
) {
  return measure(
    floor,
    { url: floor.baseUrl, path, method, connections: opts.connections, durationMs: opts.durationMs },
    { workers: opts.workers },
  ).then((m) => row(name, m));
}

/** The ratio against the mean of the floor's runs on either side, unless one was client-bound. */
function compare(r: LimitRow, before: LimitRow, after: LimitRow): LimitRow {
  r.floor = before.name.replace(/ \(.*$/, '');
  if (!before.clientBound && !after.clientBound)
    r.ratio = r.stats.rps / ((before.stats.rps + after.stats.rps) / 2);
  return r;
}

async function runScenario(product: ProductServer, scenario: Scenario, opts: LimitOptions) {
  const extra = (await scenario.prepare?.(product)) ?? {};
  const body = scenario.body === undefined ? {} : { bodies: [scenario.body] };
  const headers = {
    ...scenario.headers,
    ...extra,
    ...(scenario.body ? { 'content-type': 'application/json' } : {}),
  };
  const load = {
    url: product.baseUrl,
    path: scenario.path,
    method: scenario.method,
    headers,
    ...(scenario.bodies ? { bodies: scenario.bodies } : body),
    connections: opts.connections,
    durationMs: opts.durationMs,
  };
  const m = await measure(product, load, {
    workers: opts.workers,
    warmup: opts.warmupMs ? { durationMs: opts.warmupMs } : undefined,
  });
  return row(scenario.name, m);
}

/**
 * A signed Hub88 bet (8 players, 16 connections, pre-signed) on the product's PostgreSQL against
 * the one-UPDATE route under the same players and connections.
 */
async function walletSection(opts: LimitOptions, started: ProductServer[]): Promise<LimitRow[]> {
  const floor = await startUpdateFloor(opts.postgresUrl);
  try {
    let product = started.find((p) => p.database);
    if (!product)
      started.push((product = await startProduct({ name: 'product-app-pg', postgresUrl: opts.postgresUrl })));
    const db = await createDb({ kind: 'postgres', url: product.database!.url });
    const players = await fixtures(db, WALLET_PLAYERS).finally(() => db.destroy());
    const update = () =>
      measure(
        floor,
        {
          url: floor.baseUrl,
          path: '/',
          method: 'POST',
          connections: WALLET_CONNECTIONS,
          durationMs: opts.durationMs,
        },
        { workers: opts.workers },
      ).then((m) => row('one UPDATE', m));
    const before = await update();
    const wallet = { privateKeyPem: product.walletPrivateKeyPem, gameCode: TEST_GAME, players };
    const load = {
      url: product.baseUrl,
      path: '/api/provider/hub88/transaction/bet',
      method: 'POST' as const,
      connections: WALLET_CONNECTIONS,
      durationMs: opts.durationMs,
      wallet,
      amount: opts.bets,
    };
    const warmup = { amount: Math.ceil(opts.bets / 5) };
    const bet = row('wallet bet@pg', await measure(product, load, { workers: opts.workers, warmup }));
    const after = await update();
    return [before, compare(bet, before, after), after];
  } finally {
    await floor.close();
  }
}
