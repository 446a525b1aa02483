import type { FastifyBaseLogger, FastifyInstance, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/database.ts';
import { AppError } from '../../lib/app-error.ts';
import { clock } from '../../lib/clock.ts';
import { type RateLimitStore, retryAfterSeconds, uniqueMember } from '../../infra/rate-limit/index.ts';
import { type RequestMeta, requestMeta } from '../../lib/request-meta.ts';
import type { PaymentsRuntime } from './payments.plugin.ts';

/** What payment services need from the server, passed explicitly so they stay plain functions. */
export type PaymentsContext = {
  db: Kysely<Database>;
  limiter: RateLimitStore;
  notifier: FastifyInstance['notifier'];
  messenger: FastifyInstance['messenger'];
  runtime: PaymentsRuntime;
  log: FastifyBaseLogger;
  meta: RequestMeta;
  /** A lock by the withdrawal step-up ends the sessions (hub sockets too). */
  events: FastifyInstance['sessionEvents'];
  publicUrl?: string | undefined;
};

export function paymentsContext(app: FastifyInstance, req: FastifyRequest): PaymentsContext {
  return {
    db: app.db,
    limiter: app.limiter,
    notifier: app.notifier,
    messenger: app.messenger,
    runtime: app.payments,
    log: req.log,
    meta: requestMeta(req),
    events: app.sessionEvents,
    publicUrl: app.publicUrl,
  };
}

/** Deposits and withdrawals each customer may create per minute (gateway calls and holds cost). */
export const SUBMIT_LIMIT = { count: 10, windowMs: 60_000 } as const;

/** Counts one new payment; replays of an Idempotency-Key and rejected forms do not count. */
export async function limitSubmissions(ctx: PaymentsContext, customerId: bigint): Promise<void> {
  const key = `pay:submit:${customerId}`;
  const now = clock.ms();
  const { count, oldestAt } = await ctx.limiter.countWindow(key, now, SUBMIT_LIMIT.windowMs);
  if (count >= SUBMIT_LIMIT.count) {
    const until = (oldestAt ?? now) + SUBMIT_LIMIT.windowMs;
    throw new AppError('RATE_LIMITED', { headers: { 'retry-after': String(retryAfterSeconds(until, now)) } });
  }
  await ctx.limiter.addToWindow(key, uniqueMember(), now, SUBMIT_LIMIT.windowMs);
}
