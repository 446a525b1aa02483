import { EXPORT_ROW_CAP, type Permission } from '@lalebet/shared';
import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { AuthenticatedAdmin } from './accounts/admin-sessions.ts';
import type { Database } from '../db/database.ts';
import { clock } from '../lib/clock.ts';
import { AppError } from '../lib/app-error.ts';
import { type RequestMeta, requestMeta } from '../lib/request-meta.ts';
import { audit } from './audit.ts';

/**
 * The rules every back-office export obeys (docs/decisions/031-reports-and-exports.md): exporting
 * is its own permission, apart from viewing (docs/rules.md R42); a refusal is audited
 * as the permission plugin audits its own; a file is capped; each export is itself audited.
 */
export type Exporter = AuthenticatedAdmin & { permissions?: ReadonlySet<Permission> };
export type ExportCtx = { db: Kysely<Database>; admin: Exporter; meta: RequestMeta; route: string };

/** The export context of a back-office request (behind requireAdmin, so req.admin is set). */
export function exportCtx(db: Kysely<Database>, req: FastifyRequest): ExportCtx {
  if (!req.admin) throw new AppError('UNAUTHORIZED');
  return { db, admin: req.admin, meta: requestMeta(req), route: `${req.method} ${req.routeOptions.url}` };
}

/**
 * The export permission, and for a file with personal data (the audit log holds IPs and player
 * ids) a TOTP step-up in the last few minutes, as for money actions (docs/decisions/
 * 030-four-eyes-adjustments.md).
 */
export async function assertMayExport(
  ctx: ExportCtx,
  permission: Permission,
  opts: { personalData?: boolean } = {},
): Promise<void> {
  if (ctx.admin.permissions?.has(permission)) {
    const until = ctx.admin.stepUpUntil;
    if (opts.personalData && !(until && until.getTime() > clock.ms())) throw new AppError('STEP_UP_REQUIRED');
    return;
  }
  await audit(ctx.db, {
    actor: { kind: 'admin', id: ctx.admin.id },
    event: 'admin_permission_refused',
    meta: ctx.meta,
    details: { route: ctx.route, permission },
  });
  throw new AppError('FORBIDDEN');
}

/** Refuses before a byte is sent, so the caller gets an error answer rather than a cut file. */
export function assertExportSize(rows: number): void {
  if (rows > EXPORT_ROW_CAP) throw new AppError('EXPORT_TOO_LARGE', { data: { rows, cap: EXPORT_ROW_CAP } });
}

export async function auditExport(
  ctx: ExportCtx,
  what: { data: string; filters: Record<string, unknown>; rows: number },
): Promise<void> {
  await audit(ctx.db, {
    actor: { kind: 'admin', id: ctx.admin.id },
    event: 'data_exported',
    meta: ctx.meta,
    details: { data: what.data, filters: JSON.stringify(what.filters), rows: what.rows },
  });
}
