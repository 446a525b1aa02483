import type { KycStatus } from '@lalebet/shared';
import type { HeaderBag } from '../webhooks/signature.ts';

/**
 * What the kyc module needs from an identity-verification provider (docs/decisions/026-kyc.md,
 * docs/rules.md R47). The in-repo simulator is one implementation
 * (simkyc-provider.ts over HTTP); Sumsub, Onfido and the like plug in behind the same interface.
 */
export type KycApplicant = {
  /** Our customer id as a string: the provider echoes it back. */
  customerId: string;
  username: string;
  locale: 'tr' | 'en';
  /** Where the provider POSTs signed decisions. */
  notifyUrl: string;
  /** Where the hosted page sends the player afterwards (decides nothing). */
  returnUrl: string;
};

export type KycSession = {
  /** The provider's applicant id: every decision names it. */
  referenceId: string;
  /** The provider's hosted verification page. */
  verificationUrl: string;
};

/** A verified decision, mapped onto our states. */
export type KycDecision = {
  /** Unique per delivery: the dedupe key. */
  deliveryId: string;
  referenceId: string;
  status: KycStatus;
  /** When the provider decided; a decision older than the last one accepted is ignored. */
  decidedAt: Date;
  /** The provider's reason (rejection labels), if any. */
  reason: string | null;
};

export interface KycProvider {
  /** A short stable name, stored on the case and used as the webhook path's last segment. */
  readonly name: string;
  /** True for a stub that approves everyone: refused at start when the gate relies on it. */
  readonly autoApproves: boolean;
  /** Opens a hosted verification session. Throws KycUnavailableError. */
  start(applicant: KycApplicant): Promise<KycSession>;
  /**
   * HMAC over the raw bytes, constant-time, timestamp window. Throws
   * WebhookRejectedError('signature' | 'timestamp').
   */
  verifyWebhook(rawBody: Buffer, headers: HeaderBag, now: Date): void;
  /** Parses a verified body. Throws WebhookRejectedError('payload'). */
  parseWebhook(rawBody: Buffer, headers: HeaderBag): KycDecision;
}

export class KycUnavailableError extends Error {}
