import type { FastifyBaseLogger, FastifyInstance, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/database.ts';
import type { Messenger } from '../../infra/messaging/index.ts';
import type { RateLimitStore } from '../../infra/rate-limit/index.ts';
import { type RequestMeta, requestMeta } from '../../lib/request-meta.ts';
import type { SessionEvents } from './session-events.ts';
import { type StaffQueue, notifyStaffQueue } from '../staff-queues.ts';

/** What account services need from the server, passed explicitly so they stay plain functions. */
export type AccountsContext = {
  db: Kysely<Database>;
  limiter: RateLimitStore;
  messenger: Messenger;
  events: SessionEvents;
  log: FastifyBaseLogger;
  meta: RequestMeta;
  /** Tells the back office a work queue changed (a sign-up flagged for staff): core/staff-queues.ts. */
  staffQueue: (queue: StaffQueue) => Promise<void>;
  /** The site's public address, for links in e-mails (PUBLIC_URL; unset outside production). */
  publicUrl?: string | undefined;
};

export function accountsContext(app: FastifyInstance, req: FastifyRequest): AccountsContext {
  return {
    db: app.db,
    limiter: app.limiter,
    messenger: app.messenger,
    events: app.sessionEvents,
    log: req.log,
    meta: requestMeta(req),
    staffQueue: (queue) => notifyStaffQueue(app, queue),
    publicUrl: app.publicUrl,
  };
}
