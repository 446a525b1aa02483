import net from 'node:net';
import { createHash } from 'node:crypto';
import path from 'node:path';
import { z } from 'zod';
import { smtpUrlRequiresTls } from './infra/messaging/smtp-transport.ts';
import { type Keyring, parseSealingKeys } from './lib/sealing.ts';

const booleanish = z
  .enum(['true', 'false', '1', '0', ''])
  .optional()
  .transform((v) => v === 'true' || v === '1');

const envObject = z.object({
  // Unset means development only on loopback or with DEMO_MODE=true (docs/decisions/049-production-safety-ii.md).
  NODE_ENV: z.enum(['development', 'test', 'production']).optional(),
  DEMO_MODE: booleanish,
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).optional(),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://')
    .optional(),
  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\//, 'must start with redis:// or rediss://')
    .optional(),
  PUBLIC_URL: z.url().optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  WEB_DIST_DIR: z.string().optional(),
  ADMIN_DIST_DIR: z.string().optional(),
  SEED_DEMO_DATA: booleanish,
  // Accounts : the bootstrap back-office account and the outgoing message channels.
  ADMIN_USERNAME: z.string().min(3).max(50).optional(),
  ADMIN_PASSWORD: z.string().min(12, 'must be at least 12 characters').max(128).optional(),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'must start with smtp:// or smtps://')
    .optional(),
  SMTP_FROM: z.string().min(3).default('LaleBet <no-reply@lalebet.local>'),
  SMS_ALLOWED_PREFIXES: z
    .string()
    .regex(/^\d{1,4}(,\d{1,4})*$/, 'must be country calling codes separated by commas, e.g. 90,49')
    .default('90'),
  NETGSM_USERCODE: z.string().min(1).optional(),
  NETGSM_PASSWORD: z.string().min(1).optional(),
  NETGSM_HEADER: z.string().min(1).max(11).optional(),
  NETGSM_API_URL: z.url().default('https://api.netgsm.com.tr'),
  // Live chat (ADR 007): the one outside origin the CSP lets the chat widget load from.
  CHAT_SCRIPT_ORIGIN: z
    .url()
    .refine((v) => v.startsWith('https://') && new URL(v).origin === v.replace(/\/$/, ''), {
      message: 'must be an https origin without a path, e.g. https://chat.example.com',
    })
    .optional(),
  // Payments. Unset outside production: the in-process gateway simulator at /sim/gateway.
  PAYMENT_GATEWAY_URL: z.url().optional(),
  PAYMENT_GATEWAY_API_KEY: z.string().min(16, 'must be at least 16 characters').optional(),
  PAYMENT_WEBHOOK_SECRET: z
    .string()
    .regex(/^whsec_[A-Za-z0-9+/]{32,}={0,2}$/, 'must be whsec_ followed by at least 24 bytes in base64')
    .optional(),
  DEPOSIT_EXPIRY_MINUTES: z.coerce
    .number()
    .int()
    .min(5)
    .max(7 * 24 * 60)
    .default(30),
  // KYC (docs/decisions/026-kyc.md). Unset outside production: the simulator at /sim/kyc.
  KYC_PROVIDER_URL: z.url().optional(),
  KYC_API_KEY: z.string().min(16, 'must be at least 16 characters').optional(),
  KYC_WEBHOOK_SECRET: z
    .string()
    .regex(/^whsec_[A-Za-z0-9+/]{32,}={0,2}$/, 'must be whsec_ followed by at least 24 bytes in base64')
    .optional(),
  // National self-exclusion registers (docs/decisions/032-national-registers.md). Unset outside
  // production: the simulator at /sim/registers. Production needs a register's pair only when
  // REAL_MONEY_COUNTRIES names its country (GB: GAMSTOP, SE: Spelpaus).
  GAMSTOP_URL: z.url().optional(),
  GAMSTOP_API_KEY: z.string().min(16, 'must be at least 16 characters').optional(),
  SPELPAUS_URL: z.url().optional(),
  SPELPAUS_API_KEY: z.string().min(16, 'must be at least 16 characters').optional(),
  REGISTER_TIMEOUT_MS: z.coerce.number().int().min(100).max(30_000).default(3000),
  // Sportsbook (docs/decisions/021-sportsbook-engine.md): the odds feed's AMQP broker; unset,
  // the feed travels in process. The feed simulator runs outside production only.
  FEED_AMQP_URL: z
    .string()
    .regex(/^amqps?:\/\//, 'must start with amqp:// or amqps://')
    .optional(),
  // Outside loopback, the simulators' control routes need this token (x-sim-control-token).
  SIM_CONTROL_TOKEN: z.string().min(16, 'must be at least 16 characters').optional(),
  // The back office on its own origin (its own CSP; /admin and /api/admin answer only there).
  ADMIN_PUBLIC_URL: z.url().optional(),
  // Keys the audit chain's seals (HMAC-SHA256), id:base64key pairs like PAYOUT_DATA_KEYS.
  AUDIT_CHAIN_KEYS: z
    .string()
    .refine(validKeyring, {
      message: 'must be id:base64key pairs separated by commas, each key 32 bytes, ids unique',
    })
    .optional(),
  FEED_SIMULATOR: booleanish,
  FEED_SIM_SPEED: z.coerce.number().min(0.1).max(600).default(10),
  FEED_SIM_SEED: z.coerce
    .number()
    .int()
    .min(1)
    .max(2 ** 31 - 1)
    .default(20261127),
  // Casino. Unset outside production: the game-provider simulator on its own port.
  GAME_PROVIDER_URL: z.url().optional(),
  GAME_PROVIDER_PUBLIC_KEY_FILE: z.string().min(1).optional(),
  GAME_SIMULATOR_PORT: z.coerce.number().int().min(0).max(65535).default(3001),
  GAME_SIMULATOR_PUBLIC_URL: z.url().optional(),
  GAME_FRAME_ORIGINS: z
    .string()
    .regex(/^https?:\/\/[^,\s/]+(,https?:\/\/[^,\s/]+)*$/, 'must be origins separated by commas')
    .optional(),
  GAME_SESSION_TTL_MINUTES: z.coerce
    .number()
    .int()
    .min(5)
    .max(24 * 60)
    .default(240),
  // Tests only (NODE_ENV=test): makes the process die at a chosen point, for crash tests.
  LALEBET_FAULT: z.enum(['webhook-after-commit', 'wallet-after-commit']).optional(),
  // Database roles (ADR 017): the owner that runs migrations; DATABASE_URL is then the runtime role.
  DATABASE_MIGRATION_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://')
    .optional(),
  // Several processes (ADR 018): server processes `npm start` runs on one port (node:cluster).
  WEB_CONCURRENCY: z.coerce.number().int().min(1).max(64).default(1),
  // Back office (docs/decisions/014-staff-two-factor.md): who may reach /api/admin, and the
  // demo-only switch that lets an admin without TOTP in (refused in production).
  ADMIN_IP_ALLOWLIST: z
    .string()
    .refine((v) => v.split(',').every((e) => isIpOrCidr(e.trim())), {
      message: 'must be IP addresses or CIDR ranges separated by commas, e.g. 10.0.0.0/8,203.0.113.7',
    })
    .optional(),
  ADMIN_TOTP_OPTIONAL: booleanish,
  // Payout details and admin TOTP secrets at rest (ADR 015, 014): id:base64key pairs, the first
  // encrypts, all decrypt.
  PAYOUT_DATA_KEYS: z
    .string()
    .refine(validKeyring, {
      message: 'must be id:base64key pairs separated by commas, each key 32 bytes, ids unique',
    })
    .optional(),
  // Client IP (docs/decisions/013-login-and-code-guessing.md): which peers may set X-Forwarded-For.
  TRUST_PROXY: z
    .string()
    .trim()
    .regex(
      /^$|^\d{1,2}$|^[0-9A-Fa-f.:/]+(\s*,\s*[0-9A-Fa-f.:/]+)*$/,
      'must be a hop count (1, 2) or proxy IPs/CIDRs separated by commas; never "true"',
    )
    .optional(),
  // Country rules (docs/decisions/027-age-and-country.md): ISO codes allowed real-money play, or
  // '*' for every country (refused in production). Unset: '*' in development and tests, none in
  // production, so Türkiye stays off until a licence covers it.
  REAL_MONEY_COUNTRIES: z
    .string()
    .trim()
    .regex(
      /^(\*|[A-Za-z]{2}(\s*,\s*[A-Za-z]{2})*)$/,
      "must be '*' or ISO country codes separated by commas, e.g. MT,DE",
    )
    .optional(),
  // GET /metrics answers only `Authorization: Bearer <METRICS_TOKEN>` (docs/decisions/048-metrics-and-readiness.md).
  METRICS_TOKEN: z.string().regex(/^\S+$/, 'must be one word without spaces (a Bearer token)').optional(),
});

function validKeyring(v: string): boolean {
  try {
    parseSealingKeys(v);
    return true;
  } catch {
    return false;
  }
}

/** 127.0.0.1, ::1, localhost: reachable from this machine only. */
export function isLoopbackHost(host: string): boolean {
  return host === 'localhost' || host === '::1' || /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(host);
}

/** 203.0.113.7, 10.0.0.0/8, 2001:db8::/32. */
function isIpOrCidr(entry: string): boolean {
  const [ip = '', bits, ...rest] = entry.split('/');
  const family = net.isIP(ip);
  if (!family || rest.length) return false;
  if (bits === undefined) return true;
  return /^\d{1,3}$/.test(bits) && Number(bits) <= (family === 4 ? 32 : 128);
}

const envSchema = envObject.superRefine((env, ctx) => {
  if (!env.ADMIN_USERNAME !== !env.ADMIN_PASSWORD) {
    ctx.addIssue({
      code: 'custom',
      path: ['ADMIN_PASSWORD'],
      message: 'set ADMIN_USERNAME and ADMIN_PASSWORD together',
    });
  }
  const netgsm = [env.NETGSM_USERCODE, env.NETGSM_PASSWORD, env.NETGSM_HEADER].filter(Boolean).length;
  if (netgsm !== 0 && netgsm !== 3) {
    ctx.addIssue({
      code: 'custom',
      path: ['NETGSM_USERCODE'],
      message: 'set NETGSM_USERCODE, NETGSM_PASSWORD and NETGSM_HEADER together',
    });
  }
  if (env.NODE_ENV === 'production' && !env.DATABASE_URL) {
    ctx.addIssue({
      code: 'custom',
      path: ['DATABASE_URL'],
      message:
        'is required when NODE_ENV=production: the embedded PGlite database is for demos and tests ' +
        '(single process, holds the database in memory, no durable flush)',
    });
  }
  if (env.NODE_ENV === 'production') paymentsInProduction(env, ctx);
  if (env.NODE_ENV === 'production') kycInProduction(env, ctx);
  if (env.NODE_ENV === 'production') registersInProduction(env, ctx);
  if (env.NODE_ENV === 'production') requiredInProduction(env, ctx);
  if (env.DATABASE_MIGRATION_URL && !env.DATABASE_URL) {
    ctx.addIssue({
      code: 'custom',
      path: ['DATABASE_MIGRATION_URL'],
      message: 'needs DATABASE_URL too: it is the owner role that migrates the DATABASE_URL database',
    });
  }
  if (env.NODE_ENV === 'production') {
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
  if (env.WEB_CONCURRENCY > 1) severalProcesses(env, ctx);
  if (env.ADMIN_TOTP_OPTIONAL && env.NODE_ENV === 'production') {
    ctx.addIssue({
      code: 'custom',
      path: ['ADMIN_TOTP_OPTIONAL'],
      message: 'is refused when NODE_ENV=production: back-office accounts always need TOTP there',
    });
  }
  if (
    env.NODE_ENV === 'production' &&
    (!env.PAYOUT_DATA_KEYS || env.PAYOUT_DATA_KEYS === DEV_PAYOUT_DATA_KEYS)
  ) {
    ctx.addIssue({
      code: 'custom',
      path: ['PAYOUT_DATA_KEYS'],
      message: 'is required when NODE_ENV=production and must not be the published development key',
    });
  }
  if (env.NODE_ENV === 'production' && env.REAL_MONEY_COUNTRIES === '*') {
    ctx.addIssue({
      code: 'custom',
      path: ['REAL_MONEY_COUNTRIES'],
      message: "must name the licensed countries when NODE_ENV=production ('*' is for demos and tests)",
    });
  }
  if (!env.NODE_ENV && !env.DEMO_MODE && env.HOST && !isLoopbackHost(env.HOST)) {
    ctx.addIssue({
      code: 'custom',
      path: ['NODE_ENV'],
      message:
        `is not set and HOST=${env.HOST} is reachable from other machines: set NODE_ENV=production ` +
        'for real players, or DEMO_MODE=true for a demo (simulators, dev outbox, no real money)',
    });
  }
  if (env.NODE_ENV === 'production') productionSafety(env, ctx);
  if (env.LALEBET_FAULT && env.NODE_ENV !== 'test') {
    ctx.addIssue({ code: 'custom', path: ['LALEBET_FAULT'], message: 'is honoured only when NODE_ENV=test' });
  }
});

/** Production rules of docs/decisions/049-production-safety-ii.md. */
function productionSafety(env: z.infer<typeof envObject>, ctx: z.RefinementCtx) {
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
  if (env.ADMIN_PUBLIC_URL && !env.ADMIN_PUBLIC_URL.startsWith('https://')) {
    ctx.addIssue({
      code: 'custom',
      path: ['ADMIN_PUBLIC_URL'],
      message: 'must be https:// when NODE_ENV=production',
    });
  }
}

/**
 * Several processes share only what lives in PostgreSQL and Redis: PGlite is one process's
 * database, and the built-in simulators keep their payments and game sessions in memory.
 */
function severalProcesses(env: z.infer<typeof envObject>, ctx: z.RefinementCtx) {
  const need = (name: keyof typeof env, why: string) => {
    if (!env[name])
      ctx.addIssue({ code: 'custom', path: [name], message: `is required when WEB_CONCURRENCY > 1: ${why}` });
  };
  need(
    'DATABASE_URL',
    'the processes must share a PostgreSQL database (the embedded PGlite database serves one process only)',
  );
  need('REDIS_URL', 'the processes share sessions, rate limits, hub tickets and hub messages through Redis');
  if (env.NODE_ENV === 'production') return;
  // The feed simulator runs by default in development only (tests turn it on where they need it).
  if (env.NODE_ENV === 'development') {
    need(
      'FEED_AMQP_URL',
      'the feed simulator runs in the first process only and the others receive its messages through the broker',
    );
  }
  need(
    'PAYMENT_GATEWAY_URL',
    'the built-in gateway simulator keeps payments in one process; run it alone (see README) and point this at it',
  );
  if (env.NODE_ENV === 'development') {
    need(
      'GAME_PROVIDER_URL',
      'the built-in game simulator keeps its sessions in one process; run it alone (see README) and point this at it',
    );
  }
}

/** Fixed values for development and tests: known to everyone, so production refuses them. */
export const DEV_PAYMENT_GATEWAY_API_KEY = 'sim_dev_api_key_not_a_secret';
export const DEV_PAYMENT_WEBHOOK_SECRET = `whsec_${Buffer.from('lalebet-dev-webhook-secret-not-secret').toString('base64')}`;
export const DEV_PAYOUT_DATA_KEYS = `dev:${createHash('sha256').update('lalebet-dev-payout-key-not-secret').digest('base64')}`;
export const DEV_AUDIT_CHAIN_KEYS = `dev:${createHash('sha256').update('lalebet-dev-audit-key-not-secret').digest('base64')}`;

function paymentsInProduction(env: z.infer<typeof envObject>, ctx: z.RefinementCtx) {
  const required = {
    PAYMENT_GATEWAY_URL: env.PAYMENT_GATEWAY_URL,
    PAYMENT_GATEWAY_API_KEY: env.PAYMENT_GATEWAY_API_KEY,
    PAYMENT_WEBHOOK_SECRET: env.PAYMENT_WEBHOOK_SECRET,
  };
  for (const [key, value] of Object.entries(required)) {
    if (!value) {
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

export const DEV_KYC_API_KEY = 'simkyc_dev_api_key_not_a_secret';
export const DEV_KYC_WEBHOOK_SECRET = `whsec_${Buffer.from('lalebet-dev-kyc-secret-not-a-secret').toString('base64')}`;

function kycInProduction(env: z.infer<typeof envObject>, ctx: z.RefinementCtx) {
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

export const DEV_REGISTER_API_KEY = 'simregister_dev_key_not_a_secret';

/** A register is needed where its country plays for real money (the simulator never runs there). */
function registersInProduction(env: z.infer<typeof envObject>, ctx: z.RefinementCtx) {
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

/**
 * What production cannot run safely without (ADR 017): the public https address (HSTS, webhook
 * and lobby URLs), Redis (limits, lockouts and the hub shared by every process), and the channels
 * that carry reset and phone codes. Each missing one is named.
 */
function requiredInProduction(env: z.infer<typeof envObject>, ctx: z.RefinementCtx) {
  const need = (name: keyof typeof env, why: string) => {
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

export type Config = {
  env: 'development' | 'test' | 'production';
  /** NODE_ENV=development was not chosen but taken as the default (loopback or DEMO_MODE). */
  demo: boolean;
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  redisUrl: string | undefined;
  publicUrl: string | undefined;
  logLevel: string;
  webDistDir: string;
  /** The back office's build, served under /admin/. */
  adminDistDir: string;
  seedDemoData: boolean;
  admin: { username: string; password: string } | null;
  smtp: { url: string; from: string } | null;
  smsAllowedPrefixes: string[];
  netgsm: { usercode: string; password: string; header: string; apiUrl: string } | null;
  /** Added to the CSP's script-src, connect-src, frame-src, img-src and style-src when set. */
  chatScriptOrigin: string | undefined;
  payments: PaymentsConfig;
  kyc: KycConfig;
  registers: RegistersConfig;
  casino: CasinoConfig;
  sportsbook: SportsbookConfig;
  /** A crash point for tests; always undefined unless NODE_ENV=test. */
  fault: 'webhook-after-commit' | 'wallet-after-commit' | undefined;
  /** The owner role's URL for migrations (ADR 017); undefined: migrations run on databaseUrl. */
  databaseMigrationUrl: string | undefined;
  /** Server processes on the port (node:cluster); more than 1 only on PostgreSQL + Redis. */
  webConcurrency: number;
  /** IPs and CIDR ranges allowed to reach /api/admin; empty means any. */
  adminIpAllowlist: string[];
  /** Outside production only: an admin without TOTP gets a full session (the demo admin). */
  adminTotpOptional: boolean;
  /**
   * Seals IBANs, wallet addresses and back-office TOTP secrets at rest (PAYOUT_DATA_KEYS; a fixed
   * dev key outside production).
   */
  payoutDataKeys: Keyring;
  /**
   * Fastify's trustProxy: false (the socket address is the client), a hop count, or the proxies'
   * IPs/CIDRs. Never true, which would take a forged left-most X-Forwarded-For as the client.
   */
  trustProxy: false | number | string[];
  /** ISO alpha-2 codes where real-money play is allowed; '*' means every country (never in production). */
  realMoneyCountries: '*' | string[];
  /** Off-loopback callers of the simulators' control routes must send it; unset: loopback only. */
  simControlToken: string | undefined;
  /** The back office's own origin (e.g. https://admin.example); undefined: served with the site. */
  adminPublicUrl: string | undefined;
  /** Keys the audit chain's seals (AUDIT_CHAIN_KEYS; a fixed dev key outside production). */
  auditChainKeys: Keyring;
  /** The Bearer token of GET /metrics; undefined: /metrics answers 401 to everyone. Never log it. */
  metricsToken: string | undefined;
};

export type SportsbookConfig = {
  /** The feed's broker (UOF's topic exchange); null: the in-process transport. */
  amqpUrl: string | null;
  /** Run the odds-feed simulator (never in production; FEED_SIMULATOR=false turns it off). */
  simulator: boolean;
  /** Match seconds per real second on the simulator's clock. */
  simSpeed: number;
  simSeed: number;
};

export type KycConfig = {
  /** The provider's API base; null means the in-process simulator at <this server>/sim/kyc. */
  providerUrl: string | null;
  apiKey: string;
  /** whsec_<base64>: signs the provider's webhooks. Never log it. */
  webhookSecret: string;
  /** Mount the KYC simulator at /sim/kyc (never in production). */
  simulator: boolean;
};

export type RegistersConfig = {
  /** A register's API base; null means the in-process simulator at <this server>/sim/registers. */
  gamstop: { url: string | null; apiKey: string };
  spelpaus: { url: string | null; apiKey: string };
  /** One lookup's timeout; a lookup is tried up to three times (rule 33). */
  timeoutMs: number;
  /** Mount the register simulator at /sim/registers (never in production). */
  simulator: boolean;
};

export type CasinoConfig = {
  /** The aggregator's API base for launches; null means the game-provider simulator. */
  providerUrl: string | null;
  /** PEM file with the aggregator's public key; null means the simulator's key in DATA_DIR/keys. */
  providerPublicKeyFile: string | null;
  /** Run the game-provider simulator on its own port (never in production). */
  simulator: boolean;
  /** The simulator's port; 0 picks a free one (tests). */
  simulatorPort: number;
  /** How browsers reach the simulator; default http://localhost:<its port>. */
  simulatorPublicUrl: string | undefined;
  /** Extra origins the CSP lets game frames load from (a real provider's game servers). */
  frameOrigins: string[];
  /** A launch token accepts bets for this long; wins and rollbacks settle after it too. */
  sessionTtlMinutes: number;
};

export type PaymentsConfig = {
  /** The gateway's API base; null means the in-process simulator at <this server>/sim/gateway. */
  gatewayUrl: string | null;
  apiKey: string;
  /** whsec_<base64>: signs the gateway's webhooks. Never log it. */
  webhookSecret: string;
  depositExpiryMinutes: number;
  /** Mount the gateway simulator at /sim/gateway (never in production). */
  simulator: boolean;
};

export class ConfigError extends Error {}

/** Parses the environment once at start-up; throws naming every variable that is wrong. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const blankToUndefined = Object.fromEntries(
    Object.entries(env).map(([k, v]) => [k, v === '' ? undefined : v]),
  );
  const parsed = envSchema.safeParse(blankToUndefined);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const { NODE_ENV, HOST, ...e } = parsed.data;
  const nodeEnv = NODE_ENV ?? 'development';
  const repoRoot = path.resolve(import.meta.dirname, '../../..');
  return {
    env: nodeEnv,
    demo: !NODE_ENV,
    port: e.PORT,
    // Without NODE_ENV the demo listens on loopback unless DEMO_MODE=true says it may be reached.
    host: HOST ?? (!NODE_ENV && !e.DEMO_MODE ? '127.0.0.1' : '0.0.0.0'),
    dataDir: path.resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    redisUrl: e.REDIS_URL,
    publicUrl: e.PUBLIC_URL,
    logLevel: e.LOG_LEVEL,
    webDistDir: e.WEB_DIST_DIR ? path.resolve(e.WEB_DIST_DIR) : path.join(repoRoot, 'apps/web/dist'),
    adminDistDir: e.ADMIN_DIST_DIR ? path.resolve(e.ADMIN_DIST_DIR) : path.join(repoRoot, 'apps/admin/dist'),
    // Demo content is seeded on an empty database unless told otherwise (tests, production).
    seedDemoData: !env.SEED_DEMO_DATA ? nodeEnv !== 'production' : e.SEED_DEMO_DATA,
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
    chatScriptOrigin: e.CHAT_SCRIPT_ORIGIN ? new URL(e.CHAT_SCRIPT_ORIGIN).origin : undefined,
    payments: {
      gatewayUrl: e.PAYMENT_GATEWAY_URL?.replace(/\/+$/, '') ?? null,
      apiKey: e.PAYMENT_GATEWAY_API_KEY ?? DEV_PAYMENT_GATEWAY_API_KEY,
      webhookSecret: e.PAYMENT_WEBHOOK_SECRET ?? DEV_PAYMENT_WEBHOOK_SECRET,
      depositExpiryMinutes: e.DEPOSIT_EXPIRY_MINUTES,
      simulator: nodeEnv !== 'production',
    },
    kyc: {
      providerUrl: e.KYC_PROVIDER_URL?.replace(/\/+$/, '') ?? null,
      apiKey: e.KYC_API_KEY ?? DEV_KYC_API_KEY,
      webhookSecret: e.KYC_WEBHOOK_SECRET ?? DEV_KYC_WEBHOOK_SECRET,
      simulator: nodeEnv !== 'production',
    },
    registers: {
      gamstop: {
        url: e.GAMSTOP_URL?.replace(/\/+$/, '') ?? null,
        apiKey: e.GAMSTOP_API_KEY ?? DEV_REGISTER_API_KEY,
      },
      spelpaus: {
        url: e.SPELPAUS_URL?.replace(/\/+$/, '') ?? null,
        apiKey: e.SPELPAUS_API_KEY ?? DEV_REGISTER_API_KEY,
      },
      timeoutMs: e.REGISTER_TIMEOUT_MS,
      simulator: nodeEnv !== 'production',
    },
    casino: {
      providerUrl: e.GAME_PROVIDER_URL?.replace(/\/+$/, '') ?? null,
      providerPublicKeyFile: e.GAME_PROVIDER_PUBLIC_KEY_FILE
        ? path.resolve(e.GAME_PROVIDER_PUBLIC_KEY_FILE)
        : null,
      simulator: nodeEnv !== 'production' && !e.GAME_PROVIDER_URL,
      simulatorPort: e.GAME_SIMULATOR_PORT,
      simulatorPublicUrl: e.GAME_SIMULATOR_PUBLIC_URL?.replace(/\/+$/, ''),
      frameOrigins: e.GAME_FRAME_ORIGINS ? e.GAME_FRAME_ORIGINS.split(',') : [],
      sessionTtlMinutes: e.GAME_SESSION_TTL_MINUTES,
    },
    sportsbook: {
      amqpUrl: e.FEED_AMQP_URL ?? null,
      // On by default in development only: server tests start it where they need it.
      simulator:
        nodeEnv === 'development'
          ? env.FEED_SIMULATOR !== 'false' && env.FEED_SIMULATOR !== '0'
          : nodeEnv === 'test' && e.FEED_SIMULATOR,
      simSpeed: e.FEED_SIM_SPEED,
      simSeed: e.FEED_SIM_SEED,
    },
    fault: nodeEnv === 'test' ? e.LALEBET_FAULT : undefined,
    databaseMigrationUrl: e.DATABASE_MIGRATION_URL,
    webConcurrency: e.WEB_CONCURRENCY,
    adminIpAllowlist: e.ADMIN_IP_ALLOWLIST ? e.ADMIN_IP_ALLOWLIST.split(',').map((v) => v.trim()) : [],
    adminTotpOptional: nodeEnv !== 'production' && e.ADMIN_TOTP_OPTIONAL,
    payoutDataKeys: parseSealingKeys(e.PAYOUT_DATA_KEYS ?? DEV_PAYOUT_DATA_KEYS),
    trustProxy: parseTrustProxy(e.TRUST_PROXY),
    realMoneyCountries: parseCountries(e.REAL_MONEY_COUNTRIES, nodeEnv),
    simControlToken: e.SIM_CONTROL_TOKEN,
    adminPublicUrl: e.ADMIN_PUBLIC_URL ? new URL(e.ADMIN_PUBLIC_URL).origin : undefined,
    auditChainKeys: parseSealingKeys(e.AUDIT_CHAIN_KEYS ?? DEV_AUDIT_CHAIN_KEYS),
    metricsToken: e.METRICS_TOKEN,
  };
}

/** Unset: every country outside production (the demo plays from Türkiye), none in production. */
export function parseCountries(raw: string | undefined, env: Config['env']): '*' | string[] {
  if (raw === undefined) return env === 'production' ? [] : '*';
  if (raw === '*') return '*';
  return raw.split(',').map((c) => c.trim().toUpperCase());
}

/** Unset or empty: trust nobody. Digits: that many proxy hops. Otherwise a list of IPs/CIDRs. */
export function parseTrustProxy(raw: string | undefined): false | number | string[] {
  const v = raw?.trim();
  if (!v) return false;
  if (/^\d+$/.test(v)) return Number(v) || false;
  return v.split(',').map((s) => s.trim());
}
