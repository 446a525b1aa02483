import { z } from 'zod';
import { adminListQuery, adminPage, allowedActionsSchema } from './admin-common.ts';
import { adminDebtSchema } from './admin-debts.ts';
import { KYC_STATUSES } from './protection.ts';

/**
 * Back office: Player 360 (docs/decisions/029-staff-permissions.md). Personal data (e-mail,
 * phone, full name, birth date) comes masked unless the caller holds customers:pii; an unmasked
 * read is audited. Money is lira (converted from kuruş at the edge, as everywhere).
 */
export const CUSTOMER_STATES = ['active', 'timed_out', 'self_excluded', 'closed'] as const;
export type CustomerState = (typeof CUSTOMER_STATES)[number];

/** What staff may do from the Player 360 page; the screen offers only these. */
export const CUSTOMER_ACTIONS = [
  'endSessions',
  'addNote',
  'adjust',
  'protection',
  'kyc',
  'audit',
  'unlock',
  'writeOffDebt',
] as const;
export type CustomerAction = (typeof CUSTOMER_ACTIONS)[number];

export const adminCustomerSearchQuerySchema = adminListQuery(['createdAt', 'username', 'id']).extend({
  /** A username, user code, e-mail or phone, exact or its beginning, any case. */
  query: z.string().trim().max(100).optional(),
});
export type AdminCustomerSearchQuery = z.infer<typeof adminCustomerSearchQuerySchema>;

export const adminCustomerStatusSchema = z.object({
  state: z.enum(CUSTOMER_STATES),
  /** When the time-out or exclusion ends; null: permanent, or none. */
  until: z.string().nullable(),
  locked: z.boolean(),
  disabled: z.boolean(),
});

export const adminCustomerRowSchema = z.object({
  id: z.number(),
  userCode: z.string(),
  username: z.string(),
  email: z.string(),
  phone: z.string(),
  fullName: z.string(),
  createdAt: z.string(),
  state: z.enum(CUSTOMER_STATES),
  /** false when the caller holds customers:pii and sees the data in clear. */
  masked: z.boolean(),
});
export type AdminCustomerRow = z.infer<typeof adminCustomerRowSchema>;
/**
 * Counting every match of a broad search costs more than the page itself on 100,000 players, so
 * the total stops at this: `capped` says there are more, and staff narrow the query.
 */
export const CUSTOMER_SEARCH_COUNT_CAP = 1_000;
export const adminCustomerPageSchema = adminPage(adminCustomerRowSchema).extend({ capped: z.boolean() });

export const adminCustomerDetailSchema = z.object({
  profile: z.object({
    id: z.number(),
    userCode: z.string(),
    username: z.string(),
    email: z.string(),
    phone: z.string(),
    phoneVerified: z.boolean(),
    fullName: z.string(),
    birthDate: z.string(),
    country: z.string(),
    locale: z.enum(['tr', 'en']),
    createdAt: z.string(),
    referredBy: z.number().nullable(),
    /** Masked always here; the full value is revealed per withdrawal (withdrawals:pii, audited). */
    payoutDestinations: z.array(
      z.object({ kind: z.enum(['iban', 'wallet', 'ewallet']), masked: z.string() }),
    ),
    masked: z.boolean(),
  }),
  status: adminCustomerStatusSchema,
  balances: z.object({ real: z.number(), bonus: z.number(), pendingWithdrawals: z.number() }),
  kyc: z.object({ status: z.enum([...KYC_STATUSES, 'none']), updatedAt: z.string().nullable() }),
  protection: z.object({ activeLimits: z.number(), pendingLimitChanges: z.number(), openFlags: z.number() }),
  /** Open debts from settlement corrections; withdrawals wait until they are paid (ADR 047). */
  debts: z.array(adminDebtSchema),
  counts: z.object({
    activeSessions: z.number(),
    deposits: z.number(),
    withdrawals: z.number(),
    casinoRounds: z.number(),
    bets: z.number(),
    bonuses: z.number(),
    notes: z.number(),
  }),
  allowedActions: allowedActionsSchema,
});
export type AdminCustomerDetail = z.infer<typeof adminCustomerDetailSchema>;

/** Tabs: newest first; each tab is its own page of {items, total}. */
export const adminCustomerTabQuerySchema = adminListQuery(['newest', 'oldest']).omit({ order: true });
export type AdminCustomerTabQuery = z.infer<typeof adminCustomerTabQuerySchema>;

export const adminCustomerSessionSchema = z.object({
  id: z.string(),
  createdAt: z.string(),
  lastActivityAt: z.string(),
  endedAt: z.string().nullable(),
  endReason: z.string().nullable(),
  active: z.boolean(),
  ip: z.string().nullable(),
  device: z.string(),
  browser: z.string(),
});
export const adminCustomerSessionPageSchema = adminPage(adminCustomerSessionSchema);

export const adminEndSessionsRequestSchema = z.strictObject({
  reason: z.string().trim().min(3, { error: 'v.min' }).max(500),
});
export const adminEndSessionsResponseSchema = z.object({ ended: z.number(), gameLaunchesEnded: z.number() });

export const adminLedgerQuerySchema = z.object({
  account: z.enum(['cash', 'bonus']).default('cash'),
  skip: z.coerce.number().int().min(0).max(1_000_000).default(0),
  take: z.coerce.number().int().min(1).max(100).default(25),
  /** Keyset paging: entries older than this entry id (skip is then ignored). */
  before: z.coerce.number().int().positive().optional(),
});
export type AdminLedgerQuery = z.infer<typeof adminLedgerQuerySchema>;
export const adminLedgerRowSchema = z.object({
  id: z.number(),
  at: z.string(),
  code: z.string(),
  transferId: z.string(),
  /** Signed: credits positive, debits negative. */
  amount: z.number(),
  /** A hold's reservation or its release: it moves the available, not the posted balance. */
  pending: z.boolean(),
  /** The posted balance right after this entry. */
  balanceAfter: z.number().nullable(),
});
export const adminLedgerPageSchema = adminPage(adminLedgerRowSchema);

export const adminCustomerPaymentSchema = z.object({
  id: z.number(),
  status: z.number(),
  amount: z.number(),
  method: z.string(),
  reasonCode: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export const adminCustomerPaymentPageSchema = adminPage(adminCustomerPaymentSchema);

export const adminCustomerRoundSchema = z.object({
  provider: z.string(),
  round: z.string(),
  gameCode: z.string(),
  stake: z.number(),
  win: z.number(),
  bets: z.number(),
  status: z.string(),
  startedAt: z.string(),
  updatedAt: z.string(),
});
export const adminCustomerRoundPageSchema = adminPage(adminCustomerRoundSchema);

export const adminCustomerBetSchema = z.object({
  id: z.string(),
  kind: z.string(),
  status: z.string(),
  legs: z.number(),
  stake: z.number(),
  bonusStake: z.number(),
  potentialPayout: z.number(),
  payout: z.number().nullable(),
  live: z.boolean(),
  placedAt: z.string(),
  settledAt: z.string().nullable(),
});
export const adminCustomerBetPageSchema = adminPage(adminCustomerBetSchema);

export const adminCustomerBonusSchema = z.object({
  id: z.number(),
  code: z.string(),
  title: z.string(),
  status: z.string(),
  amount: z.number(),
  wageringRequired: z.number(),
  wageringDone: z.number(),
  createdAt: z.string(),
  expiresAt: z.string().nullable(),
  closedAt: z.string().nullable(),
});
export const adminCustomerBonusPageSchema = adminPage(adminCustomerBonusSchema);

export const CUSTOMER_NOTE_MAX = 2_000;
export const adminCustomerNoteRequestSchema = z.strictObject({
  text: z.string().trim().min(1, { error: 'v.required' }).max(CUSTOMER_NOTE_MAX),
});
export const adminCustomerNoteSchema = z.object({
  id: z.number(),
  text: z.string(),
  authorId: z.number(),
  author: z.string(),
  createdAt: z.string(),
});
export const adminCustomerNotePageSchema = adminPage(adminCustomerNoteSchema);

export const adminCustomerNotificationSchema = z.object({
  id: z.number(),
  type: z.number(),
  title: z.string(),
  note: z.string(),
  createdAt: z.string(),
  readAt: z.string().nullable(),
});
export const adminCustomerNotificationPageSchema = adminPage(adminCustomerNotificationSchema);

export const adminCustomerAuditSchema = z.object({
  seq: z.number(),
  at: z.string(),
  actorKind: z.enum(['customer', 'admin', 'system']),
  actorId: z.number().nullable(),
  event: z.string(),
  ip: z.string().nullable(),
  details: z.record(z.string(), z.unknown()),
});
export const adminCustomerAuditPageSchema = adminPage(adminCustomerAuditSchema);
