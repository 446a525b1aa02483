import type { GgrRow } from '@lalebet/shared';
import { type ReportParams, downloadReport, reportQuery, useReport } from './report-query';

/** GET admin/reports/ggr (reports:view; CSV with reports:export). */
export const PATH = 'admin/reports/ggr';
export type Row = GgrRow;
export const query = (p: ReportParams) => reportQuery<Row>(PATH, p);
export const use = (p: ReportParams) => useReport<Row>(PATH, p);
export const download = (p: ReportParams) => downloadReport(PATH, p);
