import { type PlaySession, fromMinor } from '@lalebet/shared';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/database.ts';
import { clock } from '../../lib/clock.ts';
import { realityDueAt, rgSettings } from './reality-check.ts';
import { secondsPlayed } from './session-time.ts';

/**
 * A player's applied casino stakes and wins since `since`, rolled-back bets left out. Read on
 * every GET customer/session; the index wallet_transaction_customer keeps it to this player's rows.
 */
export function casinoMoneySince(db: Kysely<Database>, customerId: bigint, since: Date) {
  return db
    .selectFrom('wallet_transaction')
    .select([
      sql<string>`coalesce(sum(amount) filter (where kind = 'bet'), 0)::text`.as('stakes'),
      sql<string>`coalesce(sum(amount) filter (where kind = 'win'), 0)::text`.as('wins'),
    ])
    .where('customer_id', '=', customerId)
    .where('applied', '=', true)
    .where('rolled_back', '=', false)
    .where('created_at', '>=', since);
}

/**
 * A player's sportsbook stakes placed since `since` and payouts settled since then; refused,
 * cancelled and void bets (their stake came back) left out. The index sb_bet_customer_placed
 * keeps it to this player's bets.
 */
export function sportsMoneySince(db: Kysely<Database>, customerId: bigint, since: Date) {
  return db
    .selectFrom('sb_bet')
    .select([
      sql<string>`coalesce(sum(total_stake) filter (where placed_at >= ${since}), 0)::text`.as('stakes'),
      sql<string>`coalesce(sum(payout) filter (where settled_at >= ${since}), 0)::text`.as('wins'),
    ])
    .where('customer_id', '=', customerId)
    .where('status', 'not in', ['refused', 'cancelled', 'void'])
    .where((eb) => eb.or([eb('placed_at', '>=', since), eb('settled_at', '>=', since)]));
}

/**
 * GET customer/session (docs/rules.md R19-R20): the running session's clock and its figures since it began,
 * casino (applied seamless-wallet bets and wins, rolled-back ones left out) and sportsbook
 * (sportsMoneySince), for the reality check and the game shell. `nextRealityCheckAt` is when the
 * server starts refusing stakes without an acknowledgement (reality-check.ts realityDueSql): it
 * may be in the past, and the web then shows the check at once (docs/decisions/046).
 */
export async function playSession(
  db: Kysely<Database>,
  customerId: bigint,
  sessionId: string,
): Promise<PlaySession> {
  const now = clock.now();
  const session = await db
    .selectFrom('customer_session')
    .select('created_at')
    .where('id', '=', sessionId)
    .where('customer_id', '=', customerId)
    .executeTakeFirstOrThrow();
  const startedAt = session.created_at;
  const [money, sports, seconds, settings, dueAt] = await Promise.all([
    casinoMoneySince(db, customerId, startedAt).executeTakeFirstOrThrow(),
    sportsMoneySince(db, customerId, startedAt).executeTakeFirstOrThrow(),
    secondsPlayed(db, customerId, now),
    rgSettings(db, customerId, now),
    realityDueAt(db, customerId, now),
  ]);
  const stakes = BigInt(money.stakes) + BigInt(sports.stakes);
  const wins = BigInt(money.wins) + BigInt(sports.wins);
  return {
    startedAt: startedAt.toISOString(),
    minutesToday: Math.floor(seconds / 60),
    stakes: fromMinor(stakes),
    wins: fromMinor(wins),
    net: fromMinor(wins - stakes),
    realityCheckMinutes: settings.realityMinutes,
    nextRealityCheckAt: dueAt?.toISOString() ?? null,
  };
}
