import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** What every report takes: calendar days in the site's time zone, `to` included. */
export type ReportParams = { from: string; to: string; groupBy?: string };
export type ReportPage<Row> = { items: Row[]; total: number; timeZone: string };

/** The query options of one report endpoint (each endpoint's file names its path and row). */
export function reportQuery<Row>(path: string, params: ReportParams) {
  return queryOptions({
    queryKey: ['admin', 'reports', path, params] as const,
    queryFn: async () => (await api.get<ReportPage<Row>>(path, params)).data,
  });
}

export const useReport = <Row>(path: string, params: ReportParams) =>
  useQuery(reportQuery<Row>(path, params));

/** The same report as a CSV file, streamed by the server (needs reports:export). */
export const downloadReport = (path: string, params: ReportParams) =>
  api.download(path, params, `${path.split('/').pop()}-${params.from}_${params.to}.csv`);
