import { AsyncLocalStorage } from 'node:async_hooks';
import net from 'node:net';

const measured = new AsyncLocalStorage<{ writes: number }>();

/**
 * Counts the socket writes to `port` that `fn` makes, its callbacks and timers included: with
 * pipelined statements a write is a round trip to the database (db/prepared-client.ts), so this
 * is what a hot path's round-trip budget is checked with. Only `fn`'s own writes count: the
 * app's background work on the same database (the cache listener's heartbeat, the sweeps of
 * jobs, the pool closing an idle connection) runs on timers set at start-up, and a loaded
 * machine that stretches `fn` would otherwise let one of them land inside it.
 */
export async function writesDuring(port: number, fn: () => Promise<unknown>): Promise<number> {
  const proto = net.Socket.prototype as unknown as Record<'_write' | '_writev', (...a: unknown[]) => unknown>;
  const original = { _write: proto._write, _writev: proto._writev };
  const count = { writes: 0 };
  for (const key of ['_write', '_writev'] as const) {
    proto[key] = function (this: net.Socket, ...a: unknown[]) {
      const store = measured.getStore();
      if (store === count && this.remotePort === port) count.writes++;
      return original[key].apply(this, a);
    };
  }
  try {
    await measured.run(count, fn);
  } finally {
    Object.assign(proto, original);
  }
  return count.writes;
}

/** The port of a PostgreSQL URL. */
export const portOf = (url: string) => Number(new URL(url).port || 5432);
