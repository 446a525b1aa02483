import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { REPORTS, REPORT_KINDS, type ReportDef, type ReportKind } from './report-catalogue';

export const SITE_TZ = 'Europe/Istanbul';
const dayIn = (at: Date) =>
  new Intl.DateTimeFormat('en-CA', {
    timeZone: SITE_TZ,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(at);

/** Which report, the date range and the grouping, read from and written to the URL. */
export function useReportView() {
  const [search, setSearch] = useSearchParams();
  const asked = search.get('report') ?? 'ggr';
  const kind: ReportKind = (REPORT_KINDS as string[]).includes(asked) ? (asked as ReportKind) : 'ggr';
  const def: ReportDef = REPORTS[kind];
  // The default range (the last seven days) is fixed when the page opens.
  const [week] = useState(() => {
    const now = new Date();
    return { from: dayIn(new Date(now.getTime() - 6 * 86_400_000)), to: dayIn(now) };
  });
  const from = search.get('from') ?? week.from;
  const to = search.get('to') ?? week.to;
  const groupBy = def.groupBys ? (search.get('groupBy') ?? def.groupBys[0]) : undefined;
  const params = { from, to, ...(groupBy ? { groupBy } : {}) };
  const set = (patch: Record<string, string | undefined>) =>
    setSearch(
      (prev) => {
        const next = new URLSearchParams(prev);
        for (const [k, v] of Object.entries(patch)) {
          if (v) next.set(k, v);
          else next.delete(k);
        }
        return next;
      },
      { replace: true },
    );

  return { kind, def, from, to, groupBy, params, set };
}
