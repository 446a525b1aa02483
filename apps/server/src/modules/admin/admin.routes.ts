import {
  adminLoginRequestSchema,
  adminLoginResponseSchema,
  adminLoginVerifyRequestSchema,
  adminProfileSchema,
  adminSessionResponseSchema,
  adminStepUpRequestSchema,
  adminStepUpResponseSchema,
  adminTotpConfirmRequestSchema,
  adminTotpConfirmResponseSchema,
  adminTotpEnrolResponseSchema,
  envelope,
} from '@lalebet/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { endAdminSession } from '../../core/accounts/admin-sessions.ts';
import { accountsContext } from '../../core/accounts/context.ts';
import { audit } from '../../core/audit.ts';
import { ok } from '../../lib/envelope.ts';
import { requestMeta } from '../../lib/request-meta.ts';
import type { Keyring } from '../../lib/sealing.ts';
import { adminOf, noStore } from '../../plugins/auth.ts';
import { confirmTotpEnrolment, startTotpEnrolment } from './admin-enrol.service.ts';
import { adminLogin } from './admin-login.service.ts';
import { adminLoginVerify } from './admin-second-step.service.ts';
import { adminStepUp } from './admin-step-up.service.ts';
import { sealTotpSecretsAtStart } from './totp-secret.ts';

const LOGGED_IN = { en: 'Logged in.', tr: 'Giriş yapıldı.' };
const SECOND_STEP = {
  en: 'Enter the code from your authenticator app.',
  tr: 'Doğrulama uygulamanızdaki kodu girin.',
};
const ENROL = {
  en: 'Set up two-factor authentication to continue.',
  tr: 'Devam etmek için iki adımlı doğrulamayı kurun.',
};
const ENROLLED = {
  en: 'Two-factor authentication is on. Keep the recovery codes somewhere safe.',
  tr: 'İki adımlı doğrulama açıldı. Kurtarma kodlarını güvenli bir yerde saklayın.',
};
const STEPPED_UP = { en: 'Confirmed.', tr: 'Doğrulandı.' };
const LOGGED_OUT = { en: 'Logged out.', tr: 'Çıkış yapıldı.' };

/**
 * Back-office sign-in (docs/decisions/014-staff-two-factor.md). Admin tokens are separate from
 * customer tokens and open only requireAdmin routes; a password alone opens nothing.
 */
export const adminRoutes: FastifyPluginAsyncZod<{
  totpOptional: boolean;
  /** Seals TOTP secrets at rest (PAYOUT_DATA_KEYS). */
  dataKeys: Keyring;
}> = async (app, opts) => {
  app.addHook('onSend', noStore);
  const keys = opts.dataKeys;

  // Secrets stored in clear before sealing, or sealed by a key no longer first: sealed at start.
  app.addHook('onReady', async () => {
    const { sealed, unreadable } = await sealTotpSecretsAtStart(app.db, keys);
    if (sealed > 0) app.log.info({ sealed }, 'admin: sealed TOTP secrets');
    if (unreadable.length > 0)
      app.log.error({ adminIds: unreadable }, 'admin: TOTP secrets sealed by a key that is not configured');
  });

  app.post(
    '/admin/auth/login',
    {
      schema: {
        tags: ['admin'],
        summary: 'Back-office login, step one: the password',
        body: adminLoginRequestSchema,
        response: { 200: envelope(adminLoginResponseSchema) },
      },
    },
    async (req) => {
      const data = await adminLogin(accountsContext(app, req), req.body, { totpOptional: opts.totpOptional });
      const message = { second_factor: SECOND_STEP, enrolment: ENROL, full: LOGGED_IN }[data.stage];
      return ok(data, message[req.locale]);
    },
  );

  app.post(
    '/admin/auth/login/verify',
    {
      schema: {
        tags: ['admin'],
        summary: 'Back-office login, step two: a TOTP or recovery code',
        body: adminLoginVerifyRequestSchema,
        response: { 200: envelope(adminSessionResponseSchema) },
      },
    },
    async (req) =>
      ok(await adminLoginVerify(accountsContext(app, req), req.body, keys), LOGGED_IN[req.locale]),
  );

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
    async (req) => ok(await startTotpEnrolment(accountsContext(app, req), adminOf(req), keys)),
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
        await confirmTotpEnrolment(accountsContext(app, req), adminOf(req), req.body, keys),
        ENROLLED[req.locale],
      ),
  );

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
          keys,
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
