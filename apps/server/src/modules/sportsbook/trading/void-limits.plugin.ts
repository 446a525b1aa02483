import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { limitRequestRoutes, limitsRoutes } from './limits.routes.ts';
import { scopeLimitRequestRoutes, scopeLimitRoutes } from './scope-limits.routes.ts';
import { voidRoutes } from './void.routes.ts';

/**
 * The desk's money and limits (docs/decisions/079-bet-voids-and-player-limits.md): voids and
 * per-player and per-scope limits (084), each with its four-eyes kind in the approvals inbox.
 */
export const tradingVoidLimitsRoutes: FastifyPluginAsyncZod = async (api) => {
  await api.register(voidRoutes);
  await api.register(limitsRoutes);
  await api.register(limitRequestRoutes);
  await api.register(scopeLimitRoutes);
  await api.register(scopeLimitRequestRoutes);
};
