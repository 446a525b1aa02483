import { createHash } from 'node:crypto';
import { z } from 'zod';
import { sameHash } from '../../lib/secrets.ts';
import { parseWebhookJson } from '../vendor-http.ts';
import { WebhookRejectedError } from '../webhooks/signature.ts';
import {
  type CreatePayoutInput,
  type GatewayEvent,
  GatewayUnavailableError,
  type PaymentGateway,
  PayoutRefusedError,
  type WebhookSource,
} from './gateway.ts';
import {
  PAPARA_ERRORS,
  PAPARA_STATUS,
  paparaCurrencyCode,
  paparaMassPaymentSchema,
} from './papara-protocol.ts';
import {
  type PaparaPayment,
  fromPaparaAmount,
  paparaPaymentSchema,
  toPaparaAmount,
} from './papara-protocol.ts';
import { type PaparaHttpOptions, PaparaError, paparaCall } from './papara-http.ts';
import { listPaparaLedger } from './papara-ledger.ts';

export type PaparaGatewayOptions = PaparaHttpOptions & {
  /** Echoed by Papara in every IPN as `merchantSecretKey`. */
  merchantSecret: string;
  /** PAPARA_IPN_ALLOWLIST as a matcher: Papara's IPN is not signed. */
  isAllowedSource: (ip: string) => boolean;
};

const ipnSchema = z.object({
  id: z.string().min(1).max(100),
  merchantSecretKey: z.string().max(200).nullish(),
});
const digest = (v: string) => createHash('sha256').update(v, 'utf8').digest('hex');

/** Refusals a retry cannot change: the money goes back to the player with Papara's words. */
const REFUSED = new Set<number>([
  PAPARA_ERRORS.userNotFound,
  PAPARA_ERRORS.receiverBalanceLimit,
  PAPARA_ERRORS.receiverMonthlyLimit,
  PAPARA_ERRORS.badFormat,
]);

/**
 * Papara's merchant API (docs/decisions/088-payment-providers-and-payouts.md): the hosted checkout
 * for deposits, mass payments for withdrawals keyed by our withdrawal id, and the IPN verified by
 * source address, the echoed merchant secret and a re-fetch of the payment (it carries no signature).
 */
export function createPaparaGateway(opts: PaparaGatewayOptions): PaymentGateway {
  const call = paparaCall(opts);
  const payment = (id: string) => call('GET', `/payments?id=${encodeURIComponent(id)}`, paparaPaymentSchema);

  async function payout(input: CreatePayoutInput) {
    if (input.destination.kind !== 'ewallet')
      throw new PayoutRefusedError('destination', 'not a Papara account');
    try {
      return await call('POST', '/masspayment', paparaMassPaymentSchema, {
        accountNumber: input.destination.value,
        parseAccountNumber: 1,
        amount: toPaparaAmount(input.amount),
        massPaymentId: input.reference,
        description: input.description,
      });
    } catch (err) {
      if (!(err instanceof PaparaError)) throw err;
      // Asked before (a retry after a lost answer): the first payout is the one, never a second.
      if (err.code === PAPARA_ERRORS.massPaymentIdUsed) {
        const q = `/masspayment/byreference?reference=${encodeURIComponent(input.reference)}`;
        return call('GET', q, paparaMassPaymentSchema);
      }
      if (REFUSED.has(err.code)) throw new PayoutRefusedError(String(err.code), err.message);
      throw new GatewayUnavailableError(`papara: payout not taken (${err.code})`);
    }
  }

  return {
    name: opts.name ?? 'papara',

    tokenizeCard() {
      return Promise.reject(new GatewayUnavailableError('papara: no card vault'));
    },

    async createPayment(input) {
      if (input.currency !== 'TRY') throw new RangeError('papara: TRY only');
      const created = await call('POST', '/payments', paparaPaymentSchema, {
        amount: toPaparaAmount(input.amount),
        referenceId: input.reference,
        orderDescription: `${input.method.name} #${input.reference}`,
        notificationUrl: input.notifyUrl,
        redirectUrl: input.returnUrl,
      }).catch((err: unknown) => {
        throw err instanceof PaparaError ? new GatewayUnavailableError(`papara: ${err.code}`) : err;
      });
      if (!created.paymentUrl) throw new GatewayUnavailableError('papara: no paymentUrl');
      return { gatewayPaymentId: created.id, url: created.paymentUrl };
    },

    async createPayout(input) {
      const done = await payout(input);
      if (done.massPaymentId !== input.reference || fromPaparaAmount(done.amount) !== input.amount) {
        throw new GatewayUnavailableError('papara: mass payment does not match the withdrawal');
      }
      return { gatewayPayoutId: done.id, status: 'paid' };
    },

    listTransactions: (from, to) => listPaparaLedger(call, from, to),

    verifyWebhook: (_headers, rawBody, _now, source) => verifyIpn(opts, payment, rawBody, source),
  };
}

/**
 * Papara's IPN carries no signature: the source must be allow-listed, the echoed merchant secret
 * must match, and the event is what Papara's own record of the payment says, not the body.
 */
async function verifyIpn(
  opts: PaparaGatewayOptions,
  payment: (id: string) => Promise<PaparaPayment>,
  rawBody: Buffer,
  source: WebhookSource | undefined,
): Promise<GatewayEvent> {
  if (!source || !opts.isAllowedSource(source.ip)) {
    throw new WebhookRejectedError('signature', 'papara: IPN from an address not allow-listed');
  }
  const ipn = parseWebhookJson(rawBody, ipnSchema, 'a Papara payment');
  if (!sameHash(digest(ipn.merchantSecretKey ?? ''), digest(opts.merchantSecret))) {
    throw new WebhookRejectedError('signature', 'papara: merchantSecretKey does not match');
  }
  // The body is only a hint: Papara's own answer for this id is the event.
  const p = await payment(ipn.id).catch((err: unknown) => {
    if (err instanceof PaparaError)
      throw new WebhookRejectedError('payload', `papara: no payment ${err.code}`);
    throw err;
  });
  const type =
    p.status === PAPARA_STATUS.completed
      ? 'payment.succeeded'
      : p.status === PAPARA_STATUS.refunded
        ? 'payment.refunded'
        : null;
  if (!type) throw new WebhookRejectedError('payload', 'papara: payment not completed');
  return {
    eventId: `${p.id}:${p.status}`,
    type,
    gatewayPaymentId: p.id,
    reference: p.referenceId,
    amount: fromPaparaAmount(p.amount),
    currency: paparaCurrencyCode(p.currency) ?? String(p.currency),
    reason: null,
  };
}
