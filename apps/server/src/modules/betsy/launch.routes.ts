import { betsyLaunchResponseSchema, envelope } from '@lalebet/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../lib/app-error.ts';
import { ok } from '../../lib/envelope.ts';
import { customerOf, noStore } from '../../plugins/auth.ts';
import { type LaunchTtl, mintLaunch } from './launch.service.ts';

/**
 * POST /api/sportsbook/betsy/launch: a fresh single-use launch token for the Betsy frame, asked
 * for when the frame opens and again when it reports its session expired (ADR 091).
 */
export const betsyLaunchRoutes: FastifyPluginAsyncZod<{ cid: string; ttl: LaunchTtl }> = async (
  app,
  { cid, ttl },
) => {
  app.addHook('onSend', noStore);
  app.post(
    '/sportsbook/betsy/launch',
    {
      preHandler: app.requireCustomer,
      schema: {
        tags: ['sportsbook'],
        summary: "A launch token for BETER's Betsy frame (short-lived, single use)",
        response: { 200: envelope(betsyLaunchResponseSchema) },
      },
    },
    async (req) => {
      const url = app.sportsbookBridge.frameUrl();
      if (!url) throw new AppError('SPORTSBOOK_BRIDGE_OFF');
      const { token, expiresAt } = await mintLaunch(app.db, customerOf(req).id, ttl);
      return ok({ betsyUrl: url, betsyCid: cid, betsyToken: token, expiresAt: expiresAt.toISOString() });
    },
  );
};
