import { useTranslation } from 'react-i18next';
import { Button } from '@/components/button';
import { SelectField, TextField } from '@/components/field';
import { PageHeader } from '@/components/page-header';
import { useCan } from '@/lib/me';
import { useReport } from './api/report-query';
import { REPORT_KINDS } from './report-catalogue';
import { ReportTable } from './components/report-table';
import './reports.css';
import { SITE_TZ, useReportView } from './use-report-view';
import { useCsvExport } from '@/components/use-csv-export';

/** Reports: which one, the date range and the grouping live in the URL, so a view can be shared. */
export default function ReportsPage() {
  const { t } = useTranslation('reports');
  const { kind, def, from, to, groupBy, params, set } = useReportView();
  const report = useReport<Record<string, unknown>>(def.path, params);
  const canExport = useCan('reports:export');

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
