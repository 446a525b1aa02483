import type { Kysely, Transaction } from 'kysely';
import type { ExclusionKind, ExclusionRefusal } from '@lalebet/shared';
import type { Database } from '../../db/database.ts';
import { AppError } from '../../lib/app-error.ts';
import { clock } from '../../lib/clock.ts';
import { playDay } from './session-time.ts';
import { blockMessage } from './block-refusal-messages.ts';
import { hasStrongOpenFlag } from './flags-read.ts';
import { registerAllowsMarketing } from './register-check.ts';
import { type LiftState, liftState } from './lift-state.ts';
import { exclusionOf, readPlayFacts } from './play-facts.ts';

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
 * shorten it (docs/rules.md R29). A live closure outranks both: the account is closed.
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

/** Everything a play block depends on, read in one statement (play-facts.ts). */
export type BlockFacts = {
  exclusion: ActiveExclusion | null;
  lift: LiftState | null;
  registerExcluded: boolean;
  /** The day's session-time limit in minutes, or null. */
  sessionLimit: number | null;
  secondsPlayed: number;
};

/** The block the facts make, in this order: exclusion, lift (docs/rules.md R30), register, session time. */
export function blockFrom(f: BlockFacts, now: Date): PlayBlock | null {
  const ex = f.exclusion;
  const until = ex?.until?.toISOString() ?? null;
  if (ex?.kind === 'closure') return { code: 'ACCOUNT_CLOSED', kind: 'closed', until };
  if (ex?.kind === 'self_exclusion') return { code: 'SELF_EXCLUDED', kind: 'self_exclusion', until };
  if (ex?.kind === 'timeout') return { code: 'TIMED_OUT', kind: 'timeout', until };
  // An ended self-exclusion blocks play until it is lifted (docs/rules.md R30; docs/decisions/033).
  if (f.lift) {
    return {
      code: 'SELF_EXCLUDED',
      kind: 'self_exclusion',
      until: f.lift.until?.toISOString() ?? null,
      lift: f.lift.stage,
    };
  }
  // A national register's "excluded" (docs/decisions/032-national-registers.md): no end we know.
  if (f.registerExcluded) return { code: 'REGISTER_EXCLUDED', kind: 'register', until: null };
  if (f.sessionLimit !== null && f.secondsPlayed >= f.sessionLimit * 60) {
    return { code: 'SESSION_LIMIT', kind: 'session', until: playDay(now).endsAt.toISOString() };
  }
  return null;
}

/** The player's block now (one statement: play-facts.ts). */
export async function playBlock(db: Db, customerId: bigint): Promise<PlayBlock | null> {
  const now = clock.now();
  return blockFrom(await readPlayFacts(db, customerId, now), now);
}

/** The block as the AppError every refusal carries (data {kind, until}, docs/rules.md R26). */
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
 * during a time-out, self-exclusion or closure (docs/rules.md R27; effective at once).
 */
export async function isMarketable(db: Db, customerId: bigint): Promise<boolean> {
  // A strong marker of harm also stops marketing until staff review it (docs/rules.md R39).
  if (await hasStrongOpenFlag(db, customerId)) return false;
  const now = clock.now();
  if ((await activeExclusion(db, customerId, now)) !== null) return false;
  // Not lifted yet (docs/rules.md R30): still out of marketing.
  if ((await liftState(db, customerId, now)) !== null) return false;
  // SE mode asks Spelpaus before any direct marketing (docs/rules.md R32); a failed lookup says no.
  return registerAllowsMarketing(db as Kysely<Database>, customerId);
}
