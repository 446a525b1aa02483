import type { FastifyInstance, FastifyRequest, RouteOptions } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../config.ts';
import { audit } from '../core/audit.ts';
import {
  decideCountry,
  raiseFlag,
  hasRecentFlag,
  hasStrongOpenFlag,
  countryOfIp,
} from '../core/protection/index.ts';
import { notifyStaffQueue } from '../core/staff-queues.ts';
import { AppError } from '../lib/app-error.ts';
import { DAY_MS, clock } from '../lib/clock.ts';
import { requestMeta } from '../lib/request-meta.ts';
import { customerOf } from './auth.ts';

/**
 * Where money goes into play or a game starts (docs/decisions/027-age-and-country.md): deposit
 * initiation, every game launch, sportsbook bets and bonus take-up. Withdrawals are never gated:
 * a player must always be able to take their money out.
 */
export const COUNTRY_GATED_ROUTES: readonly string[] = [
  'POST /api/payment/deposit',
  ...['dt', 'em', 'amusnet', 'egt', 'hub88', 'softgamings'].map((l) => `POST /api/casino/${l}launchurl`),
  'POST /api/sportsbook/bets',
  'POST /api/bonus/claim',
  'POST /api/bonus/definetrialbonus',
];
/** Bonus take-up: also refused while a strong marker of harm waits for review (docs/rules.md R39). */
const BONUS_ROUTES = new Set(['POST /api/bonus/claim', 'POST /api/bonus/definetrialbonus']);

const keysOf = (route: RouteOptions) =>
  [route.method].flat().map((method) => `${method.toUpperCase()} ${route.url}`);

/**
 * Adds the gate after each listed route's own preHandlers (so after requireCustomer), through
 * onRoute: the modules' route files stay as they are. Register it before the routes.
 */
export const countryGatePlugin = fp<{ config: Config }>(async (app, { config }) => {
  app.addHook('onRoute', (route) => {
    const key = keysOf(route).find((k) => COUNTRY_GATED_ROUTES.includes(k));
    if (!key) return;
    const gate = async (req: FastifyRequest) => {
      await assertCountryAllowed(app, req, config.realMoneyCountries, key);
      if (BONUS_ROUTES.has(key) && (await hasStrongOpenFlag(app.db, customerOf(req).id)))
        throw new AppError('BONUS_UNAVAILABLE');
    };
    route.preHandler = [...[route.preHandler ?? []].flat(), gate];
  });
});

async function assertCountryAllowed(
  app: FastifyInstance,
  req: FastifyRequest,
  allowed: Config['realMoneyCountries'],
  route: string,
) {
  const customer = customerOf(req);
  // From the cached session, evicted when country_id changes (docs/decisions/037-bet-placement-speed.md).
  const declared = customer.country;
  const ipCountry = countryOfIp(req.ip);
  const decision = decideCountry(declared, ipCountry, allowed);
  if (decision.allowed) return;
  await audit(app.db, {
    actor: { kind: 'customer', id: customer.id },
    event: 'country_blocked',
    meta: requestMeta(req),
    details: { route, reason: decision.reason, declared, ipCountry },
  });
  // A mismatch is also a marker for staff (docs/rules.md R39), once a day at most.
  if (
    decision.reason === 'mismatch' &&
    !(await hasRecentFlag(app.db, customer.id, 'country_mismatch', new Date(clock.ms() - DAY_MS)))
  ) {
    await raiseFlag(app.db, {
      customerId: customer.id,
      kind: 'country_mismatch',
      severity: 'weak',
      details: { declared, ipCountry, route },
    });
    await notifyStaffQueue(app, 'protectionFlags');
  }
  throw new AppError('COUNTRY_BLOCKED', { data: { country: decision.country, reason: decision.reason } });
}
