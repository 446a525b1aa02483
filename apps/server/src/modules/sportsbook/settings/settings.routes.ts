import { envelope, sportsSettingsSchema } from '@lalebet/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../../lib/envelope.ts';
import { customerOf, noStore } from '../../../plugins/auth.ts';
import { readSettings, saveSettings } from './settings.service.ts';

/** The player's sportsbook settings (odds-change policy, odds format), remembered server-side. */
export const settingsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onSend', noStore);

  app.get(
    '/sportsbook/settings',
    {
      preHandler: app.requireCustomer,
      schema: {
        tags: ['sportsbook'],
        summary: 'Sportsbook settings (defaults: higher, decimal)',
        response: { 200: envelope(sportsSettingsSchema) },
      },
    },
    async (req) => ok(await readSettings(app.db, customerOf(req).id)),
  );

  app.put(
    '/sportsbook/settings',
    {
      preHandler: app.requireCustomer,
      schema: {
        tags: ['sportsbook'],
        summary: 'Save sportsbook settings',
        body: sportsSettingsSchema.strict(),
        response: { 200: envelope(sportsSettingsSchema) },
      },
    },
    async (req) => ok(await saveSettings(app.db, customerOf(req).id, req.body)),
  );
};
