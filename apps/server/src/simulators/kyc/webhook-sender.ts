import { signWebhook } from '../../infra/webhooks/signature.ts';
import type { SimKycEvent } from './applicants.ts';

export type KycSenderOptions = {
  webhookSecret: string;
  retryDelaysMs: number[];
  fetchImpl: typeof fetch;
  now: () => Date;
  /** The app logger once the plugin is mounted; silent before. */
  log: () => { warn: (o: object, m: string) => void };
};

/** Signed webhooks to the merchant, retried after each delay until a 2xx or the delays run out. */
export function createKycWebhookSender(opts: KycSenderOptions) {
  const timers = new Set<NodeJS.Timeout>();
  const inFlight = new Set<Promise<void>>();
  let closed = false;

  function send(url: string, event: SimKycEvent, attempt = 0) {
    if (closed) return;
    const body = JSON.stringify(event);
    const p = (async () => {
      try {
        const headers = signWebhook(
          opts.webhookSecret,
          event.id,
          Math.floor(opts.now().getTime() / 1000),
          body,
        );
        const res = await opts.fetchImpl(url, {
          method: 'POST',
          headers: { ...headers, 'content-type': 'application/json' },
          body,
          signal: AbortSignal.timeout(10_000),
          redirect: 'manual',
        });
        await res.arrayBuffer().catch(() => undefined);
        if (res.ok) return;
        opts.log().warn({ eventId: event.id, status: res.status, attempt }, 'kyc simulator: webhook refused');
      } catch (err) {
        opts
          .log()
          .warn({ eventId: event.id, err: (err as Error).name, attempt }, 'kyc simulator: webhook failed');
      }
      const delay = opts.retryDelaysMs[attempt];
      if (delay === undefined || closed) return;
      const timer = setTimeout(() => {
        timers.delete(timer);
        send(url, event, attempt + 1);
      }, delay).unref();
      timers.add(timer);
    })();
    inFlight.add(p);
    void p.finally(() => inFlight.delete(p));
  }

  return {
    send,
    /** Resolves once no delivery is queued or in flight. */
    async idle() {
      while (inFlight.size > 0) await Promise.allSettled([...inFlight]);
    },
    close() {
      closed = true;
      for (const t of timers) clearTimeout(t);
      timers.clear();
    },
  };
}
