import { HOUR_MS, MINUTE_MS } from '../lib/clock.ts';
import { AUTH_LIMITS } from '@lalebet/shared';
import type { Kysely } from 'kysely';
import { sql } from 'kysely';
import type { Database } from '../db/database.ts';
import { type CacheNotices, noticesBehind } from '../infra/cache/notices.ts';

/**
 * Reads operator-set site options by key (case-insensitive, enabled rows only). The table
 * belongs to the content module; an absent or disabled option means "use the default".
 * Served from this process's copy of all enabled options while the database's change notices
 * arrive (docs/decisions/019-hot-path-caches.md), so a change applies within a second everywhere.
 */
export async function readOptions(
  db: Kysely<Database>,
  keys: readonly string[],
): Promise<Map<string, string>> {
  const all = await enabledOptions(db);
  const found = new Map<string, string>();
  for (const key of keys) {
    const value = all.get(key.toLowerCase());
    if (value !== undefined) found.set(key.toLowerCase(), value);
  }
  return found;
}

/**
 * Every enabled option whose key starts with `prefix` (lower case), from the same cache: for
 * families of keys named after data (a tournament's MBS, docs/decisions/070-turkish-coupon-rules.md).
 */
export async function readOptionsPrefixed(
  db: Kysely<Database>,
  prefix: string,
): Promise<Map<string, string>> {
  const all = await enabledOptions(db);
  const p = prefix.toLowerCase();
  return new Map([...all].filter(([key]) => key.startsWith(p)));
}

/** `ready`: the value once its read has answered (a transaction may use only that). */
type OptionsCache = { value: Promise<Map<string, string>> | null; ready: Map<string, string> | null };
const caches = new WeakMap<CacheNotices, OptionsCache>();

function enabledOptions(db: Kysely<Database>): Promise<Map<string, string>> {
  const notices = noticesBehind(db);
  if (!notices?.live) return readEnabledOptions(db);
  let cache = caches.get(notices);
  if (!cache) {
    const c: OptionsCache = { value: null, ready: null };
    notices.on((n) => {
      if (n.kind === 'reset' || (n.kind === 'table' && n.table === 'site_option')) {
        c.value = null;
        c.ready = null;
      }
    });
    caches.set(notices, (cache = c));
  }
  if (db.isTransaction) {
    if (cache.ready) return Promise.resolve(cache.ready);
    // A transaction's read could see its own uncommitted writes, so the cache is filled from
    // the database itself; until that read has answered, the transaction reads for itself.
    // It must never wait for that read: it needs a connection of the pool, and when every
    // connection holds a transaction waiting for it, nothing moves (all requests hang).
    // Without the fill, a process whose every option read ran inside a transaction (a
    // casino-only wallet) never warmed the cache.
    if (!cache.value) void enabledOptions(notices.db).catch(() => {});
    return readEnabledOptions(db);
  }
  if (cache.value) return cache.value;
  const c = cache;
  const value = readEnabledOptions(db);
  c.value = value;
  value.then(
    (options) => {
      if (c.value === value) c.ready = options;
    },
    () => {
      if (c.value === value) c.value = null;
    },
  );
  return value;
}

async function readEnabledOptions(db: Kysely<Database>): Promise<Map<string, string>> {
  const rows = await db
    .selectFrom('site_option')
    .select([sql<string>`lower(key)`.as('key'), 'value'])
    .where('status', '=', true)
    .orderBy('id')
    .execute();
  return new Map(rows.map((r) => [r.key, r.value.trim()]));
}

/** A whole number within [min, max]; the default when absent or not a number. */
export function intOption(
  options: Map<string, string>,
  key: string,
  fallback: number,
  min: number,
  max: number,
) {
  const raw = options.get(key);
  const n = raw && /^-?\d+$/.test(raw) ? Number(raw) : NaN;
  return Number.isFinite(n) ? Math.min(max, Math.max(min, n)) : fallback;
}

export type SessionPolicy = { idleMs: number; absoluteMs: number };

/**
 * Idle timeout and absolute lifetime (defaults 30 min and 24 h; AGCO 4.30, ASVS 7.3). The
 * ceilings are the policy table's (docs/decisions/043-policy-settings.md): a value stored
 * before it, or written straight to the table, cannot stretch a session beyond them.
 */
export async function sessionPolicy(db: Kysely<Database>): Promise<SessionPolicy> {
  const o = await readOptions(db, ['sessionidleminutes', 'sessionabsolutehours']);
  return {
    idleMs: intOption(o, 'sessionidleminutes', 30, 1, 60) * MINUTE_MS,
    absoluteMs: intOption(o, 'sessionabsolutehours', 24, 1, 24) * HOUR_MS,
  };
}

/**
 * Minimum password length: default 8 (ASVS 6.2.1). An operator may raise it, never lower it below
 * the shared schemas' minimum, so the web's forms and the server agree on the shortest password.
 */
export async function passwordMinLength(db: Kysely<Database>): Promise<number> {
  return intOption(
    await readOptions(db, ['passwordminlength']),
    'passwordminlength',
    AUTH_LIMITS.passwordMin,
    AUTH_LIMITS.passwordMin, // the shared schemas' minimum: the web's forms enforce it too
    64,
  );
}

/** Sign-ups allowed from one IP address per hour (default 10; operators behind carrier NAT may raise it). */
export async function registrationsPerIpPerHour(db: Kysely<Database>): Promise<number> {
  const key = 'registrationsperiphour';
  return intOption(await readOptions(db, [key]), key, 10, 1, 100_000);
}

/** The trial bonus offered at sign-up; 0 (no offer) when absent, negative or not a number. */
export async function trialBonusAmount(db: Kysely<Database>): Promise<number> {
  const raw = (await readOptions(db, ['trialbonusamount'])).get('trialbonusamount');
  const n = raw ? Number(raw.replace(',', '.')) : 0;
  return Number.isFinite(n) && n > 0 ? n : 0;
}
