import { z } from 'zod';

/**
 * Papara's merchant API as its official client (paparateam/merchantApiClient-node) describes it:
 * the shapes both the adapter and the in-repo simulator speak, so one verifier serves both.
 */

/** Papara's currency enum. */
export const PAPARA_CURRENCY = { TRY: 0, USD: 1, EUR: 2 } as const;
export const paparaCurrencyCode = (n: number) =>
  (Object.entries(PAPARA_CURRENCY).find(([, v]) => v === n)?.[0] ?? null) as
    keyof typeof PAPARA_CURRENCY | null;

/** Payment status: 0 pending, 1 completed, 2 refunded. */
export const PAPARA_STATUS = { pending: 0, completed: 1, refunded: 2 } as const;

/** The mass-payment error codes of the merchant API. */
export const PAPARA_ERRORS = {
  userNotFound: 100,
  insufficientFunds: 105,
  receiverBalanceLimit: 107,
  receiverMonthlyLimit: 111,
  massPaymentIdUsed: 133,
  notAuthorised: 997,
  badFormat: 998,
  systemError: 999,
} as const;

/** Papara's amounts are decimal liras with two places; ours are kuruş. */
export const toPaparaAmount = (minor: bigint) => Number(minor) / 100;
export const fromPaparaAmount = (major: number) => BigInt(Math.round(major * 100));

/** Every answer: `{data, succeeded, error{message, code}}`. */
export const paparaResult = <T extends z.ZodType>(data: T) =>
  z.object({
    data: data.nullish(),
    succeeded: z.boolean(),
    error: z.object({ message: z.string().max(500), code: z.int() }).nullish(),
  });

/** The Payment object: the create answer, the query answer and the IPN body. */
export const paparaPaymentSchema = z.object({
  id: z.string().min(1).max(100),
  referenceId: z.string().max(100),
  status: z.int(),
  amount: z.number().nonnegative(),
  currency: z.int(),
  paymentUrl: z.string().max(500).nullish(),
  merchantSecretKey: z.string().max(200).nullish(),
});
export type PaparaPayment = z.infer<typeof paparaPaymentSchema>;

/** A mass payment (payout) as POST /masspayment and GET /masspayment/byreference answer it. */
export const paparaMassPaymentSchema = z.object({
  id: z.union([z.string().min(1).max(100), z.int()]).transform(String),
  massPaymentId: z.string().max(100),
  amount: z.number().nonnegative(),
  currency: z.int(),
});
