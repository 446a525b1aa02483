import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { customerRoutes } from './customers.routes.ts';
import { customerComplianceTabRoutes } from './compliance-tabs.routes.ts';
import { customerTabRoutes } from './tabs.routes.ts';

/** Player 360 in the back office: search, header, actions and tabs (under /api). */
export const customerAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(customerRoutes);
  await app.register(customerTabRoutes);
  await app.register(customerComplianceTabRoutes);
};
