import { signWebhook } from '../../infra/webhooks/signature.ts';
import type { SimEvent } from './payments.ts';

/** The pino methods delivery logs with; the plugin hands in the app logger once it is mounted. */
export type SimLogger = {
  info: (obj: object, msg: string) => void;
  warn: (obj: object, msg: string) => void;
};

/** 1 s doubling to 32 s, then 1 min, 2 min, 5 min, 10 min, 30 min and 1 h: about 2 h in all. */
export const DEFAULT_RETRY_DELAYS_MS = [
  1_000, 2_000, 4_000, 8_000, 16_000, 32_000, 60_000, 120_000, 300_000, 600_000, 1_800_000, 3_600_000,
];

const ATTEMPT_TIMEOUT_MS = 10_000;

export type DeliveryOptions = {
  secret: string;
  retryDelaysMs: readonly number[];
  fetchImpl: typeof fetch;
  log: () => SimLogger;
  now: () => Date;
};

/** Where a log line may point: the receiver's origin and path, never a query string. */
function target(url: string): string {
  const u = new URL(url);
  return `${u.origin}${u.pathname}`;
}

/** One signed attempt (a new timestamp, the same event id): delivered, or why not. */
async function post(
  opts: DeliveryOptions,
  url: string,
  event: SimEvent,
  stop: AbortSignal,
): Promise<{ ok: true; status: number } | { ok: false; failure: string }> {
  const body = JSON.stringify(event);
  const timestamp = Math.floor(opts.now().getTime() / 1000);
  try {
    const signed = signWebhook(opts.secret, event.id, timestamp, body);
    const res = await opts.fetchImpl(url, {
      method: 'POST',
      headers: { ...signed, 'content-type': 'application/json' },
      body,
      signal: AbortSignal.any([stop, AbortSignal.timeout(ATTEMPT_TIMEOUT_MS)]),
      // A redirect is not an acknowledgement; following it would resend the event elsewhere.
      redirect: 'manual',
    });
    await res.arrayBuffer().catch(() => undefined);
    return res.ok ? { ok: true, status: res.status } : { ok: false, failure: `HTTP ${res.status}` };
  } catch (err) {
    // fetch wraps the socket error: its code (ECONNREFUSED…) is what an operator needs.
    const cause = (err as Error & { cause?: { code?: unknown } }).cause;
    return { ok: false, failure: typeof cause?.code === 'string' ? cause.code : (err as Error).name };
  }
}

/**
 * At-least-once webhook delivery, as real gateways do it: each attempt is signed afresh (a new
 * timestamp, the same event id), anything but a 2xx is retried after the next delay, and after
 * the last delay the event is dropped with a warning.
 */
export function createWebhookDelivery(opts: DeliveryOptions) {
  const timers = new Set<NodeJS.Timeout>();
  const stop = new AbortController();
  let pending = 0;
  let waiters: Array<() => void> = [];

  function settle() {
    pending -= 1;
    if (pending > 0) return;
    pending = 0;
    const done = waiters;
    waiters = [];
    for (const w of done) w();
  }

  async function attempt(url: string, event: SimEvent, n: number): Promise<void> {
    if (stop.signal.aborted) return settle();
    const fields = { eventId: event.id, type: event.type, attempt: n + 1, url: target(url) };
    const result = await post(opts, url, event, stop.signal);
    if (result.ok) {
      opts.log().info({ ...fields, status: result.status }, 'gateway simulator: webhook delivered');
      return settle();
    }
    const failure = result.failure;
    if (stop.signal.aborted) return settle();
    const delay = opts.retryDelaysMs[n];
    if (delay === undefined) {
      opts.log().warn({ ...fields, failure }, 'gateway simulator: webhook given up');
      return settle();
    }
    opts
      .log()
      .warn({ ...fields, failure, retryInMs: delay }, 'gateway simulator: webhook failed, will retry');
    const timer = setTimeout(() => {
      timers.delete(timer);
      void attempt(url, event, n + 1);
    }, delay);
    timer.unref();
    timers.add(timer);
  }

  return {
    /** Queues the first attempt now; later attempts follow the retry schedule. */
    send(url: string, event: SimEvent) {
      if (stop.signal.aborted) return;
      pending += 1;
      void attempt(url, event, 0);
    },

    /** Resolves once nothing is queued or in flight. */
    idle(): Promise<void> {
      return pending === 0 ? Promise.resolve() : new Promise((resolve) => waiters.push(resolve));
    },

    /** Cancels queued retries and aborts attempts in flight. */
    close() {
      stop.abort();
      for (const t of timers) clearTimeout(t);
      const dropped = timers.size;
      timers.clear();
      for (let i = 0; i < dropped; i += 1) settle();
    },
  };
}
