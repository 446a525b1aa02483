import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { RouteDeps } from './routes.ts';
import { localeFromHeader, type PageLocale, renderMessagePage } from './page.ts';
import { decisionSchema } from './payments.ts';

// The gateway simulator's HTTP plumbing: its error shapes, HTML answers and API-key check.

export const PAGE_CSP =
  "default-src 'none'; style-src 'self'; img-src 'self'; form-action 'self'; base-uri 'none'; frame-ancestors 'none'";

export const sha256 = (s: string) => createHash('sha256').update(s, 'utf8').digest();
export const decisionBody = z.object({ decision: decisionSchema });
export const tokenBody = z.object({
  number: z.string().regex(/^\d{12,19}$/),
  customer: z.string().min(1).max(64),
});

export function apiError(
  reply: FastifyReply,
  status: number,
  type: string,
  message: string,
  extra: object = {},
) {
  return reply.code(status).send({ error: { type, message, ...extra } });
}

export function sendHtml(reply: FastifyReply, status: number, html: string) {
  // Mounted in our app, its stricter-or-equal CSP from helmet is already set; standalone, ours applies.
  if (!reply.hasHeader('content-security-policy')) reply.header('content-security-policy', PAGE_CSP);
  if (!reply.hasHeader('x-content-type-options')) reply.header('x-content-type-options', 'nosniff');
  return reply.code(status).header('cache-control', 'no-store').type('text/html; charset=utf-8').send(html);
}

export type PageView = {
  cssHref: string;
  pagePath: (id: string) => string;
  payLocale: (req: FastifyRequest, id: string) => PageLocale;
};

/** Where the plugin's pages live under its prefix, and the language a payer's page speaks. */
export function pageView(app: FastifyInstance, deps: RouteDeps): PageView {
  return {
    cssHref: `${app.prefix}/assets/page.css`,
    pagePath: (id) => `${app.prefix}/pay/${encodeURIComponent(id)}`,
    payLocale: (req, id) => deps.payments.get(id)?.locale ?? localeFromHeader(req.headers['accept-language']),
  };
}

export function apiKeyGuard(keyHash: Buffer) {
  return async function requireApiKey(req: FastifyRequest, reply: FastifyReply) {
    const match = /^Bearer\s+(\S+)$/i.exec(req.headers.authorization ?? '');
    if (!match?.[1] || !timingSafeEqual(sha256(match[1]), keyHash)) {
      reply.header('www-authenticate', 'Bearer');
      return apiError(reply, 401, 'authentication_error', 'Invalid API key');
    }
  };
}

/** Parser errors (bad JSON, too large, wrong type) answer in the simulator's own shapes. */
export function setGatewayErrorHandler(app: FastifyInstance, { cssHref, payLocale }: PageView) {
  app.setErrorHandler((err: Error & { statusCode?: number }, req, reply) => {
    const status = err.statusCode && err.statusCode >= 400 && err.statusCode < 500 ? err.statusCode : 500;
    if (status === 500) req.log.error({ err }, 'gateway simulator: unexpected error');
    const id = (req.params as { id?: string } | undefined)?.id;
    if (req.url.startsWith(`${app.prefix}/pay/`) && id) {
      return sendHtml(reply, status, renderMessagePage(payLocale(req, id), 'badRequest', cssHref));
    }
    if (status === 500) return apiError(reply, 500, 'api_error', 'Internal error');
    return apiError(reply, status, 'invalid_request_error', err.message);
  });
}
