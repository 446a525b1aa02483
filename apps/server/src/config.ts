import type { z } from 'zod';
import { envSchema } from './config/schema.ts';
import { toConfig } from './config/to-config.ts';

export {
  DEV_AUDIT_CHAIN_KEYS,
  DEV_KYC_API_KEY,
  DEV_KYC_WEBHOOK_SECRET,
  DEV_PAYMENT_GATEWAY_API_KEY,
  DEV_PAYMENT_WEBHOOK_SECRET,
  DEV_PAYOUT_DATA_KEYS,
  DEV_REGISTER_API_KEY,
} from './config/dev-defaults.ts';
export { isLoopbackHost, parseCountries, parseTrustProxy } from './config/fields.ts';

/** The environment checked (config/schema.ts) and then shaped for the server (config/to-config.ts). */
export const configSchema = envSchema.transform(toConfig);

export type Config = z.infer<typeof configSchema>;
export type PaymentsConfig = Config['payments'];
export type KycConfig = Config['kyc'];
export type RegistersConfig = Config['registers'];
export type CasinoConfig = Config['casino'];
export type SportsbookConfig = Config['sportsbook'];
export type NowpaymentsConfig = NonNullable<Config['nowpayments']>;

export class ConfigError extends Error {}

/** Parses the environment once at start-up; throws naming every variable that is wrong. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const blankToUndefined = Object.fromEntries(
    Object.entries(env).map(([k, v]) => [k, v === '' ? undefined : v]),
  );
  const parsed = configSchema.safeParse(blankToUndefined);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  return parsed.data;
}
