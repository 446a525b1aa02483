import { envelope, topWinnerSchema, topWinnersRequestSchema } from '@lalebet/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from './ok.ts';
import { getTopWinners } from './winners.service.ts';

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
    async (req) => ok(await getTopWinners(app.db, req.body)),
  );
};
