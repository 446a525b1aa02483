import { z } from 'zod';

/** POST sportsbook/betsy/launch: a fresh launch token for the Betsy frame (ADR 091). */
export const betsyLaunchResponseSchema = z.object({
  betsyUrl: z.string(),
  betsyCid: z.string(),
  /** Single use, short-lived, never the session token. */
  betsyToken: z.string(),
  /** When the token can no longer be exchanged (ISO). */
  expiresAt: z.string(),
});
export type BetsyLaunch = z.infer<typeof betsyLaunchResponseSchema>;

/** POST sportsbook/betco/launch: a fresh launch token for the betco e-sports frame (ADR 097). */
export const betcoLaunchResponseSchema = z.object({
  /** The frame's base: the page is `{betcoUrl}/iframe-sportsbook/{lang}/{page}`. */
  betcoUrl: z.string(),
  /** Single use, short-lived, never the session token (the frame's `auth_token`). */
  betcoToken: z.string(),
  /** The frame's `user_id`: the player's user code. */
  betcoUserId: z.string(),
  /** When the token can no longer be exchanged (ISO). */
  expiresAt: z.string(),
});
export type BetcoLaunch = z.infer<typeof betcoLaunchResponseSchema>;

/** Which sportsbook the fcg routes (/spor/fcg, /livespor/fcg) show: site option `fcgsportsbook`. */
export const SPORTSBOOK_PROVIDERS = ['native', 'betsy'] as const;
/** Which sportsbook `/esports/betco` shows: site option `esportssportsbook` (ADR 097). */
export const ESPORTS_SPORTSBOOK_PROVIDERS = ['native', 'betco'] as const;
export type SportsbookProvider =
  (typeof SPORTSBOOK_PROVIDERS)[number] | (typeof ESPORTS_SPORTSBOOK_PROVIDERS)[number];

/**
 * The host ↔ frame envelope (docs/decisions/091-betsy-sportsbook-bridge.md): `{v:1, type, id, ts, payload}`. Events
 * come from the frame, commands go to it; each side checks the other's origin, never `*`.
 */
export const FRAME_EVENTS = [
  'ready',
  'resize',
  'route',
  'loginRequested',
  'depositRequested',
  'betslipCount',
  'betPlaced',
  'sessionExpired',
  'error',
  /** betco's `openSlider{registrationForm}` (ADR 097). */
  'registerRequested',
  /** betco's `userBalance`: the host refreshes its own balance, never trusting the number. */
  'balanceReported',
] as const;
export const FRAME_COMMANDS = ['setLocale', 'logout', 'setToken', 'balanceChanged'] as const;
export type FrameEventType = (typeof FRAME_EVENTS)[number];
export type FrameCommandType = (typeof FRAME_COMMANDS)[number];

export const frameEnvelopeSchema = z.object({
  v: z.literal(1),
  type: z.string().max(40),
  id: z.string().max(64),
  ts: z.number(),
  payload: z.record(z.string(), z.unknown()).default({}),
});
export type FrameEnvelope = z.infer<typeof frameEnvelopeSchema>;
