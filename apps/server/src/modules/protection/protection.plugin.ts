import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { limitsRoutes } from './limits.routes.ts';

/**
 * Player protection's routes under /api (docs/decisions/024-player-protection.md). The
 * exclusions, reality-check and session routes register here too.
 */
export const protectionRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(limitsRoutes);
};
