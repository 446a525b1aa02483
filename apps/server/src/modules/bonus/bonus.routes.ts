import { envelope, trialBonusAmountSchema } from '@lalebet/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { trialBonusAmount } from '../../lib/site-options.ts';

/** The sign-up trial bonus offer; claiming it belongs to the bonus issue. */
export const bonusRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/bonus/trialbonusamount',
    {
      schema: {
        tags: ['bonus'],
        summary: 'Trial bonus amount offered at sign-up (site option trialbonusamount; 0 = no offer)',
        response: { 200: envelope(trialBonusAmountSchema) },
      },
    },
    async () => ({ success: true as const, message: '', data: { amount: await trialBonusAmount(app.db) } }),
  );
};
