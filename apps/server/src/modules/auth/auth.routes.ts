import {
  authFormSchema,
  envelope,
  loginRequestSchema,
  registerRequestSchema,
  sessionDataSchema,
} from '@lalebet/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { accountsContext } from '../../core/accounts/index.ts';
import { ok } from '../../lib/envelope.ts';
import { noStore } from '../../plugins/auth.ts';
import { AUTH_MESSAGES } from './auth.messages.ts';
import { withBridgeFields } from './bridge-fields.ts';
import { countriesFor } from './countries.ts';
import { login } from './login.service.ts';
import { logout } from './logout.service.ts';
import { register } from './register.service.ts';

/** Sign-up, login and logout (docs/product.md §7 "Account and session"). */
export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onSend', noStore);
  app.get(
    '/auth/form',
    {
      schema: {
        tags: ['auth'],
        summary:
          'Data for the sign-up form: countries in the caller language (Türkiye preselected by the web)',
        response: { 200: envelope(authFormSchema) },
      },
    },
    async (req) => ok({ countries: await countriesFor(app.db, req.locale) }),
  );

  app.post(
    '/auth/register',
    {
      schema: {
        tags: ['auth'],
        summary: 'Create a customer account and log it in',
        body: registerRequestSchema,
        response: { 200: envelope(sessionDataSchema) },
      },
    },
    async (req) => {
      const data = await withBridgeFields(app, await register(accountsContext(app, req), req.body));
      return ok(data, AUTH_MESSAGES.registered[req.locale]);
    },
  );

  app.post(
    '/auth/login',
    {
      schema: {
        tags: ['auth'],
        summary: 'Log in; a failure answers 400 INVALID_CREDENTIALS whether or not the username exists',
        body: loginRequestSchema,
        response: { 200: envelope(sessionDataSchema) },
      },
    },
    async (req) => {
      const { data, notice } = await login(accountsContext(app, req), req.body);
      return ok(await withBridgeFields(app, data), (notice ?? AUTH_MESSAGES.loggedIn)[req.locale]);
    },
  );

  app.get(
    '/auth/logout',
    {
      schema: {
        tags: ['auth'],
        summary: 'End this session on the server (200 even when already logged out)',
        response: { 200: envelope(z.null()) },
      },
    },
    async (req) => {
      await logout(accountsContext(app, req), req.bearerToken);
      return ok(null, AUTH_MESSAGES.loggedOut[req.locale]);
    },
  );
};
