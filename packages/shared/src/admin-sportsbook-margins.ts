import { z } from 'zod';
import { tradingReason } from './admin-sportsbook.ts';
import { SPORTS } from './sportsbook.ts';

/**
 * The desk's margin per sport, tournament or market type (docs/decisions/087-margins-and-obvious-error.md):
 * basis points added to the implied margin of the feed's prices, the most specific scope winning
 * (market, then tournament, then sport). 0 clears a setting.
 */
export const MARGIN_SCOPES = ['sport', 'tournament', 'market'] as const;
export type MarginScope = (typeof MARGIN_SCOPES)[number];
export const MARGIN_BP_MIN = -500;
export const MARGIN_BP_MAX = 2000;

const sports: ReadonlySet<string> = new Set(SPORTS);
/** A sport by name, a tournament by URN, a market by its type id. */
export const scopeKeyFits = (scope: MarginScope, key: string) =>
  scope === 'sport'
    ? sports.has(key)
    : scope === 'market'
      ? /^\d{1,9}$/.test(key)
      : /^[\w-]+:[\w-]+:\d+$/.test(key);

/** PUT admin/sportsbook/margins. */
export const marginRequestSchema = z
  .strictObject({
    scope: z.enum(MARGIN_SCOPES, { error: 'v.option' }),
    key: z.string().trim().min(1).max(100),
    marginBp: z
      .number()
      .int({ error: 'v.wholeNumber' })
      .min(MARGIN_BP_MIN, { error: 'v.min' })
      .max(MARGIN_BP_MAX, { error: 'v.max' }),
    reason: tradingReason,
  })
  .refine((r) => scopeKeyFits(r.scope, r.key), { path: ['key'], error: 'v.option' });

export const marginSettingSchema = z.object({
  scope: z.enum(MARGIN_SCOPES),
  key: z.string(),
  marginBp: z.number().int(),
  reason: z.string(),
  /** The staff member who set it last. */
  updatedBy: z.string(),
  updatedAt: z.string(),
});
export type MarginSetting = z.infer<typeof marginSettingSchema>;

/** GET admin/sportsbook/margins, and what a PUT answers: every setting in force. */
export const marginListSchema = z.object({ items: z.array(marginSettingSchema) });
