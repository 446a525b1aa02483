import { AppError } from '../../lib/app-error.ts';
import { clock } from '../../lib/clock.ts';
import type { RateLimitStore } from './store.ts';

type Entry = { members?: Map<string, number>; value?: number; expiresAt: number };

const SWEEP_EVERY = 1_000;
/** Keys per class (the first two parts of the key, e.g. `reset:ip` or `login:consec`). */
export const MAX_KEYS_PER_CLASS = 100_000;

/**
 * Entries in one bounded map per key class. A full class sweeps its expired keys; if still full
 * it refuses new keys (fails closed, 429) and never forgets a live one.
 */
function createKeyClasses() {
  const classes = new Map<string, Map<string, Entry>>();
  /** When a full class was last swept: at most once a second, so a flood costs no O(n) per request. */
  const sweptFullAt = new Map<string, number>();
  let writes = 0;

  const classOf = (key: string) => key.split(':', 2).join(':');
  const mapOf = (key: string) => {
    const name = classOf(key);
    let map = classes.get(name);
    if (!map) classes.set(name, (map = new Map()));
    return map;
  };
  const sweep = (map: Map<string, Entry>, now: number) => {
    for (const [k, e] of map) if (e.expiresAt <= now) map.delete(k);
  };
  const live = (key: string, now = clock.ms()) => {
    const map = mapOf(key);
    const e = map.get(key);
    if (e && e.expiresAt <= now) {
      map.delete(key);
      return undefined;
    }
    return e;
  };
  const put = (key: string, entry: Entry) => {
    const map = mapOf(key);
    const now = clock.ms();
    if (++writes % SWEEP_EVERY === 0) for (const m of classes.values()) sweep(m, now);
    if (!map.has(key) && map.size >= MAX_KEYS_PER_CLASS) {
      const name = classOf(key);
      if (now - (sweptFullAt.get(name) ?? -Infinity) >= 1_000) {
        sweptFullAt.set(name, now);
        sweep(map, now);
      }
      if (map.size >= MAX_KEYS_PER_CLASS) {
        throw new AppError('RATE_LIMITED', { headers: { 'retry-after': '60' } });
      }
    }
    map.set(key, entry);
  };
  return { classes, mapOf, live, put };
}

/**
 * Single-process store, following lib/clock so tests can move time. Each key class has its own
 * bounded map, so a flood of cheap keys (reset requests from many addresses) can never push out
 * another class's counters (a lockout, a failure count).
 */
export function createMemoryStore(): RateLimitStore {
  const { classes, mapOf, live, put } = createKeyClasses();
  const trimmed = (key: string, now: number, windowMs: number) => {
    const members = live(key, now)?.members;
    if (!members) return undefined;
    for (const [m, at] of members) if (at <= now - windowMs) members.delete(m);
    return members;
  };
  const counter = (key: string) => {
    const e = live(key);
    return { total: e?.value ?? 0, msLeft: e ? e.expiresAt - clock.ms() : 0 };
  };

  return {
    async addToWindow(key, member, now, windowMs) {
      const members = trimmed(key, now, windowMs) ?? new Map<string, number>();
      members.delete(member);
      members.set(member, now);
      put(key, { members, expiresAt: now + windowMs });
      return members.size;
    },
    async countWindow(key, now, windowMs) {
      const members = trimmed(key, now, windowMs);
      if (!members?.size) return { count: 0, oldestAt: null };
      return { count: members.size, oldestAt: Math.min(...members.values()) };
    },
    async consume(key, durationMs, points = 1) {
      const now = clock.ms();
      const e = live(key, now);
      if (e?.value !== undefined) {
        e.value += points;
        return { total: e.value, msLeft: e.expiresAt - now };
      }
      put(key, { value: points, expiresAt: now + durationMs });
      return { total: points, msLeft: durationMs };
    },
    async peek(key) {
      return counter(key);
    },
    async increment(key, ttlMs) {
      const now = clock.ms();
      const value = (live(key, now)?.value ?? 0) + 1;
      put(key, { value, expiresAt: now + ttlMs });
      return value;
    },
    async getNumber(key) {
      return live(key)?.value ?? null;
    },
    async setNumber(key, value, ttlMs) {
      put(key, { value, expiresAt: clock.ms() + ttlMs });
    },
    async delete(...keys) {
      for (const k of keys) mapOf(k).delete(k);
    },
    async close() {
      classes.clear();
    },
  };
}
