import type {
  BonusCostRow,
  GgrQuery,
  GgrRow,
  PaymentsRow,
  PlayersQuery,
  PlayersRow,
  ReportRangeQuery,
} from '@lalebet/shared';
import type { RawBuilder } from 'kysely';
import type { CsvCell } from '../../lib/csv.ts';
import { type Span, bonusCostQuery, ggrQuery, paymentsQuery, playersQuery } from './reports.queries.ts';

/**
 * Each report: its query, the JSON row it answers and its CSV columns. CSV money cells are
 * kuruş integers (BigInt), so a spreadsheet sums them and a negative GGR stays a number.
 */
export type Report<Q, Row> = {
  name: string;
  query: (span: Span, q: Q) => RawBuilder<unknown>;
  row: (raw: Row & { key: string }) => Row;
  header: readonly string[];
  csv: (row: Row) => CsvCell[];
};

const big = (v: string | null) => (v === null ? null : BigInt(v));

export const ggrReport: Report<GgrQuery, GgrRow> = {
  name: 'ggr',
  query: (span, q) => ggrQuery(span, q.groupBy),
  row: (r) => ({
    key: r.key,
    provider: r.provider,
    bets: r.bets,
    casinoStakes: r.casinoStakes,
    casinoWins: r.casinoWins,
    casinoGgr: r.casinoGgr,
    sportsbookGgr: r.sportsbookGgr,
    bonusCost: r.bonusCost,
    ngr: r.ngr,
  }),
  header: [
    'key',
    'provider',
    'bets',
    'casino_stakes_kurus',
    'casino_wins_kurus',
    'casino_ggr_kurus',
    'sportsbook_ggr_kurus',
    'bonus_cost_kurus',
    'ngr_kurus',
  ],
  csv: (r) => [
    r.key,
    r.provider,
    r.bets,
    big(r.casinoStakes),
    big(r.casinoWins),
    big(r.casinoGgr),
    big(r.sportsbookGgr),
    big(r.bonusCost),
    big(r.ngr),
  ],
};

export const paymentsReport: Report<ReportRangeQuery, PaymentsRow> = {
  name: 'payments',
  query: (span) => paymentsQuery(span),
  row: (r) => ({
    direction: r.direction,
    method: r.method,
    methodName: r.methodName,
    count: r.count,
    amount: r.amount,
  }),
  header: ['direction', 'method', 'method_name', 'count', 'amount_kurus'],
  csv: (r) => [r.direction, r.method, r.methodName, r.count, big(r.amount)],
};

export const bonusCostReport: Report<ReportRangeQuery, BonusCostRow> = {
  name: 'bonus-cost',
  query: (span) => bonusCostQuery(span),
  row: (r) => ({
    day: r.day,
    grantedCount: r.grantedCount,
    granted: r.granted,
    converted: r.converted,
    forfeited: r.forfeited,
    cost: r.cost,
  }),
  header: ['day', 'granted_count', 'granted_kurus', 'converted_kurus', 'forfeited_kurus', 'cost_kurus'],
  csv: (r) => [r.day, r.grantedCount, big(r.granted), big(r.converted), big(r.forfeited), big(r.cost)],
};

export const playersReport: Report<PlayersQuery, PlayersRow> = {
  name: 'players',
  query: (span) => playersQuery(span),
  row: (r) => ({ day: r.day, newPlayers: r.newPlayers, activePlayers: r.activePlayers }),
  header: ['day', 'new_players', 'active_players'],
  csv: (r) => [r.day, r.newPlayers, r.activePlayers],
};
