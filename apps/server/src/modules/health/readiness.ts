import { once } from 'node:events';
import { Redis } from 'ioredis';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/database.ts';
import { isMigrated } from '../../db/migrate.ts';
import { TimeoutError, withTimeout } from '../../lib/with-timeout.ts';

/** A probe answers within this long or counts as down: a hung dependency must not hang /readyz. */
export const PROBE_TIMEOUT_MS = 2_000;

/** One dependency's check: resolves when it is usable, rejects (with a short reason) when not. */
export type Probe = () => Promise<void>;

export type Readiness = { ready: boolean; checks: Record<string, string> };

/** Runs every probe at once, each bounded by `timeoutMs`. */
export async function checkReadiness(
  probes: Record<string, Probe>,
  timeoutMs = PROBE_TIMEOUT_MS,
): Promise<Readiness> {
  const names = Object.keys(probes);
  const results = await Promise.allSettled(names.map((n) => withTimeout(probes[n]!(), timeoutMs)));
  const checks: Record<string, string> = {};
  results.forEach((r, i) => {
    checks[names[i]!] = r.status === 'fulfilled' ? 'ok' : reasonOf(r.reason);
  });
  return { ready: results.every((r) => r.status === 'fulfilled'), checks };
}

/** Only our own short reasons reach the answer; a driver's message may name hosts or users. */
class ProbeDown extends Error {}
const reasonOf = (err: unknown) =>
  err instanceof ProbeDown || err instanceof TimeoutError ? err.message : 'unreachable';

export function databaseProbe(db: Kysely<Database>): Probe {
  return async () => {
    await sql`select 1`.execute(db);
    if (!(await isMigrated(db))) throw new ProbeDown('migrations pending');
  };
}

/**
 * A connection of its own, so the probe says whether Redis answers this process now. The offline
 * queue is off, so nothing waits for a reconnect unbounded: the probe waits for the connection
 * at most `timeoutMs` (just started, or reconnecting), then PINGs.
 */
export function redisProbe(url: string, timeoutMs = PROBE_TIMEOUT_MS): Probe & { close(): void } {
  const redis = new Redis(url, {
    enableOfflineQueue: false,
    maxRetriesPerRequest: 0,
    connectTimeout: PROBE_TIMEOUT_MS,
    commandTimeout: PROBE_TIMEOUT_MS,
  });
  redis.on('error', () => {}); // the probe reports it; avoid an unhandled 'error' event
  return Object.assign(
    async () => {
      if (redis.status !== 'ready') await once(redis, 'ready', { signal: AbortSignal.timeout(timeoutMs) });
      if ((await redis.ping()) !== 'PONG') throw new ProbeDown('unexpected answer');
    },
    { close: () => redis.disconnect() },
  );
}

/** The feed broker's connection: down from its loss until it is reconnected (infra/feed/reconnecting-transport.ts). */
export function feedProbe(connected: () => boolean): Probe {
  return async () => {
    if (!connected()) throw new ProbeDown('connection closed');
  };
}
