import { z } from 'zod';
import type { NodeEnv } from './fields.ts';
import type { Env } from './schema.ts';

/** Known to everyone: the betco simulator signs with it outside production; production refuses it. */
export const DEV_BETCO_SECRET = 'betco-dev-wallet-secret-not-a-secret';

/** The BetConstruct-style e-sports frame (docs/decisions/097-betco-esports-frame.md). */
export const betcoEnv = {
  // off: no bridge (/esports/betco shows our own book); sim: the betco simulator on its own port;
  // live: BETCO_URL with BETCO_SECRET. Unset: sim outside production, off in it.
  BETCO_MODE: z.enum(['off', 'sim', 'live']).optional(),
  BETCO_URL: z.url().optional(),
  BETCO_SECRET: z.string().min(16, 'must be at least 16 characters').max(200).optional(),
  BETCO_SIMULATOR_PORT: z.coerce.number().int().min(0).max(65535).default(3003),
  BETCO_SIMULATOR_PUBLIC_URL: z.url().optional(),
  BETCO_LAUNCH_TTL_SECONDS: z.coerce.number().int().min(10).max(300).default(60),
  BETCO_SESSION_TTL_MINUTES: z.coerce
    .number()
    .int()
    .min(5)
    .max(24 * 60)
    .default(120),
};

/** Live needs its URL and a secret of its own; production never runs the simulator. */
export function betcoRules(env: Env, ctx: z.RefinementCtx) {
  const mode = env.BETCO_MODE;
  if (mode === 'live') {
    for (const key of ['BETCO_URL', 'BETCO_SECRET'] as const) {
      if (!env[key])
        ctx.addIssue({ code: 'custom', path: [key], message: 'is required when BETCO_MODE=live' });
    }
  }
  if (env.NODE_ENV !== 'production') return;
  if (mode === 'sim')
    ctx.addIssue({
      code: 'custom',
      path: ['BETCO_MODE'],
      message: 'sim is refused when NODE_ENV=production',
    });
  if (env.BETCO_SECRET === DEV_BETCO_SECRET)
    ctx.addIssue({
      code: 'custom',
      path: ['BETCO_SECRET'],
      message: 'must not be the published development value',
    });
}

export function betcoConfig(e: Env, nodeEnv: NodeEnv) {
  const mode = e.BETCO_MODE ?? (nodeEnv === 'development' ? 'sim' : 'off');
  return {
    mode,
    /** The frame's base URL (…/iframe-sportsbook/{lang}/{page} below it); null in sim mode until the simulator listens. */
    url: mode === 'live' ? e.BETCO_URL!.replace(/\/+$/, '') : null,
    /** Verifies x-betco-signature (HMAC-SHA256 of the raw body). Never log it. */
    secret: e.BETCO_SECRET ?? DEV_BETCO_SECRET,
    simulatorPort: e.BETCO_SIMULATOR_PORT,
    simulatorPublicUrl: e.BETCO_SIMULATOR_PUBLIC_URL?.replace(/\/+$/, ''),
    /** A launch token must be exchanged (POST /session) within this; it works once. */
    launchTtlSeconds: e.BETCO_LAUNCH_TTL_SECONDS,
    /** An exchanged token accepts bets for this long; then TOKEN_EXPIRED and the host fetches another. */
    sessionTtlMinutes: e.BETCO_SESSION_TTL_MINUTES,
  };
}
