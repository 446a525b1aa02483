import { z } from 'zod';
import { apiKey, ipList } from './fields.ts';
import { simulatorByDefault } from './simulator-default.ts';
import type { Env } from './schema.ts';

/** The simulator's merchant key and secret outside production: published, so production refuses them. */
export const DEV_PAPARA_API_KEY = 'simpapara_dev_api_key_not_a_secret';
export const DEV_PAPARA_MERCHANT_SECRET = 'simpapara_dev_merchant_secret_not_a_secret';

/**
 * Papara, the Turkish e-wallet (docs/decisions/088-payment-providers-and-payouts.md): deposits
 * through its hosted checkout, withdrawals through its mass-payment API.
 */
export const paparaEnv = {
  // off: not registered. sim: the in-repo simulator at /sim/papara (never in production). live:
  // PAPARA_API_URL (https://merchant-api.papara.com, or https://merchant-api.test.papara.com).
  // Unset: sim for the one-process demo (`npm start`), off otherwise (paparaMode).
  PAPARA_MODE: z.enum(['off', 'sim', 'live']).optional(),
  PAPARA_API_URL: z.url().optional(),
  PAPARA_API_KEY: apiKey.optional(),
  // Papara echoes it in every IPN (merchantSecretKey); compared in constant time.
  PAPARA_MERCHANT_SECRET: z.string().min(16, 'must be at least 16 characters').optional(),
  // Where Papara's IPNs may come from (its IPN is unsigned). Unset with sim: loopback only.
  PAPARA_IPN_ALLOWLIST: ipList.optional(),
  // The payment-method codes (both directions) that go through Papara.
  PAPARA_METHODS: z
    .string()
    .regex(/^[a-z0-9-]{2,40}(,[a-z0-9-]{2,40})*$/, 'must be method codes separated by commas')
    .default('papara'),
};

export const paparaMode = (e: Env) => e.PAPARA_MODE ?? simulatorByDefault(e);

export function paparaConfig(e: Env) {
  const mode = paparaMode(e);
  const sim = mode === 'sim';
  return {
    mode,
    /** null with sim: the simulator mounted on this server. */
    apiUrl: sim ? null : (e.PAPARA_API_URL?.replace(/\/+$/, '') ?? null),
    apiKey: e.PAPARA_API_KEY ?? DEV_PAPARA_API_KEY,
    /** Never log it. */
    merchantSecret: e.PAPARA_MERCHANT_SECRET ?? DEV_PAPARA_MERCHANT_SECRET,
    ipnAllowlist: (e.PAPARA_IPN_ALLOWLIST ?? (sim ? '127.0.0.1,::1' : '')).split(',').map((v) => v.trim()),
    methods: e.PAPARA_METHODS.split(','),
  };
}

/** live needs all of it; production never runs the simulator and never the published secrets. */
export function paparaRules(env: Env, ctx: z.RefinementCtx) {
  const production = env.NODE_ENV === 'production';
  if (production && env.PAPARA_MODE === 'sim') {
    ctx.addIssue({
      code: 'custom',
      path: ['PAPARA_MODE'],
      message: 'sim is refused when NODE_ENV=production',
    });
  }
  if (env.PAPARA_MODE === 'sim' && env.WEB_CONCURRENCY > 1) {
    ctx.addIssue({
      code: 'custom',
      path: ['PAPARA_MODE'],
      message: 'sim keeps its payments in one process: refused when WEB_CONCURRENCY > 1',
    });
  }
  if (paparaMode(env) !== 'live') return;
  for (const key of [
    'PAPARA_API_URL',
    'PAPARA_API_KEY',
    'PAPARA_MERCHANT_SECRET',
    'PAPARA_IPN_ALLOWLIST',
  ] as const) {
    if (!env[key])
      ctx.addIssue({ code: 'custom', path: [key], message: 'is required when PAPARA_MODE=live' });
  }
  if (
    env.PAPARA_API_KEY === DEV_PAPARA_API_KEY ||
    env.PAPARA_MERCHANT_SECRET === DEV_PAPARA_MERCHANT_SECRET
  ) {
    ctx.addIssue({
      code: 'custom',
      path: ['PAPARA_MERCHANT_SECRET'],
      message: 'must not be the published development value',
    });
  }
}
