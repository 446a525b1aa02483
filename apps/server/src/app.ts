import { randomUUID } from 'node:crypto';
import compress from '@fastify/compress';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import type { Config } from './config.ts';
import type { Database } from './db/database.ts';
import { loggerOptions } from './lib/logger.ts';
import { zodValidatorCompiler } from './lib/validation.ts';
import { callbackRoutes } from './modules/callback/callback.routes.ts';
import { contentRoutes } from './modules/content/content.routes.ts';
import { healthRoutes } from './modules/health/health.routes.ts';
import { registerErrorHandler } from './plugins/errors.ts';
import { registerOpenApi } from './plugins/openapi.ts';
import { requestContextPlugin } from './plugins/request-context.ts';
import { registerSecurityHeaders } from './plugins/security.ts';
import { registerStaticSite } from './plugins/static-site.ts';
import './plugins/db.ts';

export type AppDeps = { config: Config; db: Kysely<Database>; logger?: boolean };

/** Plugins first, then feature modules, listed explicitly. The caller owns `db`. */
export async function buildApp({ config, db, logger = true }: AppDeps): Promise<FastifyInstance> {
  const app = Fastify({
    logger: logger ? loggerOptions(config.logLevel) : false,
    genReqId: () => randomUUID(),
    bodyLimit: 64 * 1024,
    trustProxy: config.env === 'production',
    routerOptions: { ignoreTrailingSlash: true },
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(zodValidatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('db', db);
  app.addHook('onSend', async (req, reply) => {
    reply.header('x-request-id', req.id);
  });

  await app.register(requestContextPlugin);
  registerErrorHandler(app);
  await registerSecurityHeaders(app, { https: config.publicUrl?.startsWith('https:') ?? false });
  await app.register(compress, { threshold: 1024 });
  await registerOpenApi(app, { ui: config.env !== 'production' });

  await app.register(healthRoutes);
  await app.register(
    async (api) => {
      await api.register(contentRoutes);
      await api.register(callbackRoutes);
    },
    { prefix: '/api' },
  );

  await registerStaticSite(app, { distDir: config.webDistDir });
  return app;
}
