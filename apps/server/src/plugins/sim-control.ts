import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../lib/app-error.ts';

/**
 * The simulators' control routes (docs/decisions/049-production-safety-ii.md): settling a
 * match, deciding a KYC check or marking a person excluded changes money and protection state, so
 * outside loopback they need SIM_CONTROL_TOKEN (header `x-sim-control-token`). A proxied request
 * is never loopback, whatever the socket says: it carries X-Forwarded-For or Forwarded.
 */
const CONTROL: readonly { method?: string; prefix: string }[] = [
  { prefix: '/sim/feed/' },
  // The replay server's API drives the feed as /sim/feed does (its GET /replay has no slash).
  { prefix: '/sim/uof/v1/replay' },
  { method: 'POST', prefix: '/sim/kyc/verify/' },
  { prefix: '/sim/registers/control/' },
  { prefix: '/sim/nowpayments/control/' },
  { prefix: '/sim/papara/control/' },
];

const SIM_PREFIX = '/sim/';

export function isSimControlRoute(method: string, url: string): boolean {
  // Every control prefix starts with /sim/: most requests are out after one comparison.
  if (!url.startsWith(SIM_PREFIX)) return false;
  const path = url.split('?', 1)[0]!;
  return CONTROL.some((c) => (!c.method || c.method === method) && path.startsWith(c.prefix));
}

/** A request from this machine, not through a proxy. */
export function fromLoopback(req: FastifyRequest): boolean {
  if (req.headers['x-forwarded-for'] !== undefined || req.headers.forwarded !== undefined) return false;
  const ip = req.socket.remoteAddress ?? '';
  return ip === '::1' || ip.startsWith('127.') || ip.startsWith('::ffff:127.');
}

const digest = (v: string) => createHash('sha256').update(v).digest();

export const simControlGuard = fp<{ token: string | undefined }>(
  async (app: FastifyInstance, { token }) => {
    const expected = token ? digest(token) : null;
    // Synchronous: it runs on every request, and an async hook costs a promise each time.
    app.addHook('onRequest', (req, _reply, done) => {
      if (!isSimControlRoute(req.method, req.url) || fromLoopback(req)) return done();
      const given = req.headers['x-sim-control-token'];
      if (expected && typeof given === 'string' && timingSafeEqual(digest(given), expected)) return done();
      req.log.warn({ url: req.url.split('?', 1)[0], ip: req.ip }, 'simulator control refused off loopback');
      done(new AppError('FORBIDDEN'));
    });
  },
  { name: 'sim-control-guard' },
);
