import fp from 'fastify-plugin';
import { type Locale, HEADER_FINGERPRINT, HEADER_LOCALE, parseLocale } from '@lalebet/shared';

declare module 'fastify' {
  interface FastifyRequest {
    /** From x-locale; en when absent, as docs/product.md says. */
    locale: Locale;
    /** From x-fingerprint, trimmed and capped; null when absent. */
    fingerprint: string | null;
    /** The raw bearer token, if any. Never log it. */
    bearerToken: string | null;
  }
}

const MAX_FINGERPRINT = 128;

/** Reads the three headers every web request carries (docs/product.md §7) and names the request. */
export const requestContextPlugin = fp(async (app) => {
  app.decorateRequest('locale', 'en');
  app.decorateRequest('fingerprint', null);
  app.decorateRequest('bearerToken', null);
  // Synchronous, and one for all four: an async hook costs a promise per request on every route.
  app.addHook('onRequest', (req, reply, done) => {
    // Set at the start, so that error answers carry it too.
    reply.header('x-request-id', req.id);
    req.locale = parseLocale(req.headers[HEADER_LOCALE]);
    const fp = req.headers[HEADER_FINGERPRINT];
    req.fingerprint = typeof fp === 'string' && fp.trim() ? fp.trim().slice(0, MAX_FINGERPRINT) : null;
    const auth = req.headers.authorization;
    const match = typeof auth === 'string' ? /^Bearer\s+(\S+)$/i.exec(auth) : null;
    req.bearerToken = match?.[1] ?? null;
    done();
  });
});
