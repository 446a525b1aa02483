import type { Permission } from '@lalebet/shared';
import type { FastifyBaseLogger, FastifyInstance, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/database.ts';
import { AppError } from '../../lib/app-error.ts';
import { type RequestMeta, requestMeta } from '../../lib/request-meta.ts';

/** The signed-in staff member with the permissions the auth plugin resolved. */
type Staff = { id: bigint; permissions: ReadonlySet<Permission> };

/** What adjustment services need from the server, passed explicitly so they stay plain functions. */
export type AdjustmentsContext = {
  db: Kysely<Database>;
  notifier: FastifyInstance['notifier'];
  log: FastifyBaseLogger;
  meta: RequestMeta;
  staff: Staff;
};

export function adjustmentsContext(app: FastifyInstance, req: FastifyRequest): AdjustmentsContext {
  if (!req.admin) throw new AppError('UNAUTHORIZED');
  return {
    db: app.db,
    notifier: app.notifier,
    log: req.log,
    meta: requestMeta(req),
    staff: { id: req.admin.id, permissions: req.admin.permissions ?? new Set() },
  };
}
