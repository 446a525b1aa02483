import {
  adminLoginRequestSchema,
  adminLoginResponseSchema,
  adminProfileSchema,
  envelope,
} from '@lalebet/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { endAdminSession } from '../../lib/accounts/admin-sessions.ts';
import { accountsContext } from '../../lib/accounts/context.ts';
import { audit } from '../../lib/audit.ts';
import { requestMeta } from '../../lib/request-meta.ts';
import { adminOf, noStore } from '../../plugins/auth.ts';
import { adminLogin } from './admin-login.service.ts';

const LOGGED_IN = { en: 'Logged in.', tr: 'Giriş yapıldı.' };
const LOGGED_OUT = { en: 'Logged out.', tr: 'Çıkış yapıldı.' };

/** Back-office sign-in. Admin tokens are separate from customer tokens and open only requireAdmin routes. */
export const adminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onSend', noStore);

  app.post(
    '/admin/auth/login',
    {
      schema: {
        tags: ['admin'],
        summary: 'Back-office login',
        body: adminLoginRequestSchema,
        response: { 200: envelope(adminLoginResponseSchema) },
      },
    },
    async (req) => ({
      success: true as const,
      message: LOGGED_IN[req.locale],
      data: await adminLogin(accountsContext(app, req), req.body),
    }),
  );

  app.get(
    '/admin/auth/me',
    {
      preHandler: app.requireAdmin,
      schema: {
        tags: ['admin'],
        summary: 'The signed-in back-office user',
        response: { 200: envelope(adminProfileSchema) },
      },
    },
    async (req) => ({ success: true as const, message: '', data: { username: adminOf(req).username } }),
  );

  app.get(
    '/admin/auth/logout',
    {
      preHandler: app.requireAdmin,
      schema: {
        tags: ['admin'],
        summary: 'End the back-office session',
        response: { 200: envelope(z.null()) },
      },
    },
    async (req) => {
      const admin = adminOf(req);
      await endAdminSession(app.db, admin.sessionId);
      await audit(app.db, {
        actor: { kind: 'admin', id: admin.id },
        event: 'admin_logout',
        meta: requestMeta(req),
      });
      return { success: true as const, message: LOGGED_OUT[req.locale], data: null };
    },
  );
};
