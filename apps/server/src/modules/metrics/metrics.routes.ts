import cluster from 'node:cluster';
import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { clusterMetrics, shareWorkerRegistry } from '../../infra/metrics/cluster.ts';
import { metricsRegistry } from '../../infra/metrics/registry.ts';
import { AppError } from '../../lib/app-error.ts';

const digest = (s: string) => createHash('sha256').update(s).digest();

/**
 * GET /metrics in Prometheus' text format, for `Authorization: Bearer <METRICS_TOKEN>` only
 * (docs/decisions/048-metrics-and-readiness.md). The token is compared as SHA-256 digests in
 * constant time, so neither its content nor its length leaks through timing. Unset (outside
 * production), every scrape is refused. Under WEB_CONCURRENCY the answer covers every worker.
 */
export const metricsRoutes: FastifyPluginAsyncZod<{ token: string | undefined }> = async (app, { token }) => {
  const expected = token ? digest(token) : null;
  if (cluster.isWorker) shareWorkerRegistry(metricsRegistry);

  app.get(
    '/metrics',
    {
      logLevel: 'warn',
      onRequest: async (req) => {
        const given = req.bearerToken;
        if (!expected || !given || !timingSafeEqual(digest(given), expected))
          throw new AppError('UNAUTHORIZED');
      },
      schema: { hide: true, response: { 200: z.string() } },
    },
    async (_req, reply) => {
      const text = cluster.isWorker ? await clusterMetrics() : await metricsRegistry.metrics();
      return reply.header('cache-control', 'no-store').type(metricsRegistry.contentType).send(text);
    },
  );
};
