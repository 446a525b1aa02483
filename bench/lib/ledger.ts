/**
 * The ledger bench (docs/wallet-protocol.md §7, T6): postings per second on PostgreSQL from `clients`
 * concurrent clients spread over `players` funded players, every posting also touching the same
 * house-side accounts, each posting its own transaction through postTransfers/resolveHold as the
 * app calls them. Compared with a plain single-row UPDATE on a table of as many rows, measured in
 * the same run. After every ledger run the invariants and the money are checked (it throws if not).
 */
import type { Kysely } from 'kysely';
import { sql } from 'kysely';
import type { Database } from '../../apps/server/src/db/database.ts';
import { postTransfers, resolveHold, transferId } from '../../apps/server/src/core/ledger/index.ts';
import { type Fixtures, type Moved, checkLedger, createBenchDatabase, ledgerFixtures } from './ledger-db.ts';
import { databaseBackends } from './proc-cpu.ts';

export type LedgerRow = {
  name: string;
  postings: number;
  rps: number;
  p50Ms: number;
  p99Ms: number;
  errors: Record<string, number>;
  /** Throughput over the spread single-row UPDATE's. */
  ratio: number;
  /** The check after the run (ledger scenarios only). */
  checked?: string;
  /** CPU per posting of this process and of the database's backends, µs (cash-out's comparison). */
  appCpuUs: number;
  dbCpuUs: number;
};
export type LedgerBenchResult = { server: string; clients: number; players: number; rows: LedgerRow[] };

type Client = {
  db: Kysely<Database>;
  f: Fixtures;
  moved: Moved;
  /** A fresh transfer id (the idempotency key) for this client's next posting. */
  id: () => string;
  /** Runs one transaction (or statement) and records its latency; errors are counted, not thrown. */
  timed: (fn: () => Promise<unknown>) => Promise<boolean>;
};
type Scenario = { name: string; ledger: boolean; iterate: (c: Client) => Promise<void> };

const FUND = 10_000_000_00n; // 10 million lira per player: no bet or withdrawal runs short
const below = (n: number) => Math.floor(Math.random() * n);
const amount = () => BigInt(100 + below(100_000));
const anyPlayer = (c: Client) => c.f.players[below(c.f.players.length)]!;
const post = (c: Client, debit: bigint, credit: bigint, value: bigint, code: string) =>
  c.timed(() =>
    c.db
      .transaction()
      .execute((trx) =>
        postTransfers(trx, [{ id: c.id(), debit, credit, amount: value, currency: 'TRY', code }]),
      ),
  );

const deposit = async (c: Client, player: bigint) => {
  const value = amount();
  if (await post(c, c.f.gateway, player, value, 'deposit')) c.moved.deposited += value;
};

const SCENARIOS: Scenario[] = [
  {
    name: 'UPDATE one row',
    ledger: false,
    iterate: (c) =>
      c
        .timed(() =>
          sql`update bench_counter set n = n + 1 where id = ${1 + below(c.f.players.length)}`.execute(c.db),
        )
        .then(() => {}),
  },
  { name: 'deposit', ledger: true, iterate: (c) => deposit(c, anyPlayer(c)) },
  {
    name: 'bet',
    ledger: true,
    iterate: async (c) => {
      const value = amount();
      if (await post(c, anyPlayer(c), c.f.house, value, 'bet')) c.moved.bet += value;
    },
  },
  {
    // two transactions, as the app does it: the player's request holds, the operator's confirm posts
    name: 'withdrawal hold+post',
    ledger: true,
    iterate: async (c) => {
      const value = amount();
      const hold = c.id();
      const held = await c.timed(() =>
        c.db.transaction().execute((trx) =>
          postTransfers(trx, [
            {
              id: hold,
              debit: anyPlayer(c),
              credit: c.f.withdrawals,
              amount: value,
              currency: 'TRY',
              code: 'withdrawal_hold',
              phase: 'pending',
            },
          ]),
        ),
      );
      if (!held) return;
      const posted = await c.timed(() =>
        c.db
          .transaction()
          .execute((trx) =>
            resolveHold(trx, { id: c.id(), pendingId: hold, action: 'post', code: 'withdrawal_post' }),
          ),
      );
      if (posted) c.moved.withdrawn += value;
    },
  },
  // every client on one tracked row: the contention the untracked house accounts avoid
  { name: 'deposit, hot row', ledger: true, iterate: (c) => deposit(c, c.f.players[0]!) },
  {
    name: 'UPDATE, hot row',
    ledger: false,
    iterate: (c) =>
      c.timed(() => sql`update bench_counter set n = n + 1 where id = 1`.execute(c.db)).then(() => {}),
  },
];

function percentile(sorted: Float64Array, p: number): number {
  return sorted.length ? sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]! : 0;
}

/** `clients` loops running `scenario` until the deadline; each finishes its iteration. */
async function drive(
  scenario: Scenario,
  base: Omit<Client, 'id' | 'timed'>,
  clients: number,
  ms: number,
  tag: string,
) {
  const latencies: number[] = [];
  const errors: Record<string, number> = {};
  const started = performance.now();
  const deadline = started + ms;
  await Promise.all(
    Array.from({ length: clients }, async (_, n) => {
      let seq = 0;
      const client: Client = {
        ...base,
        id: () => transferId('bench', tag, scenario.name, n, seq++),
        timed: async (fn) => {
          const t0 = performance.now();
          try {
            await fn();
            latencies.push(performance.now() - t0);
            return true;
          } catch (err) {
            const e = err as { code?: string; message?: string };
            const key = e.code ?? e.message ?? String(err);
            errors[key] = (errors[key] ?? 0) + 1;
            return false;
          }
        },
      };
      while (performance.now() < deadline) await scenario.iterate(client);
    }),
  );
  const elapsed = performance.now() - started;
  const sorted = Float64Array.from(latencies).sort();
  return {
    postings: sorted.length,
    rps: sorted.length / (elapsed / 1000),
    p50Ms: percentile(sorted, 50),
    p99Ms: percentile(sorted, 99),
    errors,
  };
}

export async function runLedgerBench(opts: {
  url: string;
  clients: number;
  players: number;
  durationMs: number;
  warmupMs: number;
  /** Scenario names to run (default all); the paired rounds (paired.ts) run `bet` alone. */
  only?: string[];
  onRow: (row: LedgerRow, index: number) => void;
  onReady: (server: string) => void;
}): Promise<LedgerBenchResult> {
  const bench = await createBenchDatabase(opts.url, opts.clients);
  try {
    const f = await ledgerFixtures(bench.db, opts.players, FUND);
    opts.onReady(`${bench.server} (throw-away database ${bench.name})`);
    const base = { db: bench.db, f, moved: { deposited: 0n, bet: 0n, withdrawn: 0n } };
    const rows: LedgerRow[] = [];
    for (const scenario of SCENARIOS.filter((sc) => !opts.only || opts.only.includes(sc.name))) {
      if (opts.warmupMs) await drive(scenario, base, opts.clients, opts.warmupMs, 'warmup');
      const backends = await databaseBackends(opts.url, bench.name);
      await backends.mark();
      const cpu = process.cpuUsage();
      const stats = await drive(scenario, base, opts.clients, opts.durationMs, 'run');
      const app = process.cpuUsage(cpu);
      const dbMs = await backends.since();
      await backends.close();
      const ops = Math.max(1, stats.postings);
      const row: LedgerRow = {
        name: scenario.name,
        ...stats,
        appCpuUs: (app.user + app.system) / ops,
        dbCpuUs: (dbMs * 1000) / ops,
        ratio: rows.length ? stats.rps / rows[0]!.rps : 1,
      };
      if (scenario.ledger) row.checked = await checkLedger(bench.db, f, base.moved);
      rows.push(row);
      opts.onRow(row, rows.length - 1);
    }
    return { server: bench.server, clients: opts.clients, players: opts.players, rows };
  } finally {
    await bench.drop();
  }
}
