import { adminNotificationSendSchema, adminNotificationSentSchema, envelope } from '@lalebet/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../lib/envelope.ts';
import { requestMeta } from '../../lib/request-meta.ts';
import { adminOf, noStore } from '../../plugins/auth.ts';
import { sendFromAdmin } from './admin-send.service.ts';

const SENT = { en: 'Notification sent.', tr: 'Bildirim gönderildi.' };

/** Back office: a System notification to one customer (`username`) or to everyone (`all: true`). */
export const adminNotificationRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onSend', noStore);

  app.post(
    '/admin/notification/send',
    {
      config: { permission: 'notifications:send' },
      preHandler: app.requireAdmin,
      schema: {
        tags: ['admin'],
        summary: 'Send a System notification; title and note are a string or { tr, en }',
        body: adminNotificationSendSchema,
        response: { 200: envelope(adminNotificationSentSchema) },
      },
    },
    async (req) => {
      const ctx = { db: app.db, notifier: app.notifier, meta: requestMeta(req) };
      const sent = await sendFromAdmin(ctx, adminOf(req), req.body);
      return ok({ sent }, SENT[req.locale]);
    },
  );
};
