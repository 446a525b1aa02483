import type { FastifyInstance } from 'fastify';

/**
 * The session's sportsbook-bridge fields (betsyUrl, betsyCid, betsyToken: ADR 091; betcoUrl,
 * betcoToken: docs/decisions/097-betco-esports-frame.md) when a bridge
 * is configured and play is open: a fresh launch token, never the session token. The web asks
 * for another through sportsbook/betsy/launch when it opens the frame after the token's minute.
 */
export async function withBridgeFields<T extends { usercode: string; restriction?: unknown }>(
  app: FastifyInstance,
  data: T,
): Promise<T> {
  const bridges = [
    app.hasDecorator('sportsbookBridge') ? app.sportsbookBridge : null,
    app.hasDecorator('betcoBridge') ? app.betcoBridge : null,
  ].filter((b) => b !== null && b.mode !== 'off');
  if (bridges.length === 0 || data.restriction) return data;
  const customer = await app.db
    .selectFrom('customer')
    .select('id')
    .where('user_code', '=', data.usercode)
    .executeTakeFirst();
  if (!customer) return data;
  const fields = await Promise.all(bridges.map((b) => b!.sessionFields(customer.id)));
  return Object.assign({ ...data }, ...fields) as T;
}
