import fp from 'fastify-plugin';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../lib/app-error.ts';

type Options = {
  https: boolean;
  /** CHAT_SCRIPT_ORIGIN: the live-chat widget's origin, trusted for its script, calls, frames, images and styles (ADR 007). */
  chatOrigin?: string;
  /** CASINO_IMAGE_ORIGINS: a live game catalogue's image CDNs (docs/decisions/090-catalogue-sync.md), images only. */
  imageOrigins?: string[];
  /** Where game frames load from (ADR 011): read per request, the simulator's port is known after listen. */
  gameOrigins?: () => string[];
  /** ADMIN_PUBLIC_URL's host: the back office answers there only (docs/decisions/049-production-safety-ii.md). */
  adminHost?: string;
};

/** The back office's pages, API and staff hub: their own CSP, never framed, never a third party. */
const ADMIN_PATH = /^\/(?:admin(?:[/?]|$)|api\/admin\/|hub\/staff)/;
export const isAdminPath = (url: string) => ADMIN_PATH.test(url);

/**
 * The back office's CSP: the player CSP's rules with no chat or game origin, no frames at all,
 * and no framing by anyone, so a player-side injection or a chat vendor cannot reach staff.
 */
export function adminContentSecurityPolicy(https: boolean): string {
  const directives: [string, string[]][] = [
    ['default-src', ["'self'"]],
    ['script-src', ["'self'"]],
    ['style-src', ["'self'", "'unsafe-inline'"]],
    ['img-src', ["'self'", 'data:', 'blob:']],
    ['font-src', ["'self'"]],
    ['connect-src', ["'self'"]],
    ['frame-src', ["'none'"]],
    ['object-src', ["'none'"]],
    ['base-uri', ["'none'"]],
    ['form-action', ["'self'"]],
    ['frame-ancestors', ["'none'"]],
    ['report-uri', [CSP_REPORT_PATH]],
    ['report-to', [REPORT_GROUP]],
    ...(https ? ([['upgrade-insecure-requests', []]] as [string, string[]][]) : []),
  ];
  return directives.map(([name, values]) => [name, ...values].join(' ')).join(';');
}

/**
 * A JSON answer is never a document: no script, style or frame of its own, never framed. Its
 * headers are the short set an API needs (docs/decisions/052-per-request-cost.md), about 700 bytes
 * fewer on every answer than a page's.
 */
export const API_CONTENT_SECURITY_POLICY = "default-src 'none';frame-ancestors 'none'";
const API_PATH = /^\/api\//;

/** Where browsers send CSP violation reports (report-uri for Firefox, report-to for the others). */
export const CSP_REPORT_PATH = '/api/csp-report';
const REPORT_GROUP = 'csp-endpoint';

/**
 * Strict CSP: scripts only from our origin, no inline script, no eval, no <base> element.
 * Inline styles stay allowed because sonner and Swiper set styles at run time; styles cannot
 * run code. Violations are reported to our own endpoint, so injection attempts show in the log.
 * `games` is the frame-src tail (game origins), the only part that changes after start.
 */
export function contentSecurityPolicy(opts: Omit<Options, 'gameOrigins'>, games: string | null): string {
  const chat = opts.chatOrigin ? [opts.chatOrigin] : [];
  const directives: [string, string[]][] = [
    ['default-src', ["'self'"]],
    ['script-src', ["'self'", ...chat]],
    ['style-src', ["'self'", "'unsafe-inline'", ...chat]],
    ['img-src', ["'self'", 'data:', 'blob:', ...chat, ...(opts.imageOrigins ?? [])]],
    ['font-src', ["'self'"]],
    ['connect-src', ["'self'", ...chat]],
    ['media-src', ["'self'"]],
    // Game origins go in frame-src only: a game runs in its own frame, never in our document.
    ['frame-src', ["'self'", ...chat, ...(games === null ? [] : [games])]],
    ['object-src', ["'none'"]],
    ['base-uri', ["'none'"]],
    ['form-action', ["'self'"]],
    ['frame-ancestors', ["'self'"]],
    ['report-uri', [CSP_REPORT_PATH]],
    ['report-to', [REPORT_GROUP]],
    ...(opts.https ? ([['upgrade-insecure-requests', []]] as [string, string[]][]) : []),
  ];
  return directives.map(([name, values]) => [name, ...values].join(' ')).join(';');
}

/**
 * The security headers of every answer, built once. Pages and other documents get the values
 * helmet's defaults gave them (ADR 007): only the CSP's game origins may change, and its text is
 * rebuilt only when they do. `/api/` answers get the API set above. Set on the raw response at
 * onRequest, as helmet did, so a route may still replace one.
 */
export const securityHeadersPlugin = fp<Options>(async (app, opts) => {
  // Production requires an https PUBLIC_URL (config.ts), so HSTS is always on there.
  const hsts = opts.https
    ? [['strict-transport-security', 'max-age=31536000; includeSubDomains'] as const]
    : [];
  const fixed: readonly (readonly [string, string])[] = Object.freeze([
    ['cross-origin-opener-policy', 'same-origin'],
    ['cross-origin-resource-policy', 'same-origin'],
    ['origin-agent-cluster', '?1'],
    ['referrer-policy', 'strict-origin-when-cross-origin'],
    ...hsts,
    ['x-content-type-options', 'nosniff'],
    ['x-dns-prefetch-control', 'off'],
    ['x-download-options', 'noopen'],
    ['x-frame-options', 'SAMEORIGIN'],
    ['x-permitted-cross-domain-policies', 'none'],
    ['x-xss-protection', '0'],
    ['reporting-endpoints', `${REPORT_GROUP}="${CSP_REPORT_PATH}"`],
  ] as const);
  const api: readonly (readonly [string, string])[] = Object.freeze([
    ['content-security-policy', API_CONTENT_SECURITY_POLICY],
    ['cross-origin-resource-policy', 'same-origin'],
    ['referrer-policy', 'no-referrer'],
    ...hsts,
    ['x-content-type-options', 'nosniff'],
    ['x-frame-options', 'DENY'],
  ] as const);
  const gameOrigins = opts.gameOrigins;
  let games: string | null = null;
  let csp = contentSecurityPolicy(opts, gameOrigins ? '' : null);
  const adminCsp = adminContentSecurityPolicy(opts.https);
  const { adminHost } = opts;
  app.addHook('onRequest', (req, reply, done) => {
    const res = reply.raw;
    if (isAdminPath(req.url)) {
      // With ADMIN_PUBLIC_URL the back office exists on its own origin only.
      if (adminHost && req.host !== adminHost) return done(new AppError('ROUTE_NOT_FOUND'));
      if (API_PATH.test(req.url)) return setAll(res, api, done);
      for (const [name, value] of fixed) res.setHeader(name, value);
      res.setHeader('content-security-policy', adminCsp);
      res.setHeader('x-frame-options', 'DENY');
      return done();
    }
    if (API_PATH.test(req.url)) return setAll(res, api, done);
    if (gameOrigins) {
      const now = gameOrigins().join(' ');
      if (now !== games) csp = contentSecurityPolicy(opts, (games = now));
    }
    res.setHeader('content-security-policy', csp);
    for (const [name, value] of fixed) res.setHeader(name, value);
    done();
  });
  await app.register(cspReportRoute);
});

function setAll(
  res: { setHeader: (name: string, value: string) => unknown },
  headers: readonly (readonly [string, string])[],
  done: () => void,
) {
  for (const [name, value] of headers) res.setHeader(name, value);
  done();
}

const REPORT_TYPES = ['application/csp-report', 'application/reports+json'];
/** A report is a few hundred bytes; a batch of a few is still far below this. */
const REPORT_BODY_LIMIT = 8 * 1024;
/** Per address and minute: a page with a broken embed reports each load, not thousands. */
const REPORTS_PER_MINUTE = 20;
/** Entries logged per request (a reports+json batch may hold several). */
const ENTRIES_PER_REQUEST = 5;

/**
 * POST /api/csp-report: takes the legacy `application/csp-report` body and the Reporting API's
 * `application/reports+json` batch, and logs one warn line per violation with the directive
 * and the blocked URI's origin and path only: never the body, whose document URL, referrer and
 * script sample may carry tokens or personal data.
 */
async function cspReportRoute(app: FastifyInstance) {
  app.addContentTypeParser(
    REPORT_TYPES,
    { parseAs: 'string', bodyLimit: REPORT_BODY_LIMIT },
    (_req, body, done) => {
      try {
        done(null, JSON.parse(String(body)));
      } catch {
        done(null, null); // a malformed report is dropped, not answered with an error page
      }
    },
  );
  app.post(
    CSP_REPORT_PATH,
    {
      bodyLimit: REPORT_BODY_LIMIT,
      schema: { tags: ['security'], summary: 'Receives CSP violation reports from browsers' },
    },
    async (req, reply) => {
      const seen = await app.limiter.increment(`csp-report:${req.ip}`, 60_000);
      if (seen > REPORTS_PER_MINUTE) throw new AppError('RATE_LIMITED', { headers: { 'retry-after': '60' } });
      for (const v of violations(req.body).slice(0, ENTRIES_PER_REQUEST)) logViolation(req, v);
      return reply.status(204).send();
    },
  );
}

type Violation = { directive: string; blockedUri: string };

function violations(body: unknown): Violation[] {
  const pick = (r: Record<string, unknown>, ...keys: string[]) =>
    keys.map((k) => r[k]).find((v) => typeof v === 'string') as string | undefined;
  const from = (r: unknown, legacy: boolean): Violation | null => {
    if (!r || typeof r !== 'object') return null;
    const o = r as Record<string, unknown>;
    const directive = legacy
      ? pick(o, 'effective-directive', 'violated-directive')
      : pick(o, 'effectiveDirective');
    const blocked = legacy ? pick(o, 'blocked-uri') : pick(o, 'blockedURL');
    return { directive: directiveName(directive), blockedUri: safeUri(blocked) };
  };
  if (Array.isArray(body)) {
    return body
      .filter((e) => e && typeof e === 'object' && (e as { type?: unknown }).type === 'csp-violation')
      .map((e) => from((e as { body?: unknown }).body, false))
      .filter((v) => v !== null);
  }
  const legacy = body && typeof body === 'object' ? (body as Record<string, unknown>)['csp-report'] : null;
  const one = from(legacy, true);
  return one ? [one] : [];
}

/** `script-src-elem`; the first word of a legacy "violated-directive" that carries its sources. */
function directiveName(raw: string | undefined): string {
  const name = raw?.trim().split(/\s+/)[0] ?? '';
  return /^[a-z-]{1,40}$/.test(name) ? name : 'unknown';
}

/** Origin and path of a URL (no query, no fragment), or a keyword such as `inline` or `eval`. */
function safeUri(raw: string | undefined): string {
  if (!raw) return '';
  if (/^[a-z-]{1,20}$/.test(raw)) return raw;
  try {
    const u = new URL(raw);
    const origin = u.origin === 'null' ? `${u.protocol}` : u.origin;
    return (u.protocol === 'data:' || u.protocol === 'blob:' ? u.protocol : origin + u.pathname).slice(
      0,
      200,
    );
  } catch {
    return 'invalid';
  }
}

function logViolation(req: FastifyRequest, v: Violation) {
  req.log.warn(
    { event: 'csp_violation', directive: v.directive, blockedUri: v.blockedUri },
    'content security policy violation reported',
  );
}
