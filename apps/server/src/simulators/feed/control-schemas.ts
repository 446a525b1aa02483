import { z } from 'zod';

/** Request shapes of the feed simulator's control API (routes.ts). */
export const eventParams = z.object({ eventId: z.string().min(1) });
export const settleBody = z.object({
  markets: z
    .array(
      z.object({
        marketId: z.number().int(),
        specifiers: z.string().default(''),
        outcomes: z
          .array(
            z.object({
              outcomeId: z.string().min(1),
              result: z.union([z.literal(0), z.literal(1)]),
              voidFactor: z.union([z.literal(0.5), z.literal(1)]).optional(),
              deadHeatFactor: z.number().gt(0).max(1).optional(),
            }),
          )
          .min(1),
      }),
    )
    .min(1),
});
export const cancelBody = z
  .object({ from: z.number().int().optional(), to: z.number().int().optional() })
  .default({});
export const producerParams = z.object({ id: z.coerce.number().pipe(z.union([z.literal(1), z.literal(3)])) });
export const clockBody = z.object({ speed: z.number().positive().max(1000) });
