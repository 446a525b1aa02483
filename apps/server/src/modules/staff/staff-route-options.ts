import type { FastifyInstance, FastifyRequest } from 'fastify';
import { requestMeta } from '../../lib/request-meta.ts';

export type StaffRouteOptions = {
  /** Outside production only: the invitation page opens a full session without TOTP. */
  totpOptional: boolean;
  /** PUBLIC_URL: where invitation links point (else the request's own origin). */
  publicUrl?: string | undefined;
};

/** What the staff services need from a request; invitation links point at PUBLIC_URL when set. */
export function staffContext(app: FastifyInstance, opts: StaffRouteOptions, req: FastifyRequest) {
  return {
    db: app.db,
    meta: requestMeta(req),
    messenger: app.messenger,
    inviteBaseUrl: opts.publicUrl ?? `${req.protocol}://${req.host}`,
  };
}
