import { betcoLaunchResponseSchema, envelope } from '@lalebet/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { LaunchTtl } from '../../core/sportsbook-wallet/index.ts';
import { AppError } from '../../lib/app-error.ts';
import { ok } from '../../lib/envelope.ts';
import { customerOf, noStore } from '../../plugins/auth.ts';
import { mintBetcoLaunch } from './wallet.service.ts';

/**
 * POST /api/sportsbook/betco/launch: a fresh single-use launch token for the betco e-sports
 * frame, asked for when the frame opens and again after it reports `loggedOut` (ADR 097).
 */
export const betcoLaunchRoutes: FastifyPluginAsyncZod<{ ttl: LaunchTtl }> = async (app, { ttl }) => {
  app.addHook('onSend', noStore);
  app.post(
    '/sportsbook/betco/launch',
    {
      preHandler: app.requireCustomer,
      schema: {
        tags: ['sportsbook'],
        summary: 'A launch token for the betco e-sports frame (short-lived, single use)',
        response: { 200: envelope(betcoLaunchResponseSchema) },
      },
    },
    async (req) => {
      const url = app.betcoBridge.frameUrl();
      if (!url) throw new AppError('SPORTSBOOK_BRIDGE_OFF');
      const { token, expiresAt, userId } = await mintBetcoLaunch(app.db, customerOf(req).id, ttl);
      return ok({
        betcoUrl: url,
        betcoToken: token,
        betcoUserId: userId,
        expiresAt: expiresAt.toISOString(),
      });
    },
  );
};
