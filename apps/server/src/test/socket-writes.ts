import net from 'node:net';

/**
 * Counts this process's socket writes to `port` while `fn` runs: with pipelined statements a
 * write is a round trip to the database (db/prepared-client.ts), so this is what a hot path's
 * round-trip budget is checked with.
 */
export async function writesDuring(port: number, fn: () => Promise<unknown>): Promise<number> {
  const proto = net.Socket.prototype as unknown as Record<'_write' | '_writev', (...a: unknown[]) => unknown>;
  const original = { _write: proto._write, _writev: proto._writev };
  let writes = 0;
  for (const key of ['_write', '_writev'] as const) {
    proto[key] = function (this: net.Socket, ...a: unknown[]) {
      if (this.remotePort === port) writes++;
      return original[key].apply(this, a);
    };
  }
  try {
    await fn();
  } finally {
    Object.assign(proto, original);
  }
  return writes;
}

/** The port of a PostgreSQL URL. */
export const portOf = (url: string) => Number(new URL(url).port || 5432);
