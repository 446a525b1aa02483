import type { Locale } from '@lalebet/shared';
import type { FastifyRequest } from 'fastify';

/** Who is asking, as the audit trail, sessions and rate limits need it. */
export type RequestMeta = {
  ip: string;
  userAgent: string | null;
  fingerprint: string | null;
  locale: Locale;
};

const MAX_USER_AGENT = 512;

/** req.ip honours X-Forwarded-For only in production, where trustProxy is on (ASVS 15.3.4). */
export function requestMeta(req: FastifyRequest): RequestMeta {
  const ua = req.headers['user-agent'];
  return {
    ip: req.ip,
    userAgent: typeof ua === 'string' && ua ? ua.slice(0, MAX_USER_AGENT) : null,
    fingerprint: req.fingerprint,
    locale: req.locale,
  };
}
