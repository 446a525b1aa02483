import { z } from 'zod';
import { booleanish, isIpOrCidr, keyring, postgresUrl, switchVar } from './fields.ts';
import { nowpaymentsEnv } from './nowpayments.ts';
import { paparaEnv } from './papara-env.ts';
import { sourceAllowlistEnv } from './source-allowlists.ts';
import { providerEnv } from './provider-env.ts';
import { refineEnv } from './rules.ts';

/** The process itself: where it listens, its databases, accounts and security switches. */
const platformEnv = {
  // Unset means development only on loopback or with DEMO_MODE=true (docs/decisions/049-production-safety-ii.md).
  NODE_ENV: z.enum(['development', 'test', 'production']).optional(),
  DEMO_MODE: booleanish,
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).optional(),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: postgresUrl.optional(),
  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\//, 'must start with redis:// or rediss://')
    .optional(),
  PUBLIC_URL: z.url().optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  WEB_DIST_DIR: z.string().optional(),
  ADMIN_DIST_DIR: z.string().optional(),
  // Unset is not "off": demo content is seeded by default outside production.
  SEED_DEMO_DATA: switchVar,
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
  // A live game catalogue's image CDNs (ADR 090): https origins, comma-separated, added to img-src.
  CASINO_IMAGE_ORIGINS: z
    .string()
    .transform((v) =>
      v
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean),
    )
    .pipe(
      z.array(
        z.url().refine((v) => v.startsWith('https://') && new URL(v).origin === v.replace(/\/$/, ''), {
          message: 'each must be an https origin without a path, e.g. https://cdn.provider.example',
        }),
      ),
    )
    .optional(),
  // The back office on its own origin (its own CSP; /admin and /api/admin answer only there).
  ADMIN_PUBLIC_URL: z.url().optional(),
  // Keys the audit chain's seals (HMAC-SHA256), id:base64key pairs like PAYOUT_DATA_KEYS.
  AUDIT_CHAIN_KEYS: keyring.optional(),
  // Database roles (ADR 017): the owner that runs migrations; DATABASE_URL is then the runtime role.
  DATABASE_MIGRATION_URL: postgresUrl.optional(),
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
  // Production needs the allow-list or this statement that a proxy in front admits staff
  // addresses only (docs/decisions/103-back-office-reach-in-production.md).
  ADMIN_ALLOWLIST_AT_EDGE: booleanish,
  ADMIN_TOTP_OPTIONAL: booleanish,
  // Payout details and admin TOTP secrets at rest (ADR 015, 014): id:base64key pairs, the first
  // encrypts, all decrypt.
  PAYOUT_DATA_KEYS: keyring.optional(),
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
  // The affiliate platforms' Bearer tokens for GET /api/affiliates/feed (ADR 092).
  AFFILIATE_FEED_TOKENS: z
    .string()
    .trim()
    .regex(
      /^[a-z0-9-]{2,40}:[A-Za-z0-9._~-]{24,200}(\s*,\s*[a-z0-9-]{2,40}:[A-Za-z0-9._~-]{24,200})*$/,
      'must be platform:token pairs separated by commas, each token 24+ URL-safe characters',
    )
    .optional(),
};

export const envObject = z.object({
  ...platformEnv,
  ...providerEnv,
  ...nowpaymentsEnv,
  ...paparaEnv,
  ...sourceAllowlistEnv,
});

/** The parsed environment, before it becomes a Config. */
export type Env = z.infer<typeof envObject>;

/** Every variable checked alone, then the rules that tie several together. */
export const envSchema = envObject.superRefine(refineEnv);
