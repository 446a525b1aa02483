import { AppError } from '../../lib/app-error.ts';
import type { RateLimitStore } from './store.ts';

/** A fixed-window request limit: at most `max` requests per subject in `windowMs`. */
export type RouteLimit = { name: string; max: number; windowMs: number };

/**
 * Limits on calls that cost the site more than they cost the caller (docs/decisions/
 * 013-login-and-code-guessing.md, Update): an outbound provider call and a stored row per game
 * launch, a catalogue query per search, a session lookup per hub negotiate.
 */
export const ROUTE_LIMITS = {
  /** Per customer: a player opens a few games a minute; a loop opens hundreds. */
  launch: { name: 'launch', max: 20, windowMs: 60_000 },
  /** Per address (/64): type-ahead sends one search per pause in typing. */
  search: { name: 'search', max: 120, windowMs: 60_000 },
  /** Per address (/64): each tab negotiates twice per (re)connect. */
  negotiate: { name: 'negotiate', max: 120, windowMs: 60_000 },
} as const satisfies Record<string, RouteLimit>;

/**
 * Counts this request (one atomic step, reserve first) and refuses it past the limit with
 * 429 `RATE_LIMITED` and Retry-After until the window ends. `subject` is a customer id or an
 * `ipLimitKey` (IPv6 by its /64).
 */
export async function enforceRouteLimit(store: RateLimitStore, limit: RouteLimit, subject: string) {
  // `route:<name>` is the memory store's key class, so one route's flood never evicts another's keys.
  const { total, msLeft } = await store.consume(`route:${limit.name}:${subject}`, limit.windowMs);
  if (total > limit.max) {
    throw new AppError('RATE_LIMITED', {
      headers: { 'retry-after': String(Math.max(1, Math.ceil(msLeft / 1000))) },
    });
  }
}
