import { createHash } from 'node:crypto';

/**
 * Fixed values for development and tests: known to everyone, so production refuses them
 * (production-rules.ts) and the simulators can sign with them without any setup.
 */
export const DEV_PAYMENT_GATEWAY_API_KEY = 'sim_dev_api_key_not_a_secret';
export const DEV_PAYMENT_WEBHOOK_SECRET = `whsec_${Buffer.from('lalebet-dev-webhook-secret-not-secret').toString('base64')}`;
export const DEV_PAYOUT_DATA_KEYS = `dev:${createHash('sha256').update('lalebet-dev-payout-key-not-secret').digest('base64')}`;
export const DEV_AUDIT_CHAIN_KEYS = `dev:${createHash('sha256').update('lalebet-dev-audit-key-not-secret').digest('base64')}`;
export const DEV_KYC_API_KEY = 'simkyc_dev_api_key_not_a_secret';
export const DEV_KYC_WEBHOOK_SECRET = `whsec_${Buffer.from('lalebet-dev-kyc-secret-not-a-secret').toString('base64')}`;
export const DEV_REGISTER_API_KEY = 'simregister_dev_key_not_a_secret';
/** The feed simulator's UOF REST token (/sim/uof/v1); FEED_API_TOKEN's default outside production. */
export const DEV_FEED_API_TOKEN = 'sim-uof-token';
