import { z } from 'zod';
import { sportSchema, sportsEventSchema } from './sportsbook.ts';

/**
 * The results page's contract (docs/decisions/064-sportsbook-results.md): finished matches with
 * the feed's final score, newest first. Cancelled and abandoned matches are listed too, without a
 * score, so a player looking for a match that never finished finds out why.
 */

/** The event statuses a result has: played (ended, closed = confirmed) or not finished. */
export const RESULT_STATUSES = ['ended', 'closed', 'cancelled', 'abandoned'] as const;
export type ResultStatus = (typeof RESULT_STATUSES)[number];
/** Statuses whose score is final. */
export const FINAL_SCORE_STATUSES: readonly ResultStatus[] = ['ended', 'closed'];

/** Most days one query may span (`from` to `to`). */
export const RESULTS_MAX_DAYS = 366;
const DAY_MS = 86_400_000;

export const resultsQuerySchema = z
  .object({
    sport: sportSchema.optional(),
    tournament: z.string().max(100, { error: 'v.tooLong' }).optional(),
    /** Start time bounds (inclusive), ISO date-times with an offset or Z. */
    from: z.iso.datetime({ offset: true, error: 'v.invalid' }).optional(),
    to: z.iso.datetime({ offset: true, error: 'v.invalid' }).optional(),
    skip: z.coerce.number({ error: 'v.invalid' }).int({ error: 'v.invalid' }).min(0).max(100_000).default(0),
    take: z.coerce.number({ error: 'v.invalid' }).int({ error: 'v.invalid' }).min(1).max(100).default(20),
  })
  .refine(
    (q) =>
      !q.from ||
      !q.to ||
      (Date.parse(q.from) <= Date.parse(q.to) &&
        Date.parse(q.to) - Date.parse(q.from) <= RESULTS_MAX_DAYS * DAY_MS),
    { error: 'v.dateRange', path: ['to'] },
  );
export type ResultsQuery = z.input<typeof resultsQuerySchema>;

const score = z.tuple([z.number().int(), z.number().int()]);

export const finalScoreSchema = z.object({
  home: z.number().int(),
  away: z.number().int(),
  /** Period scores when the sport has them (halves, quarters, sets, maps). */
  periods: z.array(score),
});
export type FinalScore = z.infer<typeof finalScoreSchema>;

/** A finished match: the event's identity as the lists show it, with its final state. */
export const sportsResultSchema = sportsEventSchema
  .pick({
    id: true,
    sport: true,
    tournament: true,
    home: true,
    away: true,
    startTime: true,
  })
  .extend({
    status: z.enum(RESULT_STATUSES),
    /** Null for a cancelled or abandoned match (or a feed that sent no score). */
    score: finalScoreSchema.nullable(),
  });
export type SportsResult = z.infer<typeof sportsResultSchema>;

export const resultsPageSchema = z.object({
  items: z.array(sportsResultSchema),
  total: z.number().int(),
  /** The leagues with results under the same sport and dates (the league filter's choices). */
  tournaments: z.array(
    z.object({ id: z.string(), name: z.string(), country: z.string(), eventCount: z.number().int() }),
  ),
});
export type ResultsPage = z.infer<typeof resultsPageSchema>;
