import path from 'node:path';
import { parseSealingKeys } from '../lib/sealing.ts';
import { DEV_AUDIT_CHAIN_KEYS, DEV_PAYOUT_DATA_KEYS } from './dev-defaults.ts';
import { parseCountries, parseFeedTokens, parseTrustProxy } from './fields.ts';
import type { Env } from './schema.ts';
import { nowpaymentsConfig } from './nowpayments.ts';
import { sourceAllowlists } from './source-allowlists.ts';
import { paparaConfig } from './papara-env.ts';
import { servicesConfig } from './services.ts';

const repoRoot = path.resolve(import.meta.dirname, '../../../..');

/** The parsed environment as the server uses it; its return type is the Config type. */
export function toConfig(e: Env) {
  const nodeEnv = e.NODE_ENV ?? 'development';
  return {
    env: nodeEnv,
    /** NODE_ENV=development was not chosen but taken as the default (loopback or DEMO_MODE). */
    demo: !e.NODE_ENV,
    port: e.PORT,
    // Without NODE_ENV the demo listens on loopback unless DEMO_MODE=true says it may be reached.
    host: e.HOST ?? (!e.NODE_ENV && !e.DEMO_MODE ? '127.0.0.1' : '0.0.0.0'),
    dataDir: path.resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    redisUrl: e.REDIS_URL,
    publicUrl: e.PUBLIC_URL,
    logLevel: e.LOG_LEVEL,
    webDistDir: e.WEB_DIST_DIR ? path.resolve(e.WEB_DIST_DIR) : path.join(repoRoot, 'apps/web/dist'),
    /** The back office's build, served under /admin/. */
    adminDistDir: e.ADMIN_DIST_DIR ? path.resolve(e.ADMIN_DIST_DIR) : path.join(repoRoot, 'apps/admin/dist'),
    // Demo content is seeded on an empty database unless told otherwise (tests, production).
    seedDemoData: e.SEED_DEMO_DATA ?? nodeEnv !== 'production',
    ...channels(e),
    ...servicesConfig(e, nodeEnv),
    /** The crypto processor (ADR 089); null when NOWPAYMENTS_MODE=off. */
    nowpayments: nowpaymentsConfig(e),
    /** Papara's adapter (ADR 088): off, its simulator at /sim/papara, or the real merchant API. */
    papara: paparaConfig(e),
    sourceAllowlists: sourceAllowlists(e),
    /** The owner role's URL for migrations (ADR 017); undefined: migrations run on databaseUrl. */
    databaseMigrationUrl: e.DATABASE_MIGRATION_URL,
    /** Server processes on the port (node:cluster); more than 1 only on PostgreSQL + Redis. */
    webConcurrency: e.WEB_CONCURRENCY,
    /** IPs and CIDR ranges allowed to reach /api/admin; empty means any. */
    adminIpAllowlist: e.ADMIN_IP_ALLOWLIST ? e.ADMIN_IP_ALLOWLIST.split(',').map((v) => v.trim()) : [],
    /** Outside production only: an admin without TOTP gets a full session (the demo admin). */
    adminTotpOptional: nodeEnv !== 'production' && e.ADMIN_TOTP_OPTIONAL,
    /**
     * Seals IBANs, wallet addresses and back-office TOTP secrets at rest (PAYOUT_DATA_KEYS; a fixed
     * dev key outside production).
     */
    payoutDataKeys: parseSealingKeys(e.PAYOUT_DATA_KEYS ?? DEV_PAYOUT_DATA_KEYS),
    /**
     * Fastify's trustProxy: false (the socket address is the client), a hop count, or the proxies'
     * IPs/CIDRs. Never true, which would take a forged left-most X-Forwarded-For as the client.
     */
    trustProxy: parseTrustProxy(e.TRUST_PROXY),
    /** ISO alpha-2 codes where real-money play is allowed; '*' means every country (never in production). */
    realMoneyCountries: parseCountries(e.REAL_MONEY_COUNTRIES, nodeEnv),
    /** Off-loopback callers of the simulators' control routes must send it; unset: loopback only. */
    simControlToken: e.SIM_CONTROL_TOKEN,
    /** The back office's own origin (e.g. https://admin.example); undefined: served with the site. */
    adminPublicUrl: e.ADMIN_PUBLIC_URL ? new URL(e.ADMIN_PUBLIC_URL).origin : undefined,
    /** Keys the audit chain's seals (AUDIT_CHAIN_KEYS; a fixed dev key outside production). */
    auditChainKeys: parseSealingKeys(e.AUDIT_CHAIN_KEYS ?? DEV_AUDIT_CHAIN_KEYS),
    /** The Bearer token of GET /metrics; undefined: /metrics answers 401 to everyone. Never log it. */
    metricsToken: e.METRICS_TOKEN,
    /** Each affiliate platform's feed token, kept only as a SHA-256 (ADR 092); empty: the feed is off. */
    affiliateFeedTokens: parseFeedTokens(e.AFFILIATE_FEED_TOKENS),
  };
}

/** The bootstrap admin and the ways messages reach people (e-mail, SMS, live chat). */
function channels(e: Env) {
  return {
    admin:
      e.ADMIN_USERNAME && e.ADMIN_PASSWORD
        ? { username: e.ADMIN_USERNAME, password: e.ADMIN_PASSWORD }
        : null,
    smtp: e.SMTP_URL ? { url: e.SMTP_URL, from: e.SMTP_FROM } : null,
    smsAllowedPrefixes: e.SMS_ALLOWED_PREFIXES.split(','),
    netgsm:
      e.NETGSM_USERCODE && e.NETGSM_PASSWORD && e.NETGSM_HEADER
        ? {
            usercode: e.NETGSM_USERCODE,
            password: e.NETGSM_PASSWORD,
            header: e.NETGSM_HEADER,
            apiUrl: e.NETGSM_API_URL,
          }
        : null,
    /** Added to the CSP's script-src, connect-src, frame-src, img-src and style-src when set. */
    chatScriptOrigin: e.CHAT_SCRIPT_ORIGIN ? new URL(e.CHAT_SCRIPT_ORIGIN).origin : undefined,
    /** Added to the player CSP's img-src: a live catalogue's thumbnails load from its CDN. */
    casinoImageOrigins: (e.CASINO_IMAGE_ORIGINS ?? []).map((o) => new URL(o).origin),
  };
}
