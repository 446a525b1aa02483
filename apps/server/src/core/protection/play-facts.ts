import type { LiftRequestStatus, LimitKind, LimitPeriod } from '@lalebet/shared';
import { type Kysely, type RawBuilder, type Transaction, sql } from 'kysely';
import type { Database } from '../../db/database.ts';
import type { ActiveExclusion, BlockFacts } from './exclusions.ts';
import { liftStateOf } from './lift-state.ts';
import { playDay, sessionLimitMinutes, sessionLimitSwapped } from './session-time.ts';
import { type ActiveLimit, lowestLimits } from './usage.ts';
import { plainPlay, plainPlayApplies } from './plain-play.ts';
import { realityDueSql } from './reality-check.ts';

type Db = Kysely<Database> | Transaction<Database>;

/**
 * What player protection needs before money goes into play, in one statement: the play block's
 * facts (live exclusions, the ended self-exclusion and its latest lift request, the national
 * register, the day's session time and limit), the jurisdiction's (declared country, KYC status,
 * whether a deposit limit exists) and the limits in force. Each used to be a round trip of its
 * own, up to nine on a stake (docs/decisions/037-bet-placement-speed.md); the rules applied to
 * them are unchanged (exclusions.ts blockFrom, swedish-rules.ts assertJurisdictionFacts).
 */
export type PlayFacts = BlockFacts & {
  /** null: the customer has no declared country (the jurisdiction check then passes). */
  country: string | null;
  kyc: string | null;
  hasDepositLimit: boolean;
  /** Wager, loss and session limits in force, one per kind and period (usage.ts activeLimits). */
  limits: ActiveLimit[];
  /** The stake asked to be counted was counted in this read (the customer has no wager or loss limit). */
  counted: boolean;
  /** The reality check waits for the player's acknowledgement (reality-check.ts realityDueSql). */
  realityDue: boolean;
};

/** A stake to count in the same statement when no wager or loss limit could refuse it. */
export type StakeToCount = { day: string; amount: bigint };

/** The exclusion in force among the live rows (exclusions.ts activeExclusion). */
export function exclusionOf(
  rows: readonly { kind: string; starts_at: Date; ends_at: Date | null }[],
): ActiveExclusion | null {
  if (!rows.length) return null;
  const since = rows.reduce((m, r) => (r.starts_at < m ? r.starts_at : m), rows[0]!.starts_at);
  const closure = rows.find((r) => r.kind === 'closure');
  if (closure) return { kind: 'closure', since, until: closure.ends_at };
  const end = (r: (typeof rows)[number]) => r.ends_at?.getTime() ?? Infinity;
  let best = rows[0]!;
  for (const r of rows) {
    if (end(r) > end(best) || (end(r) === end(best) && r.kind === 'self_exclusion')) best = r;
  }
  return { kind: best.kind as ActiveExclusion['kind'], since, until: best.ends_at };
}

/** playFactsQuery's row. */
export type PlayFactsRow = {
  exclusions: string;
  ended_at: Date | string | null;
  lift_id: bigint | number | null;
  lift_status: LiftRequestStatus | null;
  lift_effective_at: Date | string | null;
  register_excluded: boolean | null;
  seconds: number | null;
  country: string | null;
  kyc: string | null;
  has_deposit_limit: boolean;
  limits: string;
  counted: number;
  reality_due: boolean;
};

// Timestamps inside JSON are ISO text with an offset; Date parses them to the millisecond, as
// the driver does for a timestamptz column.
const date = (v: Date | string | null) => (v === null ? null : new Date(v));

/**
 * The facts' statement for `customer`: an id, or an SQL expression giving one, so that a
 * statement which finds the customer itself can read the facts as a subquery (the casino bet's
 * opening read: modules/game-wallet/bet-open.repository.ts, factsOfRow below). `count` is
 * readPlayFacts's optimistic count.
 */
export function playFactsQuery(
  customer: bigint | RawBuilder<unknown>,
  now: Date,
  count?: RawBuilder<unknown>,
) {
  const counted = count ? sql`(select count(*) from counted)::int` : sql`0`;
  return sql<PlayFactsRow>`
    with ended as (
      select max(ends_at) as at from rg_exclusion
      where customer_id = ${customer} and kind = 'self_exclusion' and ends_at <= ${now}
    ), lift as (
      select r.id, r.status, r.effective_at from rg_lift_request r, ended
      where r.customer_id = ${customer} and r.block_ended_at >= ended.at
      order by r.id desc limit 1
    )${count ?? sql``}
    select ${counted} as counted, ${realityDueSql(customer, now)} as reality_due,
      (select coalesce(json_agg(json_build_object('kind', kind, 'starts_at', starts_at, 'ends_at', ends_at)), '[]')
        from rg_exclusion where customer_id = ${customer} and starts_at <= ${now}
          and (ends_at is null or ends_at > ${now}))::text as exclusions,
      (select at from ended) as ended_at,
      (select id from lift) as lift_id,
      (select status from lift) as lift_status,
      (select effective_at from lift) as lift_effective_at,
      (select excluded from rg_register_status where customer_id = ${customer}) as register_excluded,
      (select seconds from rg_play_day where customer_id = ${customer} and day = ${playDay(now).day}) as seconds,
      (select co.code from customer cu join country co on co.id = cu.country_id
        where cu.id = ${customer}) as country,
      (select status from kyc_case where customer_id = ${customer}) as kyc,
      exists (select 1 from rg_limit where customer_id = ${customer} and kind = 'deposit') as has_deposit_limit,
      (select coalesce(json_agg(json_build_object('kind', kind, 'period', period, 'value', value::text,
          'set_by', set_by, 'since', since) order by value, set_by), '[]')
        from rg_limit where customer_id = ${customer} and kind in ('wager', 'loss', 'session'))::text as limits`;
}

/**
 * The facts as one text column of another statement (the casino bet's opening read, the sports
 * stake's account lock), for factsOfRow. Most players have no protection state at all: five index
 * probes (plain-play.ts) then stand for the dozen subqueries, and the column is `plain`. For the
 * others it is null, and the facts take a read of their own (factsOfRow): a statement carrying
 * the dozen subqueries pays to set them up on every execution, even where they never run
 * (docs/decisions/040-paired-bench-rounds-and-stake-plans.md).
 */
export const playFactsColumn = (customer: bigint | RawBuilder<unknown>, now: Date) =>
  plainPlayApplies()
    ? sql<string | null>`(case when ${plainPlay(customer, now)} then ${PLAIN} end)`
    : sql<string | null>`(select row_to_json(f)::text from (${playFactsQuery(customer, now)}) as f)`;

/** The facts column's value for a player plainPlay found plain. */
const PLAIN = 'plain';

export async function readPlayFacts(
  db: Db,
  customerId: bigint,
  now: Date,
  stake?: StakeToCount,
): Promise<PlayFacts> {
  // Counted optimistically: with no wager or loss limit nothing but a block can refuse the
  // stake, and the caller takes it back then (limits.ts guardStake); a block is rare, a stake
  // is every bet. With such a limit the row is locked and the windows read first instead.
  const count = stake
    ? sql`, counted as (
      insert into rg_usage_day (customer_id, day, stakes)
      select ${customerId}, ${stake.day}, ${stake.amount}
      where not exists (select 1 from rg_limit where customer_id = ${customerId} and kind in ('wager', 'loss'))
      on conflict (customer_id, day) do update set stakes = rg_usage_day.stakes + excluded.stakes
      returning 1)`
    : undefined;
  const { rows } = await playFactsQuery(customerId, now, count).execute(db);
  return factsOfRow(db, customerId, now, rows[0]!);
}

/**
 * The facts from their row (playFactsQuery), as JSON text when read as a subquery's row; from a
 * read of their own when playFactsColumn left them out (null).
 */
export async function factsOfRow(
  db: Db,
  customerId: bigint,
  now: Date,
  row: PlayFactsRow | string | null,
): Promise<PlayFacts> {
  if (row === PLAIN) return plainFacts();
  if (row === null) return readPlayFacts(db, customerId, now);
  const r = typeof row === 'string' ? (JSON.parse(row) as PlayFactsRow) : row;
  const live = (
    JSON.parse(r.exclusions) as { kind: string; starts_at: string; ends_at: string | null }[]
  ).map((x) => ({ kind: x.kind, starts_at: new Date(x.starts_at), ends_at: date(x.ends_at) }));
  const limits = lowestLimits(
    (
      JSON.parse(r.limits) as {
        kind: LimitKind;
        period: LimitPeriod;
        value: string;
        set_by: 'player' | 'staff';
        since: string;
      }[]
    ).map((l) => ({ ...l, value: BigInt(l.value), since: new Date(l.since) })),
  );
  const fromLimits = limits.find((l) => l.kind === 'session' && l.period === 'day');
  return {
    exclusion: exclusionOf(live),
    // Only the latest ended self-exclusion counts, and only when no block is live (blockFrom).
    lift: r.ended_at
      ? liftStateOf(
          date(r.ended_at)!,
          r.lift_id === null
            ? null
            : { id: BigInt(r.lift_id), status: r.lift_status!, effective_at: date(r.lift_effective_at) },
          now,
        )
      : null,
    registerExcluded: r.register_excluded === true,
    // Tests may drive the session limit by hand (session-time.ts useSessionLimitSource).
    sessionLimit: sessionLimitSwapped()
      ? await sessionLimitMinutes(db, customerId)
      : fromLimits
        ? Number(fromLimits.value)
        : null,
    secondsPlayed: r.seconds ?? 0,
    country: r.country,
    kyc: r.kyc,
    hasDepositLimit: r.has_deposit_limit === true,
    limits: limits.filter((l) => l.kind !== 'session'),
    counted: r.counted > 0,
    realityDue: r.reality_due === true,
  };
}

/** What the full read gives a player with no protection state and ordinary jurisdiction rules. */
const plainFacts = (): PlayFacts => ({
  exclusion: null,
  lift: null,
  registerExcluded: false,
  sessionLimit: null,
  secondsPlayed: 0,
  country: null,
  kyc: null,
  hasDepositLimit: false,
  limits: [],
  counted: false,
  realityDue: false,
});
