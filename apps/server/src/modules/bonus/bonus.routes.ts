import {
  bonusClaimRequestSchema,
  bonusClaimResponseSchema,
  bonusListResponseSchema,
  customerBonusListResponseSchema,
  envelope,
  trialBonusAmountSchema,
} from '@lalebet/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../lib/envelope.ts';
import { trialBonusAmount } from '../../core/site-options.ts';
import { customerOf, noStore } from '../../plugins/auth.ts';
import { bonusContext } from './bonus.context.ts';
import { BONUS_MESSAGES } from './bonus.messages.ts';
import { claimBonus, listClaimable, myBonuses } from './claim.service.ts';
import { claimTrialBonus } from './trial.service.ts';

/** The player's bonuses : the sign-up trial bonus, the offers, claims and progress. */
export const bonusRoutes: FastifyPluginAsyncZod = async (app) => {
  // Everything here is per customer (the trial amount is read on every page load; no caching harm).
  app.addHook('onSend', noStore);

  app.get(
    '/bonus/trialbonusamount',
    {
      schema: {
        tags: ['bonus'],
        summary: 'Trial bonus amount offered at sign-up (site option trialbonusamount; 0 = no offer)',
        response: { 200: envelope(trialBonusAmountSchema) },
      },
    },
    async () => ok({ amount: await trialBonusAmount(app.db) }),
  );

  app.get(
    '/bonus/definetrialbonus',
    {
      preHandler: app.requireCustomer,
      schema: {
        tags: ['bonus'],
        summary:
          'Claim the sign-up trial bonus: once per person (verified phone; one grant per phone number and per x-fingerprint device)',
        response: { 200: envelope(z.null()) },
      },
    },
    async (req) => {
      await claimTrialBonus(bonusContext(app, req), customerOf(req));
      return ok(null, BONUS_MESSAGES.trialGranted[req.locale]);
    },
  );

  app.get(
    '/bonus/list',
    {
      preHandler: app.requireCustomer,
      schema: {
        tags: ['bonus'],
        summary: 'Bonus offers with plain-language terms and whether each can be claimed now (and why not)',
        response: { 200: envelope(bonusListResponseSchema) },
      },
    },
    async (req) => ok(await listClaimable(bonusContext(app, req), customerOf(req))),
  );

  app.post(
    '/bonus/claim',
    {
      preHandler: app.requireCustomer,
      schema: {
        tags: ['bonus'],
        summary: 'Claim an offer: granted at once (claimMode auto) or queued for an operator (manual)',
        body: bonusClaimRequestSchema,
        response: { 200: envelope(bonusClaimResponseSchema) },
      },
    },
    async (req) => {
      const bonus = await claimBonus(bonusContext(app, req), customerOf(req), req.body.definitionId);
      const message = bonus.status === 'active' ? BONUS_MESSAGES.granted : BONUS_MESSAGES.queued;
      return ok(bonus, message[req.locale]);
    },
  );

  app.get(
    '/bonus/mine',
    {
      preHandler: app.requireCustomer,
      schema: {
        tags: ['bonus'],
        summary: "The customer's bonuses, newest first, with remaining bonus balance and wagering progress",
        response: { 200: envelope(customerBonusListResponseSchema) },
      },
    },
    async (req) => ok(await myBonuses(bonusContext(app, req), customerOf(req))),
  );
};
