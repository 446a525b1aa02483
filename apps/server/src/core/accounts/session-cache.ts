import type { Kysely } from 'kysely';
import type { Database } from '../../db/database.ts';
import { type CacheNotices, noticesOf } from '../../infra/cache/notices.ts';
import type { findSessionByTokenHash } from './sessions.repository.ts';

export type SessionRow = NonNullable<Awaited<ReturnType<typeof findSessionByTokenHash>>>;

/** Entries are re-read at least this often even without a notice (defence in depth). */
const MAX_AGE_MS = 5 * 60_000;
const MAX_ENTRIES = 200_000;

type Entry = { tokenHash: string; row: SessionRow; storedAt: number };

/**
 * Live customer sessions by token hash, in this process. An entry leaves on the database's
 * notice that its session ended or was deleted, or that its customer's name, e-mail, language or
 * declared country changed; everything leaves when the listener reconnects. Nothing is served
 * while the listener is down. Expiry is still checked on every request against the entry's
 * times, and a session that looks expired here is re-read before it is ended (another process
 * may have seen activity).
 */
export class SessionCache {
  private byToken = new Map<string, Entry>();
  private bySession = new Map<string, string>();
  private byCustomer = new Map<string, Set<string>>();
  /** Moves on every notice about sessions: a read that started before one is not stored. */
  generation = 0;

  private readonly notices: CacheNotices;

  constructor(notices: CacheNotices) {
    this.notices = notices;
    notices.on((n) => {
      // Balance and table notices say nothing of a session; counting them too left reads made
      // under betting load unstored, so every bet re-read its session.
      if (n.kind === 'balance' || n.kind === 'table') return;
      this.generation++;
      if (n.kind === 'session') this.dropSessions([n.sessionId]);
      else if (n.kind === 'customer') this.dropCustomer(n.customerId);
      else if (n.kind === 'reset') this.clear();
    });
  }

  get(tokenHash: string): SessionRow | undefined {
    if (!this.notices.live) return undefined;
    const e = this.byToken.get(tokenHash);
    if (!e) return undefined;
    if (performance.now() - e.storedAt > MAX_AGE_MS) {
      this.remove(e);
      return undefined;
    }
    return e.row;
  }

  /** Stores a live session read at `generation` (skipped when a notice arrived meanwhile). */
  set(tokenHash: string, row: SessionRow, generation: number) {
    if (!this.notices.live || generation !== this.generation || row.ended_at) return;
    const old = this.byToken.get(tokenHash);
    if (old) this.remove(old);
    if (this.byToken.size >= MAX_ENTRIES) this.remove(this.byToken.values().next().value!);
    const entry = { tokenHash, row, storedAt: performance.now() };
    this.byToken.set(tokenHash, entry);
    this.bySession.set(row.id, tokenHash);
    const customer = String(row.customer_id);
    let set = this.byCustomer.get(customer);
    if (!set) this.byCustomer.set(customer, (set = new Set()));
    set.add(tokenHash);
  }

  /** Ends sessions here at once (the notice follows when the ending transaction commits). */
  dropSessions(ids: readonly string[]) {
    for (const id of ids) {
      const tokenHash = this.bySession.get(id);
      const e = tokenHash && this.byToken.get(tokenHash);
      if (e) this.remove(e);
    }
  }

  private dropCustomer(customerId: string) {
    for (const tokenHash of [...(this.byCustomer.get(customerId) ?? [])]) {
      const e = this.byToken.get(tokenHash);
      if (e) this.remove(e);
    }
  }

  clear() {
    this.byToken.clear();
    this.bySession.clear();
    this.byCustomer.clear();
  }

  get size() {
    return this.byToken.size;
  }

  private remove(e: Entry) {
    this.byToken.delete(e.tokenHash);
    this.bySession.delete(e.row.id);
    const customer = String(e.row.customer_id);
    const set = this.byCustomer.get(customer);
    set?.delete(e.tokenHash);
    if (set && !set.size) this.byCustomer.delete(customer);
  }
}

const caches = new WeakMap<CacheNotices, SessionCache>();

/** This database's session cache, or undefined when it has no change listener. */
export function sessionCacheOf(db: Kysely<Database>): SessionCache | undefined {
  const notices = noticesOf(db);
  if (!notices) return undefined;
  let cache = caches.get(notices);
  if (!cache) caches.set(notices, (cache = new SessionCache(notices)));
  return cache;
}
