import {
  adminProfileSchema,
  adminStepUpRequestSchema,
  adminStepUpResponseSchema,
  adminTotpConfirmRequestSchema,
  adminTotpConfirmResponseSchema,
  adminTotpEnrolResponseSchema,
  envelope,
} from '@lalebet/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { endAdminSession, accountsContext } from '../../core/accounts/index.ts';
import { audit } from '../../core/audit.ts';
import { ok } from '../../lib/envelope.ts';
import { requestMeta } from '../../lib/request-meta.ts';
import { adminOf } from '../../plugins/auth.ts';
import { confirmTotpEnrolment, startTotpEnrolment } from './admin-enrol.service.ts';
import { adminStepUp } from './admin-step-up.service.ts';
import type { AdminRouteOptions } from './admin.routes.ts';

const ENROLLED = {
  en: 'Two-factor authentication is on. Keep the recovery codes somewhere safe.',
  tr: 'İki adımlı doğrulama açıldı. Kurtarma kodlarını güvenli bir yerde saklayın.',
};
const STEPPED_UP = { en: 'Confirmed.', tr: 'Doğrulandı.' };
const LOGGED_OUT = { en: 'Logged out.', tr: 'Çıkış yapıldı.' };

/** A staff member without TOTP enrols an authenticator before anything else. */
export const totpEnrolmentRoutes: FastifyPluginAsyncZod<AdminRouteOptions> = async (app, opts) => {
  app.post(
    '/admin/auth/totp/enrol',
    {
      preHandler: app.requireAdminEnrolment,
      schema: {
        tags: ['admin'],
        summary: 'Start TOTP enrolment: a new secret and its otpauth:// URI',
        response: { 200: envelope(adminTotpEnrolResponseSchema) },
      },
    },
    async (req) => ok(await startTotpEnrolment(accountsContext(app, req), adminOf(req), opts.dataKeys)),
  );

  app.post(
    '/admin/auth/totp/confirm',
    {
      preHandler: app.requireAdminEnrolment,
      schema: {
        tags: ['admin'],
        summary: 'Confirm TOTP enrolment with a first code; answers the recovery codes once',
        body: adminTotpConfirmRequestSchema,
        response: { 200: envelope(adminTotpConfirmResponseSchema) },
      },
    },
    async (req) =>
      ok(
        await confirmTotpEnrolment(accountsContext(app, req), adminOf(req), req.body, opts.dataKeys),
        ENROLLED[req.locale],
      ),
  );
};

/** Who is signed in, a fresh step-up for sensitive actions, and signing out. */
export const sessionRoutes: FastifyPluginAsyncZod<AdminRouteOptions> = async (app, opts) => {
  app.get(
    '/admin/auth/me',
    {
      config: { permission: 'session' },
      preHandler: app.requireAdmin,
      schema: {
        tags: ['admin'],
        summary: 'The signed-in back-office user',
        response: { 200: envelope(adminProfileSchema) },
      },
    },
    async (req) =>
      ok({ username: adminOf(req).username, permissions: [...(req.admin?.permissions ?? [])].sort() }),
  );

  app.post(
    '/admin/auth/step-up',
    {
      config: { permission: 'session' },
      preHandler: app.requireAdmin,
      schema: {
        tags: ['admin'],
        summary: 'Enter a TOTP code again: money actions and role changes open for a few minutes',
        body: adminStepUpRequestSchema,
        response: { 200: envelope(adminStepUpResponseSchema) },
      },
    },
    async (req) =>
      ok(
        await adminStepUp(accountsContext(app, req), adminOf(req), req.body.code, {
          keys: opts.dataKeys,
          totpOptional: opts.totpOptional,
        }),
        STEPPED_UP[req.locale],
      ),
  );

  app.get(
    '/admin/auth/logout',
    {
      // An enrol-only session may log out too.
      preHandler: app.requireAdminEnrolment,
      schema: {
        tags: ['admin'],
        summary: 'End the back-office session',
        response: { 200: envelope(z.null()) },
      },
    },
    async (req) => {
      const admin = adminOf(req);
      await endAdminSession(app.db, admin.sessionId);
      // Its staff hub sockets close on every process (plugins/staff-hub.ts).
      app.sessionEvents.emit('staffEnded', { adminId: admin.id, sessionIds: [admin.sessionId] });
      await audit(app.db, {
        actor: { kind: 'admin', id: admin.id },
        event: 'admin_logout',
        meta: requestMeta(req),
      });
      return ok(null, LOGGED_OUT[req.locale]);
    },
  );
};
