import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/database.ts';
import type { LocalSettings } from '../../db/transaction-settings.ts';
import { CACHE_CHANNEL } from './notices.ts';

/**
 * Balance notices sent by the app instead of the balance trigger, for the hot paths
 * (docs/decisions/039-pipelined-statements-and-balance-notices.md). A notifying transaction
 * holds PostgreSQL's one notify lock from its commit until the commit is on disk, so every bet
 * and win used to wait for every other's commit. Here the transaction only says so, by setting
 * APP_BALANCE_NOTICES (db/transaction-settings.ts: no round trip of its own), and the
 * notices of the commits that end while one batch is on its way leave in the next batch, from a
 * transaction that does not wait for the disk either (a lost notice is a crash, and a crash
 * empties every process's caches when its listener reconnects).
 */
export const APP_BALANCE_NOTICES: LocalSettings = { 'lalebet.balance_notice': 'app' };

class Sender {
  private pending = new Set<string>();
  private waiting: (() => void)[] = [];
  private sending = false;
  private readonly db: Kysely<Database>;
  constructor(db: Kysely<Database>) {
    this.db = db;
  }

  send(customerId: bigint): Promise<void> {
    this.pending.add(String(customerId));
    const sent = new Promise<void>((resolve) => this.waiting.push(resolve));
    if (!this.sending) void this.flush();
    return sent;
  }

  /** Resolves once every notice asked for so far has been sent. */
  idle(): Promise<void> {
    return this.sending ? new Promise((resolve) => this.waiting.push(resolve)) : Promise.resolve();
  }

  private async flush(): Promise<void> {
    this.sending = true;
    while (this.pending.size) {
      const ids = [...this.pending];
      const waiting = this.waiting;
      this.pending.clear();
      this.waiting = [];
      // A notice lost to a database error leaves other processes' entries for these players to
      // lapse (5 minutes) or to the listener's reconnect, which empties every cache.
      await sql`select set_config('synchronous_commit', 'off', true), pg_notify(${CACHE_CHANNEL}, 'b:' || id)
        from unnest(${ids}::text[]) as u(id)`
        .execute(this.db)
        .catch(() => {});
      for (const resolve of waiting) resolve();
    }
    this.sending = false;
    const idle = this.waiting;
    this.waiting = [];
    for (const resolve of idle) resolve();
  }
}

const senders = new WeakMap<Kysely<Database>, Sender>();

/**
 * After the commit of a transaction that took its notices over: the player's balance moved.
 * Resolves once the notice is sent (tests); callers on a request's path do not wait for it.
 */
export function sendBalanceNotice(db: Kysely<Database>, customerId: bigint): Promise<void> {
  let sender = senders.get(db);
  if (!sender) senders.set(db, (sender = new Sender(db)));
  return sender.send(customerId);
}

/** Resolves once every balance notice asked for on `db` so far has been sent (tests). */
export const balanceNoticesSent = (db: Kysely<Database>) => senders.get(db)?.idle() ?? Promise.resolve();
