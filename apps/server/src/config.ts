import path from 'node:path';
import { z } from 'zod';

const booleanish = z
  .enum(['true', 'false', '1', '0', ''])
  .optional()
  .transform((v) => v === 'true' || v === '1');

const envObject = z.object({
  NODE_ENV: z.enum(['development', 'test', 'production']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
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
  SEED_DEMO_DATA: booleanish,
  // Accounts (issue 3): the bootstrap back-office account and the outgoing message channels.
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
  // Payments (issue 5). Unset outside production: the in-process gateway simulator at /sim/gateway.
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
  // Casino (issue 6). Unset outside production: the game-provider simulator on its own port.
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
  // Client IP (docs/decisions/013-login-and-code-guessing.md): which peers may set X-Forwarded-For.
  TRUST_PROXY: z
    .string()
    .trim()
    .regex(
      /^$|^\d{1,2}$|^[0-9A-Fa-f.:/]+(\s*,\s*[0-9A-Fa-f.:/]+)*$/,
      'must be a hop count (1, 2) or proxy IPs/CIDRs separated by commas; never "true"',
    )
    .optional(),
});

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
  if (env.LALEBET_FAULT && env.NODE_ENV !== 'test') {
    ctx.addIssue({ code: 'custom', path: ['LALEBET_FAULT'], message: 'is honoured only when NODE_ENV=test' });
  }
});

/** Fixed values for development and tests: known to everyone, so production refuses them. */
export const DEV_PAYMENT_GATEWAY_API_KEY = 'sim_dev_api_key_not_a_secret';
export const DEV_PAYMENT_WEBHOOK_SECRET = `whsec_${Buffer.from('lalebet-dev-webhook-secret-not-secret').toString('base64')}`;

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

export type Config = {
  env: 'development' | 'test' | 'production';
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  redisUrl: string | undefined;
  publicUrl: string | undefined;
  logLevel: string;
  webDistDir: string;
  seedDemoData: boolean;
  admin: { username: string; password: string } | null;
  smtp: { url: string; from: string } | null;
  smsAllowedPrefixes: string[];
  netgsm: { usercode: string; password: string; header: string; apiUrl: string } | null;
  /** Added to the CSP's script-src, connect-src, frame-src, img-src and style-src when set. */
  chatScriptOrigin: string | undefined;
  payments: PaymentsConfig;
  casino: CasinoConfig;
  /** A crash point for tests; always undefined unless NODE_ENV=test. */
  fault: 'webhook-after-commit' | 'wallet-after-commit' | undefined;
  /**
   * Fastify's trustProxy: false (the socket address is the client), a hop count, or the proxies'
   * IPs/CIDRs. Never true, which would take a forged left-most X-Forwarded-For as the client.
   */
  trustProxy: false | number | string[];
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
  const e = parsed.data;
  const repoRoot = path.resolve(import.meta.dirname, '../../..');
  return {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    dataDir: path.resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    redisUrl: e.REDIS_URL,
    publicUrl: e.PUBLIC_URL,
    logLevel: e.LOG_LEVEL,
    webDistDir: e.WEB_DIST_DIR ? path.resolve(e.WEB_DIST_DIR) : path.join(repoRoot, 'apps/web/dist'),
    // Demo content is seeded on an empty database unless told otherwise (tests, production).
    seedDemoData: !env.SEED_DEMO_DATA ? e.NODE_ENV !== 'production' : e.SEED_DEMO_DATA,
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
      simulator: e.NODE_ENV !== 'production',
    },
    casino: {
      providerUrl: e.GAME_PROVIDER_URL?.replace(/\/+$/, '') ?? null,
      providerPublicKeyFile: e.GAME_PROVIDER_PUBLIC_KEY_FILE
        ? path.resolve(e.GAME_PROVIDER_PUBLIC_KEY_FILE)
        : null,
      simulator: e.NODE_ENV !== 'production' && !e.GAME_PROVIDER_URL,
      simulatorPort: e.GAME_SIMULATOR_PORT,
      simulatorPublicUrl: e.GAME_SIMULATOR_PUBLIC_URL?.replace(/\/+$/, ''),
      frameOrigins: e.GAME_FRAME_ORIGINS ? e.GAME_FRAME_ORIGINS.split(',') : [],
      sessionTtlMinutes: e.GAME_SESSION_TTL_MINUTES,
    },
    fault: e.NODE_ENV === 'test' ? e.LALEBET_FAULT : undefined,
    trustProxy: parseTrustProxy(e.TRUST_PROXY),
  };
}

/** Unset or empty: trust nobody. Digits: that many proxy hops. Otherwise a list of IPs/CIDRs. */
export function parseTrustProxy(raw: string | undefined): false | number | string[] {
  const v = raw?.trim();
  if (!v) return false;
  if (/^\d+$/.test(v)) return Number(v) || false;
  return v.split(',').map((s) => s.trim());
}
