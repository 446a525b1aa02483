import { z } from 'zod';
import type { NodeEnv } from './fields.ts';
import type { Env } from './schema.ts';

/** Known to everyone: the Betsy simulator signs with it outside production; production refuses it. */
export const DEV_BETSY_SECRET = 'betsy-dev-partner-secret-not-a-secret';

/** BETER's Betsy sportsbook bridge (docs/decisions/091-betsy-sportsbook-bridge.md). */
export const betsyEnv = {
  // off: no bridge (the fcg routes show our own book); sim: the Betsy simulator on its own port;
  // live: BETSY_URL with BETSY_CID and BETSY_SECRET. Unset: sim outside production, off in it.
  BETSY_MODE: z.enum(['off', 'sim', 'live']).optional(),
  BETSY_URL: z.url().optional(),
  BETSY_CID: z
    .string()
    .regex(/^[\w.-]{1,64}$/, 'must be 1 to 64 letters, digits, dots, dashes or underscores')
    .optional(),
  BETSY_SECRET: z.string().min(16, 'must be at least 16 characters').max(200).optional(),
  BETSY_SIMULATOR_PORT: z.coerce.number().int().min(0).max(65535).default(3002),
  BETSY_SIMULATOR_PUBLIC_URL: z.url().optional(),
  BETSY_LAUNCH_TTL_SECONDS: z.coerce.number().int().min(10).max(300).default(60),
  BETSY_SESSION_TTL_MINUTES: z.coerce
    .number()
    .int()
    .min(5)
    .max(24 * 60)
    .default(120),
};

/** Live needs its URL, CID and a secret of its own; production never runs the simulator. */
export function betsyRules(env: Env, ctx: z.RefinementCtx) {
  const mode = env.BETSY_MODE;
  if (mode === 'live') {
    for (const key of ['BETSY_URL', 'BETSY_CID', 'BETSY_SECRET'] as const) {
      if (!env[key])
        ctx.addIssue({ code: 'custom', path: [key], message: 'is required when BETSY_MODE=live' });
    }
  }
  if (env.NODE_ENV !== 'production') return;
  if (mode === 'sim') {
    ctx.addIssue({
      code: 'custom',
      path: ['BETSY_MODE'],
      message: 'sim is refused when NODE_ENV=production',
    });
  }
  if (env.BETSY_SECRET === DEV_BETSY_SECRET) {
    ctx.addIssue({
      code: 'custom',
      path: ['BETSY_SECRET'],
      message: 'must not be the published development value',
    });
  }
}

export function betsyConfig(e: Env, nodeEnv: NodeEnv) {
  const mode = e.BETSY_MODE ?? (nodeEnv === 'development' ? 'sim' : 'off');
  return {
    mode,
    /** The frame's base URL; null in sim mode until the simulator listens. */
    url: mode === 'live' ? e.BETSY_URL!.replace(/\/+$/, '') : null,
    cid: e.BETSY_CID ?? 'lalebet',
    /** Verifies x-sign-jws (HS256). Never log it. */
    secret: e.BETSY_SECRET ?? DEV_BETSY_SECRET,
    simulatorPort: e.BETSY_SIMULATOR_PORT,
    simulatorPublicUrl: e.BETSY_SIMULATOR_PUBLIC_URL?.replace(/\/+$/, ''),
    /** A launch token must be exchanged (user/profile) within this; it works once. */
    launchTtlSeconds: e.BETSY_LAUNCH_TTL_SECONDS,
    /** An exchanged token accepts bets for this long; then code 4 and the host fetches another. */
    sessionTtlMinutes: e.BETSY_SESSION_TTL_MINUTES,
  };
}
