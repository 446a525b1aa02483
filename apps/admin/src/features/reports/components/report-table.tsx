import { useTranslation } from 'react-i18next';
import { StatusRow } from '@/components/data-table-parts';
import { Money } from '@/components/display';
import type { useReport } from '../api/report-query';
import type { ReportDef, ReportKind } from '../report-catalogue';

type Props = {
  def: ReportDef;
  kind: ReportKind;
  columns: ReturnType<ReportDef['columns']>;
  report: ReturnType<typeof useReport<Record<string, unknown>>>;
};

/** One report's rows as the catalogue lays them out: money and counts right-aligned. */
export function ReportTable({ def, kind, columns, report }: Props) {
  const { t } = useTranslation('reports');
  return (
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
          <StatusRow
            span={columns.length}
            empty={report.data?.items.length === 0}
            error={report.error?.message}
          />
        </tbody>
      </table>
    </div>
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
