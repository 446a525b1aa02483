import type { Kysely } from 'kysely';
import type { Database } from '../../db/database.ts';
import { type CacheNotices, noticesOf } from '../../infra/cache/notices.ts';
import { clearLedgerWrite, isBeingWritten, learnAccountOwner } from '../../infra/cache/ledger-writes.ts';
import { clock } from '../../lib/clock.ts';
import { type BalanceRead, type Balances, readBalances } from './balance.ts';

/** Entries are re-read at least this often even without a notice (defence in depth). */
const MAX_AGE_MS = 5 * 60_000;
const MAX_ENTRIES = 200_000;

type Entry = { read: BalanceRead; storedAt: number; readAt: number };
type Pending = { promise: Promise<BalanceRead>; stale: boolean };

/**
 * Each customer's balance as the poll answers it, in this process
 * (docs/decisions/019-hot-path-caches.md): dropped on the database's `b:` notice (a player
 * account moved, a bonus changed state), when the active bonus expires by the clock, and
 * entirely when the listener reconnects. Nothing is served while the listener is down, nor
 * for a customer whose accounts this process is posting to until that change's notice arrives
 * (infra/cache/ledger-writes.ts). Concurrent polls of one customer share one read; a read that
 * a notice overtook is answered but not kept.
 */
export class BalanceCache {
  private entries = new Map<string, Entry>();
  private pending = new Map<string, Pending>();
  private readonly notices: CacheNotices;

  constructor(notices: CacheNotices) {
    this.notices = notices;
    notices.on((n) => {
      if (n.kind === 'balance') {
        clearLedgerWrite(n.customerId);
        this.entries.delete(n.customerId);
        const p = this.pending.get(n.customerId);
        // Polls from now on read again; the overtaken read still answers its own callers.
        if (p) p.stale = true;
        this.pending.delete(n.customerId);
      } else if (n.kind === 'reset') {
        this.entries.clear();
        for (const p of this.pending.values()) p.stale = true;
        this.pending.clear();
      }
    });
  }

  async get(db: Kysely<Database>, customerId: bigint): Promise<Balances> {
    const key = String(customerId);
    if (!this.notices.live || isBeingWritten(key)) return (await readBalances(db, customerId)).balances;
    const now = clock.ms();
    const hit = this.entries.get(key);
    if (hit && this.fresh(hit, now)) return hit.read.balances;
    let p = this.pending.get(key);
    if (!p) {
      const made: Pending = { promise: readBalances(db, customerId), stale: false };
      this.pending.set(key, (p = made));
      void made.promise.then(
        (read) => {
          if (this.pending.get(key) === made) this.pending.delete(key);
          for (const id of read.accountIds) learnAccountOwner(id, customerId);
          if (made.stale || !this.notices.live || isBeingWritten(key)) return;
          if (this.entries.size >= MAX_ENTRIES) this.entries.clear();
          this.entries.set(key, { read, storedAt: performance.now(), readAt: now });
        },
        () => {
          if (this.pending.get(key) === made) this.pending.delete(key);
        },
      );
    }
    return (await p.promise).balances;
  }

  private fresh(e: Entry, now: number): boolean {
    if (performance.now() - e.storedAt > MAX_AGE_MS) return false;
    // The clock may move (tests): a bonus counts only between the read and its expiry.
    if (now < e.readAt) return false;
    const until = e.read.bonusUntil;
    return until === null || now < until.getTime();
  }

  get size() {
    return this.entries.size;
  }
}

const caches = new WeakMap<CacheNotices, BalanceCache>();

/**
 * The customer's balance for the poll: from this process's cache when it can be trusted, else
 * one statement (balancesOf).
 */
export async function cachedBalances(db: Kysely<Database>, customerId: bigint): Promise<Balances> {
  const notices = noticesOf(db);
  if (!notices) return (await readBalances(db, customerId)).balances;
  let cache = caches.get(notices);
  if (!cache) caches.set(notices, (cache = new BalanceCache(notices)));
  return cache.get(db, customerId);
}
