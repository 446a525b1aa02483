import path from 'node:path';
import { z } from 'zod';

const booleanish = z
  .enum(['true', 'false', '1', '0', ''])
  .optional()
  .transform((v) => v === 'true' || v === '1');

const envSchema = z
  .object({
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
  })
  .superRefine((env, ctx) => {
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
  });

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
  };
}
