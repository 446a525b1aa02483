import { type RawBuilder, sql } from 'kysely';

/**
 * Calendar days in a time zone as SQL bounds (docs/decisions/031-reports-and-exports.md): a
 * span is [from 00:00, to + 1 day 00:00) local time, so a day ends at local midnight whatever
 * the server's zone.
 */
export type Span = { from: string; to: string; tz: string };

export const spanStart = (s: Span) => sql`(${s.from}::date::timestamp at time zone ${s.tz})`;
export const spanEnd = (s: Span) => sql`((${s.to}::date + 1)::timestamp at time zone ${s.tz})`;
export const within = (col: RawBuilder<unknown>, s: Span) =>
  sql`${col} >= ${spanStart(s)} and ${col} < ${spanEnd(s)}`;
