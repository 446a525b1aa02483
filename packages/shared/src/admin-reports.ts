import { z } from 'zod';

/**
 * Back-office reports (docs/decisions/031-reports-and-exports.md). Dates are calendar days in the
 * site's time zone (`rg_time_zone`, default Europe/Istanbul), `to` included; money is kuruş as
 * strings. Every report answers JSON, or CSV when asked with `Accept: text/csv` (reports:export).
 */
export const REPORT_MAX_DAYS = 366;
/** The most rows one CSV export may hold; more answers EXPORT_TOO_LARGE (backoffice-rg.md §2). */
export const EXPORT_ROW_CAP = 50_000;

const DAY_MS = 86_400_000;

const dayFields = { from: z.iso.date(), to: z.iso.date() };
const inOrder = (r: { from: string; to: string }) =>
  r.from <= r.to && Date.parse(r.to) - Date.parse(r.from) < REPORT_MAX_DAYS * DAY_MS;
const rangeRule = { error: 'v.dateRange', path: ['to'] };

export const reportRangeQuerySchema = z.object(dayFields).refine(inOrder, rangeRule);
export type ReportRangeQuery = z.infer<typeof reportRangeQuerySchema>;

export const GGR_GROUPS = ['day', 'provider', 'game'] as const;
export type GgrGroup = (typeof GGR_GROUPS)[number];
export const ggrQuerySchema = z
  .object({ ...dayFields, groupBy: z.enum(GGR_GROUPS, { error: 'v.option' }).default('day') })
  .refine(inOrder, rangeRule);
export type GgrQuery = z.infer<typeof ggrQuerySchema>;
export const playersQuerySchema = z
  .object({ ...dayFields, groupBy: z.enum(['day'], { error: 'v.option' }).default('day') })
  .refine(inOrder, rangeRule);
export type PlayersQuery = z.infer<typeof playersQuerySchema>;

const kurus = z.string().regex(/^-?\d+$/);

/**
 * One bucket: a day (YYYY-MM-DD), a provider or a game. Casino GGR = stakes - wins (cash and
 * bonus money alike); sportsbook GGR, bonus cost and NGR exist on day rows only, since bonus
 * money is not tied to one game (NGR = casino GGR + sportsbook GGR - bonus cost).
 */
export const ggrRowSchema = z.object({
  key: z.string(),
  /** The provider of a game row; null otherwise. */
  provider: z.string().nullable(),
  bets: z.number(),
  casinoStakes: kurus,
  casinoWins: kurus,
  casinoGgr: kurus,
  sportsbookGgr: kurus.nullable(),
  bonusCost: kurus.nullable(),
  ngr: kurus.nullable(),
});
export type GgrRow = z.infer<typeof ggrRowSchema>;

export const paymentsRowSchema = z.object({
  direction: z.enum(['deposit', 'withdrawal']),
  method: z.string(),
  methodName: z.string(),
  count: z.number(),
  amount: kurus,
});
export type PaymentsRow = z.infer<typeof paymentsRowSchema>;

export const bonusCostRowSchema = z.object({
  day: z.string(),
  grantedCount: z.number(),
  granted: kurus,
  converted: kurus,
  /** Expired, forfeited and cash-out caps: bonus money back in the house. */
  forfeited: kurus,
  /** What bonus money cost the house: the net outflow of the house bonus account. */
  cost: kurus,
});
export type BonusCostRow = z.infer<typeof bonusCostRowSchema>;

export const playersRowSchema = z.object({
  day: z.string(),
  newPlayers: z.number(),
  activePlayers: z.number(),
});
export type PlayersRow = z.infer<typeof playersRowSchema>;

function reportSchema<T extends z.ZodType>(row: T) {
  return z.object({ items: z.array(row), total: z.number(), timeZone: z.string() });
}
export const ggrReportSchema = reportSchema(ggrRowSchema);
export const paymentsReportSchema = reportSchema(paymentsRowSchema);
export const bonusCostReportSchema = reportSchema(bonusCostRowSchema);
export const playersReportSchema = reportSchema(playersRowSchema);
export type GgrReport = z.infer<typeof ggrReportSchema>;
export type PaymentsReport = z.infer<typeof paymentsReportSchema>;
export type BonusCostReport = z.infer<typeof bonusCostReportSchema>;
export type PlayersReport = z.infer<typeof playersReportSchema>;
