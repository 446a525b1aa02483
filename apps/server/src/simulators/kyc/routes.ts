import { createHash, timingSafeEqual } from 'node:crypto';
import fs from 'node:fs';
import type {} from '@fastify/swagger'; // types `schema.hide`
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { type SimChoice, choiceSchema, createApplicantSchema, createApplicantStore } from './applicants.ts';
import { renderApplicantPage, renderMessagePage } from './page.ts';

// The gateway simulator's stylesheet: the same classes, so one CSS file serves both pages.
const PAGE_CSS = fs.readFileSync(new URL('../payment-gateway/page.css', import.meta.url), 'utf8');
const HIDDEN = { hide: true };
const PAGE_CSP =
  "default-src 'none'; style-src 'self'; img-src 'self'; form-action 'self'; base-uri 'none'; frame-ancestors 'none'";
export const sha256 = (s: string) => createHash('sha256').update(s, 'utf8').digest();
const decisionBody = z.object({ decision: choiceSchema });

function sendHtml(reply: FastifyReply, status: number, html: string) {
  if (!reply.hasHeader('content-security-policy')) reply.header('content-security-policy', PAGE_CSP);
  return reply.code(status).header('cache-control', 'no-store').type('text/html; charset=utf-8').send(html);
}

export type ApplicantRouteDeps = {
  store: ReturnType<typeof createApplicantStore>;
  keyHash: Buffer;
  publicBase: string | undefined;
  decide: (id: string, choice: SimChoice) => unknown;
  setLog: (log: { warn: (o: object, m: string) => void }) => void;
};

/** The vendor's JSON API (create an applicant) and the hosted page the player decides on. */
export function applicantRoutes(deps: ApplicantRouteDeps): FastifyPluginAsync {
  return async (app) => {
    deps.setLog(app.log);
    const cssHref = `${app.prefix}/assets/page.css`;
    const pagePath = (id: string) => `${app.prefix}/verify/${encodeURIComponent(id)}`;
    const localeOf = (req: FastifyRequest) =>
      /^\s*tr\b/i.test(req.headers['accept-language'] ?? '') ? 'tr' : 'en';
    app.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: 1024 },
      (_req, body, done) => done(null, Object.fromEntries(new URLSearchParams(body as string))),
    );

    app.get('/assets/page.css', { schema: HIDDEN }, async (_req, reply) =>
      reply.type('text/css; charset=utf-8').send(PAGE_CSS),
    );

    app.post('/api/applicants', { schema: HIDDEN, bodyLimit: 16 * 1024 }, async (req, reply) => {
      const m = /^Bearer\s+(\S+)$/i.exec(req.headers.authorization ?? '');
      if (!m?.[1] || !timingSafeEqual(sha256(m[1]), deps.keyHash)) {
        return reply.code(401).send({ error: { type: 'authentication_error', message: 'Invalid API key' } });
      }
      const parsed = createApplicantSchema.safeParse(req.body);
      if (!parsed.success) {
        return reply
          .code(400)
          .send({ error: { type: 'invalid_request_error', message: 'Invalid applicant' } });
      }
      const a = deps.store.create(parsed.data);
      const base = (deps.publicBase ?? `${req.protocol}://${req.host}`).replace(/\/+$/, '');
      return reply.code(201).send({ id: a.id, url: `${base}${pagePath(a.id)}` });
    });

    app.get<{ Params: { id: string } }>('/verify/:id', { schema: HIDDEN }, async (req, reply) => {
      const a = deps.store.applicants.get(req.params.id);
      if (!a) return sendHtml(reply, 404, renderMessagePage(localeOf(req), 'notFound', cssHref));
      return sendHtml(reply, 200, renderApplicantPage(a, cssHref));
    });

    app.post<{ Params: { id: string } }>('/verify/:id', { schema: HIDDEN }, async (req, reply) => {
      const a = deps.store.applicants.get(req.params.id);
      if (!a) return sendHtml(reply, 404, renderMessagePage(localeOf(req), 'notFound', cssHref));
      const parsed = decisionBody.safeParse(req.body);
      if (!parsed.success) return sendHtml(reply, 400, renderMessagePage(a.locale, 'badRequest', cssHref));
      deps.decide(a.id, parsed.data.decision);
      // Post/Redirect/Get: a reload shows the outcome instead of deciding again.
      return reply.code(303).header('location', pagePath(a.id)).send();
    });
  };
}
