import type { Kysely, Transaction } from 'kysely';
import type { ExclusionKind, ExclusionRefusal } from '@lalebet/shared';
import type { Database } from '../../db/database.ts';
import { AppError } from '../../lib/app-error.ts';
import { clock } from '../../lib/clock.ts';
import { playDay, secondsPlayed, sessionLimitMinutes } from './session-time.ts';
import { blockMessage } from './exclusion-messages.ts';
import { hasStrongOpenFlag } from './flags-read.ts';
import { registerAllowsMarketing } from './register-check.ts';
import { registerExcluded } from './register-status.ts';
import { type LiftState, liftState } from './lift-state.ts';

type Db = Kysely<Database> | Transaction<Database>;

/**
 * The player's block on play right now, if any: a time-out, a self-exclusion, a closed account
 * or a reached session-time limit (docs/decisions/024-player-protection.md). Compared with the
 * clock at enforcement time, so an ended time-out needs no job to lift it.
 */
export type PlayBlock = ExclusionRefusal & {
  code: 'TIMED_OUT' | 'SELF_EXCLUDED' | 'ACCOUNT_CLOSED' | 'SESSION_LIMIT' | 'REGISTER_EXCLUDED';
};

/** The exclusion in force (docs/decisions/025-exclusions-and-sessions.md), or null. */
export type ActiveExclusion = {
  kind: ExclusionKind | 'closure';
  /** When the first of the live rows began. */
  since: Date;
  /** null: permanent. */
  until: Date | null;
};

/**
 * Rows are insert-only and an extension is a new row: the time-out or exclusion in force is the
 * live row that ends last (a permanent one wins; on a tie self-exclusion wins), so nothing can
 * shorten it (rule 29). A live closure outranks both: the account is closed.
 */
export async function activeExclusion(
  db: Db,
  customerId: bigint,
  now = clock.now(),
): Promise<ActiveExclusion | null> {
  const rows = await db
    .selectFrom('rg_exclusion')
    .select(['kind', 'starts_at', 'ends_at'])
    .where('customer_id', '=', customerId)
    .where('starts_at', '<=', now)
    .where((eb) => eb.or([eb('ends_at', 'is', null), eb('ends_at', '>', now)]))
    .execute();
  return exclusionOf(rows);
}

/** The exclusion in force among the live rows (activeExclusion's rule, rows read already). */
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
  return { kind: best.kind as ExclusionKind, since, until: best.ends_at };
}

export async function playBlock(db: Db, customerId: bigint): Promise<PlayBlock | null> {
  const now = clock.now();
  // Each fact is read only when the ones before it did not block already.
  return (
    exclusionBlock(await activeExclusion(db, customerId, now)) ??
    laterBlock(now, {
      lift: () => liftState(db, customerId, now),
      registerExcluded: () => registerExcluded(db, customerId),
      sessionLimit: () => sessionLimitMinutes(db, customerId),
      secondsPlayed: () => secondsPlayed(db, customerId, now),
    })
  );
}

/** The block of the exclusion in force, if any (the first of playBlock's checks). */
export function exclusionBlock(ex: ActiveExclusion | null): PlayBlock | null {
  const until = ex?.until?.toISOString() ?? null;
  if (ex?.kind === 'closure') return { code: 'ACCOUNT_CLOSED', kind: 'closed', until };
  if (ex?.kind === 'self_exclusion') return { code: 'SELF_EXCLUDED', kind: 'self_exclusion', until };
  if (ex?.kind === 'timeout') return { code: 'TIMED_OUT', kind: 'timeout', until };
  return null;
}

/** What playBlock checks after the exclusions, each fact read (or already known) when needed. */
export type LaterFacts = {
  lift: () => Promise<LiftState | null> | LiftState | null;
  registerExcluded: () => Promise<boolean> | boolean;
  sessionLimit: () => Promise<number | null> | number | null;
  secondsPlayed: () => Promise<number> | number;
};

export async function laterBlock(now: Date, facts: LaterFacts): Promise<PlayBlock | null> {
  // An ended self-exclusion blocks play until it is lifted (rule 30; docs/decisions/033).
  const lift = await facts.lift();
  if (lift) {
    return {
      code: 'SELF_EXCLUDED',
      kind: 'self_exclusion',
      until: lift.until?.toISOString() ?? null,
      lift: lift.stage,
    };
  }
  // A national register's "excluded" (docs/decisions/032-national-registers.md): no end we know.
  if (await facts.registerExcluded()) return { code: 'REGISTER_EXCLUDED', kind: 'register', until: null };
  const limit = await facts.sessionLimit();
  if (limit !== null && (await facts.secondsPlayed()) >= limit * 60) {
    return { code: 'SESSION_LIMIT', kind: 'session', until: playDay(now).endsAt.toISOString() };
  }
  return null;
}

/** The block as the AppError every refusal carries (data {kind, until}, rule 26). */
export const blockError = (b: PlayBlock) =>
  new AppError(b.code, {
    message: blockMessage(b),
    data: { kind: b.kind, until: b.until, ...(b.lift ? { lift: b.lift } : {}) },
  });

/**
 * Throws the block as an AppError (code above, data {kind, until}) when play is not allowed:
 * every place money goes into play or a game starts calls this (deposit initiation, stake
 * debits, game launch, bonus claims). Withdrawals never do.
 */
export async function assertPlayAllowed(db: Db, customerId: bigint): Promise<void> {
  const block = await playBlock(db, customerId);
  if (block) throw blockError(block);
}

/**
 * Whether marketing (bonus offers, promotions, campaign popups) may reach the player: never
 * during a time-out, self-exclusion or closure (rule 27; effective at once).
 */
export async function isMarketable(db: Db, customerId: bigint): Promise<boolean> {
  // A strong marker of harm also stops marketing until staff review it (rule 39).
  if (await hasStrongOpenFlag(db, customerId)) return false;
  const now = clock.now();
  if ((await activeExclusion(db, customerId, now)) !== null) return false;
  // Not lifted yet (rule 30): still out of marketing.
  if ((await liftState(db, customerId, now)) !== null) return false;
  // SE mode asks Spelpaus before any direct marketing (rule 32); a failed lookup says no.
  return registerAllowsMarketing(db as Kysely<Database>, customerId);
}
