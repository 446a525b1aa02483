import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/database.ts';
import { clock } from '../../lib/clock.ts';
import { hashToken, newToken } from '../../lib/secrets.ts';
import { BETSY_CODE, type BetsyCode } from '../../lib/betsy/protocol.ts';
import { DEFAULT_CURRENCY } from '../../core/ledger/index.ts';

type Db = Kysely<Database> | Transaction<Database>;

export type LaunchTtl = { launchTtlSeconds: number; sessionTtlMinutes: number };

/**
 * A launch token for the Betsy frame: 256 random bits, stored only hashed; it must be exchanged
 * (user/profile) within the launch TTL, once, and then carries bets until the session TTL.
 * Never the player's session token (ADR 091).
 */
export async function mintLaunch(
  db: Db,
  customerId: bigint,
  ttl: LaunchTtl,
): Promise<{ token: string; expiresAt: Date }> {
  const token = newToken();
  const now = clock.ms();
  const expiresAt = new Date(now + ttl.launchTtlSeconds * 1000);
  await db
    .insertInto('betsy_launch')
    .values({
      token_hash: hashToken(token),
      customer_id: customerId,
      currency: DEFAULT_CURRENCY,
      launch_expires_at: expiresAt,
      exchanged_at: null,
      expires_at: new Date(now + ttl.sessionTtlMinutes * 60_000),
    })
    .execute();
  return { token, expiresAt };
}

export type BetsyPlayer = { customerId: bigint; userCode: string; currency: string; disabled: boolean };

const playerOf = (db: Db, tokenHash: string) =>
  db
    .selectFrom('betsy_launch as l')
    .innerJoin('customer as c', 'c.id', 'l.customer_id')
    .select(['l.customer_id', 'l.currency', 'l.exchanged_at', 'l.launch_expires_at', 'l.expires_at'])
    .select(['c.user_code', 'c.disabled_at'])
    .where('l.token_hash', '=', tokenHash);

/** user/profile: exchanges a launch token, once and before its launch TTL. */
export async function exchangeLaunch(db: Db, token: string): Promise<BetsyPlayer | { code: BetsyCode }> {
  const now = clock.now();
  const hash = hashToken(token);
  const taken = await db
    .updateTable('betsy_launch')
    .set({ exchanged_at: now })
    .where('token_hash', '=', hash)
    .where('exchanged_at', 'is', null)
    .where('launch_expires_at', '>', now)
    .returning('token_hash')
    .executeTakeFirst();
  const row = await playerOf(db, hash).executeTakeFirst();
  if (!row) return { code: BETSY_CODE.INVALID_TOKEN };
  // Used already: a second frame cannot start from the same URL.
  if (!taken) return { code: row.exchanged_at ? BETSY_CODE.INVALID_TOKEN : BETSY_CODE.TOKEN_EXPIRED };
  return toPlayer(row);
}

/** balance and bet: an exchanged token within its session TTL; code 4 tells the frame to ask again. */
export async function sessionPlayer(db: Db, token: string): Promise<BetsyPlayer | { code: BetsyCode }> {
  const row = await playerOf(db, hashToken(token)).executeTakeFirst();
  if (!row || !row.exchanged_at) return { code: BETSY_CODE.INVALID_TOKEN };
  if (row.expires_at.getTime() <= clock.ms()) return { code: BETSY_CODE.TOKEN_EXPIRED };
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

/** Deletes launches whose session ended a day ago (run with the casino's daily purge). */
export async function purgeLaunches(db: Db): Promise<number> {
  const r = await db
    .deleteFrom('betsy_launch')
    .where('expires_at', '<', new Date(clock.ms() - 86_400_000))
    .executeTakeFirst();
  return Number(r.numDeletedRows);
}
