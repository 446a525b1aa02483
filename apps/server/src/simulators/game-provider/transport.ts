/**
 * How the simulator reaches the operator's seamless wallet, and how it waits. Tests swap the
 * transport (app.inject with injected faults) and the clock; the retry rules stay the same.
 */

/** One POST of exact bytes; rejects on a network failure or timeout. `path` is e.g. /transaction/bet. */
export type WalletTransport = (
  path: string,
  bytes: Buffer,
  headers: Record<string, string>,
) => Promise<{ status: number; body: string }>;

export type RetryPolicy = {
  /** Bet attempts in all: the first and 3 retries (docs/wallet-protocol.md §2.5, "retry 3 times"). */
  betAttempts: number;
  /** Each call's time limit ("1 sec of timeout"). */
  timeoutMs: number;
  /**
   * Win and rollback attempts before the simulator gives up and reports the round as stuck.
   * Hub88 reportedly retries rollbacks up to 500 times with exponential backoff.
   */
  settleAttempts: number;
  /** The wait after failed attempt n (0-based). */
  backoffMs: (attempt: number) => number;
  sleep: (ms: number) => Promise<void>;
};

export const DEFAULT_POLICY: RetryPolicy = {
  betAttempts: 4,
  timeoutMs: 1_000,
  settleAttempts: 500,
  backoffMs: (n) => Math.min(100 * 2 ** n, 10_000),
  sleep: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
};

export class TransportTimeoutError extends Error {
  constructor() {
    super('wallet call timed out');
    this.name = 'TransportTimeoutError';
  }
}

/** The real thing: fetch against the wallet's base URL, resolved per call (the port may change). */
export function fetchTransport(
  walletUrl: () => string,
  timeoutMs = DEFAULT_POLICY.timeoutMs,
): WalletTransport {
  return async (path, bytes, headers) => {
    const res = await fetch(`${walletUrl().replace(/\/+$/, '')}${path}`, {
      method: 'POST',
      headers,
      body: new Uint8Array(bytes),
      signal: AbortSignal.timeout(timeoutMs),
    });
    return { status: res.status, body: await res.text() };
  };
}

/** Bounds any transport (a fake one too) by the policy's timeout. */
export function withTimeout<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const limit = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new TransportTimeoutError()), ms);
  });
  return Promise.race([work, limit]).finally(() => clearTimeout(timer));
}
