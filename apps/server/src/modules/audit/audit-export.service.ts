import type { AdminAuditQuery } from '@lalebet/shared';
import type { Readable } from 'node:stream';
import { type ExportCtx, assertExportSize, assertMayExport, auditExport } from '../../core/exports.ts';
import { csvStream, keysetPages } from '../../lib/csv.ts';
import { auditExportPage, countAuditUpTo, lastAuditSeq } from './audit.repository.ts';

const HEADER = ['seq', 'at', 'actor_kind', 'actor_id', 'event', 'ip', 'details', 'hash'] as const;

/**
 * The audit trail as CSV (docs/decisions/031-reports-and-exports.md,
 * docs/rules.md R42): audit:export on top of audit:view, capped, itself audited, streamed by seq. The rows
 * are fixed at the newest seq when the export starts, so the file matches the audited count
 * even while the trail keeps growing (this export's own row included: it comes after).
 */
export async function exportAudit(
  ctx: ExportCtx,
  q: AdminAuditQuery,
): Promise<{ fileName: string; stream: Readable }> {
  await assertMayExport(ctx, 'audit:export', { personalData: true });
  const upTo = await lastAuditSeq(ctx.db);
  const total = await countAuditUpTo(ctx.db, q, upTo);
  assertExportSize(total);
  const filters = { actorKind: q.actorKind, actorId: q.actorId, event: q.event, from: q.from, to: q.to };
  await auditExport(ctx, { data: 'audit', filters: { ...filters, upToSeq: String(upTo) }, rows: total });
  const asc = q.sort === 'oldest';
  const pages = keysetPages(
    (after: bigint | null, limit) => auditExportPage(ctx.db, q, { after, upTo, limit, asc }),
    (r) => r.seq,
    { max: total },
  );
  async function* cells() {
    for await (const page of pages) {
      yield page.map((r) => [
        r.seq,
        r.at.toISOString(),
        r.actor_kind,
        r.actor_id,
        r.event,
        r.ip,
        JSON.stringify(r.details),
        r.hash,
      ]);
    }
  }
  const stamp = new Date().toISOString().slice(0, 10);
  return { fileName: `lalebet-audit-${stamp}.csv`, stream: csvStream(HEADER, cells()) };
}
