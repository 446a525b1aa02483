import { callbackRequestSchema, callbackResponseSchema, envelope } from '@lalebet/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../lib/envelope.ts';
import { requestCallback } from './callback.service.ts';

const MESSAGES = {
  en: 'Thank you! Our team will call you shortly.',
  tr: 'Teşekkürler! Ekibimiz sizi kısa süre içinde arayacak.',
};

export const callbackRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/callcenter/request',
    {
      schema: {
        tags: ['content'],
        summary: "Call-me-back form ('Sizi Arayalım')",
        body: callbackRequestSchema,
        response: { 200: envelope(callbackResponseSchema) },
      },
    },
    async (req) => {
      const data = await requestCallback(app.db, req.body, {
        locale: req.locale,
        ip: req.ip,
        fingerprint: req.fingerprint,
        limiter: app.limiter,
      });
      return ok(data, MESSAGES[req.locale]);
    },
  );
};
