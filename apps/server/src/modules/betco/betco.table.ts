import type { BookBetTable, BookLaunchTable } from '../../core/sportsbook-wallet/index.ts';

/** betco's launch tokens and bets: the shared framed-book shape (core/sportsbook-wallet/tables.ts). */
export type BetcoTables = { betco_launch: BookLaunchTable; betco_bet: BookBetTable };
