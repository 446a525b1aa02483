import { z } from 'zod';
import { adminListQuery, adminPage } from './admin-common.ts';
import { debtHistorySchema } from './debts.ts';
import { FieldType, TransactionKind, TransactionStatus } from './enums.ts';
import { withdrawPasswordSchema, withdrawSmsCodeSchema } from './payment-form.ts';

/**
 * Payments contract. Amounts on the wire are lira numbers with at most two
 * decimals; the server converts them with `toMinor` (money.ts) and never stores floats.
 */

/** The product's Transaction kind doubles as the direction of a payment method (beyond docs/product.md §1–9). */
export const PaymentDirection = {
  Deposit: TransactionKind.Deposit,
  Withdraw: TransactionKind.Withdraw,
} as const;
export type PaymentDirection = (typeof PaymentDirection)[keyof typeof PaymentDirection];
const directionSchema = z.union([z.literal(1), z.literal(2)], { error: 'v.invalid' });

// GET payment/methods?type=1|2
export const paymentMethodsQuerySchema = z.object({
  type: z.coerce.number().pipe(directionSchema),
});
export const paymentMethodSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  /** A same-origin image URL. */
  logo: z.string(),
  /** Lira. */
  min: z.number(),
  max: z.number(),
  /** Localized, e.g. "Anında" / "Instant", "5-30 dk". */
  processingTime: z.string(),
});
export type PaymentMethod = z.infer<typeof paymentMethodSchema>;

// POST payment/detail
export const paymentDetailRequestSchema = z.strictObject({
  id: z.number({ error: 'v.invalid' }).int().positive().max(2_147_483_647),
  type: directionSchema,
});

/** Checks beyond length and range that a String field may name; the web runs the same ones. */
export const PAYMENT_FIELD_CHECKS = ['iban', 'luhn', 'tronAddress'] as const;
export type PaymentFieldCheck = (typeof PAYMENT_FIELD_CHECKS)[number];

/**
 * What a withdrawal field names, whatever its JSON type (docs/decisions/047-money-details.md): a
 * payout destination is sealed, masked and cooled off when new (an IBAN, a crypto wallet address,
 * an e-wallet account number such as Papara's); a card is exchanged for the gateway's token.
 */
export const PAYOUT_DESTINATION_KINDS = ['iban', 'wallet', 'ewallet', 'card'] as const;
export type PayoutDestinationKind = (typeof PAYOUT_DESTINATION_KINDS)[number];

/** Operator-set rules of one field (beyond docs/product.md §1–9, which only names key, mask, objectType, option). */
export const paymentFieldRulesSchema = z.object({
  min: z.number().optional(),
  max: z.number().optional(),
  minLength: z.number().int().optional(),
  maxLength: z.number().int().optional(),
  /** A regular expression the whole value must match. */
  pattern: z.string().optional(),
  check: z.enum(PAYMENT_FIELD_CHECKS).optional(),
  /** The field is a payout destination of this kind (withdrawal methods). */
  destination: z.enum(PAYOUT_DESTINATION_KINDS).optional(),
});
export type PaymentFieldRules = z.infer<typeof paymentFieldRulesSchema>;

export const paymentFieldOptionSchema = z.object({ id: z.union([z.number(), z.string()]), name: z.string() });
/** The product's "Payment detail field definition". A non-null option makes it a dropdown. */
export const paymentFieldSchema = z.object({
  key: z.string(),
  mask: z.string().nullable(),
  objectType: z.enum(FieldType),
  option: z.array(paymentFieldOptionSchema).nullable(),
  rules: paymentFieldRulesSchema,
});
export type PaymentField = z.infer<typeof paymentFieldSchema>;
/** The key of the amount field every method has; its min/max are the method's limits. */
export const AMOUNT_FIELD_KEY = 'Amount';

// POST payment/deposit and payment/withdraw
export const PAYMENT_DETAIL_LIMITS = { fields: 20, key: 40, text: 200 } as const;
export const paymentSubmitSchema = z.strictObject({
  id: z.number({ error: 'v.invalid' }).int().positive().max(2_147_483_647),
  target: z.literal('pay', { error: 'v.invalid' }),
  detail: z
    .record(
      z.string().max(PAYMENT_DETAIL_LIMITS.key),
      z.union([z.string().max(PAYMENT_DETAIL_LIMITS.text, { error: 'v.tooLong' }), z.number(), z.boolean()]),
    )
    .refine((d) => Object.keys(d).length <= PAYMENT_DETAIL_LIMITS.fields, { error: 'v.invalid' }),
  /**
   * Withdrawals only : the player confirmed that withdrawing cancels the active bonus.
   * Without it, a withdrawal while a bonus is active answers BONUS_FORFEIT_REQUIRED.
   */
  forfeitBonus: z.literal(true, { error: 'v.invalid' }).optional(),
  /**
   * Withdrawals only: the account password confirms the request (step-up), or instead `smsCode`,
   * the 6-digit code payment/withdrawcode sent to the verified phone. Never stored or hashed
   * into the Idempotency-Key's request hash.
   */
  password: withdrawPasswordSchema.optional(),
  smsCode: withdrawSmsCodeSchema.optional(),
});
export type PaymentSubmit = z.infer<typeof paymentSubmitSchema>;
/** payment/deposit answers with the URL of the gateway's hosted payment page. */
export const depositResponseSchema = z.string();

// POST transaction/list
export const TRANSACTION_PAGE_TAKE = 20;
const isoDate = z.iso.date({ error: 'v.invalid' });
export const transactionListRequestSchema = z.strictObject({
  kind: z.enum(TransactionKind, { error: 'v.invalid' }).default(TransactionKind.All),
  status: z.enum(TransactionStatus, { error: 'v.invalid' }).default(TransactionStatus.None),
  /** Inclusive calendar days (Europe/Istanbul), YYYY-MM-DD. */
  from: isoDate.nullish(),
  to: isoDate.nullish(),
  skip: z.number().int().min(0).max(1_000_000).default(0),
  take: z.number().int().min(1).max(100).default(TRANSACTION_PAGE_TAKE),
});
export type TransactionListRequest = z.input<typeof transactionListRequestSchema>;
export const transactionItemSchema = z.object({
  id: z.number().int(),
  kind: z.union([z.literal(1), z.literal(2)]),
  status: z.enum(TransactionStatus),
  amount: z.number(),
  /** The payment method's name. */
  method: z.string(),
  /** Why it was rejected or cancelled, in the customer's language; null otherwise. */
  reason: z.string().nullable(),
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
});
export type TransactionItem = z.infer<typeof transactionItemSchema>;
export const transactionListResponseSchema = z.object({
  items: z.array(transactionItemSchema),
  total: z.number().int(),
  /** Debts from corrected bets and what collected them (docs/decisions/047-money-details.md). */
  debts: debtHistorySchema,
});

// Back office: withdrawals waiting for an operator.
export const adminWithdrawalsQuerySchema = adminListQuery(['createdAt', 'amount'] as const).extend({
  status: z.coerce.number().pipe(z.enum(TransactionStatus)).default(TransactionStatus.Pending),
  /** First come, first paid. */
  order: z.enum(['asc', 'desc']).default('asc'),
  /** Only those on hold ('true') or only those not ('false'). */
  held: z.enum(['true', 'false']).optional(),
});
/** What an operator may do to one withdrawal; the queue offers only what a row lists. */
export const WITHDRAWAL_ACTIONS = ['confirm', 'reject', 'hold', 'release', 'reveal'] as const;
export type WithdrawalAction = (typeof WITHDRAWAL_ACTIONS)[number];
export const adminWithdrawalSchema = z.object({
  id: z.number().int(),
  username: z.string(),
  amount: z.number(),
  method: z.string(),
  detail: z.record(z.string(), z.union([z.string(), z.number(), z.boolean()])),
  status: z.enum(TransactionStatus),
  createdAt: z.iso.datetime(),
  /** A new payout destination's cooling-off period: not confirmable before this; null means now. */
  payableFrom: z.iso.datetime().nullable(),
  /** On hold since (not confirmable until released), with the operator's reason. */
  heldAt: z.iso.datetime().nullable(),
  holdReason: z.string().nullable(),
  /**
   * Above the second-approver threshold: the first confirm, waiting for someone else's
   * (docs/decisions/041-separation-of-duties-for-money.md); null when none was given.
   */
  firstApproval: z.object({ by: z.string(), at: z.iso.datetime() }).nullable().optional(),
  /**
   * Paid through the method's provider (docs/decisions/088-payment-providers-and-payouts.md):
   * which provider, where its payout stands and, when it failed, the provider's reason (the money
   * went back to the player). Absent or null: paid by hand.
   */
  payout: z
    .object({
      provider: z.string(),
      state: z.enum(['requested', 'paid', 'failed']),
      reason: z.string().nullable(),
    })
    .nullable()
    .optional(),
  allowedActions: z.array(z.enum(WITHDRAWAL_ACTIONS)),
});
export const adminWithdrawalPageSchema = adminPage(adminWithdrawalSchema);
export type AdminWithdrawal = z.infer<typeof adminWithdrawalSchema>;
/** payment detail with the IBAN or wallet address in clear: audited on every call. */
export const adminWithdrawalRevealSchema = z.strictObject({ id: z.number().int().positive() });
export const adminWithdrawalRevealedSchema = z.object({
  id: z.number().int(),
  detail: z.record(z.string(), z.union([z.string(), z.number(), z.boolean()])),
});
export const adminWithdrawalConfirmSchema = z.strictObject({ id: z.number().int().positive() });
/**
 * A confirm pays out, or (above the threshold, the first of two) waits for a second approver. A
 * method paid through its provider (ADR 088) answers what the provider did: `confirmed` (paid),
 * `payout_requested` (its answer is still to come) or `payout_failed` (the money is the player's again).
 */
export const adminWithdrawalConfirmedSchema = z.object({
  status: z.enum(['confirmed', 'pending_second_approval', 'payout_requested', 'payout_failed']),
});
export type AdminWithdrawalConfirmed = z.infer<typeof adminWithdrawalConfirmedSchema>;
export const adminWithdrawalRejectSchema = z.strictObject({
  id: z.number().int().positive(),
  reason: z.string().trim().min(3, { error: 'v.tooShort' }).max(500, { error: 'v.tooLong' }),
});
export const adminWithdrawalHoldSchema = adminWithdrawalRejectSchema;
export const adminWithdrawalReleaseSchema = adminWithdrawalConfirmSchema;
