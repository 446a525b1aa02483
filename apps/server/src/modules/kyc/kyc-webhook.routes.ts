import { envelope } from '@lalebet/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { recordSecurityEvent } from '../../core/security-events.ts';
import { WebhookRejectedError } from '../../infra/webhooks/signature.ts';
import { AppError } from '../../lib/app-error.ts';
import { clock } from '../../lib/clock.ts';
import { sourceGuard } from '../../plugins/source-guard.ts';
import { ok } from '../../lib/envelope.ts';
import { enqueueDecision } from './kyc-decision.service.ts';

const REJECTIONS = {
  signature: 'WEBHOOK_SIGNATURE_INVALID',
  timestamp: 'WEBHOOK_TIMESTAMP_INVALID',
} as const;

/**
 * POST /api/kyc/webhook: the provider's signed decisions. No session: the HMAC over the raw
 * body is the authentication, so this encapsulated plugin keeps JSON bodies as bytes. A
 * verified delivery is stored and answered at once ('queued' or 'duplicate'); the decision job
 * applies it (kyc-decision.service.ts). A refused
 * signature or timestamp is a security event (logged and counted, as the payment webhook).
 */
export const kycWebhookRoutes: FastifyPluginAsyncZod<{ sources: string[] }> = async (app, { sources }) => {
  const fromProvider = sourceGuard(app.db, sources, 'kyc');
  app.addHook('onRequest', async (req) => {
    if (!(await fromProvider(req))) throw new AppError('SOURCE_NOT_ALLOWED');
  });
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_req, body, done) => done(null, body));

  app.post(
    '/kyc/webhook',
    {
      schema: {
        tags: ['kyc'],
        summary: "The KYC provider's signed decisions (HMAC-SHA256 over the raw body)",
        response: { 200: envelope(z.object({ outcome: z.string() })) },
      },
    },
    async (req) => {
      const raw = Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0);
      const { provider } = app.kyc;
      try {
        provider.verifyWebhook(raw, req.headers, clock.now());
      } catch (err) {
        if (!(err instanceof WebhookRejectedError) || err.reason === 'payload') throw err;
        await recordSecurityEvent(app.db, req, raw, {
          kind: 'webhook.signature',
          source: `kyc:${provider.name}`,
          reason: err.reason,
        });
        throw new AppError(REJECTIONS[err.reason]);
      }
      let decision;
      try {
        decision = provider.parseWebhook(raw, req.headers);
      } catch (err) {
        if (err instanceof WebhookRejectedError) throw new AppError('VALIDATION_FAILED');
        throw err;
      }
      const outcome = await enqueueDecision(app.db, provider.name, decision);
      if (outcome === 'queued') app.kycDecisions.kick();
      return ok({ outcome });
    },
  );
};
