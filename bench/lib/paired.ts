/**
 * Paired rounds: the ledger's bet postings and the money paths compared with it (the casino
 * wallet, sportsbook bets, cash-outs), measured one after the other in each round, each in a
 * fresh process on a fresh database after a checkpoint, the order turned by one every round.
 * Each round gives its own ratio; the report is their median and range. A single run's ratio
 * moved from 0.38x to 0.54x on an unchanged build, because the ledger figure it divides by
 * swings with what the machine does meanwhile; pairs taken close together share most of that
 * swing (docs/decisions/040-paired-bench-rounds-and-stake-plans.md).
 */
import { fork } from 'node:child_process';
import pg from 'pg';
import { runWalletBench } from './casino-wallet.ts';
import { runLedgerBench } from './ledger.ts';
import { runBetsBench } from './sports-bets.ts';
import { runCashoutBench } from './cashout.ts';

export type PairedPath = 'casino' | 'bets' | 'cashout';
type Part = 'ledger' | PairedPath;
type Job = {
  part: Part;
  url: string;
  durationMs: number;
  warmupMs: number;
  ledgerClients: number;
  ledgerPlayers: number;
};

/**
 * Postings per second of one round's part: a wallet pair is two postings, a bet one; `cashout`
 * is full cash-outs per second (quote + accept), compared as one posting each.
 */
export type PairedRound = { ledger: number } & Partial<Record<PairedPath, number>>;
export type PairedResult = {
  rounds: PairedRound[];
  /** Per path: the median of the rounds' ratios over the ledger, and their range. */
  ratios: Partial<Record<PairedPath, { median: number; min: number; max: number }>>;
};

export async function runPairedRounds(opts: {
  rounds: number;
  paths: PairedPath[];
  url: string;
  durationMs: number;
  warmupMs: number;
  ledgerClients: number;
  ledgerPlayers: number;
  onRound?: (round: PairedRound, index: number) => void;
}): Promise<PairedResult> {
  const parts: Part[] = ['ledger', ...opts.paths];
  const rounds: PairedRound[] = [];
  for (let i = 0; i < opts.rounds; i++) {
    const round: Partial<Record<Part, number>> = {};
    for (let k = 0; k < parts.length; k++) {
      const part = parts[(i + k) % parts.length]!;
      await checkpoint(opts.url);
      round[part] = await inChild({ ...opts, part });
    }
    rounds.push(round as PairedRound);
    opts.onRound?.(round as PairedRound, i);
  }
  const ratios: PairedResult['ratios'] = {};
  for (const path of opts.paths) {
    const each = rounds.map((r) => r[path]! / r.ledger).sort((a, b) => a - b);
    ratios[path] = { median: median(each), min: each[0]!, max: each.at(-1)! };
  }
  return { rounds, ratios };
}

function median(sorted: number[]): number {
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

/** Flushes what earlier runs left dirty, so that no part pays for another's writes. */
async function checkpoint(url: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query('checkpoint');
  } finally {
    await client.end();
  }
}

function inChild(job: Job): Promise<number> {
  return new Promise((resolve, reject) => {
    const child = fork(import.meta.filename, [], {
      env: { ...process.env, BENCH_PAIRED_JOB: JSON.stringify(job) },
      stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
    });
    let rate: number | undefined;
    child.once('message', (m) => (rate = (m as { rate: number }).rate));
    child.once('error', reject);
    child.once('exit', (code) =>
      rate === undefined ? reject(new Error(`paired ${job.part} run exited with ${code}`)) : resolve(rate),
    );
  });
}

async function measure(job: Job): Promise<number> {
  const { url, durationMs, warmupMs } = job;
  if (job.part === 'casino') {
    const r = await runWalletBench({ databaseUrl: url, clients: 16, durationMs, warmupMs });
    return 2 * r.pairsPerSec;
  }
  if (job.part === 'bets') {
    return (await runBetsBench({ databaseUrl: url, clients: 16, durationMs, warmupMs })).acceptedPerSec;
  }
  if (job.part === 'cashout') {
    return (await runCashoutBench({ databaseUrl: url, mode: 'accept', clients: 16, durationMs, warmupMs }))
      .perSec;
  }
  const r = await runLedgerBench({
    url,
    clients: job.ledgerClients,
    players: job.ledgerPlayers,
    durationMs,
    warmupMs,
    only: ['bet'],
    onRow: () => {},
    onReady: () => {},
  });
  return r.rows[0]!.rps;
}

if (process.env.BENCH_PAIRED_JOB) {
  const rate = await measure(JSON.parse(process.env.BENCH_PAIRED_JOB) as Job);
  process.send!({ rate }, () => process.exit(0));
}
