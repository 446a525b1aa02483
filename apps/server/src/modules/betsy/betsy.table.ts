import type { BookBetTable, BookLaunchTable } from '../../core/sportsbook-wallet/index.ts';

/** Betsy's launch tokens and bets: the shared framed-book shape (core/sportsbook-wallet/tables.ts). */
export type BetsyTables = { betsy_launch: BookLaunchTable; betsy_bet: BookBetTable };
