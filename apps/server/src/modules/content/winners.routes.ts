import { envelope, topWinnerSchema, topWinnersRequestSchema } from '@lalebet/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { cachedReply } from './reply-cache.ts';
import { getTopWinners } from './winners.service.ts';

/** How long one Top Winners answer is served. */
export const TOP_WINNERS_CACHE_MS = 45_000;

export const winnersRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/transaction/topwinners',
    {
      schema: {
        tags: ['content'],
        summary: 'Top Winners card: the biggest real wins of 30 days (names masked), then demo wins',
        body: topWinnersRequestSchema,
        response: { 200: envelope(z.array(topWinnerSchema)) },
      },
    },
    // Public and on the home page: one query pair per 45 s for everyone, whatever the traffic.
    async (req, reply) =>
      cachedReply(
        app,
        req,
        reply,
        `topwinners:${req.body.isLive}:${req.body.count}`,
        () => getTopWinners(app.db, req.body),
        { ttlMs: TOP_WINNERS_CACHE_MS, timeOnly: true },
      ),
  );
};
