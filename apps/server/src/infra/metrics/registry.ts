import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';

/**
 * The process's metrics (docs/decisions/048-metrics-and-readiness.md; names and meanings in
 * docs/ops/README.md). One registry per process: features increment these series directly, a
 * counter increment or a histogram observation on their hot path. Label values come from closed
 * sets (route patterns, error codes, job names), never from a request's data.
 */
export const metricsRegistry = new Registry();
collectDefaultMetrics({ register: metricsRegistry });

const registers = [metricsRegistry];

export const httpDuration = new Histogram({
  name: 'lalebet_http_request_duration_seconds',
  help: 'HTTP request latency by route pattern, method and status class',
  labelNames: ['route', 'method', 'status_class'] as const,
  buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
  registers,
});

export const betsPlaced = new Counter({
  name: 'lalebet_sportsbook_bets_placed_total',
  help: 'Sportsbook bets accepted (pending or open), by kind',
  labelNames: ['kind'] as const,
  registers,
});

export const betRefusals = new Counter({
  name: 'lalebet_sportsbook_bet_refusals_total',
  help: 'Sportsbook placements refused, by error code',
  labelNames: ['code'] as const,
  registers,
});

export const walletCalls = new Counter({
  name: 'lalebet_wallet_calls_total',
  help: 'Seamless-wallet calls from the game aggregator (bet, win, rollback), whatever the answer',
  labelNames: ['call'] as const,
  registers,
});

export const walletRefusals = new Counter({
  name: 'lalebet_wallet_refusals_total',
  help: 'Seamless-wallet calls answered with a status other than RS_OK, by call and status',
  labelNames: ['call', 'code'] as const,
  registers,
});

export const ledgerPostings = new Counter({
  name: 'lalebet_ledger_postings_total',
  help: 'Ledger transfers written, by phase (posted, pending, post, void)',
  labelNames: ['phase'] as const,
  registers,
});

export const oddsLag = new Histogram({
  name: 'lalebet_feed_odds_lag_seconds',
  help: "Seconds from an odds_change message's feed time to its handling, by producer",
  labelNames: ['producer'] as const,
  buckets: [0.05, 0.1, 0.25, 0.5, 1, 2, 5, 10, 30, 60],
  registers,
});

export const settlementLag = new Histogram({
  name: 'lalebet_settlement_lag_seconds',
  help: "Seconds from a settlement message's feed time until every bet on its lines was brought to it",
  buckets: [0.1, 0.5, 1, 2, 5, 10, 30, 60, 120, 300, 900],
  registers,
});

export const jobRuns = new Counter({
  name: 'lalebet_job_runs_total',
  help: 'Scheduled job runs, by job',
  labelNames: ['job'] as const,
  registers,
});

export const jobFailures = new Counter({
  name: 'lalebet_job_failures_total',
  help: 'Scheduled job runs that failed, by job',
  labelNames: ['job'] as const,
  registers,
});

export const rateLimitRefusals = new Counter({
  name: 'lalebet_rate_limit_refusals_total',
  help: 'Requests refused with 429 (rate limits, login and code guessing), by route pattern and code',
  labelNames: ['route', 'code'] as const,
  registers,
});

/**
 * What the gauges read when scraped: the metrics plugin (the hub) and the sportsbook (the feed,
 * settlement) each add one per app; tests build several apps in one process.
 */
export type ScrapeSource = {
  hubConnections?(): { players: number; guests: number; staff: number };
  /** Seconds since each feed producer's last `alive`. */
  feedAliveAges?(): { producer: number; seconds: number }[];
  /** Settlement lines recorded but not yet applied to the bets, and the oldest one's age; null: unreadable. */
  settlementBacklog?(): Promise<{ depth: number; oldestSeconds: number } | null>;
};
const sources = new Set<ScrapeSource>();

export function addScrapeSource(source: ScrapeSource): () => void {
  sources.add(source);
  return () => void sources.delete(source);
}

new Gauge({
  name: 'lalebet_hub_connections',
  help: 'Open real-time hub connections, by kind (player, guest, staff)',
  labelNames: ['kind'] as const,
  registers,
  collect() {
    const sum = { player: 0, guest: 0, staff: 0 };
    for (const s of sources) {
      const c = s.hubConnections?.();
      if (!c) continue;
      sum.player += c.players;
      sum.guest += c.guests;
      sum.staff += c.staff;
    }
    for (const [kind, n] of Object.entries(sum)) this.set({ kind }, n);
  },
});

new Gauge({
  name: 'lalebet_feed_alive_age_seconds',
  help: "Seconds since each feed producer's last alive message (the worst process under WEB_CONCURRENCY)",
  labelNames: ['producer'] as const,
  // Every process consumes the whole feed: one stale process already shows players stale prices.
  aggregator: 'max',
  registers,
  collect() {
    this.reset();
    const worst = new Map<number, number>();
    for (const s of sources)
      for (const { producer, seconds } of s.feedAliveAges?.() ?? [])
        worst.set(producer, Math.max(worst.get(producer) ?? 0, seconds));
    for (const [producer, seconds] of worst) this.set({ producer: String(producer) }, seconds);
  },
});

/** One database read per scrape serves both settlement gauges. */
let backlogRead: { at: number; result: Promise<{ depth: number; oldestSeconds: number } | null> } | null =
  null;
function readBacklog() {
  if (backlogRead && performance.now() - backlogRead.at < 1_000) return backlogRead.result;
  const reads = [...sources].flatMap((s) => (s.settlementBacklog ? [s.settlementBacklog()] : []));
  const result = Promise.all(reads).then((all) => {
    const found = all.filter((r) => r !== null);
    if (!found.length) return null;
    return {
      depth: Math.max(...found.map((r) => r.depth)),
      oldestSeconds: Math.max(...found.map((r) => r.oldestSeconds)),
    };
  });
  backlogRead = { at: performance.now(), result };
  return result;
}

new Gauge({
  name: 'lalebet_settlement_queue_depth',
  help: 'Settlement and cancel lines recorded from the feed but not yet applied to the bets (NaN: unreadable)',
  // Read from the shared database: every process reports the same number.
  aggregator: 'max',
  registers,
  async collect() {
    this.set((await readBacklog())?.depth ?? Number.NaN);
  },
});

new Gauge({
  name: 'lalebet_settlement_oldest_pending_seconds',
  help: 'Age of the oldest settlement line not yet applied to the bets; 0 when none (NaN: unreadable)',
  aggregator: 'max',
  registers,
  async collect() {
    this.set((await readBacklog())?.oldestSeconds ?? Number.NaN);
  },
});
