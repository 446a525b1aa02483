import type { RiskFlagKind } from '@lalebet/shared';
import { type Kysely, type Transaction, sql } from 'kysely';
import type { Database } from '../../db/database.ts';
import { deferred } from '../../db/deferred.ts';
import { DAY_MS, HOUR_MS, clock } from '../../lib/clock.ts';
import { raiseFlag } from './flags.ts';
import { hasRecentFlag } from './flags-read.ts';

/**
 * Markers of harm (docs/rules.md R39; docs/decisions/027-age-and-country.md).
 * Thresholds are the ADR's starting points; staff judge each flag. The country mismatch marker
 * is raised by the country gate when it refuses.
 */
export const MARKERS = {
  /** More than this many deposit attempts in 24 h. */
  depositsPerDay: 5,
  /** A deposit above this multiple of the player's median confirmed deposit (needs 3 before it). */
  depositJump: 3,
  /** This many distinct payment methods in 7 days. */
  methodsPerWeek: 3,
  /** Deposits started while one of the player's withdrawals was still pending, in 7 days. */
  reversalsPerWeek: 2,
  /** Nights (02:00-06:00 local) with a bet, in 7 days. */
  nightsPerWeek: 3,
} as const;

/** Türkiye keeps UTC+3 all year (no daylight saving since 2016): the jurisdiction's local time. */
const LOCAL_OFFSET = sql.raw(`interval '3 hours'`);
const DEPOSIT = 1;
const WITHDRAW = 2;
const CONFIRMED = 1;
const PENDING = 2;

type Found = { kind: RiskFlagKind; severity: 'weak' | 'strong'; details: Record<string, unknown> };

/**
 * Checks one player's recent activity and raises each marker not already in the queue this week.
 * Under a per-player advisory lock, so two processes scanning at once raise a marker once.
 */
export async function scanMarkers(db: Kysely<Database>, customerId: bigint): Promise<RiskFlagKind[]> {
  return db.transaction().execute(async (trx) => {
    await deferred(trx, sql`select pg_advisory_xact_lock(hashtext(${`rg-markers:${customerId}`}))`);
    return scanIn(trx, customerId);
  });
}

async function scanIn(db: Transaction<Database>, customerId: bigint): Promise<RiskFlagKind[]> {
  const now = clock.ms();
  const day = new Date(now - DAY_MS);
  const week = new Date(now - 7 * DAY_MS);
  const found: Found[] = [];

  const { rows: deposits } = await sql<{ n: string; methods: string; reversals: string }>`
    select count(*) filter (where p.created_at >= ${day}) as n,
      count(distinct p.method_id) as methods,
      count(*) filter (where exists (
        select 1 from payment w where w.customer_id = p.customer_id and w.kind = ${WITHDRAW}
          and w.created_at < p.created_at
          and (w.status = ${PENDING} or w.decided_at > p.created_at))) as reversals
    from payment p
    where p.customer_id = ${customerId} and p.kind = ${DEPOSIT} and p.created_at >= ${week}`.execute(db);
  const d = deposits[0]!;
  if (Number(d.n) > MARKERS.depositsPerDay)
    found.push({ kind: 'deposit_frequency', severity: 'weak', details: { deposits24h: Number(d.n) } });
  if (Number(d.methods) >= MARKERS.methodsPerWeek)
    found.push({ kind: 'many_methods', severity: 'weak', details: { methods7d: Number(d.methods) } });
  if (Number(d.reversals) >= MARKERS.reversalsPerWeek)
    found.push({
      kind: 'withdrawal_reversal',
      severity: 'strong',
      details: { deposits7d: Number(d.reversals) },
    });

  const jump = await depositJump(db, customerId, day);
  if (jump) found.push({ kind: 'deposit_jump', severity: 'weak', details: jump });

  const { rows: nights } = await sql<{ nights: string }>`
    select count(distinct date_trunc('day', (t.at at time zone 'UTC') + ${LOCAL_OFFSET})) as nights
    from (
      select created_at as at from wallet_transaction
        where customer_id = ${customerId} and kind = 'bet' and applied and created_at >= ${week}
      union all
      select placed_at from sb_bet where customer_id = ${customerId} and placed_at >= ${week}
    ) t
    where extract(hour from (t.at at time zone 'UTC') + ${LOCAL_OFFSET}) between 2 and 5`.execute(db);
  const n = Number(nights[0]!.nights);
  if (n >= MARKERS.nightsPerWeek)
    found.push({ kind: 'night_play', severity: 'strong', details: { nights7d: n } });

  const raised: RiskFlagKind[] = [];
  for (const f of found) {
    if (await hasRecentFlag(db, customerId, f.kind, week)) continue;
    await raiseFlag(db, { customerId, ...f });
    raised.push(f.kind);
  }
  return raised;
}

/** The newest confirmed deposit of the last day against the median of the ones before it. */
async function depositJump(db: Transaction<Database>, customerId: bigint, since: Date) {
  const rows = await db
    .selectFrom('payment')
    .select(['amount', 'created_at'])
    .where('customer_id', '=', customerId)
    .where('kind', '=', DEPOSIT)
    .where('status', '=', CONFIRMED)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(51)
    .execute();
  const [latest, ...before] = rows;
  if (!latest || latest.created_at < since || before.length < 3) return null;
  const sorted = before.map((r) => r.amount).sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
  const mid = sorted.length >> 1;
  // Median of kuruş amounts, doubled to stay in integers for an even count.
  const twiceMedian = sorted.length % 2 ? 2n * sorted[mid]! : sorted[mid - 1]! + sorted[mid]!;
  if (2n * latest.amount <= BigInt(MARKERS.depositJump) * twiceMedian) return null;
  return { amount: String(latest.amount), median: String(twiceMedian / 2n) };
}

/**
 * The job: every player with a deposit or a bet in the last `hours` hours. `onRaised` runs once
 * when any marker was raised (the back office's flag queue changed: core/staff-queues.ts).
 */
export async function scanRecentlyActive(
  db: Kysely<Database>,
  hours = 1,
  onRaised?: () => Promise<void>,
): Promise<number> {
  const since = new Date(clock.ms() - hours * HOUR_MS);
  const { rows } = await sql<{ id: string }>`
    select customer_id::text as id from payment where created_at >= ${since}
    union select customer_id::text from wallet_transaction
      where created_at >= ${since} and customer_id is not null
    union select customer_id::text from sb_bet where placed_at >= ${since}`.execute(db);
  let raised = 0;
  for (const r of rows) raised += (await scanMarkers(db, BigInt(r.id))).length;
  if (raised) await onRaised?.();
  return rows.length;
}
