import { z } from 'zod';
import { approvalTrailShape } from './admin-adjustments.ts';
import { tradingReason } from './admin-sportsbook.ts';
import { MARGIN_SCOPES, type MarginScope, scopeKeyFits } from './admin-sportsbook-margins.ts';

/**
 * The desk's limits per sport, tournament or market type
 * (docs/decisions/084-exposure-of-open-bets-and-scoped-limits.md): the largest stake of a bet
 * with a leg in the scope and the largest liability of one outcome in it, in whole lira, the
 * most specific scope winning (market, then tournament, then sport); the lower of it and the
 * site's own limit applies. null leaves that part to the wider scope.
 */
export const SCOPE_LIMIT_MAX_LIRA = 50_000_000;
const lira = z
  .number()
  .int({ error: 'v.wholeNumber' })
  .min(1, { error: 'v.min' })
  .max(SCOPE_LIMIT_MAX_LIRA, { error: 'v.max' })
  .nullable();

/** PUT admin/sportsbook/scope-limits: both parts null clears the scope. */
export const scopeLimitRequestSchema = z
  .strictObject({
    scope: z.enum(MARGIN_SCOPES, { error: 'v.option' }),
    key: z.string().trim().min(1).max(100),
    maxStake: lira,
    maxLiability: lira,
    reason: tradingReason,
  })
  .refine((r) => scopeKeyFits(r.scope, r.key), { path: ['key'], error: 'v.option' });
export type ScopeLimitRequest = z.infer<typeof scopeLimitRequestSchema>;

export const scopeLimitSchema = z.object({
  scope: z.enum(MARGIN_SCOPES),
  key: z.string(),
  maxStake: z.number().nullable(),
  maxLiability: z.number().nullable(),
  reason: z.string(),
  updatedBy: z.string(),
  updatedAt: z.string(),
});
export type ScopeLimit = z.infer<typeof scopeLimitSchema>;
export const scopeLimitListSchema = z.object({ items: z.array(scopeLimitSchema) });

/** A tighter (or new) limit applies at once; a looser one waits for a second sportsbook:limits holder. */
export const scopeLimitChangeSchema = z.object({
  status: z.enum(['done', 'pending']),
  requestId: z.number().nullable(),
  items: z.array(scopeLimitSchema),
});

/** What a loosening of a scope's limits is bound to: the scope and the limits asked for (lira). */
export function scopeLimitsCanonicalPayload(l: {
  scope: MarginScope;
  key: string;
  maxStake: number | null;
  maxLiability: number | null;
  reason: string;
}): string {
  return JSON.stringify(['scope_limits/v1', l.scope, l.key, l.maxStake, l.maxLiability, l.reason]);
}

/** A looser scope limit waiting for (or decided by) a second sportsbook:limits holder. */
export const scopeLimitsRequestSchema = z.object({
  kind: z.literal('scope_limits'),
  id: z.number(),
  scope: z.enum(MARGIN_SCOPES),
  key: z.string(),
  maxStake: z.number().nullable(),
  maxLiability: z.number().nullable(),
  reason: z.string(),
  ...approvalTrailShape,
});
export type ScopeLimitsRequest = z.infer<typeof scopeLimitsRequestSchema>;
