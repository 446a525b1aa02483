import {
  Platform,
  amusnetLaunchRequestSchema,
  dtLaunchRequestSchema,
  emLaunchRequestSchema,
  envelope,
  launchResponseDataSchema,
  platformLaunchRequestSchema,
  softgamingsLaunchRequestSchema,
} from '@lalebet/shared';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { ok } from '../../lib/envelope.ts';
import { customerOf, noStore } from '../../plugins/auth.ts';
import { type LaunchInput, launchGame } from './launch.service.ts';

type Input = Omit<LaunchInput, 'language'> & { language?: 'tr' | 'en' };
/** DT and EM bodies carry no platform: the browser's user agent tells. */
const platformOf = (req: FastifyRequest) =>
  /Mobi|Android|iPhone|iPad/.test(req.headers['user-agent'] ?? '') ? 'mobile' : 'desktop';

/**
 * The six launch calls of docs/product.md with their exact bodies (section 7). Each needs a session;
 * data is the game URL, or the SoftGamings HTML and script snippet that /game-frame runs.
 */
export const launchRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onSend', noStore);

  function route<S extends z.ZodType>(
    path: string,
    summary: string,
    body: S,
    toInput: (b: z.infer<S>, req: FastifyRequest) => Input,
  ) {
    app.post(
      `/casino/${path}`,
      {
        preHandler: app.requireCustomer,
        schema: { tags: ['casino'], summary, body, response: { 200: envelope(launchResponseDataSchema) } },
      },
      async (req) => {
        const input = toInput(req.body as z.infer<S>, req);
        const ctx = { db: app.db, casino: app.casino, log: req.log, limiter: app.limiter };
        return ok(await launchGame(ctx, customerOf(req).id, { language: req.locale, ...input }));
      },
    );
  }

  route('dtlaunchurl', 'Launch a DT game; data is its URL', dtLaunchRequestSchema, (b, req) => ({
    launcher: 'dt',
    code: b.code,
    platform: platformOf(req),
  }));
  route('emlaunchurl', 'Launch an EM game; data is its URL', emLaunchRequestSchema, (b, req) => ({
    launcher: 'em',
    code: b.code,
    productId: b.productId,
    platform: platformOf(req),
  }));
  route('amusnetlaunchurl', 'Launch an Amusnet game; data is its URL', amusnetLaunchRequestSchema, (b) => ({
    launcher: 'amusnet',
    code: b.code,
    platform: b.isMobile ? 'mobile' : 'desktop',
  }));
  for (const launcher of ['egt', 'hub88'] as const) {
    route(
      `${launcher}launchurl`,
      `Launch an ${launcher === 'egt' ? 'EGT' : 'Hub88'} game (platform 1 desktop, 2 mobile); data is its URL`,
      platformLaunchRequestSchema,
      (b, req) => ({
        launcher,
        code: b.gameCode,
        platform: b.platform === Platform.Mobile ? 'mobile' : 'desktop',
        language: b.language,
        lobbyUrl: b.lobbyUrl,
        requestOrigin: `${req.protocol}://${req.host}`,
      }),
    );
  }
  route(
    'softgamingslaunchurl',
    'Launch a SoftGamings game; data is an HTML and script snippet for the sandboxed /game-frame',
    softgamingsLaunchRequestSchema,
    (b) => ({
      launcher: 'softgamings',
      code: b.pageCode,
      system: b.system,
      platform: b.isMobile ? 'mobile' : 'desktop',
    }),
  );
};
