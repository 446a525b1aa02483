import { envelope } from '@lalebet/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../lib/app-error.ts';
import { ok } from '../../lib/envelope.ts';
import { sourceGuard } from '../../plugins/source-guard.ts';
import { settlePayout } from './payout-outcome.ts';
import { applyEvent, verifyEvent } from './webhook.service.ts';

/**
 * POST /api/payment/webhook/:gateway — each provider's events, handed to that provider's verifier
 * with the raw body, all headers and the source address (ADR 088). No session: the provider's
 * scheme is the authentication, so this encapsulated plugin (and only it) keeps JSON bodies as
 * the bytes that were sent. Any 2xx tells the provider to stop retrying.
 */
export const webhookRoutes: FastifyPluginAsyncZod<{ sources: Record<string, string[]> }> = async (
  app,
  { sources },
) => {
  // Each gateway's source allow-list, before the body is read (ADR 105); Papara checks its own.
  const guards = new Map(
    Object.entries(sources).map(([name, list]) => [name, sourceGuard(app.db, list, `payment:${name}`)]),
  );
  app.addHook('onRequest', async (req) => {
    const guard = guards.get((req.params as { gateway?: string }).gateway ?? '');
    if (guard && !(await guard(req))) throw new AppError('SOURCE_NOT_ALLOWED');
  });
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_req, body, done) => done(null, body));

  app.post(
    '/payment/webhook/:gateway',
    {
      schema: {
        tags: ['payments'],
        summary:
          "A payment provider's events, verified by that provider's scheme (simpay: Standard Webhooks)",
        params: z.object({ gateway: z.string().max(40) }),
        response: { 200: envelope(z.null()) },
      },
    },
    async (req) => {
      const gateway = app.payments.gateways.get(req.params.gateway);
      if (!gateway) throw new AppError('NOT_FOUND');
      const raw = Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0);
      const event = await verifyEvent(app.db, req, gateway, raw);
      const ctx = { db: app.db, notifier: app.notifier, runtime: app.payments, log: req.log };
      if (event.type === 'payout.paid' || event.type === 'payout.failed') {
        await settlePayout(ctx, gateway.name, {
          reference: event.reference,
          gatewayPayoutId: event.gatewayPaymentId,
          result: event.type === 'payout.paid' ? 'paid' : 'failed',
          reason: event.reason,
          event,
        });
      } else {
        await applyEvent(ctx, gateway.name, event);
      }
      return ok(null);
    },
  );
};
