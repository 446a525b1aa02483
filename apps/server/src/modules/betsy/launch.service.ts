import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/database.ts';
import * as book from '../../core/sportsbook-wallet/index.ts';
import { BETSY } from './wallet.context.ts';

type Db = Kysely<Database> | Transaction<Database>;

export type LaunchTtl = book.LaunchTtl;
export type BetsyPlayer = book.BookPlayer;

/**
 * Betsy's launch tokens (ADR 091) in the shared framed-book wallet: user/profile exchanges one
 * once within BETSY_LAUNCH_TTL_SECONDS; it then carries bets until BETSY_SESSION_TTL_MINUTES.
 */
export const mintLaunch = (db: Db, customerId: bigint, ttl: LaunchTtl) =>
  book.mintLaunch(db, BETSY, customerId, ttl);
export const exchangeLaunch = (db: Db, token: string) => book.exchangeLaunch(db, BETSY, token);
export const sessionPlayer = (db: Db, token: string) => book.sessionPlayer(db, BETSY, token);
export const purgeLaunches = (db: Db) => book.purgeLaunches(db, BETSY);
