import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Button } from '@/components/button';
import { Money } from '@/components/display';
import { SelectField, TextField } from '@/components/field';
import { PageHeader } from '@/components/page-header';
import { useCan } from '@/lib/me';
import { useReport } from './api/report-query';
import { REPORTS, REPORT_KINDS, type ReportDef, type ReportKind } from './report-catalogue';
import './reports.css';

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
  const [exporting, setExporting] = useState(false);
  const [exportError, setExportError] = useState<string | null>(null);

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

  const exportCsv = async () => {
    setExporting(true);
    setExportError(null);
    try {
      await def.download(params);
    } catch (err) {
      setExportError(err instanceof Error ? err.message : t('common:error.generic'));
    } finally {
      setExporting(false);
    }
  };

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
      <div className="table-wrap">
        <table className="data-table" aria-busy={report.isPending || undefined}>
          <caption className="sr-only">{t(`kind.${kind}`)}</caption>
          <thead>
            <tr>
              {columns.map((c) => (
                <th key={c.field} scope="col">
                  {t(`col.${c.label}`)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {report.data?.items.map((row) => (
              <tr key={def.rowKey(row)}>
                {columns.map((c) => (
                  <td key={c.field} className={c.format ? 'num' : undefined}>
                    <Cell value={row[c.field]} format={c.format} t={t} />
                  </td>
                ))}
              </tr>
            ))}
            {report.error && (
              <tr>
                <td colSpan={columns.length} className="empty error" role="alert">
                  {report.error.message}
                </td>
              </tr>
            )}
            {report.data && report.data.items.length === 0 && (
              <tr>
                <td colSpan={columns.length} className="empty">
                  {t('common:table.empty')}
                </td>
              </tr>
            )}
          </tbody>
        </table>
      </div>
    </>
  );
}

function Cell({
  value,
  format,
  t,
}: {
  value: unknown;
  format?: 'money' | 'number';
  t: (k: string) => string;
}) {
  if (value === null || value === undefined) return <span>—</span>;
  if (format === 'money') return <Money minor={String(value)} />;
  if (value === 'deposit' || value === 'withdrawal') return <span>{t(`direction.${value}`)}</span>;
  return <span>{String(value)}</span>;
}
