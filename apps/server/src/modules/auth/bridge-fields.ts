import type { FastifyInstance } from 'fastify';

/**
 * The session's sportsbook-bridge fields (betsyUrl, betsyCid, betsyToken; ADR 091) when the bridge
 * is configured and play is open: a fresh launch token, never the session token. The web asks
 * for another through sportsbook/betsy/launch when it opens the frame after the token's minute.
 */
export async function withBridgeFields<T extends { usercode: string; restriction?: unknown }>(
  app: FastifyInstance,
  data: T,
): Promise<T> {
  if (!app.hasDecorator('sportsbookBridge') || app.sportsbookBridge.mode === 'off' || data.restriction)
    return data;
  const customer = await app.db
    .selectFrom('customer')
    .select('id')
    .where('user_code', '=', data.usercode)
    .executeTakeFirst();
  return customer ? { ...data, ...(await app.sportsbookBridge.sessionFields(customer.id)) } : data;
}
