import type { FastifyBaseLogger, FastifyInstance, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../../db/database.ts';
import { type RequestMeta, requestMeta } from '../../../lib/request-meta.ts';
import { hubBetsNotifier } from '../bets/api/plugin.ts';
import type { AccountsOf } from '../bets/settle/chunk.ts';
import type { SettlementNotifier } from '../bets/settle/sink.ts';
import { systemAccountsCache } from '../bets/settle/sink-steps.ts';

/** What the desk's services need: settlement's notifier and system accounts, and the request's meta. */
export type TradingContext = {
  db: Kysely<Database>;
  notifier: SettlementNotifier;
  accountsOf: AccountsOf;
  log: FastifyBaseLogger;
  meta: RequestMeta;
};

/** One per app: the system accounts cache lives as long as the routes. */
export function tradingContextFactory(app: FastifyInstance) {
  let notifier: SettlementNotifier | null = null;
  const accountsOf = systemAccountsCache();
  return (req: FastifyRequest): TradingContext => ({
    db: app.db,
    // Made on first use: the hub is decorated by then, whatever the registration order.
    notifier: (notifier ??= hubBetsNotifier(app.notifier, app.hub)),
    accountsOf,
    log: req.log,
    meta: requestMeta(req),
  });
}
