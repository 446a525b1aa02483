import {
  adminUnlockRequestSchema,
  adminUnlockResponseSchema,
  envelope,
  unlockRequestSchema,
} from '@lalebet/shared';
import fp from 'fastify-plugin';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../lib/envelope.ts';
import { adminOf, noStore } from '../../plugins/auth.ts';
import { retryAfterSeconds } from '../../infra/rate-limit/index.ts';
import { AppError } from '../../lib/app-error.ts';
import { clock } from '../../lib/clock.ts';
import { ipLimitKey, requestMeta } from '../../lib/request-meta.ts';
import { unlockByLink, unlockPlayer, unlockStaff } from './lockout.service.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** PUBLIC_URL: the base of links in e-mails (the unlock link). */
    publicUrl: string | undefined;
  }
}

/** Link checks per address (IPv6: per /64); the tokens are 256-bit, this only keeps noise down. */
const LINK_CHECKS_PER_IP = { max: 20, windowMs: 15 * 60_000 };

const UNLOCKED = {
  tr: 'Hesabınızın kilidi açıldı. Şimdi giriş yapabilirsiniz.',
  en: 'Your account is unlocked. You can log in now.',
} as const;

/** Unlocking accounts after a wide password attack (docs/decisions/045-throttle-not-lock.md). */
const routes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onSend', noStore);
  const ctx = (req: Parameters<typeof requestMeta>[0]) => ({
    db: app.db,
    limiter: app.limiter,
    meta: requestMeta(req),
  });

  app.post(
    '/auth/unlock',
    {
      schema: {
        tags: ['auth'],
        summary: 'Unlock an account with the one-time link from the lock e-mail',
        body: unlockRequestSchema,
        response: { 200: envelope(z.null()) },
      },
    },
    async (req) => {
      const { total, msLeft } = await app.limiter.consume(
        `unlock:ip:${ipLimitKey(requestMeta(req).ip)}`,
        LINK_CHECKS_PER_IP.windowMs,
      );
      if (total > LINK_CHECKS_PER_IP.max) {
        const now = clock.ms();
        throw new AppError('TOO_MANY_ATTEMPTS', {
          headers: { 'retry-after': String(retryAfterSeconds(now + msLeft, now)) },
        });
      }
      await unlockByLink(ctx(req), req.body.token);
      return ok(null, UNLOCKED[req.locale]);
    },
  );

  app.post(
    '/admin/customers/:id/unlock',
    {
      config: { permission: 'customers:sessions', stepUp: true },
      preHandler: app.requireAdmin,
      schema: {
        tags: ['admin'],
        summary: "Lift a player's lock, password throttle and frozen codes, with a reason (audited)",
        params: z.object({
          id: z.coerce
            .bigint()
            .positive()
            .max(2n ** 62n),
        }),
        body: adminUnlockRequestSchema,
        response: { 200: envelope(adminUnlockResponseSchema) },
      },
    },
    async (req) => ok(await unlockPlayer(ctx(req), adminOf(req), req.params.id, req.body.reason)),
  );

  app.post(
    '/admin/staff/:id/unlock',
    {
      config: { permission: 'staff:manage', stepUp: true },
      preHandler: app.requireAdmin,
      schema: {
        tags: ['admin'],
        summary:
          "Lift a staff account's lock and password and second-factor throttles, with a reason (audited)",
        params: z.object({ id: z.coerce.number().int().positive() }),
        body: adminUnlockRequestSchema,
        response: { 200: envelope(adminUnlockResponseSchema) },
      },
    },
    async (req) => ok(await unlockStaff(ctx(req), adminOf(req), BigInt(req.params.id), req.body.reason)),
  );
};

/** Registered at the root: `publicUrl` is read by every account service; the routes sit under /api. */
export const lockoutPlugin = fp<{ publicUrl: string | undefined }>(async (app, { publicUrl }) => {
  app.decorate('publicUrl', publicUrl);
  await app.register(routes, { prefix: '/api' });
});
