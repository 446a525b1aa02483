import { z } from 'zod';
import { marketSchema } from './sportsbook.ts';

/**
 * Bet builder (same-game multiple, docs/sportsbook.md §6.6): outcomes of one event combined into
 * one bet, priced as a whole by the custom-bet service (correlated outcomes priced jointly or
 * refused as BUILDER_CONFLICT), not as the product of the single prices.
 */

/** Fewest and most outcomes in one bet builder coupon. */
export const MIN_BUILDER_LEGS = 2;
export const MAX_BUILDER_LEGS = 6;

export const builderPickSchema = z.strictObject({
  marketId: z.number().int().positive(),
  specifiers: z.string().max(200),
  outcomeId: z.string().min(1).max(100),
});
export type BuilderPick = z.infer<typeof builderPickSchema>;

/** `GET /api/sportsbook/events/{id}/builder`: the markets that can be combined, with their prices. */
export const builderMarketsSchema = z.object({
  eventId: z.string(),
  markets: z.array(marketSchema),
});
export type BuilderMarkets = z.infer<typeof builderMarketsSchema>;

/** `POST /api/sportsbook/builder/price`. */
export const builderPriceRequestSchema = z.strictObject({
  eventId: z.string().min(1).max(100),
  selections: z
    .array(builderPickSchema)
    .min(MIN_BUILDER_LEGS, { error: 'v.min' })
    .max(MAX_BUILDER_LEGS, { error: 'v.max' }),
});
export type BuilderPriceRequest = z.infer<typeof builderPriceRequestSchema>;

/** The combined price (decimal odds, as booked) of the picks. */
export const builderPriceSchema = z.object({ odds: z.number() });
export type BuilderPrice = z.infer<typeof builderPriceSchema>;

/** BUILDER_CONFLICT's data: pairs of pick indexes that cannot be in one bet. */
export const builderConflictDataSchema = z.object({
  conflicts: z.array(z.tuple([z.number().int(), z.number().int()])),
});
