import type { z } from 'zod';
import {
  DEV_FEED_API_TOKEN,
  DEV_KYC_API_KEY,
  DEV_KYC_WEBHOOK_SECRET,
  DEV_PAYMENT_GATEWAY_API_KEY,
  DEV_PAYMENT_WEBHOOK_SECRET,
  DEV_REGISTER_API_KEY,
} from './dev-defaults.ts';
import { parseCountries } from './fields.ts';
import type { Env } from './schema.ts';

/** Production refinements for the outside services, whose simulators never run there. */
export function paymentsInProduction(env: Env, ctx: z.RefinementCtx) {
  for (const key of ['PAYMENT_GATEWAY_URL', 'PAYMENT_GATEWAY_API_KEY', 'PAYMENT_WEBHOOK_SECRET'] as const) {
    if (!env[key]) {
      ctx.addIssue({
        code: 'custom',
        path: [key],
        message: 'is required when NODE_ENV=production (the gateway simulator is never mounted there)',
      });
    }
  }
  if (
    env.PAYMENT_GATEWAY_API_KEY === DEV_PAYMENT_GATEWAY_API_KEY ||
    env.PAYMENT_WEBHOOK_SECRET === DEV_PAYMENT_WEBHOOK_SECRET
  ) {
    ctx.addIssue({
      code: 'custom',
      path: ['PAYMENT_WEBHOOK_SECRET'],
      message: 'must not be the published development value',
    });
  }
}

export function kycInProduction(env: Env, ctx: z.RefinementCtx) {
  for (const key of ['KYC_PROVIDER_URL', 'KYC_API_KEY', 'KYC_WEBHOOK_SECRET'] as const) {
    if (!env[key]) {
      ctx.addIssue({
        code: 'custom',
        path: [key],
        message: 'is required when NODE_ENV=production (the KYC simulator is never mounted there)',
      });
    }
  }
  if (env.KYC_API_KEY === DEV_KYC_API_KEY || env.KYC_WEBHOOK_SECRET === DEV_KYC_WEBHOOK_SECRET) {
    ctx.addIssue({
      code: 'custom',
      path: ['KYC_WEBHOOK_SECRET'],
      message: 'must not be the published development value',
    });
  }
}

/** A register is needed where its country plays for real money (the simulator never runs there). */
export function registersInProduction(env: Env, ctx: z.RefinementCtx) {
  const countries = parseCountries(env.REAL_MONEY_COUNTRIES, 'production');
  const pairs = [
    ['GB', 'GAMSTOP_URL', 'GAMSTOP_API_KEY'],
    ['SE', 'SPELPAUS_URL', 'SPELPAUS_API_KEY'],
  ] as const;
  for (const [country, url, key] of pairs) {
    if (env[key] === DEV_REGISTER_API_KEY) {
      ctx.addIssue({ code: 'custom', path: [key], message: 'must not be the published development value' });
    }
    if (countries !== '*' && !countries.includes(country)) continue;
    for (const name of [url, key]) {
      if (env[name]) continue;
      ctx.addIssue({
        code: 'custom',
        path: [name],
        message: `is required when NODE_ENV=production and REAL_MONEY_COUNTRIES includes ${country}`,
      });
    }
  }
}

export function gameProviderInProduction(env: Env, ctx: z.RefinementCtx) {
  for (const name of ['GAME_PROVIDER_URL', 'GAME_PROVIDER_PUBLIC_KEY_FILE'] as const) {
    if (env[name]) continue;
    ctx.addIssue({
      code: 'custom',
      path: [name],
      message:
        'is required when NODE_ENV=production: a real game aggregator and its public key ' +
        '(the game-provider simulator never runs there)',
    });
  }
}

/**
 * A real feed (FEED_AMQP_URL) in production reads fixtures and asks for recovery over the
 * provider's REST API (docs/decisions/082-uof-transport-and-recovery.md), over TLS.
 */
export function feedInProduction(env: Env, ctx: z.RefinementCtx) {
  if (!env.FEED_AMQP_URL) return;
  const issue = (path: 'FEED_API_URL' | 'FEED_API_TOKEN', message: string) =>
    ctx.addIssue({ code: 'custom', path: [path], message });
  if (!env.FEED_API_URL) {
    issue(
      'FEED_API_URL',
      'is required with FEED_AMQP_URL when NODE_ENV=production: fixtures and recovery come from it',
    );
  } else if (!env.FEED_API_URL.startsWith('https://')) {
    issue(
      'FEED_API_URL',
      'must be https:// when NODE_ENV=production: the access token travels with every call',
    );
  }
  if (!env.FEED_API_TOKEN || env.FEED_API_TOKEN === DEV_FEED_API_TOKEN) {
    issue(
      'FEED_API_TOKEN',
      "is required with FEED_AMQP_URL when NODE_ENV=production and must not be the simulator's",
    );
  }
}
