import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { DEV_KYC_WEBHOOK_SECRET } from '../../config.ts';
import type { Database } from '../../db/database.ts';
import { signWebhook } from '../../infra/webhooks/signature.ts';

/** Helpers for the kyc tests (not a test file itself). */

let seq = 0;
export type Choice = 'approve' | 'reject' | 'resubmission' | 'manual_review';

/** The body the simulator sends for a choice (simulators/kyc/applicants.ts). */
export function reviewEvent(o: { applicantId: string; choice: Choice; atMs?: number; id?: string }) {
  const result = {
    approve: { reviewAnswer: 'GREEN', reviewRejectType: null, moderationComment: null },
    reject: { reviewAnswer: 'RED', reviewRejectType: 'FINAL', moderationComment: 'Forged document' },
    resubmission: { reviewAnswer: 'RED', reviewRejectType: 'RETRY', moderationComment: 'Blurred' },
    manual_review: null,
  }[o.choice];
  return JSON.stringify({
    id: o.id ?? `evt_test${++seq}_${process.pid}`,
    type: 'applicantReviewed',
    createdAtMs: o.atMs ?? Date.now(),
    applicantId: o.applicantId,
    externalUserId: '1',
    reviewStatus: o.choice === 'manual_review' ? 'onHold' : 'completed',
    reviewResult: result,
  });
}

/** POSTs a webhook signed with `secret` at `atSec`, as the provider would, and waits for the decision job. */
export async function deliverKyc(
  app: FastifyInstance,
  body: string,
  o: { secret?: string; atSec?: number; headers?: Record<string, string> } = {},
) {
  const id = (JSON.parse(body) as { id: string }).id;
  const signed = signWebhook(
    o.secret ?? DEV_KYC_WEBHOOK_SECRET,
    id,
    o.atSec ?? Math.floor(Date.now() / 1000),
    body,
  );
  const res = await app.inject({
    method: 'POST',
    url: '/api/kyc/webhook',
    payload: body,
    headers: { 'content-type': 'application/json', ...signed, ...o.headers },
  });
  // The webhook only stores the delivery; the decision job applies it right after.
  await app.kycDecisions.idle();
  return res;
}

/** What the decision job made of a delivery: applied, stale, unknown or refused (or still queued). */
export async function outcomeOf(db: Kysely<Database>, body: string) {
  const id = (JSON.parse(body) as { id: string }).id;
  const row = await db
    .selectFrom('kyc_event')
    .select('outcome')
    .where('delivery_id', '=', id)
    .executeTakeFirst();
  return row?.outcome ?? null;
}

export { seedCase } from '../../test/kyc.ts';

export const caseOf = (db: Kysely<Database>, customerId: bigint) =>
  db.selectFrom('kyc_case').selectAll().where('customer_id', '=', customerId).executeTakeFirstOrThrow();
