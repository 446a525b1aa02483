import { z } from 'zod';
import { catalogueEnv } from './catalogue.ts';
import { betcoEnv } from './betco.ts';
import { betsyEnv } from './betsy.ts';
import { apiKey, switchVar, webhookSecret } from './fields.ts';

/** The outside services; each one unset outside production means its simulator. */
export const providerEnv = {
  // Payments. Unset outside production: the in-process gateway simulator at /sim/gateway.
  PAYMENT_GATEWAY_URL: z.url().optional(),
  PAYMENT_GATEWAY_API_KEY: apiKey.optional(),
  PAYMENT_WEBHOOK_SECRET: webhookSecret.optional(),
  DEPOSIT_EXPIRY_MINUTES: z.coerce
    .number()
    .int()
    .min(5)
    .max(7 * 24 * 60)
    .default(30),
  // KYC (docs/decisions/026-kyc.md). Unset outside production: the simulator at /sim/kyc.
  KYC_PROVIDER_URL: z.url().optional(),
  KYC_API_KEY: apiKey.optional(),
  KYC_WEBHOOK_SECRET: webhookSecret.optional(),
  // National self-exclusion registers (docs/decisions/032-national-registers.md). Unset outside
  // production: the simulator at /sim/registers. Production needs a register's pair only when
  // REAL_MONEY_COUNTRIES names its country (GB: GAMSTOP, SE: Spelpaus).
  GAMSTOP_URL: z.url().optional(),
  GAMSTOP_API_KEY: apiKey.optional(),
  SPELPAUS_URL: z.url().optional(),
  SPELPAUS_API_KEY: apiKey.optional(),
  REGISTER_TIMEOUT_MS: z.coerce.number().int().min(100).max(30_000).default(3000),
  // Sportsbook (docs/decisions/021-sportsbook-engine.md): the odds feed's AMQP broker; unset,
  // the feed travels in process. The feed simulator runs outside production only.
  FEED_AMQP_URL: z
    .string()
    .regex(/^amqps?:\/\//, 'must start with amqp:// or amqps://')
    .optional(),
  // The feed's REST API (docs/decisions/082-uof-transport-and-recovery.md): fixtures and recovery,
  // e.g. https://api.betradar.com/v1. Unset with the simulator in process: its documents and
  // recovery without an HTTP hop. FEED_NODE_ID tags this deployment's recovery requests.
  FEED_API_URL: z.url().optional(),
  FEED_API_TOKEN: z
    .string()
    .regex(/^\S{8,200}$/, 'must be 8 to 200 characters without spaces')
    .optional(),
  FEED_NODE_ID: z.coerce
    .number()
    .int()
    .min(1)
    .max(2 ** 31 - 1)
    .optional(),
  // Unset is not "off": the simulator's default depends on NODE_ENV.
  FEED_SIMULATOR: switchVar,
  FEED_SIM_SPEED: z.coerce.number().min(0.1).max(600).default(10),
  FEED_SIM_SEED: z.coerce
    .number()
    .int()
    .min(1)
    .max(2 ** 31 - 1)
    .default(20261127),
  // The bet builder's custom-bet service (docs/decisions/072-bet-builder.md): `sim` prices from
  // the catalogue's own prices in process; `off` offers no bet builder. Unset: `sim` outside
  // production, `off` in production (until the Sportradar Custom Bet adapter exists).
  CUSTOM_BET_SERVICE: z.enum(['sim', 'off']).optional(),
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
  // The casino catalogue from the aggregator's Operator API (docs/decisions/090-catalogue-sync.md).
  ...catalogueEnv,
  ...betsyEnv,
  ...betcoEnv,
  // Outside loopback, the simulators' control routes need this token (x-sim-control-token).
  SIM_CONTROL_TOKEN: apiKey.optional(),
  // Tests only (NODE_ENV=test): makes the process die at a chosen point, for crash tests.
  LALEBET_FAULT: z.enum(['webhook-after-commit', 'wallet-after-commit']).optional(),
};
