import type { SimPaparaPayment } from './store.ts';

/** Papara retries an IPN until it is answered 200, for 24 hours; the simulator for a few minutes. */
export const IPN_RETRY_DELAYS_MS = [1_000, 5_000, 30_000, 60_000, 300_000];

export type IpnLogger = { warn: (obj: object, msg: string) => void };

/**
 * The IPN as Papara sends it: the whole Payment object as JSON, no signature, the merchant's
 * secret key echoed in `merchantSecretKey`. Each send is one delivery with its own retries.
 */
export function createIpnSender(opts: {
  merchantSecret: string;
  fetchImpl: typeof fetch;
  retryDelaysMs: readonly number[];
  log: () => IpnLogger;
}) {
  const inFlight = new Set<Promise<void>>();
  /** Waits between attempts, each with what ends it early (close). */
  const timers = new Map<NodeJS.Timeout, () => void>();
  let closed = false;

  const body = (p: Readonly<SimPaparaPayment>) =>
    JSON.stringify({
      ...p,
      merchantId: 'sim-merchant',
      userId: 'sim-user',
      paymentMethod: 0,
      paymentMethodDescription: 'Papara Bakiyesi',
      statusDescription: ['Bekliyor', 'Tamamlandı', 'İade edildi'][p.status] ?? '',
      fee: 0,
      currencyInfo: { currencyEnum: p.currency, symbol: '₺', code: 'TRY' },
      notificationDone: false,
      merchantSecretKey: opts.merchantSecret,
      remainingRefundAmount: p.status === 1 ? p.amount : 0,
    });

  async function attempt(p: Readonly<SimPaparaPayment>, n: number): Promise<void> {
    let status: number;
    try {
      const res = await opts.fetchImpl(p.notificationUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: body(p),
        signal: AbortSignal.timeout(10_000),
      });
      status = res.status;
      await res.body?.cancel();
    } catch {
      status = 0;
    }
    if (status === 200 || closed) return;
    const delay = opts.retryDelaysMs[n];
    opts.log().warn({ paymentId: p.id, status, attempt: n + 1 }, 'papara simulator: IPN not accepted');
    if (delay === undefined) return;
    await new Promise<void>((resolve) => {
      const t = setTimeout(() => {
        timers.delete(t);
        resolve();
      }, delay).unref();
      timers.set(t, resolve);
    });
    if (!closed) await attempt(p, n + 1);
  }

  return {
    /** Delivers the payment as it is now (a snapshot), retrying until a 200. */
    send(p: Readonly<SimPaparaPayment>) {
      const snapshot = { ...p };
      const run = attempt(snapshot, 0).finally(() => inFlight.delete(run));
      inFlight.add(run);
    },
    async idle() {
      while (inFlight.size > 0) await Promise.all([...inFlight]);
    },
    close() {
      closed = true;
      for (const [t, resolve] of timers) {
        clearTimeout(t);
        resolve();
      }
      timers.clear();
    },
  };
}
