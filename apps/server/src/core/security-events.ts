import { createHash } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../db/database.ts';

export type SecurityEvent = {
  kind:
    | 'webhook.signature'
    | 'hub88.signature'
    | 'betsy.signature'
    | 'betco.signature'
    | 'audit.chain'
    | 'source.refused';
  source: string;
  reason: string;
};

/**
 * A refused signature (ADR 017): one warn line (request id, IP, a SHA-256 of the body: never the
 * body, the signature or a secret) and one security_event row, so refusals can be counted and
 * reviewed. Recording never fails the request: a database error is logged and swallowed.
 */
export async function recordSecurityEvent(
  db: Kysely<Database>,
  req: FastifyRequest,
  rawBody: Buffer,
  event: SecurityEvent,
): Promise<void> {
  const bodySha256 = createHash('sha256').update(rawBody).digest('hex');
  const row = {
    kind: event.kind,
    source: event.source.slice(0, 120),
    reason: event.reason.slice(0, 60),
    request_id: String(req.id).slice(0, 64),
    ip: req.ip.slice(0, 64),
    body_sha256: bodySha256,
    body_bytes: rawBody.length,
  };
  req.log.warn(
    {
      securityEvent: event.kind,
      source: row.source,
      reason: row.reason,
      ip: row.ip,
      bodySha256,
      bodyBytes: row.body_bytes,
    },
    'security: signature refused',
  );
  try {
    await db.insertInto('security_event').values(row).execute();
  } catch (err) {
    req.log.error({ err, securityEvent: event.kind }, 'security: event not recorded');
  }
}

/**
 * A security event raised by a job, not a request (e.g. a broken audit seal): the same table, so
 * staff see it in the same place; `request_id` names the job. Never fails the job.
 */
export async function recordJobSecurityEvent(
  db: Kysely<Database>,
  log: { error: (o: object, m: string) => void },
  event: SecurityEvent & { job: string },
): Promise<void> {
  try {
    await db
      .insertInto('security_event')
      .values({
        kind: event.kind,
        source: event.source.slice(0, 120),
        reason: event.reason.slice(0, 60),
        request_id: event.job.slice(0, 64),
        ip: '',
        body_sha256: createHash('sha256').update('').digest('hex'),
        body_bytes: 0,
      })
      .execute();
  } catch (err) {
    log.error({ err, securityEvent: event.kind }, 'security: event not recorded');
  }
}
