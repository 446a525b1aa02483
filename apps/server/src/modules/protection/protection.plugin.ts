import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { exclusionRoutes } from './exclusion.routes.ts';
import { limitsRoutes } from './limits.routes.ts';
import { liftRoutes } from './lift.routes.ts';

/**
 * Player protection's routes under /api (docs/decisions/024-player-protection.md). Limits, and
 * exclusions with the reality check and the session clock (ADR 025), lifting (ADR 033).
 */
export const protectionRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(limitsRoutes);
  await app.register(exclusionRoutes);
  await app.register(liftRoutes);
};
