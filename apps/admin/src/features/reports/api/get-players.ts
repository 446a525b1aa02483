import type { PlayersRow } from '@lalebet/shared';
import { type ReportParams, downloadReport, reportQuery, useReport } from './report-query';

/** GET admin/reports/players (reports:view; CSV with reports:export). */
export const PATH = 'admin/reports/players';
export type Row = PlayersRow;
export const query = (p: ReportParams) => reportQuery<Row>(PATH, p);
export const use = (p: ReportParams) => useReport<Row>(PATH, p);
export const download = (p: ReportParams) => downloadReport(PATH, p);
