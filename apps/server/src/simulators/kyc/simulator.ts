import { createHash, timingSafeEqual } from 'node:crypto';
import fs from 'node:fs';
import type {} from '@fastify/swagger'; // types `schema.hide`
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { signWebhook } from '../../infra/webhooks/signature.ts';
import {
  type SimApplicant,
  type SimChoice,
  type SimKycEvent,
  choiceSchema,
  createApplicantSchema,
  createApplicantStore,
} from './applicants.ts';
import { renderApplicantPage, renderMessagePage } from './page.ts';

/** Where our app mounts the plugin. */
export const KYC_SIMULATOR_PREFIX = '/sim/kyc';

export type KycSimulatorOptions = {
  apiKey: string;
  /** `whsec_<base64>`: signs every webhook (Standard Webhooks, as the gateway simulator). */
  webhookSecret: string;
  /** The origin testers reach the page on; when absent, the Host header of the create call. */
  publicBase?: string;
  retryDelaysMs?: number[];
  fetchImpl?: typeof fetch;
  now?: () => Date;
};

export type KycSimulator = {
  plugin: FastifyPluginAsync;
  applicants: ReadonlyMap<string, Readonly<SimApplicant>>;
  /** What a click on the hosted page does; null for an unknown or finished applicant. */
  decide(id: string, choice: SimChoice): SimKycEvent | null;
  /** Delivers an event again under the same delivery id (a duplicate, as vendors send). */
  resend(event: SimKycEvent, notifyUrl: string): void;
  /** Resolves once no delivery is queued or in flight. */
  idle(): Promise<void>;
  close(): void;
};

// The gateway simulator's stylesheet: the same classes, so one CSS file serves both pages.
const PAGE_CSS = fs.readFileSync(new URL('../payment-gateway/page.css', import.meta.url), 'utf8');
const HIDDEN = { hide: true };
const PAGE_CSP =
  "default-src 'none'; style-src 'self'; img-src 'self'; form-action 'self'; base-uri 'none'; frame-ancestors 'none'";
const sha256 = (s: string) => createHash('sha256').update(s, 'utf8').digest();
const decisionBody = z.object({ decision: choiceSchema });

function sendHtml(reply: FastifyReply, status: number, html: string) {
  if (!reply.hasHeader('content-security-policy')) reply.header('content-security-policy', PAGE_CSP);
  return reply.code(status).header('cache-control', 'no-store').type('text/html; charset=utf-8').send(html);
}

/**
 * A hosted-flow identity vendor in the style of Sumsub: the merchant opens an applicant over an
 * authenticated JSON API and sends the player to a page; the outcome comes back only as signed
 * webhooks, retried until a 2xx. The tester picks the outcome on the page.
 */
export function createKycSimulator(opts: KycSimulatorOptions): KycSimulator {
  const now = opts.now ?? (() => new Date());
  const fetchImpl = opts.fetchImpl ?? fetch;
  const retries = opts.retryDelaysMs ?? [1_000, 5_000, 30_000, 120_000];
  const store = createApplicantStore(now);
  const keyHash = sha256(opts.apiKey);
  const timers = new Set<NodeJS.Timeout>();
  const inFlight = new Set<Promise<void>>();
  let closed = false;
  let log: { warn: (o: object, m: string) => void } = { warn: () => {} };

  function send(url: string, event: SimKycEvent, attempt = 0) {
    if (closed) return;
    const body = JSON.stringify(event);
    const p = (async () => {
      try {
        const headers = signWebhook(opts.webhookSecret, event.id, Math.floor(now().getTime() / 1000), body);
        const res = await fetchImpl(url, {
          method: 'POST',
          headers: { ...headers, 'content-type': 'application/json' },
          body,
          signal: AbortSignal.timeout(10_000),
          redirect: 'manual',
        });
        await res.arrayBuffer().catch(() => undefined);
        if (res.ok) return;
        log.warn({ eventId: event.id, status: res.status, attempt }, 'kyc simulator: webhook refused');
      } catch (err) {
        log.warn({ eventId: event.id, err: (err as Error).name, attempt }, 'kyc simulator: webhook failed');
      }
      const delay = retries[attempt];
      if (delay === undefined || closed) return;
      const timer = setTimeout(() => {
        timers.delete(timer);
        send(url, event, attempt + 1);
      }, delay).unref();
      timers.add(timer);
    })();
    inFlight.add(p);
    void p.finally(() => inFlight.delete(p));
  }

  const decide: KycSimulator['decide'] = (id, choice) => {
    const result = store.decide(id, choice);
    if (result) send(result.applicant.notifyUrl, result.event);
    return result?.event ?? null;
  };

  const plugin: FastifyPluginAsync = async (app) => {
    log = app.log;
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
      if (!m?.[1] || !timingSafeEqual(sha256(m[1]), keyHash)) {
        return reply.code(401).send({ error: { type: 'authentication_error', message: 'Invalid API key' } });
      }
      const parsed = createApplicantSchema.safeParse(req.body);
      if (!parsed.success) {
        return reply
          .code(400)
          .send({ error: { type: 'invalid_request_error', message: 'Invalid applicant' } });
      }
      const a = store.create(parsed.data);
      const base = (opts.publicBase ?? `${req.protocol}://${req.host}`).replace(/\/+$/, '');
      return reply.code(201).send({ id: a.id, url: `${base}${pagePath(a.id)}` });
    });

    app.get<{ Params: { id: string } }>('/verify/:id', { schema: HIDDEN }, async (req, reply) => {
      const a = store.applicants.get(req.params.id);
      if (!a) return sendHtml(reply, 404, renderMessagePage(localeOf(req), 'notFound', cssHref));
      return sendHtml(reply, 200, renderApplicantPage(a, cssHref));
    });

    app.post<{ Params: { id: string } }>('/verify/:id', { schema: HIDDEN }, async (req, reply) => {
      const a = store.applicants.get(req.params.id);
      if (!a) return sendHtml(reply, 404, renderMessagePage(localeOf(req), 'notFound', cssHref));
      const parsed = decisionBody.safeParse(req.body);
      if (!parsed.success) return sendHtml(reply, 400, renderMessagePage(a.locale, 'badRequest', cssHref));
      decide(a.id, parsed.data.decision);
      // Post/Redirect/Get: a reload shows the outcome instead of deciding again.
      return reply.code(303).header('location', pagePath(a.id)).send();
    });
  };

  return {
    plugin,
    applicants: store.applicants,
    decide,
    resend: (event, url) => send(url, event),
    async idle() {
      while (inFlight.size > 0) await Promise.allSettled([...inFlight]);
    },
    close() {
      closed = true;
      for (const t of timers) clearTimeout(t);
      timers.clear();
    },
  };
}
