import type { AffiliateFeed, AffiliateFeedRow } from '@lalebet/shared';
import type { Kysely } from 'kysely';
import { DEFAULT_CURRENCY } from '../../core/ledger/index.ts';
import { protectionPolicy } from '../../core/protection/index.ts';
import type { Database } from '../../db/database.ts';
import { type CsvCell, csvLine } from '../../lib/csv.ts';
import { type FeedRaw, feedRows } from './feed.queries.ts';

/**
 * One day of the NGR feed (docs/decisions/092-affiliate-attribution-and-ngr-feed.md): the day is
 * the site's calendar day (the reports' time zone), money in kuruş.
 * GGR = casino GGR + sportsbook GGR; NGR = GGR - bonus cost (no taxes or fees are defined).
 */
export async function dailyFeed(db: Kysely<Database>, day: string): Promise<AffiliateFeed> {
  const { timeZone } = await protectionPolicy(db);
  const raw = await feedRows(db, { from: day, to: day, tz: timeZone }, DEFAULT_CURRENCY);
  return { day, timeZone, currency: DEFAULT_CURRENCY, items: raw.map((r) => toRow(day, r)) };
}

function toRow(day: string, r: FeedRaw): AffiliateFeedRow {
  const casinoGgr = BigInt(r.casino_ggr);
  const sportsGgr = BigInt(r.sports_ggr);
  const bonusCost = BigInt(r.bonus_cost);
  const ggr = casinoGgr + sportsGgr;
  return {
    day,
    btag: r.btag,
    registrations: r.registrations,
    firstDeposits: r.first_deposits,
    firstDepositAmount: Number(r.first_deposit_amount),
    deposits: r.deposits,
    depositAmount: Number(r.deposit_amount),
    withdrawals: r.withdrawals,
    withdrawalAmount: Number(r.withdrawal_amount),
    casinoGgr: Number(casinoGgr),
    sportsGgr: Number(sportsGgr),
    ggr: Number(ggr),
    bonusCost: Number(bonusCost),
    chargebacks: Number(r.chargebacks),
    ngr: Number(ggr - bonusCost),
  };
}

/** The CSV columns, in the JSON's order; money columns end in `_kurus`. */
const COLUMNS: readonly [string, keyof AffiliateFeedRow][] = [
  ['day', 'day'],
  ['btag', 'btag'],
  ['registrations', 'registrations'],
  ['first_deposits', 'firstDeposits'],
  ['first_deposit_kurus', 'firstDepositAmount'],
  ['deposits', 'deposits'],
  ['deposit_kurus', 'depositAmount'],
  ['withdrawals', 'withdrawals'],
  ['withdrawal_kurus', 'withdrawalAmount'],
  ['casino_ggr_kurus', 'casinoGgr'],
  ['sports_ggr_kurus', 'sportsGgr'],
  ['ggr_kurus', 'ggr'],
  ['bonus_cost_kurus', 'bonusCost'],
  ['chargebacks_kurus', 'chargebacks'],
  ['ngr_kurus', 'ngr'],
];

/** The feed as CSV text: integers written in decimal digits, never a float or an exponent. */
export function feedCsv(feed: AffiliateFeed): string {
  const cell = (v: string | number): CsvCell => (typeof v === 'number' ? BigInt(v) : v);
  return [
    csvLine(COLUMNS.map(([h]) => h)),
    ...feed.items.map((row) => csvLine(COLUMNS.map(([, k]) => cell(row[k])))),
  ].join('');
}
