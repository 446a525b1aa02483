import { z } from 'zod';

/**
 * BETER's Betsy seamless wallet as both sides speak it (ADR 091): our wallet answers it, the
 * Betsy simulator calls it. Field names and codes are Betsy's; amounts are decimal major units.
 */
export const BETSY_SIGNATURE_HEADER = 'x-sign-jws';

/** Paths under the wallet base (ours: /api/provider/betsy). */
export const BETSY_PATHS = {
  profile: '/user/profile',
  balance: '/user/balance',
  bet: '/payment/bet',
} as const;

/** `type` of /payment/bet: POST 1 places; PUT 1 unsettles, PUT 2 settles, PUT 3 rolls back. */
export const BETSY_TYPE = { betOrUnsettle: 1, settle: 2, rollback: 3 } as const;

/** Betsy's error codes (0 is success); 100 makes the provider roll the bet back. */
export const BETSY_CODE = {
  OK: 0,
  BAD_SIGNATURE: 1,
  INVALID_TOKEN: 3,
  TOKEN_EXPIRED: 4,
  BAD_REQUEST: 5,
  NOT_ENOUGH_MONEY: 7,
  ALREADY_PROCESSED: 8,
  USER_BLOCKED: 9,
  USER_NOT_VERIFIED: 15,
  SYSTEM_ERROR: 100,
} as const;
export type BetsyCode = (typeof BETSY_CODE)[keyof typeof BETSY_CODE];

export const BETSY_MESSAGES: Record<BetsyCode, string> = {
  0: 'Success',
  1: 'Request signature is invalid',
  3: 'An invalid token',
  4: 'The token is out of date',
  5: 'A request data validation error',
  7: 'Not enough money',
  8: 'The bet has already been processed',
  9: 'The user is blocked',
  15: 'The user is not verified',
  100: 'System error. This error triggers the Rollback',
};

/** A decimal amount with at most two places (we do not round money: ADR 010). */
const amount = z
  .number()
  .nonnegative()
  .max(1e9)
  .refine((n) => Math.abs(n * 100 - Math.round(n * 100)) < 1e-6, 'at most two decimal places');
const id = z.string().min(1).max(100);

export const profileBody = z.object({ token: z.string().min(1).max(200), requestId: id });
export const balanceBody = profileBody.extend({ userId: id, currency: z.string().length(3) });
export const betBody = balanceBody.extend({
  type: z.literal(BETSY_TYPE.betOrUnsettle),
  amount,
  transactionId: id,
});
export const settleBody = z.object({
  type: z.union([z.literal(1), z.literal(2), z.literal(3)]),
  requestId: id,
  transactionId: id,
  token: z.string().max(200).optional(),
  userId: id.optional(),
  amount: amount.optional(),
  currency: z.string().length(3).optional(),
  /** Settle only: won, lose, refund, cashout (a cash-out is a settlement). */
  resultType: z.enum(['won', 'lose', 'refund', 'cashout']).optional(),
});

export type BetsyBet = z.infer<typeof betBody>;
export type BetsySettle = z.infer<typeof settleBody>;

/** Kuruş of a decimal amount already checked to two places. */
export const betsyToMinor = (n: number): bigint => BigInt(Math.round(n * 100));
export const minorToBetsy = (m: bigint): number => Number(m) / 100;

/** Every wallet answer: `code` (0 success), Betsy's message on a refusal, the call's own fields. */
export const betsyAnswer = z.object({
  code: z.number(),
  message: z.string().optional(),
  userId: z.string().optional(),
  currency: z.string().optional(),
  currencies: z.array(z.string()).optional(),
  amount: z.number().optional(),
  transactionId: z.string().optional(),
  transactionTime: z.string().optional(),
});
