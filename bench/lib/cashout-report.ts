/**
 * The cash-out sections of `npm run bench` (lib/cashout.ts): `cashout-quotes` (quotes/s while
 * the feed moves 200 prices a second) and `cashout-accept` (full cash-outs/s, whose judged ratio
 * against the ledger's bet postings comes from the paired rounds, lib/paired.ts; goal 0.5x).
 */
import type { LedgerBenchResult } from './ledger.ts';
import { type CashoutBenchResult, runCashoutBench } from './cashout.ts';

export const CASHOUT_GOAL = 0.5;

const fmt = (n: number, digits: number) =>
  n.toLocaleString('en-US', { minimumFractionDigits: digits, maximumFractionDigits: digits });

/** One section; null when PostgreSQL cannot be used and the section was not asked for by name. */
export async function benchCashout(opts: {
  mode: 'quotes' | 'accept';
  url: string;
  durationMs: number;
  warmupMs: number;
  /** This run's ledger bench, for a single-run ratio beside the paired one. */
  ledger: LedgerBenchResult | null;
  /** Named in --only: an unreachable server fails the bench instead of skipping. */
  required: boolean;
  unreachable: (err: unknown) => string | null;
}): Promise<CashoutBenchResult | null> {
  const where = new URL(opts.url).host;
  const what =
    opts.mode === 'quotes'
      ? 'quotes for random open bets (1,000 players, 2 open bets each)'
      : 'full cash-outs (quote + accept) of distinct bets (1,000 players, 10 open bets each)';
  console.log(
    `\nsportsbook cash-out ${opts.mode} on PostgreSQL (${where}), 16 clients, ${what}, singles and doubles on 500 events (half live), 200 price changes/s, ${opts.warmupMs / 1000} s warm-up + ${opts.durationMs / 1000} s:`,
  );
  let r: CashoutBenchResult;
  try {
    r = await runCashoutBench({
      databaseUrl: opts.url,
      mode: opts.mode,
      durationMs: opts.durationMs,
      warmupMs: opts.warmupMs,
    });
  } catch (err) {
    const code = opts.unreachable(err);
    if (opts.required || !code) throw err;
    console.log(`  skipped: cannot use PostgreSQL at ${where} (${code}); set BENCH_DATABASE_URL`);
    return null;
  }
  printCashout(r, opts.ledger);
  return r;
}

function printCashout(r: CashoutBenchResult, ledger: LedgerBenchResult | null) {
  const unit = r.mode === 'quotes' ? 'quotes/s' : 'cash-outs/s';
  const betRow = ledger?.rows.find((row) => row.name === 'bet');
  const ratio =
    r.mode === 'quotes'
      ? ''
      : betRow
        ? `, ${(r.perSec / betRow.rps).toPrecision(2)}x the ledger's bet postings/s (${fmt(betRow.rps, 0)}) in this run; the goal (${CASHOUT_GOAL}x) is judged by the paired rounds`
        : '; ratio: see the paired rounds';
  const errors = Object.entries(r.errors);
  console.log(
    `  ${fmt(r.perSec, 0)} ${unit}${ratio}; p50 ${fmt(r.p50Ms, 2)} ms, p99 ${fmt(r.p99Ms, 2)} ms` +
      (errors.length ? `; refused: ${errors.map(([c, n]) => `${c}: ${n}`).join(', ')}` : ''),
  );
  const reached = r.priceChangesPerSec >= 0.95 * r.perSecondAsked ? 'reached' : 'NOT reached';
  console.log(
    `  price changes: ${fmt(r.priceChanges, 0)} in the run, ${fmt(r.priceChangesPerSec, 0)}/s (${r.perSecondAsked}/s asked: ${reached})` +
      (r.mode === 'accept' ? `; accepts answered CASHOUT_PRICE_CHANGED and retried: ${r.priceChanged}` : '') +
      (r.exhausted ? `; the ${fmt(r.openBets, 0)} open bets ran out before the deadline` : ''),
  );
  console.log(
    `  CPU per ${r.mode === 'quotes' ? 'quote' : 'cash-out'}: server ${fmt(r.serverCpuUsPerOp, 0)} µs (the feed's included), load process ${fmt(r.clientCpuUsPerOp, 0)} µs, database ${fmt(r.dbCpuUsPerOp, 0)} µs`,
  );
  console.log(`  checked: ${r.checked}`);
}
