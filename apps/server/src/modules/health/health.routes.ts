import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Config } from '../../config.ts';
import { type Probe, checkReadiness, databaseProbe, feedProbe, redisProbe } from './readiness.ts';

const statusSchema = z.object({ status: z.string(), checks: z.record(z.string(), z.string()).optional() });

type Options = { config: Pick<Config, 'redisUrl' | 'sportsbook'> };

/**
 * /healthz: the process answers (liveness: restart it when this fails). /readyz: it can serve
 * (readiness: send it traffic only when this passes): the database is reachable and migrated,
 * and Redis and the feed broker too where configured, each probe bounded
 * (docs/decisions/048-metrics-and-readiness.md).
 */
export const healthRoutes: FastifyPluginAsyncZod<Options> = async (app, { config }) => {
  const probes: Record<string, Probe> = { database: databaseProbe(app.db) };
  if (config.redisUrl) {
    const redis = redisProbe(config.redisUrl);
    probes.redis = redis;
    app.addHook('onClose', async () => redis.close());
  }
  if (config.sportsbook.amqpUrl) {
    // Registered after the sportsbook (app.ts); without it (tests) there is no feed to probe.
    probes.feed = feedProbe(() => !app.hasDecorator('feedConnected') || app.feedConnected());
  }

  app.get(
    '/healthz',
    { schema: { hide: true, response: { 200: statusSchema } }, logLevel: 'warn' },
    async () => ({ status: 'ok' }),
  );

  app.get(
    '/readyz',
    { schema: { hide: true, response: { 200: statusSchema, 503: statusSchema } }, logLevel: 'warn' },
    async (_req, reply) => {
      const { ready, checks } = await checkReadiness(probes);
      if (ready) return { status: 'ready', checks };
      const down = Object.entries(checks).filter(([, v]) => v !== 'ok');
      return reply.status(503).send({ status: down.map(([k, v]) => `${k}: ${v}`).join('; '), checks });
    },
  );
};
