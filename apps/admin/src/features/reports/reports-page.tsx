import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Button } from '@/components/button';
import { SelectField, TextField } from '@/components/field';
import { PageHeader } from '@/components/page-header';
import { useCan } from '@/lib/me';
import { useReport } from './api/report-query';
import { REPORTS, REPORT_KINDS, type ReportDef, type ReportKind } from './report-catalogue';
import { ReportTable } from './components/report-table';
import './reports.css';
import { useCsvExport } from '@/components/use-csv-export';

const SITE_TZ = 'Europe/Istanbul';
const dayIn = (at: Date) =>
  new Intl.DateTimeFormat('en-CA', {
    timeZone: SITE_TZ,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(at);

/** Reports: which one, the date range and the grouping live in the URL, so a view can be shared. */
export default function ReportsPage() {
  const { t } = useTranslation('reports');
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
  const report = useReport<Record<string, unknown>>(def.path, params);
  const canExport = useCan('reports:export');

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

  const { exporting, exportError, exportCsv } = useCsvExport(() => def.download(params));

  const columns = def.columns(groupBy);
  return (
    <>
      <PageHeader
        title={t('title')}
        actions={
          canExport && (
            <Button variant="primary" onClick={exportCsv} busy={exporting}>
              {t('common:action.export')}
            </Button>
          )
        }
      >
        <p>{t('timeZone', { zone: report.data?.timeZone ?? SITE_TZ })}</p>
      </PageHeader>
      <form className="filters" onSubmit={(e) => e.preventDefault()}>
        <SelectField
          label={t('report')}
          value={kind}
          onChange={(e) => set({ report: e.target.value, groupBy: undefined })}
          options={REPORT_KINDS.map((k) => ({ value: k, label: t(`kind.${k}`) }))}
        />
        <TextField
          label={t('from')}
          type="date"
          value={from}
          max={to}
          onChange={(e) => set({ from: e.target.value })}
        />
        <TextField
          label={t('to')}
          type="date"
          value={to}
          min={from}
          onChange={(e) => set({ to: e.target.value })}
        />
        {def.groupBys && def.groupBys.length > 1 && (
          <SelectField
            label={t('groupBy')}
            value={groupBy}
            onChange={(e) => set({ groupBy: e.target.value })}
            options={def.groupBys.map((g) => ({ value: g, label: t(`group.${g}`) }))}
          />
        )}
      </form>
      {exportError && (
        <p className="error" role="alert">
          {exportError}
        </p>
      )}
      <ReportTable def={def} kind={kind} columns={columns} report={report} />
    </>
  );
}
