import type { MatchStatistics, TimelineEntry } from '@lalebet/shared';
import type { ColumnType } from 'kysely';
import type { OutcomeResult } from '../../../lib/feed/envelope.ts';

type Json<T> = ColumnType<T, string, string>;
/** bigint columns of ms timestamps; pg returns them as strings. */
type Ms = ColumnType<string, number | bigint, number | bigint>;
type NullableMs = ColumnType<string | null, number | bigint | null, number | bigint | null>;

export type StoredTournament = { urn: string; name: { tr: string; en: string }; country: string };
export type StoredCompetitor = { urn: string; name: string };
/** A name in both languages the site speaks. */
export type StoredName = { tr: string; en: string };
export type StoredLive = {
  home: number;
  away: number;
  clock: string;
  periods: [number, number][];
  statistics?: MatchStatistics;
  /** Goals and cards derived from the feed's changes (docs/decisions/069-match-timeline.md). */
  timeline?: TimelineEntry[];
};

/** A fixture as the feed last described it (docs/decisions/021-sportsbook-engine.md). */
export interface SbEventTable {
  id: string;
  sport: string;
  tournament: Json<StoredTournament>;
  home: Json<StoredCompetitor>;
  away: Json<StoredCompetitor>;
  start_time: Date;
  kind: 'match' | 'outright';
  competitors: Json<StoredCompetitor[]>;
  /** An outright's own name (FixtureBody.name); null for matches and older rows. */
  name: Json<StoredName | null>;
  status: string;
  live: Json<StoredLive | null>;
  updated_at: Date;
}

export interface FeedInboxTable {
  hash: string;
  producer: number;
  type: string;
  event_id: string;
  ts: Ms;
  received_at: Date;
}

export interface FeedProducerTable {
  id: number;
  last_alive_at: Date | null;
  last_processed_ts: Ms;
}

export interface SbLineResultTable {
  event_id: string;
  market_id: number;
  specifiers: string;
  generation: number;
  certainty: number;
  outcomes: Json<OutcomeResult[]>;
  /** The message's market-level UOF void reason, null when none (docs/sportsbook.md §6.7). */
  void_reason: number | null;
  created_at: Date;
  applied_at: Date | null;
  rolled_back_at: Date | null;
  rollback_applied_at: Date | null;
}

export interface SbLineCancelTable {
  cancel_id: string;
  event_id: string;
  market_id: number;
  specifiers: string;
  from_ms: NullableMs;
  to_ms: NullableMs;
  /** The cancel's market-level UOF void reason, null when none (docs/sportsbook.md §6.7). */
  void_reason: number | null;
  created_at: Date;
  applied_at: Date | null;
  rolled_back_at: Date | null;
  rollback_applied_at: Date | null;
}

export interface SportsbookFeedTables {
  sb_event: SbEventTable;
  feed_inbox: FeedInboxTable;
  feed_producer: FeedProducerTable;
  sb_line_result: SbLineResultTable;
  sb_line_cancel: SbLineCancelTable;
}
