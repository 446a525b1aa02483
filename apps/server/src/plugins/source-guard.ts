import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { recordSecurityEvent } from '../core/security-events.ts';
import type { Database } from '../db/database.ts';
import { ipMatcher } from '../lib/ip-matcher.ts';

/**
 * A provider's source allow-list (docs/decisions/105-provider-source-allow-lists.md), checked on
 * the request line before any body is read or any signature computed. `check` answers true when
 * the caller may go on; a refused caller is a `source.refused` security event, as a refused
 * signature is. An empty list admits any address.
 */
export function sourceGuard(db: Kysely<Database>, entries: string[], source: string) {
  const allowed = ipMatcher(entries);
  return async function check(req: FastifyRequest): Promise<boolean> {
    if (!allowed || allowed(req.ip)) return true;
    await recordSecurityEvent(db, req, Buffer.alloc(0), {
      kind: 'source.refused',
      source,
      reason: 'address',
    });
    return false;
  };
}
