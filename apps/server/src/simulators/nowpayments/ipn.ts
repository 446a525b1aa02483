import { IPN_SIGNATURE_HEADER, signIpn } from '../../infra/payment-gateway/nowpayments/signature.ts';
import type { SimLogger } from '../payment-gateway/delivery.ts';

export type IpnDeliveryOptions = {
  ipnSecret: string;
  /** Waits between attempts; the number of retries is its length. */
  retryDelaysMs: readonly number[];
  fetchImpl: typeof fetch;
  log: () => SimLogger;
};

const ATTEMPT_TIMEOUT_MS = 10_000;

/**
 * IPNs as NOWPayments sends them: the JSON body in its own key order, `x-nowpayments-sig` over
 * the sorted re-serialisation, one POST per status change. Deliveries go out one after the
 * other (each retried on anything but 2xx), so the order is the status walk's unless the
 * control API pushes a status out of order on purpose.
 */
export function createIpnDelivery(opts: IpnDeliveryOptions) {
  const stop = new AbortController();
  let chain: Promise<void> = Promise.resolve();
  let pending = 0;

  async function attempt(url: string, body: object): Promise<string | null> {
    const text = JSON.stringify(body);
    try {
      const res = await opts.fetchImpl(url, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          [IPN_SIGNATURE_HEADER]: signIpn(opts.ipnSecret, body),
        },
        body: text,
        signal: AbortSignal.any([stop.signal, AbortSignal.timeout(ATTEMPT_TIMEOUT_MS)]),
        redirect: 'manual',
      });
      await res.arrayBuffer().catch(() => undefined);
      return res.ok ? null : `HTTP ${res.status}`;
    } catch (err) {
      return (err as Error).name;
    }
  }

  async function deliver(url: string, body: object & { payment_status?: string; status?: string }) {
    const fields = { url: new URL(url).pathname, status: body.payment_status ?? body.status };
    for (let n = 0; !stop.signal.aborted; n += 1) {
      const failure = await attempt(url, body);
      if (failure === null) return opts.log().info(fields, 'nowpayments simulator: IPN delivered');
      const delay = opts.retryDelaysMs[n];
      if (delay === undefined || stop.signal.aborted) {
        return opts.log().warn({ ...fields, failure }, 'nowpayments simulator: IPN given up');
      }
      await new Promise((resolve) => setTimeout(resolve, delay).unref());
    }
  }

  return {
    send(url: string, body: object) {
      if (stop.signal.aborted) return;
      pending += 1;
      chain = chain.then(() => deliver(url, body)).finally(() => (pending -= 1));
    },
    /** Resolves once every queued IPN was delivered or given up. */
    async idle() {
      while (pending > 0) await chain;
    },
    close: () => stop.abort(),
  };
}
