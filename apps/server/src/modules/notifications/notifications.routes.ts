import {
  envelope,
  notificationListRequestSchema,
  notificationSchema,
  readNotificationRequestSchema,
  readNotificationResponseSchema,
} from '@lalebet/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../lib/envelope.ts';
import { customerOf, noStore } from '../../plugins/auth.ts';
import { notificationsOf, readNotifications } from './notifications.service.ts';

/** The notifications panel (docs/product.md §7): the list and "mark as read". */
export const notificationRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onSend', noStore);

  app.post(
    '/customer/notification',
    {
      preHandler: app.requireCustomer,
      schema: {
        tags: ['notifications'],
        summary: "The caller's notifications, newest first, in the x-locale language",
        body: notificationListRequestSchema,
        response: { 200: envelope(z.array(notificationSchema)) },
      },
    },
    async (req) => ok(await notificationsOf(app.db, customerOf(req), req.body, req.locale)),
  );

  app.post(
    '/customer/readnotification',
    {
      preHandler: app.requireCustomer,
      schema: {
        tags: ['notifications'],
        summary: "Mark the caller's own notifications read (other ids are ignored)",
        body: readNotificationRequestSchema,
        response: { 200: envelope(readNotificationResponseSchema) },
      },
    },
    async (req) => ok({ marked: await readNotifications(app.db, customerOf(req), req.body.id) }),
  );
};
