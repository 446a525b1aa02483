import type { KycStatus } from '@lalebet/shared';
import { z } from 'zod';
import { WebhookRejectedError, verifyWebhookSignature } from '../webhooks/signature.ts';
import { type KycDecision, type KycProvider, KycUnavailableError } from './provider.ts';

export type SimkycOptions = {
  name?: string;
  /** Read on every call, so a test can point the adapter at a simulator on port 0. */
  apiBase: () => string;
  apiKey: string;
  /** One `whsec_` secret, or several during a rotation. */
  webhookSecret: string | readonly string[];
  timeoutMs?: number;
  fetchImpl?: typeof fetch;
};

const createdSchema = z.object({ id: z.string().min(1).max(200), url: z.url({ protocol: /^https?$/ }) });

/** The simulator speaks Sumsub's vocabulary (reviewStatus, reviewAnswer, reviewRejectType). */
const eventSchema = z.object({
  id: z.string().min(1).max(200),
  type: z.literal('applicantReviewed'),
  createdAtMs: z.int().nonnegative(),
  applicantId: z.string().min(1).max(200),
  externalUserId: z.string().max(100),
  reviewStatus: z.enum(['init', 'pending', 'onHold', 'completed']),
  reviewResult: z
    .object({
      reviewAnswer: z.enum(['GREEN', 'RED']),
      reviewRejectType: z.enum(['RETRY', 'FINAL']).nullish(),
      moderationComment: z.string().max(500).nullish(),
    })
    .nullish(),
});
type SimkycEvent = z.infer<typeof eventSchema>;

/** The vendor mapping of reference/backoffice-rg.md section 7 (Sumsub column). */
export function statusOf(e: Pick<SimkycEvent, 'reviewStatus' | 'reviewResult'>): KycStatus {
  switch (e.reviewStatus) {
    case 'init':
      return 'not_started';
    case 'pending':
      return 'pending';
    case 'onHold':
      return 'manual_review';
    case 'completed':
      if (e.reviewResult?.reviewAnswer === 'GREEN') return 'approved';
      return e.reviewResult?.reviewRejectType === 'RETRY' ? 'resubmission_requested' : 'rejected';
  }
}

/** The adapter for the in-repo KYC simulator (simulators/kyc), spoken to over HTTP. */
export function createSimkycProvider(opts: SimkycOptions): KycProvider {
  const name = opts.name ?? 'simkyc';
  const fetchImpl = opts.fetchImpl ?? fetch;
  return {
    name,
    autoApproves: false,

    async start(applicant) {
      let res: Response;
      try {
        res = await fetchImpl(`${opts.apiBase().replace(/\/+$/, '')}/api/applicants`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', authorization: `Bearer ${opts.apiKey}` },
          body: JSON.stringify({
            externalUserId: applicant.customerId,
            username: applicant.username,
            locale: applicant.locale,
            notifyUrl: applicant.notifyUrl,
            returnUrl: applicant.returnUrl,
          }),
          signal: AbortSignal.timeout(opts.timeoutMs ?? 5000),
          redirect: 'error',
        });
      } catch (err) {
        throw new KycUnavailableError(`${name}: provider unreachable (${(err as Error).name})`);
      }
      const body: unknown = await res.json().catch(() => null);
      if (!res.ok) throw new KycUnavailableError(`${name}: provider answered HTTP ${res.status}`);
      const parsed = createdSchema.safeParse(body);
      if (!parsed.success) throw new KycUnavailableError(`${name}: provider answered an unexpected body`);
      return { referenceId: parsed.data.id, verificationUrl: parsed.data.url };
    },

    verifyWebhook(rawBody, headers, now) {
      verifyWebhookSignature(opts.webhookSecret, headers, rawBody, now);
    },

    parseWebhook(rawBody): KycDecision {
      let json: unknown;
      try {
        json = JSON.parse(rawBody.toString('utf8'));
      } catch {
        throw new WebhookRejectedError('payload', 'webhook body is not JSON');
      }
      const parsed = eventSchema.safeParse(json);
      if (!parsed.success) throw new WebhookRejectedError('payload', 'webhook body is not a review event');
      const e = parsed.data;
      return {
        deliveryId: e.id,
        referenceId: e.applicantId,
        status: statusOf(e),
        decidedAt: new Date(e.createdAtMs),
        reason: e.reviewResult?.moderationComment ?? null,
      };
    },
  };
}
