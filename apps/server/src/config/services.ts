import path from 'node:path';
import {
  DEV_FEED_API_TOKEN,
  DEV_KYC_API_KEY,
  DEV_KYC_WEBHOOK_SECRET,
  DEV_PAYMENT_GATEWAY_API_KEY,
  DEV_PAYMENT_WEBHOOK_SECRET,
  DEV_REGISTER_API_KEY,
} from './dev-defaults.ts';
import { catalogueConfig } from './catalogue.ts';
import { betcoConfig } from './betco.ts';
import { betsyConfig } from './betsy.ts';
import type { NodeEnv } from './fields.ts';
import type { Env } from './schema.ts';

/** A base URL without its trailing slashes, so paths can be appended with one. */
const base = (url: string | undefined) => url?.replace(/\/+$/, '');

/** The outside services; each is its simulator (never in production) while its URL is unset. */
export function servicesConfig(e: Env, nodeEnv: NodeEnv) {
  const simulators = nodeEnv !== 'production';
  return {
    payments: {
      /** The gateway's API base; null means the in-process simulator at <this server>/sim/gateway. */
      gatewayUrl: base(e.PAYMENT_GATEWAY_URL) ?? null,
      apiKey: e.PAYMENT_GATEWAY_API_KEY ?? DEV_PAYMENT_GATEWAY_API_KEY,
      /** whsec_<base64>: signs the gateway's webhooks. Never log it. */
      webhookSecret: e.PAYMENT_WEBHOOK_SECRET ?? DEV_PAYMENT_WEBHOOK_SECRET,
      depositExpiryMinutes: e.DEPOSIT_EXPIRY_MINUTES,
      /** Mount the gateway simulator at /sim/gateway (never in production). */
      simulator: simulators,
    },
    kyc: {
      /** The provider's API base; null means the in-process simulator at <this server>/sim/kyc. */
      providerUrl: base(e.KYC_PROVIDER_URL) ?? null,
      apiKey: e.KYC_API_KEY ?? DEV_KYC_API_KEY,
      /** whsec_<base64>: signs the provider's webhooks. Never log it. */
      webhookSecret: e.KYC_WEBHOOK_SECRET ?? DEV_KYC_WEBHOOK_SECRET,
      /** Mount the KYC simulator at /sim/kyc (never in production). */
      simulator: simulators,
    },
    registers: {
      /** A register's API base; null means the in-process simulator at <this server>/sim/registers. */
      gamstop: { url: base(e.GAMSTOP_URL) ?? null, apiKey: e.GAMSTOP_API_KEY ?? DEV_REGISTER_API_KEY },
      spelpaus: { url: base(e.SPELPAUS_URL) ?? null, apiKey: e.SPELPAUS_API_KEY ?? DEV_REGISTER_API_KEY },
      /** One lookup's timeout; a lookup is tried up to three times (docs/rules.md R33). */
      timeoutMs: e.REGISTER_TIMEOUT_MS,
      /** Mount the register simulator at /sim/registers (never in production). */
      simulator: simulators,
    },
    casino: casinoConfig(e, nodeEnv),
    sportsbook: sportsbookConfig(e, nodeEnv),
    betsy: betsyConfig(e, nodeEnv),
    betco: betcoConfig(e, nodeEnv),
  };
}

function casinoConfig(e: Env, nodeEnv: NodeEnv) {
  return {
    /** The aggregator's API base for launches; null means the game-provider simulator. */
    providerUrl: base(e.GAME_PROVIDER_URL) ?? null,
    /** PEM file with the aggregator's public key; null means the simulator's key in DATA_DIR/keys. */
    providerPublicKeyFile: e.GAME_PROVIDER_PUBLIC_KEY_FILE
      ? path.resolve(e.GAME_PROVIDER_PUBLIC_KEY_FILE)
      : null,
    /** Run the game-provider simulator on its own port (never in production). */
    simulator: nodeEnv !== 'production' && !e.GAME_PROVIDER_URL,
    /** The simulator's port; 0 picks a free one (tests). */
    simulatorPort: e.GAME_SIMULATOR_PORT,
    /** How browsers reach the simulator; default http://localhost:<its port>. */
    simulatorPublicUrl: base(e.GAME_SIMULATOR_PUBLIC_URL),
    /** Extra origins the CSP lets game frames load from (a real provider's game servers). */
    frameOrigins: e.GAME_FRAME_ORIGINS ? e.GAME_FRAME_ORIGINS.split(',') : [],
    /** A launch token accepts bets for this long; wins and rollbacks settle after it too. */
    sessionTtlMinutes: e.GAME_SESSION_TTL_MINUTES,
    /** The catalogue imported from the aggregator's Operator API (docs/decisions/090-catalogue-sync.md). */
    catalogue: catalogueConfig(e, nodeEnv),
  };
}

function sportsbookConfig(e: Env, nodeEnv: NodeEnv) {
  return {
    /** The feed's broker (UOF's topic exchange); null: the in-process transport. */
    amqpUrl: e.FEED_AMQP_URL ?? null,
    /**
     * The feed's REST API (fixtures, recovery); null: the simulator's in process. Outside
     * production the token defaults to the simulator's.
     */
    api: e.FEED_API_URL
      ? {
          url: e.FEED_API_URL.replace(/\/$/, ''),
          token: e.FEED_API_TOKEN ?? DEV_FEED_API_TOKEN,
          nodeId: e.FEED_NODE_ID ?? null,
        }
      : null,
    /**
     * Run the odds-feed simulator (never in production): on by default in development only
     * (FEED_SIMULATOR=false turns it off); server tests start it where they need it.
     */
    simulator:
      nodeEnv === 'development'
        ? e.FEED_SIMULATOR !== false
        : nodeEnv === 'test' && e.FEED_SIMULATOR === true,
    /** Match seconds per real second on the simulator's clock. */
    simSpeed: e.FEED_SIM_SPEED,
    simSeed: e.FEED_SIM_SEED,
    /** The bet builder's pricing service (ADR 072); `off`: no bet builder (BUILDER_UNAVAILABLE). */
    customBet: e.CUSTOM_BET_SERVICE ?? (nodeEnv === 'production' ? 'off' : 'sim'),
  };
}
