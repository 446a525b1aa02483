/**
 * What the payments module needs from a payment gateway (PSP). The in-repo simulator is one
 * implementation (simpay-gateway.ts, speaking HTTP to simulators/payment-gateway); a real
 * gateway plugs in behind the same interface.
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

export type GatewayEventType = 'payment.succeeded' | 'payment.failed';

/** A verified webhook event, already checked for signature and timestamp window. */
export type GatewayEvent = {
  /** Unique per event; the dedupe key. */
  eventId: string;
  type: GatewayEventType;
  gatewayPaymentId: string;
  reference: string;
  amount: bigint;
  currency: string;
  /** The gateway's reason for a failure, if any. */
  reason: string | null;
};

/** A card number exchanged for the gateway's token: the number itself is never stored here. */
export type CardToken = { token: string; last4: string };

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
   * Verifies the signature over the raw body and the timestamp window, then parses the event.
   * Throws WebhookRejectedError('signature' | 'timestamp' | 'payload') otherwise.
   */
  verifyWebhook(
    headers: Record<string, string | string[] | undefined>,
    rawBody: Buffer,
    now: Date,
  ): GatewayEvent;
}

export class GatewayUnavailableError extends Error {}
