import type { FastifyBaseLogger, FastifyInstance, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/database.ts';
import type { OperatorApiClient } from '../../infra/game-provider/operator-api-client.ts';
import { type RequestMeta, requestMeta } from '../../lib/request-meta.ts';

/** What bonus services need from the server, passed explicitly so they stay plain functions. */
export type BonusContext = {
  db: Kysely<Database>;
  notifier: FastifyInstance['notifier'];
  log: FastifyBaseLogger;
  meta: RequestMeta;
  /** The aggregator's Operator API, for free-rounds rewards (ADR 099); null when it is off. */
  operatorApi?: OperatorApiClient | null;
};

export function bonusContext(app: FastifyInstance, req: FastifyRequest): BonusContext {
  return {
    db: app.db,
    notifier: app.notifier,
    log: req.log,
    meta: requestMeta(req),
    operatorApi: app.hasDecorator('operatorApi') ? app.operatorApi : null,
  };
}

/** Stakes needed: amount x multiple (one decimal allowed), in kuruş. */
export function wageringRequired(amount: bigint, multiple: string | number): bigint {
  const tenths = BigInt(Math.round(Number(multiple) * 10));
  return (amount * tenths) / 10n;
}
