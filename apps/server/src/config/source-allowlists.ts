import { ipList } from './fields.ts';
import type { Env } from './schema.ts';

/**
 * Where providers' calls may come from (docs/decisions/105-provider-source-allow-lists.md), beside
 * their signatures: each unset list admits any address, as before. Papara's IPN is unsigned, so
 * its list (PAPARA_IPN_ALLOWLIST) is required and lives with Papara's settings.
 */
export const sourceAllowlistEnv = {
  // The game aggregator's seamless-wallet calls (/api/provider/hub88).
  GAME_PROVIDER_ALLOWLIST: ipList.optional(),
  // The KYC provider's decisions (/api/kyc/webhook).
  KYC_WEBHOOK_ALLOWLIST: ipList.optional(),
  // The card gateway's webhooks (/api/payment/webhook/simpay).
  PAYMENT_GATEWAY_ALLOWLIST: ipList.optional(),
  // NOWPayments' IPNs (/api/payment/webhook/nowpayments).
  NOWPAYMENTS_IPN_ALLOWLIST: ipList.optional(),
};

const entries = (v: string | undefined) => (v ? v.split(',').map((e) => e.trim()) : []);

export function sourceAllowlists(e: Env) {
  return {
    gameProvider: entries(e.GAME_PROVIDER_ALLOWLIST),
    kyc: entries(e.KYC_WEBHOOK_ALLOWLIST),
    /** By the gateway's name in /api/payment/webhook/:gateway. */
    paymentWebhooks: {
      simpay: entries(e.PAYMENT_GATEWAY_ALLOWLIST),
      nowpayments: entries(e.NOWPAYMENTS_IPN_ALLOWLIST),
    } as Record<string, string[]>,
  };
}
