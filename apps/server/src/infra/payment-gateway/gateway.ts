/**
 * What the payments module needs from a payment provider (PSP). There are several, each under
 * its `name` in the registry (registry.ts, docs/decisions/088-payment-providers-and-payouts.md):
 * simpay (the in-repo simulator, simpay-gateway.ts) and the adapters of real providers, each of
 * which speaks its provider's own protocol to that provider or to its in-repo simulator.
 */
export type CreatePaymentInput = {
  /** Our deposit id as a string: the gateway echoes it back in every webhook. */
  reference: string;
  /** Minor units (kuruş). */
  amount: bigint;
  currency: string;
  /** The method's display name and code, shown on the hosted page. */
  method: { code: string; name: string };
  customer: { id: string; username: string };
  locale: 'tr' | 'en';
  /** Where the gateway POSTs signed events for this payment. */
  notifyUrl: string;
  /** Where the hosted page sends the player afterwards (never credits anything). */
  returnUrl: string;
};

export type CreatedPayment = {
  /** The gateway's own id for the payment. */
  gatewayPaymentId: string;
  /** The hosted payment page the player opens. */
  url: string;
};

/** A payout to the player's own account (a withdrawal), asked for after its final approval. */
export type CreatePayoutInput = {
  /** Our withdrawal id as a string: the provider's idempotency key where it has one. */
  reference: string;
  /** Minor units (kuruş). */
  amount: bigint;
  currency: string;
  /** Where the money goes, as the player gave it (unsealed only for this call). */
  destination: { kind: 'iban' | 'ewallet' | 'wallet' | 'card'; value: string };
  /** Shown on the player's statement at the provider. */
  description: string;
  /** Where the provider POSTs the payout's events, for providers that send them. */
  notifyUrl: string;
};

/**
 * The provider took the payout: its id, and `paid` when its answer already says the money left
 * (a synchronous payout such as Papara's mass payment); `pending` waits for a payout event.
 */
export type CreatedPayout = { gatewayPayoutId: string; status: 'pending' | 'paid' };

export type PaymentEventType =
  | 'payment.succeeded'
  | 'payment.failed'
  /** Progress that changes nothing yet (NOWPayments' `confirming`…): recorded, not applied. */
  | 'payment.pending'
  /** The provider returned a credited deposit's money to the payer. */
  | 'payment.refunded'
  /** The payer's bank or card scheme took a credited deposit's money back. */
  | 'payment.chargeback';
export type PayoutEventType = 'payout.paid' | 'payout.failed';
export type GatewayEventType = PaymentEventType | PayoutEventType;

/**
 * A verified webhook event (signature, timestamp window or the provider's own scheme checked).
 * For a payout event `reference` is our withdrawal id and `gatewayPaymentId` the provider's
 * payout id.
 */
export type GatewayEvent = {
  /** Unique per event; the dedupe key. */
  eventId: string;
  type: GatewayEventType;
  gatewayPaymentId: string;
  reference: string;
  amount: bigint;
  currency: string;
  /** The provider's reason for a failure, refund or chargeback, if any. */
  reason: string | null;
};

/** Where a webhook came from, for providers whose notifications are not signed (an IP allow-list). */
export type WebhookSource = { ip: string };

/** A card number exchanged for the gateway's token: the number itself is never stored here. */
export type CardToken = { token: string; last4: string };

/**
 * One money movement in the provider's own transaction list, for the daily reconciliation
 * (docs/decisions/098-payment-reconciliation.md). A refund or chargeback is its deposit's row with
 * that status (a provider that books it as a row of its own gives a second row, same keys).
 */
export type ProviderTransaction = {
  kind: 'deposit' | 'payout';
  /** The provider's id of the payment or payout (our `gateway_payment_id`). */
  providerId: string;
  /** Our deposit or withdrawal id as the provider echoes it; null when its row does not carry it. */
  reference: string | null;
  /** Minor units, positive. */
  amount: bigint;
  currency: string;
  status: 'pending' | 'paid' | 'failed' | 'refunded' | 'chargeback';
  at: Date;
};

export interface PaymentGateway {
  /** A short stable name, used in the webhook path (`/api/payment/webhook/<name>`) and as the event scope. */
  readonly name: string;
  /**
   * Vaults a card number at the gateway for a later payout to it (PCI DSS 3: we keep only the
   * token and the last four digits). Throws GatewayUnavailableError like createPayment.
   */
  tokenizeCard(input: { number: string; customerId: string }): Promise<CardToken>;
  /** Throws GatewayUnavailableError when the gateway cannot be reached or answers badly. */
  createPayment(input: CreatePaymentInput): Promise<CreatedPayment>;
  /**
   * Asks the provider to pay a withdrawal out; absent when the provider has no payout API (those
   * methods stay paid by hand). Throws PayoutRefusedError when the provider refuses it for good,
   * GatewayUnavailableError when the outcome is unknown (the same reference may be asked again).
   */
  createPayout?(input: CreatePayoutInput): Promise<CreatedPayout>;
  /**
   * Every transaction the provider booked in [from, to), all pages read. Absent when the provider
   * offers no list. Throws GatewayUnavailableError when it cannot be reached, refuses or answers badly.
   */
  listTransactions?(from: Date, to: Date): Promise<ProviderTransaction[]>;
  /**
   * Verifies the event over the raw body and all headers (a signature and its timestamp window,
   * or the provider's own scheme: source address, re-fetch), then parses it. Throws
   * WebhookRejectedError('signature' | 'timestamp' | 'payload') otherwise.
   */
  verifyWebhook(
    headers: Record<string, string | string[] | undefined>,
    rawBody: Buffer,
    now: Date,
    source?: WebhookSource,
  ): GatewayEvent | Promise<GatewayEvent>;
}

export class GatewayUnavailableError extends Error {}

/** The provider refused a payout for good: `reason` is its own words, shown to the player and staff. */
export class PayoutRefusedError extends Error {
  readonly code: string;
  readonly reason: string;
  constructor(code: string, reason: string) {
    super(`payout refused (${code}): ${reason}`);
    this.code = code;
    this.reason = reason;
  }
}
