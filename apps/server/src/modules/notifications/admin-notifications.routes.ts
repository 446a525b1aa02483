import {
  adminNotificationSendSchema,
  adminNotificationSentSchema,
  adminSegmentSendSchema,
  adminSegmentSentSchema,
  envelope,
} from '@lalebet/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../lib/envelope.ts';
import { requestMeta } from '../../lib/request-meta.ts';
import { adminOf, noStore } from '../../plugins/auth.ts';
import { sendToSegment } from './admin-segment.service.ts';
import { sendFromAdmin } from './admin-send.service.ts';

const SENT = { en: 'Notification sent.', tr: 'Bildirim gönderildi.' };
const COUNTED = {
  en: 'Recipients counted; nothing was sent.',
  tr: 'Alıcılar sayıldı; hiçbir şey gönderilmedi.',
};

/** Back office: a System notification to one customer (`username`), to everyone (`all: true`) or to a segment. */
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
      return ok(await sendFromAdmin(ctx, adminOf(req), req.body), SENT[req.locale]);
    },
  );

  app.post(
    '/admin/notification/segment',
    {
      config: { permission: 'notifications:send' },
      preHandler: app.requireAdmin,
      schema: {
        tags: ['admin'],
        summary:
          'Send a System notification to a segment (deposited within N days, VIP level, language); marketing skips protected players',
        body: adminSegmentSendSchema,
        response: { 200: envelope(adminSegmentSentSchema) },
      },
    },
    async (req) => {
      const ctx = { db: app.db, notifier: app.notifier, meta: requestMeta(req) };
      const counts = await sendToSegment(ctx, adminOf(req), req.body);
      return ok(counts, (req.body.dryRun ? COUNTED : SENT)[req.locale]);
    },
  );
};
