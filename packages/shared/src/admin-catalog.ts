import { z } from 'zod';
import { adminListQuery, adminPage } from './admin-common.ts';
import {
  INT32,
  NOTHING_TO_CHANGE,
  enabledFilter,
  minor,
  notEmpty,
  rank,
  searchText,
} from './admin-fields.ts';
import { GAME_CATEGORIES, LAUNCHERS } from './casino-constants.ts';
import { NOTIFICATION_LIMITS, localizedText } from './notifications.ts';

/**
 * Back-office catalogue contract (docs/decisions/029-staff-permissions.md): casino providers and
 * games, payment methods, segment notifications (bonus definitions and grants: admin-bonuses.ts).
 * Money here is integer minor units (kuruş) on the wire, unlike the player API's lira.
 */

// --- Casino ---------------------------------------------------------------------------------

export const adminProvidersQuerySchema = adminListQuery(['sort', 'name', 'id']).extend({
  enabled: enabledFilter.optional(),
  query: searchText.optional(),
});
export const adminProviderSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  slug: z.string(),
  launcher: z.enum(LAUNCHERS),
  logoUrl: z.string(),
  sort: z.number().int(),
  enabled: z.boolean(),
  gameCount: z.number().int(),
  enabledGameCount: z.number().int(),
});
export type AdminProvider = z.infer<typeof adminProviderSchema>;
export const adminProviderPageSchema = adminPage(adminProviderSchema);
export const adminProviderUpdateSchema = z
  .strictObject({ enabled: z.boolean().optional(), sort: rank().optional() })
  .refine(notEmpty, NOTHING_TO_CHANGE);
export type AdminProviderUpdate = z.infer<typeof adminProviderUpdateSchema>;

export const adminGamesQuerySchema = adminListQuery(['sort', 'name', 'id']).extend({
  providerId: z.coerce.number().int().positive().max(INT32).optional(),
  category: z.enum(GAME_CATEGORIES, { error: 'v.option' }).optional(),
  enabled: enabledFilter.optional(),
  query: searchText.optional(),
});
export type AdminGamesQuery = z.infer<typeof adminGamesQuerySchema>;
export const adminGameSchema = z.object({
  id: z.number().int(),
  gameCode: z.string(),
  name: z.string(),
  providerId: z.number().int(),
  providerName: z.string(),
  /** A game of a disabled provider is hidden from players whatever its own switch says. */
  providerEnabled: z.boolean(),
  imageUrl: z.string(),
  categories: z.array(z.enum(GAME_CATEGORIES)),
  isLive: z.boolean(),
  isNew: z.boolean(),
  isPopular: z.boolean(),
  sort: z.number().int(),
  enabled: z.boolean(),
});
export type AdminGame = z.infer<typeof adminGameSchema>;
export const adminGamePageSchema = adminPage(adminGameSchema);
export const adminGameUpdateSchema = z
  .strictObject({
    enabled: z.boolean().optional(),
    sort: rank().optional(),
    categories: z
      .array(z.enum(GAME_CATEGORIES, { error: 'v.option' }))
      .min(1, { error: 'v.required' })
      .max(GAME_CATEGORIES.length)
      .refine((c) => new Set(c).size === c.length, { error: 'v.invalid' })
      .optional(),
    isNew: z.boolean().optional(),
    isPopular: z.boolean().optional(),
  })
  .refine(notEmpty, NOTHING_TO_CHANGE);
export type AdminGameUpdate = z.infer<typeof adminGameUpdateSchema>;

// --- Payment methods ------------------------------------------------------------------------

export const adminPaymentMethodsQuerySchema = adminListQuery(['sort', 'name', 'id']).extend({
  direction: z.enum(['1', '2']).transform(Number).optional(),
  enabled: enabledFilter.optional(),
});
export const adminPaymentMethodSchema = z.object({
  id: z.number().int(),
  /** The product's Transaction kind: 1 deposit, 2 withdraw. */
  direction: z.union([z.literal(1), z.literal(2)]),
  code: z.string(),
  name: z.string(),
  logo: z.string(),
  /** Kuruş. */
  minAmount: z.number().int(),
  maxAmount: z.number().int(),
  sort: z.number().int(),
  enabled: z.boolean(),
});
export type AdminPaymentMethod = z.infer<typeof adminPaymentMethodSchema>;
export const adminPaymentMethodPageSchema = adminPage(adminPaymentMethodSchema);
/** When only one limit is sent, the server checks it against the stored other one. */
export const adminPaymentMethodUpdateSchema = z
  .strictObject({
    minAmount: minor().optional(),
    maxAmount: minor().optional(),
    sort: rank().optional(),
    enabled: z.boolean().optional(),
  })
  .refine(notEmpty, NOTHING_TO_CHANGE)
  .refine((v) => v.minAmount === undefined || v.maxAmount === undefined || v.minAmount <= v.maxAmount, {
    error: 'v.minAboveMax',
    path: ['minAmount'],
  });
export type AdminPaymentMethodUpdate = z.infer<typeof adminPaymentMethodUpdateSchema>;

// --- Segment notifications ------------------------------------------------------------------

export const VIP_LEVEL_MAX = 10;
/** Every condition given must hold; none given means every active player. */
export const notificationSegmentSchema = z.strictObject({
  depositedWithinDays: z
    .number()
    .int({ error: 'v.wholeNumber' })
    .min(1, { error: 'v.min' })
    .max(365, { error: 'v.max' })
    .optional(),
  vipLevelMin: z
    .number()
    .int({ error: 'v.wholeNumber' })
    .min(0, { error: 'v.min' })
    .max(VIP_LEVEL_MAX, { error: 'v.max' })
    .optional(),
  locale: z.enum(['tr', 'en'], { error: 'v.option' }).optional(),
});
export type NotificationSegment = z.infer<typeof notificationSegmentSchema>;
/**
 * marketing: offers and campaigns, never sent to self-excluded, timed-out, closed or strongly
 * flagged players (docs/rules.md R27 and R39); service: account and site notices, skipped only for closed accounts.
 */
export const NOTIFICATION_PURPOSES = ['marketing', 'service'] as const;
export const adminSegmentSendSchema = z.strictObject({
  segment: notificationSegmentSchema,
  purpose: z.enum(NOTIFICATION_PURPOSES, { error: 'v.option' }),
  title: localizedText(NOTIFICATION_LIMITS.title),
  note: localizedText(NOTIFICATION_LIMITS.note),
  /** Only count who would get it. */
  dryRun: z.boolean().default(false),
});
export type AdminSegmentSend = z.infer<typeof adminSegmentSendSchema>;
export const adminSegmentSentSchema = z.object({
  /** Stored (or, on a dry run, would be). */
  sent: z.number().int(),
  /** In the segment but left out for player protection. */
  skipped: z.number().int(),
});
