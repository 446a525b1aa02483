import { z } from 'zod';
import { adminListQuery, adminPage } from './admin-common.ts';
import { BTAG_PATTERN, isBtag } from './btag.ts';

export * from './btag.ts';

/** The sign-up field: a malformed value is dropped here rather than refused. */
export const signUpBtagSchema = z
  .string()
  .catch('')
  .transform((v) => (isBtag(v) ? v : undefined))
  .optional();

export const AFFILIATE_STATUSES = ['active', 'paused'] as const;
export type AffiliateStatus = (typeof AFFILIATE_STATUSES)[number];

const btagField = z.string().regex(BTAG_PATTERN, { error: 'v.invalid' });
const nameField = z.string().trim().min(2, { error: 'v.tooShort' }).max(100, { error: 'v.tooLong' });

export const affiliateSchema = z.object({
  id: z.number(),
  btag: z.string(),
  name: z.string(),
  status: z.enum(AFFILIATE_STATUSES),
  players: z.number(),
  createdAt: z.string(),
});
export type Affiliate = z.infer<typeof affiliateSchema>;
export const affiliatePageSchema = adminPage(affiliateSchema);
export const affiliatesQuerySchema = adminListQuery(['createdAt', 'players', 'btag'] as const);
export type AffiliatesQuery = z.infer<typeof affiliatesQuerySchema>;

export const createAffiliateRequestSchema = z.strictObject({ btag: btagField, name: nameField });
export type CreateAffiliateRequest = z.infer<typeof createAffiliateRequestSchema>;
export const updateAffiliateRequestSchema = z.strictObject({
  name: nameField.optional(),
  status: z.enum(AFFILIATE_STATUSES, { error: 'v.option' }).optional(),
});
export type UpdateAffiliateRequest = z.infer<typeof updateAffiliateRequestSchema>;

/** One player an affiliate brought: the user code, never personal data. */
export const affiliatePlayerSchema = z.object({
  userCode: z.string(),
  registeredAt: z.string(),
  firstDepositAt: z.string().nullable(),
});
export const affiliatePlayerPageSchema = adminPage(affiliatePlayerSchema);
export const affiliatePlayersQuerySchema = adminListQuery(['registeredAt'] as const);
export type AffiliatePlayersQuery = z.infer<typeof affiliatePlayersQuerySchema>;

/**
 * The daily NGR feed an affiliate platform pulls: one row per btag with activity on `day` (a
 * calendar day in the site's time zone). Money is kuruş as JSON integers (decimal text in the CSV).
 * GGR = (casino stakes - wins) + (sportsbook stakes - payouts); NGR = GGR - bonus cost.
 */
export const affiliateFeedQuerySchema = z.object({
  day: z.iso.date({ error: 'v.invalid' }),
  format: z.enum(['json', 'csv'], { error: 'v.option' }).optional(),
});
export type AffiliateFeedQuery = z.infer<typeof affiliateFeedQuerySchema>;

const minor = z.number().int();
export const affiliateFeedRowSchema = z.object({
  day: z.string(),
  btag: z.string(),
  registrations: z.number().int(),
  firstDeposits: z.number().int(),
  firstDepositAmount: minor,
  deposits: z.number().int(),
  depositAmount: minor,
  withdrawals: z.number().int(),
  withdrawalAmount: minor,
  casinoGgr: minor,
  sportsGgr: minor,
  ggr: minor,
  bonusCost: minor,
  chargebacks: minor,
  ngr: minor,
});
export type AffiliateFeedRow = z.infer<typeof affiliateFeedRowSchema>;
export const affiliateFeedSchema = z.object({
  day: z.string(),
  timeZone: z.string(),
  currency: z.string(),
  items: z.array(affiliateFeedRowSchema),
});
export type AffiliateFeed = z.infer<typeof affiliateFeedSchema>;
