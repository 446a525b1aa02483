/**
 * Affiliate tracking (docs/decisions/092-affiliate-attribution-and-ngr-feed.md). A `btag` is the
 * tracker's token on a landing link: a short URL-safe text that starts with a letter or digit
 * (so a CSV cell never reads it as a formula). The web keeps the first one it sees for 30 days
 * and sends it with sign-up; anything else is ignored, never an error for the player. No zod
 * here: the web's entry chunk reads it before anything else loads.
 */
export const BTAG_PATTERN = /^[A-Za-z0-9][A-Za-z0-9._~-]{0,63}$/;
export const BTAG_TTL_DAYS = 30;
export const isBtag = (v: unknown): v is string => typeof v === 'string' && BTAG_PATTERN.test(v);
