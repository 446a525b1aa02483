import type { FastifyBaseLogger } from 'fastify';
import { createMemoryStore } from './memory-store.ts';
import { createRedisStore } from './redis-store.ts';
import type { RateLimitStore } from './store.ts';

export { retryAfterSeconds, type Counter, type RateLimitStore } from './store.ts';
export { uniqueMember } from './redis-store.ts';

/**
 * Redis when configured, with an in-process fallback while Redis is unreachable: auth limits
 * must never fail open (security checklist J4), and refusing every login during a Redis blip
 * would be an outage. Local limits are per instance, so they are looser but still there.
 */
export function createRateLimitStore(
  redisUrl: string | undefined,
  log: FastifyBaseLogger,
  /** Keeps this database's counters apart from others on the same Redis. */
  namespace?: string,
): RateLimitStore {
  const local = createMemoryStore();
  if (!redisUrl) return local;
  const shared = createRedisStore(redisUrl, namespace);
  // After a failure Redis is skipped for a few seconds, so an outage costs one timeout, not one per request.
  let skipUntil = 0;
  let warned = 0;
  const withFallback =
    <A extends unknown[], R>(fn: (s: RateLimitStore) => (...a: A) => Promise<R>) =>
    async (...args: A): Promise<R> => {
      if (Date.now() >= skipUntil) {
        try {
          return await fn(shared)(...args);
        } catch (err) {
          skipUntil = Date.now() + 5_000;
          if (Date.now() - warned > 60_000) {
            warned = Date.now();
            log.warn(
              { err: { message: (err as Error).message } },
              'rate-limit store: Redis unavailable, using local limits',
            );
          }
        }
      }
      return fn(local)(...args);
    };
  return {
    addToWindow: withFallback((s) => s.addToWindow),
    countWindow: withFallback((s) => s.countWindow),
    consume: withFallback((s) => s.consume),
    peek: withFallback((s) => s.peek),
    increment: withFallback((s) => s.increment),
    getNumber: withFallback((s) => s.getNumber),
    setNumber: withFallback((s) => s.setNumber),
    delete: withFallback((s) => s.delete),
    async close() {
      await Promise.all([shared.close(), local.close()]);
    },
  };
}
