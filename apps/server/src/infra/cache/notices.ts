import { randomUUID } from 'node:crypto';
import { type Kysely, sql } from 'kysely';
import pg from 'pg';
import { type NotifySource, notifySourceOf } from '../../db/create-db.ts';
import type { Database } from '../../db/database.ts';

export const CACHE_CHANNEL = 'lalebet_cache';
const HEARTBEAT_MS = 5_000;
const RECONNECT_MS = 1_000;

/** A change notice from the database triggers (see the cache_invalidation migration). */
export type Notice =
  | { kind: 'table'; table: string }
  | { kind: 'session'; sessionId: string }
  | { kind: 'customer'; customerId: string }
  /** A player's cash or bonus account moved, or a bonus of theirs changed state. */
  | { kind: 'balance'; customerId: string }
  /** The listener (re)connected or lost its connection: notices may have been missed. */
  | { kind: 'reset' };

type Handler = (notice: Notice) => void;

/**
 * Receives the database's change notices for the in-process caches of one database. The caches
 * are trusted only while `live` is true: when the listening connection is down they read
 * through to the database, and on every (re)connect they are emptied, so a missed notice can
 * never leave a stale entry behind (docs/decisions/019-hot-path-caches.md).
 */
export class CacheNotices {
  live = false;
  private handlers: Handler[] = [];
  private fences = new Map<string, () => void>();
  private stop: (() => Promise<void>) | null = null;
  private users = 0;

  /** The database listened to (not a transaction): caches read through it to fill themselves. */
  readonly db: Kysely<Database>;

  constructor(db: Kysely<Database>) {
    this.db = db;
  }

  on(handler: Handler): () => void {
    this.handlers.push(handler);
    return () => {
      this.handlers = this.handlers.filter((h) => h !== handler);
    };
  }

  /** Resolves once every notice committed before this call has been handled here (tests). */
  async fence(timeoutMs = 2_000): Promise<void> {
    if (!this.live) return;
    const id = randomUUID();
    const arrived = new Promise<void>((resolve) => {
      this.fences.set(id, resolve);
      setTimeout(resolve, timeoutMs).unref();
    });
    await sql`select pg_notify(${CACHE_CHANNEL}, ${`f:${id}`})`.execute(this.db);
    await arrived;
    this.fences.delete(id);
  }

  deliver(payload: string) {
    const kind = payload.slice(0, 2);
    const value = payload.slice(2);
    if (kind === 'f:') {
      this.fences.get(value)?.();
      return;
    }
    const notice: Notice | null =
      kind === 't:'
        ? { kind: 'table', table: value }
        : kind === 's:'
          ? { kind: 'session', sessionId: value }
          : kind === 'c:'
            ? { kind: 'customer', customerId: value }
            : kind === 'b:'
              ? { kind: 'balance', customerId: value }
              : null;
    if (notice) this.emit(notice);
  }

  setLive(live: boolean) {
    this.live = live;
    this.emit({ kind: 'reset' });
  }

  private emit(notice: Notice) {
    for (const handler of this.handlers) handler(notice);
  }

  /** @internal reference counting by the registry below */
  async acquire(source: NotifySource) {
    if (this.users++ === 0) this.stop = await listen(this, source);
  }

  async release(): Promise<boolean> {
    if (--this.users > 0) return false;
    const stop = this.stop;
    this.stop = null;
    this.live = false;
    await stop?.();
    return true;
  }
}

async function listen(notices: CacheNotices, source: NotifySource): Promise<() => Promise<void>> {
  if (source.kind === 'pglite') {
    // Embedded: one connection, notices delivered before the writing query resolves.
    const off = source.pg.onNotification((channel, payload) => {
      if (channel === CACHE_CHANNEL) notices.deliver(payload);
    });
    await source.pg.query(`listen ${CACHE_CHANNEL}`);
    notices.setLive(true);
    return async () => off();
  }
  return listenPostgres(notices, source.url);
}

/** A dedicated connection that LISTENs, checked every few seconds and reconnected when lost. */
async function listenPostgres(notices: CacheNotices, url: string): Promise<() => Promise<void>> {
  let client: pg.Client | null = null;
  let closed = false;
  let timer: NodeJS.Timeout | undefined;

  const drop = () => {
    if (notices.live) notices.setLive(false);
    const old = client;
    client = null;
    old?.removeAllListeners();
    old?.on('error', () => {});
    void old?.end().catch(() => {});
  };
  const connect = async () => {
    const c = new pg.Client({ connectionString: url, keepAlive: true, query_timeout: HEARTBEAT_MS });
    c.on('error', drop);
    c.on('end', drop);
    c.on('notification', (n) => {
      if (n.channel === CACHE_CHANNEL && n.payload) notices.deliver(n.payload);
    });
    try {
      await c.connect();
      await c.query(`listen ${CACHE_CHANNEL}`);
    } catch (err) {
      c.removeAllListeners();
      c.on('error', () => {});
      void c.end().catch(() => {});
      throw err;
    }
    client = c;
    notices.setLive(true);
  };
  const tick = async () => {
    if (closed) return;
    try {
      if (client) await client.query('select 1');
      else await connect();
    } catch {
      drop();
    }
    if (!closed) timer = setTimeout(() => void tick(), client ? HEARTBEAT_MS : RECONNECT_MS).unref();
  };
  try {
    await connect();
  } catch {
    drop();
  }
  timer = setTimeout(() => void tick(), client ? HEARTBEAT_MS : RECONNECT_MS).unref();
  return async () => {
    closed = true;
    clearTimeout(timer);
    const c = client;
    client = null;
    c?.removeAllListeners();
    c?.on('error', () => {});
    await c?.end().catch(() => {});
  };
}

const registry = new WeakMap<Kysely<Database>, CacheNotices>();
/**
 * The same notices by the instance's adapter: a transaction of `db` is another Kysely object
 * sharing its adapter (see noticesBehind).
 */
const byAdapter = new WeakMap<object, CacheNotices>();
const adapterOf = (db: Kysely<Database>) => db.getExecutor().adapter;

/** The notices of this database, or undefined when it has no listener (caches then read through). */
export const noticesOf = (db: Kysely<Database>) => registry.get(db);

/**
 * The notices of this database or of the one a transaction runs on: for caches of rows that
 * transactions do not write (site options), so code handed a `trx` (the stake guard) reads them
 * from memory too. Not for balances or sessions, which a transaction may have just changed.
 */
export const noticesBehind = (db: Kysely<Database>) => registry.get(db) ?? byAdapter.get(adapterOf(db));

/** Starts listening for this database (shared by the apps using the same Kysely instance). */
export async function attachNotices(db: Kysely<Database>): Promise<CacheNotices | undefined> {
  const source = notifySourceOf(db);
  if (!source) return undefined;
  let notices = registry.get(db);
  if (!notices) {
    notices = new CacheNotices(db);
    registry.set(db, notices);
    byAdapter.set(adapterOf(db), notices);
  }
  await notices.acquire(source);
  return notices;
}

export async function detachNotices(db: Kysely<Database>): Promise<void> {
  const notices = registry.get(db);
  if (notices && (await notices.release())) {
    registry.delete(db);
    byAdapter.delete(adapterOf(db));
  }
}
