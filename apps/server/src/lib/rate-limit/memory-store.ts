import { clock } from '../clock.ts';
import type { RateLimitStore } from './store.ts';

type Entry = { members?: Map<string, number>; value?: number; expiresAt: number };

const SWEEP_EVERY = 1_000;
const MAX_KEYS = 100_000;

/**
 * Single-process store. Expired keys are swept every thousand writes, and the map is capped
 * so a flood of distinct IPs or usernames cannot grow memory without bound (oldest keys go first).
 */
export function createMemoryStore(): RateLimitStore {
  const map = new Map<string, Entry>();
  let writes = 0;

  const live = (key: string, now = clock.ms()) => {
    const e = map.get(key);
    if (e && e.expiresAt <= now) {
      map.delete(key);
      return undefined;
    }
    return e;
  };
  const wrote = () => {
    if (++writes % SWEEP_EVERY === 0) {
      const now = clock.ms();
      for (const [k, e] of map) if (e.expiresAt <= now) map.delete(k);
    }
    while (map.size > MAX_KEYS) map.delete(map.keys().next().value as string);
  };
  const trimmed = (key: string, now: number, windowMs: number) => {
    const members = live(key, now)?.members;
    if (!members) return undefined;
    for (const [m, at] of members) if (at <= now - windowMs) members.delete(m);
    return members;
  };

  return {
    async addToWindow(key, member, now, windowMs) {
      const members = trimmed(key, now, windowMs) ?? new Map<string, number>();
      members.delete(member);
      members.set(member, now);
      map.set(key, { members, expiresAt: now + windowMs });
      wrote();
      return members.size;
    },
    async countWindow(key, now, windowMs) {
      const members = trimmed(key, now, windowMs);
      if (!members?.size) return { count: 0, oldestAt: null };
      return { count: members.size, oldestAt: Math.min(...members.values()) };
    },
    async increment(key, ttlMs) {
      const now = clock.ms();
      const value = (live(key, now)?.value ?? 0) + 1;
      map.set(key, { value, expiresAt: now + ttlMs });
      wrote();
      return value;
    },
    async getNumber(key) {
      return live(key)?.value ?? null;
    },
    async setNumber(key, value, ttlMs) {
      map.set(key, { value, expiresAt: clock.ms() + ttlMs });
      wrote();
    },
    async delete(...keys) {
      for (const k of keys) map.delete(k);
    },
    async close() {
      map.clear();
    },
  };
}
