import {
  adminAuditPageSchema,
  adminAuditQuerySchema,
  adminAuditVerifySchema,
  envelope,
} from '@lalebet/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { exportCtx } from '../../core/exports.ts';
import { sendCsv, wantsCsv } from '../../lib/csv.ts';
import { ok } from '../../lib/envelope.ts';
import { noStore } from '../../plugins/auth.ts';
import { exportAudit } from './audit-export.service.ts';
import { listAudit } from './audit.repository.ts';

/** Back office: the audit trail viewer and its hash-chain check (docs/decisions/028-audit-chain.md). */
export const adminAuditRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onSend', noStore);

  app.get(
    '/admin/audit',
    {
      config: { permission: 'audit:view' },
      preHandler: app.requireAdmin,
      schema: {
        tags: ['admin'],
        summary:
          'Audit rows, newest first by default, filtered by actor, event (prefix*) and time. ' +
          'Send `Accept: text/csv` for all matching rows as a CSV download (needs audit:export).',
        querystring: adminAuditQuerySchema,
        response: { 200: envelope(adminAuditPageSchema) },
      },
    },
    async (req, reply) => {
      if (wantsCsv(req)) {
        const file = await exportAudit(exportCtx(app.db, req), req.query);
        return sendCsv(reply, file.fileName, file.stream);
      }
      const { rows, total } = await listAudit(app.db, req.query);
      return ok({
        total,
        items: rows.map((r) => ({
          seq: Number(r.seq),
          at: r.at.toISOString(),
          actorKind: r.actor_kind,
          actorId: r.actor_id == null ? null : Number(r.actor_id),
          event: r.event,
          ip: r.ip,
          details: r.details,
          hash: r.hash,
        })),
      });
    },
  );

  app.get(
    '/admin/audit/verify',
    {
      config: { permission: 'audit:view' },
      preHandler: app.requireAdmin,
      schema: {
        tags: ['admin'],
        summary: 'Recompute the hash chain, check its keyed seals and report the first broken link, if any',
        response: { 200: envelope(adminAuditVerifySchema) },
      },
    },
    async () => {
      const c = await app.auditSeal.verify();
      return ok({
        ok: c.firstBroken === null,
        checked: c.checked,
        lastSeq: c.lastSeq == null ? null : Number(c.lastSeq),
        firstBroken: c.firstBroken && { seq: Number(c.firstBroken.seq), reason: c.firstBroken.reason },
        sealedThrough: Number(c.sealedThrough),
      });
    },
  );
};
