import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/database.ts';
import { DAY_MS, MINUTE_MS, clock } from '../../lib/clock.ts';
import { hashToken, newToken } from '../../lib/secrets.ts';
import { DEFAULT_CURRENCY } from '../ledger/index.ts';
import type { BookProvider } from './provider.ts';

type Db = Kysely<Database> | Transaction<Database>;

export type LaunchTtl = { launchTtlSeconds: number; sessionTtlMinutes: number };
export type BookPlayer = { customerId: bigint; userCode: string; currency: string; disabled: boolean };
export type TokenRefusal = { code: number };

// Every provider's launch table has one shape (tables.ts); Kysely wants one name to type it.
const launchOf = (p: BookProvider) => p.launchTable as 'betsy_launch';

/**
 * A launch token for a provider's frame: 256 random bits, stored only hashed; exchanged once
 * within the launch TTL, it then carries bets until the session TTL. Never the player's session
 * token (docs/decisions/091-betsy-sportsbook-bridge.md, docs/decisions/097-betco-esports-frame.md).
 */
export async function mintLaunch(
  db: Db,
  p: BookProvider,
  customerId: bigint,
  ttl: LaunchTtl,
): Promise<{ token: string; expiresAt: Date }> {
  const token = newToken();
  const now = clock.ms();
  const expiresAt = new Date(now + ttl.launchTtlSeconds * 1000);
  await db
    .insertInto(launchOf(p))
    .values({
      token_hash: hashToken(token),
      customer_id: customerId,
      currency: DEFAULT_CURRENCY,
      launch_expires_at: expiresAt,
      exchanged_at: null,
      expires_at: new Date(now + ttl.sessionTtlMinutes * MINUTE_MS),
    })
    .execute();
  return { token, expiresAt };
}

const playerOf = (db: Db, p: BookProvider, tokenHash: string) =>
  db
    .selectFrom(`${launchOf(p)} as l`)
    .innerJoin('customer as c', 'c.id', 'l.customer_id')
    .select(['l.customer_id', 'l.currency', 'l.exchanged_at', 'l.launch_expires_at', 'l.expires_at'])
    .select(['c.user_code', 'c.disabled_at'])
    .where('l.token_hash', '=', tokenHash);

/** The exchange: once, before the launch TTL; a used token is invalid, a late one expired. */
export async function exchangeLaunch(
  db: Db,
  p: BookProvider,
  token: string,
): Promise<BookPlayer | TokenRefusal> {
  const now = clock.now();
  const hash = hashToken(token);
  const taken = await db
    .updateTable(launchOf(p))
    .set({ exchanged_at: now })
    .where('token_hash', '=', hash)
    .where('exchanged_at', 'is', null)
    .where('launch_expires_at', '>', now)
    .returning('token_hash')
    .executeTakeFirst();
  const row = await playerOf(db, p, hash).executeTakeFirst();
  if (!row) return { code: p.codes.invalidToken };
  // Used already: a second frame cannot start from the same URL.
  if (!taken) return { code: row.exchanged_at ? p.codes.invalidToken : p.codes.tokenExpired };
  return toPlayer(row);
}

/** Balance and bets: an exchanged token within its session TTL (then expired: the host renews). */
export async function sessionPlayer(
  db: Db,
  p: BookProvider,
  token: string,
): Promise<BookPlayer | TokenRefusal> {
  const row = await playerOf(db, p, hashToken(token)).executeTakeFirst();
  if (!row || !row.exchanged_at) return { code: p.codes.invalidToken };
  if (row.expires_at.getTime() <= clock.ms()) return { code: p.codes.tokenExpired };
  return toPlayer(row);
}

function toPlayer(row: {
  customer_id: bigint;
  currency: string;
  user_code: string;
  disabled_at: Date | null;
}) {
  return {
    customerId: row.customer_id,
    userCode: row.user_code,
    currency: row.currency,
    disabled: row.disabled_at !== null,
  };
}

/** Deletes launches whose session ended a day ago (a daily job). */
export async function purgeLaunches(db: Db, p: BookProvider): Promise<number> {
  const r = await db
    .deleteFrom(launchOf(p))
    .where('expires_at', '<', new Date(clock.ms() - DAY_MS))
    .executeTakeFirst();
  return Number(r.numDeletedRows);
}
