import { z } from 'zod';
import type { Localized } from './locale.ts';

/**
 * Cash-out contract (docs/decisions/066-cash-out-pricing-and-locking.md). Amounts are lira with
 * two decimals on the wire, as every sportsbook amount.
 */

/** Why a bet cannot be cashed out now: `CASHOUT_UNAVAILABLE`'s `data.reason`. */
export const CASHOUT_UNAVAILABLE_REASONS = [
  'market_suspended',
  'live_delay',
  'leg_void',
  'leg_lost',
  'bonus_stake',
  'disabled',
  'bet_closed',
] as const;
export type CashoutUnavailableReason = (typeof CASHOUT_UNAVAILABLE_REASONS)[number];

/** The message the player sees for each reason (the envelope's `message`, in the request's language). */
export const CASHOUT_REASON_MESSAGES: Record<CashoutUnavailableReason, Localized> = {
  market_suspended: {
    en: 'Cash-out is paused: a market of this bet is suspended.',
    tr: 'Erken ödeme duraklatıldı: bu bahsin bir marketi askıya alındı.',
  },
  live_delay: {
    en: 'Cash-out opens once the live bet has been accepted.',
    tr: 'Erken ödeme, canlı bahis kabul edildikten sonra açılır.',
  },
  leg_void: {
    en: 'Cash-out is not available: a selection of this bet is void.',
    tr: 'Erken ödeme yapılamıyor: bu bahsin bir seçimi iptal edildi.',
  },
  leg_lost: {
    en: 'Cash-out is not available: this bet can no longer win.',
    tr: 'Erken ödeme yapılamıyor: bu bahis artık kazanamaz.',
  },
  bonus_stake: {
    en: 'Cash-out is not available for bets placed with bonus money.',
    tr: 'Bonus bakiyesiyle yapılan bahislerde erken ödeme yapılamaz.',
  },
  disabled: {
    en: 'Cash-out is switched off for this bet.',
    tr: 'Bu bahis için erken ödeme kapalı.',
  },
  bet_closed: {
    en: 'This bet is already settled or cashed out.',
    tr: 'Bu bahis zaten sonuçlandı veya erken ödemesi yapıldı.',
  },
};

export const cashoutUnavailableDataSchema = z.object({ reason: z.enum(CASHOUT_UNAVAILABLE_REASONS) });

export const cashoutQuoteSchema = z.object({
  quoteId: z.uuid(),
  /** Lira the player would get for the whole bet now. */
  amount: z.number(),
  expiresAt: z.string(),
});
export type CashoutQuote = z.infer<typeof cashoutQuoteSchema>;

export const cashoutRequestSchema = z.strictObject({
  quoteId: z.uuid({ error: 'v.required' }),
  /** Lira; less than the quote cashes out that much and leaves the rest of the bet open. */
  amount: z.number({ error: 'v.number' }).positive({ error: 'v.positive' }).multipleOf(0.01).optional(),
});
export type CashoutRequest = z.infer<typeof cashoutRequestSchema>;

export const cashoutResultSchema = z.object({
  betId: z.string(),
  /** Lira paid to the player's balance. */
  amount: z.number(),
  /** True when the bet is closed (`cashed_out`); false: the rest of the stake stays open. */
  full: z.boolean(),
  /** Lira still staked on the bet (0 after a full cash-out). */
  remainingStake: z.number(),
});
export type CashoutResult = z.infer<typeof cashoutResultSchema>;

/** `CASHOUT_PRICE_CHANGED`'s data: the new offer, to accept with one tap. */
export const cashoutPriceChangedDataSchema = z.object({ quote: cashoutQuoteSchema });

/** Auto cash-out: cash the whole bet out once its value reaches `threshold` lira; null: off. */
export const cashoutAutoSchema = z.object({ threshold: z.number().nullable() });
export const cashoutAutoRequestSchema = z.strictObject({
  threshold: z.number({ error: 'v.number' }).positive({ error: 'v.positive' }).multipleOf(0.01).nullable(),
});
export type CashoutAuto = z.infer<typeof cashoutAutoSchema>;
