import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import { RateLimiterRedis, type RateLimiterRes } from 'rate-limiter-flexible';
import type { RateLimitStore } from './store.ts';

const PREFIX = 'lalebet:rl:';

/**
 * Shared store on Redis. Windows are sorted sets scored by the caller's time, so they follow
 * the same clock as the in-process store; key expiry only cleans up. A command that gets no
 * answer within a second fails, so the fallback store can take over.
 */
export function createRedisStore(url: string, namespace?: string): RateLimitStore & { redis: Redis } {
  const redis = new Redis(url, {
    // Per database (the deployment): two sites, or a staging and a test database, may share one
    // Redis, and neither must count another's sign-ups by IP or its customer 7 as this one's.
    keyPrefix: namespace ? `${PREFIX}${namespace}:` : PREFIX,
    maxRetriesPerRequest: 1,
    connectTimeout: 2_000,
    commandTimeout: 1_000,
  });
  redis.on('error', () => {}); // reported where a command fails; avoid an unhandled 'error' event

  const exec = async <T>(multi: ReturnType<Redis['multi']>) => {
    const results = await multi.exec();
    if (!results) throw new Error('redis transaction aborted');
    for (const [err] of results) if (err) throw err;
    return results.map(([, v]) => v) as T[];
  };

  // rate-limiter-flexible's Lua script: SET NX with the window, INCRBY, PTTL in one atomic step.
  // Its own "points" limit is not used (every caller compares the total with its rule).
  const counters = new RateLimiterRedis({
    storeClient: redis,
    keyPrefix: 'c',
    points: Number.MAX_SAFE_INTEGER,
    duration: 60,
  });
  const counter = (res: RateLimiterRes | null) =>
    res ? { total: res.consumedPoints, msLeft: Math.max(0, res.msBeforeNext) } : { total: 0, msLeft: 0 };

  return {
    redis,
    async consume(key, durationMs, points = 1) {
      const customDuration = Math.max(1, Math.ceil(durationMs / 1000));
      return counter(await counters.penalty(key, points, { customDuration }));
    },
    async peek(key) {
      return counter(await counters.get(key));
    },
    async addToWindow(key, member, now, windowMs) {
      const res = await exec<number>(
        redis
          .multi()
          .zremrangebyscore(key, '-inf', String(now - windowMs))
          .zadd(key, String(now), member)
          .zcard(key)
          .pexpire(key, windowMs),
      );
      return Number(res[2]);
    },
    async countWindow(key, now, windowMs) {
      const [, count, oldest] = await exec<unknown>(
        redis
          .multi()
          .zremrangebyscore(key, '-inf', String(now - windowMs))
          .zcard(key)
          .zrange(key, 0, '0', 'WITHSCORES'),
      );
      const first = oldest as string[];
      return { count: Number(count), oldestAt: first.length === 2 ? Number(first[1]) : null };
    },
    async increment(key, ttlMs) {
      const [value] = await exec<number>(redis.multi().incr(key).pexpire(key, ttlMs));
      return Number(value);
    },
    async getNumber(key) {
      const v = await redis.get(key);
      return v === null ? null : Number(v);
    },
    async setNumber(key, value, ttlMs) {
      await redis.set(key, String(value), 'PX', Math.max(1, Math.ceil(ttlMs)));
    },
    async delete(...keys) {
      if (keys.length) await redis.del(...keys, ...keys.map((k) => counters.getKey(k)));
    },
    async close() {
      redis.disconnect();
    },
  };
}

/** A member that is never equal to another: for windows that count events, not distinct values. */
export const uniqueMember = () => randomUUID();
