import { envelope, outboxMessageSchema } from '@lalebet/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../lib/envelope.ts';

const SHOWN = 200;

/**
 * GET /api/dev/outbox: the SMS and e-mails that would have gone out, newest first, so a
 * developer or an end-to-end test can read codes. app.ts registers it only outside production.
 */
export const devOutboxRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/dev/outbox',
    {
      schema: {
        tags: ['development'],
        summary: 'Development only: messages in the outbox, newest first',
        response: { 200: envelope(z.array(outboxMessageSchema)) },
      },
    },
    async () => {
      await app.messenger.flush(); // messages are handed over without waiting; let them land first
      const rows = await app.db
        .selectFrom('message_outbox')
        .select(['channel', 'recipient', 'subject', 'body', 'created_at'])
        .orderBy('id', 'desc')
        .limit(SHOWN)
        .execute();
      const data = rows.map((r) => ({
        channel: r.channel,
        to: r.recipient,
        subject: r.subject,
        text: r.body,
        createdAt: r.created_at.toISOString(),
      }));
      return ok(data);
    },
  );
};
