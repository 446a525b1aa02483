import { z } from 'zod';
import { apiKey } from './fields.ts';
import { simulatorByDefault } from './simulator-default.ts';
import type { Env } from './schema.ts';

/**
 * The crypto processor, NOWPayments (docs/decisions/089-crypto-processor.md): `live` speaks to
 * NOWPAYMENTS_API_URL, `sim` to the in-process simulator at /sim/nowpayments/v1 (or to
 * NOWPAYMENTS_API_URL when a standalone simulator runs), `off` registers no crypto gateway.
 */
export const nowpaymentsEnv = {
  NOWPAYMENTS_MODE: z.enum(['off', 'sim', 'live']).optional(),
  NOWPAYMENTS_API_URL: z.url().optional(),
  NOWPAYMENTS_API_KEY: apiKey.optional(),
  NOWPAYMENTS_IPN_SECRET: z.string().min(16, 'must be at least 16 characters').optional(),
  NOWPAYMENTS_PAY_CURRENCY: z
    .string()
    .regex(/^[a-z0-9]{2,12}$/, 'must be a NOWPayments currency code, e.g. usdttrc20')
    .optional(),
  NOWPAYMENTS_PAYOUT_EMAIL: z.email().optional(),
  NOWPAYMENTS_PAYOUT_PASSWORD: z.string().min(8).optional(),
  NOWPAYMENTS_PAYOUT_2FA_SECRET: z
    .string()
    .regex(/^[A-Z2-7]{16,64}$/, 'must be the base32 secret of the payout account 2FA')
    .optional(),
  NOWPAYMENTS_PAYOUT_CURRENCY: z
    .string()
    .regex(/^[a-z0-9]{2,12}$/, 'must be a NOWPayments currency code, e.g. usdttrc20')
    .default('usdttrc20'),
  // The payment-method codes (both directions) that go through NOWPayments, besides any whose
  // own gateway column names it; e.g. `crypto,usdt-trc20` also pays USDT withdrawals out.
  NOWPAYMENTS_METHODS: z
    .string()
    .regex(/^[a-z0-9-]{2,40}(,[a-z0-9-]{2,40})*$/, 'must be method codes separated by commas')
    .default('crypto'),
};

/** Known to everyone: the simulator's credentials outside production, refused in it. */
export const DEV_NOWPAYMENTS = {
  apiKey: 'simnowpayments_dev_key_not_secret',
  ipnSecret: 'simnowpayments-dev-ipn-secret-not-secret',
  payoutEmail: 'payouts@lalebet.local',
  payoutPassword: 'sim-payout-password-not-secret',
  payoutTotpSecret: 'KRSXG5CTMVRXEZLUKN2XAZLSKNSWG4TF',
} as const;

const LIVE_URL = 'https://api.nowpayments.io/v1';

export function nowpaymentsRules(env: Env, ctx: z.RefinementCtx) {
  const issue = (path: keyof Env, message: string) => ctx.addIssue({ code: 'custom', path: [path], message });
  const production = env.NODE_ENV === 'production';
  const mode = env.NOWPAYMENTS_MODE ?? simulatorByDefault(env);
  if (production && mode === 'sim') issue('NOWPAYMENTS_MODE', 'sim is refused when NODE_ENV=production');
  if (mode === 'sim' && !env.NOWPAYMENTS_API_URL && env.WEB_CONCURRENCY > 1) {
    issue(
      'NOWPAYMENTS_API_URL',
      'is required with NOWPAYMENTS_MODE=sim when WEB_CONCURRENCY > 1: the built-in simulator keeps invoices in one process; run simulators/nowpayments/main.ts and point this at it',
    );
  }
  if (mode === 'live') {
    if (!env.NOWPAYMENTS_API_KEY) issue('NOWPAYMENTS_API_KEY', 'is required when NOWPAYMENTS_MODE=live');
    if (!env.NOWPAYMENTS_IPN_SECRET)
      issue('NOWPAYMENTS_IPN_SECRET', 'is required when NOWPAYMENTS_MODE=live');
    if (env.NOWPAYMENTS_API_URL && !env.NOWPAYMENTS_API_URL.startsWith('https://') && production) {
      issue(
        'NOWPAYMENTS_API_URL',
        'must be https:// when NODE_ENV=production: the API key travels with every call',
      );
    }
    if (
      env.NOWPAYMENTS_API_KEY === DEV_NOWPAYMENTS.apiKey ||
      env.NOWPAYMENTS_IPN_SECRET === DEV_NOWPAYMENTS.ipnSecret
    ) {
      issue('NOWPAYMENTS_IPN_SECRET', 'must not be the published development value');
    }
  }
  const payout = [
    env.NOWPAYMENTS_PAYOUT_EMAIL,
    env.NOWPAYMENTS_PAYOUT_PASSWORD,
    env.NOWPAYMENTS_PAYOUT_2FA_SECRET,
  ];
  const set = payout.filter(Boolean).length;
  if (set !== 0 && set !== 3) {
    issue(
      'NOWPAYMENTS_PAYOUT_EMAIL',
      'set NOWPAYMENTS_PAYOUT_EMAIL, NOWPAYMENTS_PAYOUT_PASSWORD and NOWPAYMENTS_PAYOUT_2FA_SECRET together',
    );
  }
}

/** The crypto gateway as the server uses it; null when NOWPAYMENTS_MODE=off. */
export function nowpaymentsConfig(e: Env) {
  const mode = e.NOWPAYMENTS_MODE ?? simulatorByDefault(e);
  if (mode === 'off') return null;
  const sim = mode === 'sim';
  const payoutSet =
    e.NOWPAYMENTS_PAYOUT_EMAIL && e.NOWPAYMENTS_PAYOUT_PASSWORD && e.NOWPAYMENTS_PAYOUT_2FA_SECRET;
  return {
    mode,
    /** The API base; null: the simulator mounted on this server (sim without a URL). */
    apiUrl: (e.NOWPAYMENTS_API_URL ?? (sim ? null : LIVE_URL))?.replace(/\/+$/, '') ?? null,
    apiKey: e.NOWPAYMENTS_API_KEY ?? DEV_NOWPAYMENTS.apiKey,
    /** Keys the IPN HMAC-SHA512. Never log it. */
    ipnSecret: e.NOWPAYMENTS_IPN_SECRET ?? DEV_NOWPAYMENTS.ipnSecret,
    /** The coin preselected on invoices; null: the payer picks on NOWPayments' page. */
    payCurrency: e.NOWPAYMENTS_PAY_CURRENCY ?? null,
    methods: e.NOWPAYMENTS_METHODS.split(','),
    /** Payouts through the mass-payout API; null: withdrawals to wallets stay manual. */
    payout: payoutSet
      ? {
          email: e.NOWPAYMENTS_PAYOUT_EMAIL!,
          password: e.NOWPAYMENTS_PAYOUT_PASSWORD!,
          totpSecret: e.NOWPAYMENTS_PAYOUT_2FA_SECRET!,
          currency: e.NOWPAYMENTS_PAYOUT_CURRENCY,
        }
      : sim
        ? {
            email: DEV_NOWPAYMENTS.payoutEmail,
            password: DEV_NOWPAYMENTS.payoutPassword,
            totpSecret: DEV_NOWPAYMENTS.payoutTotpSecret,
            currency: e.NOWPAYMENTS_PAYOUT_CURRENCY,
          }
        : null,
  };
}
