import { EXPORT_ROW_CAP } from '@lalebet/shared';
import type { Readable } from 'node:stream';
import { type ExportCtx, assertExportSize, assertMayExport, auditExport } from '../../core/exports.ts';
import { protectionPolicy } from '../../core/protection/index.ts';
import { csvStream, keysetPages } from '../../lib/csv.ts';
import type { Report } from './reports.definitions.ts';
import { countRows, pageRows } from './reports.repository.ts';

type Range = { from: string; to: string };
export type ReportOutcome<Row> =
  | { csv: false; data: { items: Row[]; total: number; timeZone: string } }
  | { csv: true; fileName: string; stream: Readable };

/**
 * Runs one report (docs/decisions/031-reports-and-exports.md). CSV needs reports:export on top
 * of the route's reports:view; it is counted first, refused over the cap, audited with its
 * filters and row count, then streamed page by page.
 */
export async function runReport<Q extends Range, Row>(
  ctx: ExportCtx,
  report: Report<Q, Row>,
  q: Q,
  asCsv: boolean,
): Promise<ReportOutcome<Row>> {
  if (asCsv) await assertMayExport(ctx, 'reports:export');
  const { timeZone } = await protectionPolicy(ctx.db);
  const query = report.query({ from: q.from, to: q.to, tz: timeZone }, q);
  const total = await countRows(ctx.db, query);
  type Raw = Row & { key: string };
  if (!asCsv) {
    const rows = await pageRows<Raw>(ctx.db, query, null, EXPORT_ROW_CAP);
    return { csv: false, data: { items: rows.map(report.row), total, timeZone } };
  }
  assertExportSize(total);
  await auditExport(ctx, { data: `report:${report.name}`, filters: { ...q, timeZone }, rows: total });
  const pages = keysetPages(
    (after: string | null, limit) => pageRows<Raw>(ctx.db, query, after, limit),
    (r) => r.key,
    { max: total },
  );
  const group = 'groupBy' in q && q.groupBy ? `-${String(q.groupBy)}` : '';
  return {
    csv: true,
    fileName: `lalebet-${report.name}${group}-${q.from}_${q.to}.csv`,
    stream: csvStream(
      report.header,
      mapPages(pages, (r) => report.csv(report.row(r))),
    ),
  };
}

async function* mapPages<A, B>(pages: AsyncIterable<A[]>, f: (a: A) => B): AsyncGenerator<B[]> {
  for await (const page of pages) yield page.map(f);
}
