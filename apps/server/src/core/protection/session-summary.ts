import { type PlaySession, fromMinor } from '@lalebet/shared';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/database.ts';
import { clock } from '../../lib/clock.ts';
import { nextRealityCheck, rgSettings } from './reality-check.ts';
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
 * GET customer/session (rules 19-20): the running session's clock and its casino figures since it
 * began (applied seamless-wallet bets and wins, rolled-back ones left out), for the reality check
 * and the game shell. Sportsbook stakes are not in these figures yet.
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
  const [money, seconds, settings] = await Promise.all([
    casinoMoneySince(db, customerId, startedAt).executeTakeFirstOrThrow(),
    secondsPlayed(db, customerId, now),
    rgSettings(db, customerId, now),
  ]);
  const stakes = BigInt(money.stakes);
  const wins = BigInt(money.wins);
  return {
    startedAt: startedAt.toISOString(),
    minutesToday: Math.floor(seconds / 60),
    stakes: fromMinor(stakes),
    wins: fromMinor(wins),
    net: fromMinor(wins - stakes),
    realityCheckMinutes: settings.realityMinutes,
    nextRealityCheckAt: nextRealityCheck(startedAt, settings.realityMinutes, now)?.toISOString() ?? null,
  };
}
