import type { PaymentsRow } from '@lalebet/shared';
import { type ReportParams, downloadReport, reportQuery, useReport } from './report-query';

/** GET admin/reports/payments (reports:view; CSV with reports:export). */
export const PATH = 'admin/reports/payments';
export type Row = PaymentsRow;
export const query = (p: ReportParams) => reportQuery<Row>(PATH, p);
export const use = (p: ReportParams) => useReport<Row>(PATH, p);
export const download = (p: ReportParams) => downloadReport(PATH, p);
