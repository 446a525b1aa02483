/**
 * `node bench/settle.ts [--bets 100000] [--players 1000]`: the sportsbook settlement bench
 * (docs/decisions/022-sportsbook-settlement-and-rounding.md) on PostgreSQL (BENCH_DATABASE_URL,
 * default the local server; a throw-away database). `--bets` open single bets on one market line,
 * half on the winner, are settled by one SettlementSink.settle call (500 bets per transaction);
 * prints the total time, bets/s and ledger postings/s, then checks the ledger and S1.
 */
import { randomUUID } from 'node:crypto';
import { parseArgs } from 'node:util';
import { sql } from 'kysely';
import { migrateToLatest } from '../apps/server/src/db/migrate.ts';
import {
  ensureSystemAccount,
  ledgerViolations,
  playerAccountKey,
  transferId,
} from '../apps/server/src/core/ledger/index.ts';
import { createSettlementSink } from '../apps/server/src/modules/sportsbook/bets/settle/sink.ts';
import { insertCustomers } from '../apps/server/src/test/customers.ts';
import { createBenchDatabase } from './lib/ledger-db.ts';

const STAKE = 1000n;

export type SettleBenchResult = {
  server: string;
  bets: number;
  seconds: number;
  betsPerSec: number;
  postings: number;
  postingsPerSec: number;
  /** Bets still open after the settlement, and the ledger's violations: both must be none. */
  stillOpen: number;
  violations: string[];
};

/**
 * `bets` open singles over `players` players on a throw-away database at `url`, half on
 * the winner, settled by one SettlementSink.settle call; the database is dropped afterwards.
 */
export async function runSettleBench(opts: {
  url: string;
  bets: number;
  players: number;
}): Promise<SettleBenchResult> {
  const { url, players: playerCount } = opts;
  const bench = await createBenchDatabase(url, 10);
  const { db } = bench;
  try {
    await migrateToLatest(db);
    const customers = await insertCustomers(db, playerCount, 'settle');
    const { rows: accounts } = await sql<{ id: bigint }>`
      insert into ledger_account (key, kind, currency, customer_id, tracked, no_overdraft)
      select k, 'player', 'TRY', c, true, true
      from unnest(${customers.map((c) => playerAccountKey(c))}::text[], ${customers}::bigint[]) as u(k, c)
      returning id`.execute(db);
    const openBets = await ensureSystemAccount(db, 'sportsbook', 'open-bets');
    const gateway = await ensureSystemAccount(db, 'gateway', 'bench');
    const perPlayer = BigInt(Math.ceil(opts.bets / playerCount)) * STAKE;
    // Each player's stakes as one posting cash -> open-bets (placement posts one per bet; the sum is the same).
    for (const [purpose, debit, credit] of [
      ['fund', gateway, null],
      ['stakes', null, openBets],
    ] as const) {
      await sql`insert into ledger_transfer (id, debit_account_id, credit_account_id, amount, currency, code, phase)
        select u.id, coalesce(${debit}::bigint, u.p), coalesce(${credit}::bigint, u.p), ${perPlayer}, 'TRY', ${purpose}, 'posted'
        from unnest(${accounts.map((a) => transferId('bench-settle', purpose, a.id))}::uuid[], ${accounts.map((a) => a.id)}::bigint[]) as u(id, p)`.execute(
        db,
      );
    }
    const ids = Array.from({ length: Number(perPlayer / STAKE) * playerCount }, () => randomUUID()).sort();
    const owners = ids.map((_, i) => customers[i % playerCount]!);
    await sql`insert into sb_bet (id, customer_id, request_id, request_hash, currency, kind, lines, stake_per_line,
        total_stake, odds_policy, status, potential_payout, max_payout, live, locale, placed_at, accepted_at)
      select u.id, u.c, gen_random_uuid(), 'bench', 'TRY', 'single', 1, ${STAKE}, ${STAKE}, 'none', 'open', 1850, 100000000,
        false, 'tr', now(), now()
      from unnest(${ids}::uuid[], ${owners}::bigint[]) as u(id, c)`.execute(db);
    await sql`insert into sb_bet_leg (bet_id, leg_no, event_id, market_id, specifiers, outcome_id, odds_milli,
        material_version, sport, start_time, live, event_name, market_name, outcome_name)
      select u.id, 1, 'sr:match:bench', 1, '', case when u.n % 2 = 0 then '1' else '2' end, 1850, 1, 'football', now(),
        false, 'Bench - Bench', 'Maç Sonucu', 'x'
      from unnest(${ids}::uuid[]) with ordinality as u(id, n)`.execute(db);
    await sql`analyze`.execute(db);

    const sink = createSettlementSink({
      db,
      notifier: { balanceChanged: async () => {}, betChanged: async () => {} },
    });
    const before = await db
      .selectFrom('ledger_transfer')
      .select((e) => e.fn.countAll<string>().as('n'))
      .executeTakeFirstOrThrow();
    const started = performance.now();
    await sink.settle({ eventId: 'sr:match:bench', marketId: 1, specifiers: '' }, 1, [
      { id: '1', result: 1 },
      { id: '2', result: 0 },
    ]);
    const seconds = (performance.now() - started) / 1000;
    const after = await db
      .selectFrom('ledger_transfer')
      .select((e) => e.fn.countAll<string>().as('n'))
      .executeTakeFirstOrThrow();
    const postings = Number(after.n) - Number(before.n);
    const open = await db
      .selectFrom('sb_bet')
      .select((e) => e.fn.countAll<string>().as('n'))
      .where('status', '=', 'open')
      .executeTakeFirstOrThrow();
    const violations = await ledgerViolations(db);
    return {
      server: bench.server,
      bets: ids.length,
      seconds,
      betsPerSec: ids.length / seconds,
      postings,
      postingsPerSec: postings / seconds,
      stillOpen: Number(open.n),
      violations,
    };
  } finally {
    await bench.drop();
  }
}

if (import.meta.main) {
  const { values } = parseArgs({
    options: { bets: { type: 'string', default: '100000' }, players: { type: 'string', default: '1000' } },
  });
  const r = await runSettleBench({
    url: process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test',
    bets: Number(values.bets),
    players: Number(values.players),
  });
  console.log(`${r.server}: settled ${r.bets} single bets on one line in ${r.seconds.toFixed(2)} s`);
  console.log(
    `  ${Math.round(r.betsPerSec)} bets/s, ${r.postings} ledger postings, ${Math.round(r.postingsPerSec)} postings/s`,
  );
  console.log(
    `  still open: ${r.stillOpen}; ledger violations: ${r.violations.length ? r.violations.join('; ') : 'none'}`,
  );
  if (r.violations.length || r.stillOpen !== 0) process.exitCode = 1;
}
