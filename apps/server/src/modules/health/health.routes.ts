import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sql } from 'kysely';
import { z } from 'zod';
import { isMigrated } from '../../db/migrate.ts';

const statusSchema = z.object({ status: z.string() });

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/healthz',
    { schema: { hide: true, response: { 200: statusSchema } }, logLevel: 'warn' },
    async () => ({ status: 'ok' }),
  );

  app.get(
    '/readyz',
    { schema: { hide: true, response: { 200: statusSchema, 503: statusSchema } }, logLevel: 'warn' },
    async (_req, reply) => {
      try {
        await sql`select 1`.execute(app.db);
        if (!(await isMigrated(app.db))) return reply.status(503).send({ status: 'migrations pending' });
        return { status: 'ready' };
      } catch {
        return reply.status(503).send({ status: 'database unreachable' });
      }
    },
  );
};
