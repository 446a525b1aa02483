import type { z } from 'zod';
import { smtpUrlRequiresTls } from '../infra/messaging/smtp-transport.ts';
import { DEV_AUDIT_CHAIN_KEYS, DEV_PAYOUT_DATA_KEYS } from './dev-defaults.ts';
import {
  feedInProduction,
  kycInProduction,
  paymentsInProduction,
  registersInProduction,
} from './provider-rules.ts';
import type { Env } from './schema.ts';

/** What production refuses to start without: a real database and every outside service. */
export function productionRequired(env: Env, ctx: z.RefinementCtx) {
  if (!env.DATABASE_URL) {
    ctx.addIssue({
      code: 'custom',
      path: ['DATABASE_URL'],
      message:
        'is required when NODE_ENV=production: the embedded PGlite database is for demos and tests ' +
        '(single process, holds the database in memory, no durable flush)',
    });
  }
  paymentsInProduction(env, ctx);
  kycInProduction(env, ctx);
  registersInProduction(env, ctx);
  feedInProduction(env, ctx);
  requiredInProduction(env, ctx);
}

/** The demo's conveniences production refuses: optional TOTP, the published key, every country. */
export function productionSecrets(env: Env, ctx: z.RefinementCtx) {
  if (env.ADMIN_TOTP_OPTIONAL) {
    ctx.addIssue({
      code: 'custom',
      path: ['ADMIN_TOTP_OPTIONAL'],
      message: 'is refused when NODE_ENV=production: back-office accounts always need TOTP there',
    });
  }
  if (!env.PAYOUT_DATA_KEYS || env.PAYOUT_DATA_KEYS === DEV_PAYOUT_DATA_KEYS) {
    ctx.addIssue({
      code: 'custom',
      path: ['PAYOUT_DATA_KEYS'],
      message: 'is required when NODE_ENV=production and must not be the published development key',
    });
  }
  if (env.REAL_MONEY_COUNTRIES === '*') {
    ctx.addIssue({
      code: 'custom',
      path: ['REAL_MONEY_COUNTRIES'],
      message: "must name the licensed countries when NODE_ENV=production ('*' is for demos and tests)",
    });
  }
}

/** Production rules of docs/decisions/049-production-safety-ii.md. */
export function productionSafety(env: Env, ctx: z.RefinementCtx) {
  if (env.FEED_AMQP_URL && !env.FEED_AMQP_URL.startsWith('amqps://')) {
    ctx.addIssue({
      code: 'custom',
      path: ['FEED_AMQP_URL'],
      message: 'must be amqps:// when NODE_ENV=production: settlement messages must not travel in clear',
    });
  }
  if (!env.AUDIT_CHAIN_KEYS || env.AUDIT_CHAIN_KEYS === DEV_AUDIT_CHAIN_KEYS) {
    ctx.addIssue({
      code: 'custom',
      path: ['AUDIT_CHAIN_KEYS'],
      message: 'is required when NODE_ENV=production and must not be the published development key',
    });
  }
  if (env.CUSTOM_BET_SERVICE === 'sim') {
    ctx.addIssue({
      code: 'custom',
      path: ['CUSTOM_BET_SERVICE'],
      message: "must not be 'sim' when NODE_ENV=production: simulators never price real bets (ADR 072)",
    });
  }
  backOfficeReach(env, ctx);
}

/**
 * Who can reach the back office (docs/decisions/103-back-office-reach-in-production.md): its own
 * https origin, so staff tokens never share one with player-side scripts or the chat vendor, and
 * an address allow-list, in the app or stated to be at the edge.
 */
function backOfficeReach(env: Env, ctx: z.RefinementCtx) {
  if (!env.ADMIN_PUBLIC_URL || !env.ADMIN_PUBLIC_URL.startsWith('https://')) {
    ctx.addIssue({
      code: 'custom',
      path: ['ADMIN_PUBLIC_URL'],
      message:
        "must be the back office's own https:// origin when NODE_ENV=production (e.g. " +
        "https://admin.lalebet.example): staff tokens must not share the player site's origin",
    });
  }
  if (!env.ADMIN_IP_ALLOWLIST && !env.ADMIN_ALLOWLIST_AT_EDGE) {
    ctx.addIssue({
      code: 'custom',
      path: ['ADMIN_IP_ALLOWLIST'],
      message:
        'is required when NODE_ENV=production: the staff addresses (offices, VPN) that may reach ' +
        '/api/admin; set ADMIN_ALLOWLIST_AT_EDGE=true instead only when a proxy in front of ' +
        'ADMIN_PUBLIC_URL already admits those addresses alone',
    });
  }
}

/**
 * What production cannot run safely without (ADR 017): the public https address (HSTS, webhook
 * and lobby URLs), Redis (limits, lockouts and the hub shared by every process), and the channels
 * that carry reset and phone codes. Each missing one is named.
 */
function requiredInProduction(env: Env, ctx: z.RefinementCtx) {
  const need = (name: keyof Env, why: string) => {
    if (!env[name])
      ctx.addIssue({ code: 'custom', path: [name], message: `is required when NODE_ENV=production: ${why}` });
  };
  need('PUBLIC_URL', 'the https address players use (HSTS, payment return and webhook URLs)');
  if (env.PUBLIC_URL && !env.PUBLIC_URL.startsWith('https://')) {
    ctx.addIssue({
      code: 'custom',
      path: ['PUBLIC_URL'],
      message: 'must be https:// when NODE_ENV=production',
    });
  }
  need('REDIS_URL', 'rate limits, lockouts and the real-time hub must be shared by every process');
  need('SMTP_URL', 'password-reset e-mails have no other way out (the dev outbox is never mounted there)');
  if (env.SMTP_URL && !smtpUrlRequiresTls(env.SMTP_URL)) {
    ctx.addIssue({
      code: 'custom',
      path: ['SMTP_URL'],
      message:
        'must be smtps:// or smtp://…?requireTLS=true when NODE_ENV=production: reset codes must not ' +
        'go out in clear when the STARTTLS offer is stripped',
    });
  }
  need(
    'NETGSM_USERCODE',
    'phone codes go out by SMS through NetGSM (with NETGSM_PASSWORD and NETGSM_HEADER)',
  );
  need('METRICS_TOKEN', 'the Bearer token Prometheus sends to GET /metrics (the only way to read it)');
  if (env.METRICS_TOKEN && env.METRICS_TOKEN.length < 24) {
    ctx.addIssue({
      code: 'custom',
      path: ['METRICS_TOKEN'],
      message: 'must be at least 24 characters when NODE_ENV=production (e.g. openssl rand -hex 24)',
    });
  }
}
