import type { KycStatus } from '@lalebet/shared';
import { z } from 'zod';
import { type VendorHttpOptions, createdSchema, parseWebhookJson, postVendorJson } from '../vendor-http.ts';
import { verifyWebhookSignature } from '../webhooks/signature.ts';
import { type KycDecision, type KycProvider, KycUnavailableError } from './provider.ts';

export type SimkycOptions = VendorHttpOptions;

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

/** The vendor mapping of docs/rules.md R47 (Sumsub column). */
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
  return {
    name,
    autoApproves: false,

    async start(applicant) {
      const created = await postVendorJson(
        { opts, name, party: 'provider', unavailable: (m) => new KycUnavailableError(m) },
        '/api/applicants',
        {
          externalUserId: applicant.customerId,
          username: applicant.username,
          locale: applicant.locale,
          notifyUrl: applicant.notifyUrl,
          returnUrl: applicant.returnUrl,
        },
        createdSchema,
      );
      return { referenceId: created.id, verificationUrl: created.url };
    },

    verifyWebhook(rawBody, headers, now) {
      verifyWebhookSignature(opts.webhookSecret, headers, rawBody, now);
    },

    parseWebhook(rawBody): KycDecision {
      const e = parseWebhookJson(rawBody, eventSchema, 'a review event');
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
