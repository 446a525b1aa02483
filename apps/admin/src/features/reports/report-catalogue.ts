import * as bonusCost from './api/get-bonus-cost';
import * as ggr from './api/get-ggr';
import * as payments from './api/get-payments';
import * as players from './api/get-players';
import type { ReportParams } from './api/report-query';

/** A column: a row field, its label key (reports namespace) and how it is shown. */
export type Column = { field: string; label: string; format?: 'money' | 'number' };
export type ReportDef = {
  path: string;
  download: (p: ReportParams) => Promise<void>;
  groupBys?: readonly string[];
  columns: (groupBy?: string) => Column[];
  rowKey: (row: Record<string, unknown>) => string;
};

const money = (field: string, label = field): Column => ({ field, label, format: 'money' });
const num = (field: string, label = field): Column => ({ field, label, format: 'number' });

/** The four reports the page offers, in menu order. */
export const REPORTS = {
  ggr: {
    path: ggr.PATH,
    download: ggr.download,
    groupBys: ['day', 'provider', 'game'],
    columns: (groupBy) => [
      { field: 'key', label: `group.${groupBy ?? 'day'}` },
      ...(groupBy === 'game' ? [{ field: 'provider', label: 'provider' }] : []),
      num('bets'),
      money('casinoStakes'),
      money('casinoWins'),
      money('casinoGgr'),
      ...(groupBy === 'day' || !groupBy ? [money('sportsbookGgr'), money('bonusCost'), money('ngr')] : []),
    ],
    rowKey: (r) => String(r.key),
  },
  payments: {
    path: payments.PATH,
    download: payments.download,
    columns: () => [
      { field: 'direction', label: 'direction' },
      { field: 'methodName', label: 'method' },
      num('count'),
      money('amount'),
    ],
    rowKey: (r) => `${String(r.direction)}:${String(r.method)}`,
  },
  'bonus-cost': {
    path: bonusCost.PATH,
    download: bonusCost.download,
    columns: () => [
      { field: 'day', label: 'group.day' },
      num('grantedCount'),
      money('granted'),
      money('converted'),
      money('forfeited'),
      money('cost'),
    ],
    rowKey: (r) => String(r.day),
  },
  players: {
    path: players.PATH,
    download: players.download,
    groupBys: ['day'],
    columns: () => [{ field: 'day', label: 'group.day' }, num('newPlayers'), num('activePlayers')],
    rowKey: (r) => String(r.day),
  },
} satisfies Record<string, ReportDef>;

export type ReportKind = keyof typeof REPORTS;
export const REPORT_KINDS = Object.keys(REPORTS) as ReportKind[];
