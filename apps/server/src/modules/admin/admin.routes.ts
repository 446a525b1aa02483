import {
  adminLoginRequestSchema,
  adminLoginResponseSchema,
  adminLoginVerifyRequestSchema,
  adminSessionResponseSchema,
  envelope,
} from '@lalebet/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { accountsContext } from '../../core/accounts/index.ts';
import { ok } from '../../lib/envelope.ts';
import type { Keyring } from '../../lib/sealing.ts';
import { noStore } from '../../plugins/auth.ts';
import { adminLogin } from './admin-login.service.ts';
import { adminLoginVerify } from './admin-second-step.service.ts';
import { sealTotpSecretsAtStart } from './totp-secret.ts';
import { totpEnrolmentRoutes, sessionRoutes } from './admin-session.routes.ts';

const LOGGED_IN = { en: 'Logged in.', tr: 'Giriş yapıldı.' };
const SECOND_STEP = {
  en: 'Enter the code from your authenticator app.',
  tr: 'Doğrulama uygulamanızdaki kodu girin.',
};
const ENROL = {
  en: 'Set up two-factor authentication to continue.',
  tr: 'Devam etmek için iki adımlı doğrulamayı kurun.',
};

export type AdminRouteOptions = {
  totpOptional: boolean;
  /** Seals TOTP secrets at rest (PAYOUT_DATA_KEYS). */
  dataKeys: Keyring;
};

/** Password, then the second step (TOTP or a recovery code). */
const loginRoutes: FastifyPluginAsyncZod<AdminRouteOptions> = async (app, opts) => {
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
      ok(await adminLoginVerify(accountsContext(app, req), req.body, opts.dataKeys), LOGGED_IN[req.locale]),
  );
};

/**
 * Back-office sign-in (docs/decisions/014-staff-two-factor.md). Admin tokens are separate from
 * customer tokens and open only requireAdmin routes; a password alone opens nothing.
 */
export const adminRoutes: FastifyPluginAsyncZod<AdminRouteOptions> = async (app, opts) => {
  app.addHook('onSend', noStore);
  const keys = opts.dataKeys;

  // Secrets stored in clear before sealing, or sealed by a key no longer first: sealed at start.
  app.addHook('onReady', async () => {
    const { sealed, unreadable } = await sealTotpSecretsAtStart(app.db, keys);
    if (sealed > 0) app.log.info({ sealed }, 'admin: sealed TOTP secrets');
    if (unreadable.length > 0)
      app.log.error({ adminIds: unreadable }, 'admin: TOTP secrets sealed by a key that is not configured');
  });
  await app.register(loginRoutes, opts);
  await app.register(totpEnrolmentRoutes, opts);
  await app.register(sessionRoutes, opts);
};
