import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

type Options = {
  https: boolean;
  /** CHAT_SCRIPT_ORIGIN: the live-chat widget's origin, trusted for its script, calls, frames, images and styles (ADR 007). */
  chatOrigin?: string;
  /** Where game frames load from (ADR 011): read per request, the simulator's port is known after listen. */
  gameOrigins?: () => string[];
};

/**
 * Strict CSP: scripts only from our origin, no inline script, no eval. Inline styles stay
 * allowed because sonner and Swiper set styles at run time; styles cannot run code.
 */
export async function registerSecurityHeaders(app: FastifyInstance, opts: Options) {
  const chat = opts.chatOrigin ? [opts.chatOrigin] : [];
  // Game origins go in frame-src only: a game runs in its own frame, never in our document.
  const games = opts.gameOrigins ? [() => opts.gameOrigins!().join(' ')] : [];
  await app.register(helmet, {
    global: true,
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...chat],
        styleSrc: ["'self'", "'unsafe-inline'", ...chat],
        imgSrc: ["'self'", 'data:', 'blob:', ...chat],
        fontSrc: ["'self'"],
        connectSrc: ["'self'", ...chat],
        mediaSrc: ["'self'"],
        frameSrc: ["'self'", ...chat, ...games],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'self'"],
        ...(opts.https ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    crossOriginEmbedderPolicy: false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    strictTransportSecurity: opts.https ? { maxAge: 31_536_000, includeSubDomains: true } : false,
  });
}
