import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { AuthenticatedAdmin } from '../../../core/accounts/index.ts';
import type { Database } from '../../../db/database.ts';
import { memoryTransport } from '../../../infra/feed/memory-transport.ts';
import type { FeedEnvelope } from '../../../lib/feed/envelope.ts';
import { call } from '../../../test/accounts.ts';
import { type DbKind, createTestApp } from '../../../test/harness.ts';
import { type Decider, createDecider, sportsbookBetsRoutes } from '../bets/api/plugin.ts';
import { RecordingNotifier } from '../bets/place/test-kit.ts';
import { sportsbookFeedPlugin } from '../feed/feed.plugin.ts';
import { envelope, recordingSink } from '../feed/test-kit.ts';
import { tradingDeskRoutes } from './desk.plugin.ts';

/**
 * The desk on the real feed path: an in-process feed the test publishes to, the adapter and its
 * catalogue, the bets API reading it and the desk's routes, wired as sportsbook.plugin.ts does.
 */
export async function createDeskApp(kind: DbKind) {
  const feed = memoryTransport((err) => {
    throw err;
  });
  const recovery = {
    requestRecovery: async (producer: 1 | 3, _after: number, requestId: number) => {
      void feed.publish(envelope('snapshot_complete', {}, { producer, requestId }));
    },
  };
  let decider: Decider | undefined;
  const t = await createTestApp(kind, {
    sportsbook: false,
    beforeReady: (app) => {
      void app.register(sportsbookFeedPlugin, { transport: feed, recovery, sink: recordingSink().sink });
      void app.register(
        async (api) => {
          const catalogue = app.sportsbookFeed.catalogue;
          const notifier = new RecordingNotifier();
          await api.register(
            sportsbookBetsRoutes({ catalogue, notifier, decider: (ctx) => (decider = createDecider(ctx)) }),
          );
          await api.register(tradingDeskRoutes(app.sportsbookFeed));
        },
        { prefix: '/api' },
      );
    },
  });
  return { ...t, publish: (m: FeedEnvelope) => feed.publish(m), decider: () => decider! };
}

/** The market's status as players see it on the event page. */
export async function playerStatus(app: FastifyInstance, eventId: string, marketId = 1) {
  const res = await call(app, `sportsbook/events/${encodeURIComponent(eventId)}`);
  const markets: { id: number; status: string; outcomes: { odds: number }[] }[] = res.json().data.markets;
  return markets.find((m) => m.id === marketId);
}

export function trade(app: FastifyInstance, token: string, path: string, body: object) {
  return call(app, `admin/sportsbook/${path}`, body, { token });
}

/** A staff account as the services see it (its permissions are the routes' business). */
export async function staffMember(db: Kysely<Database>, username: string): Promise<AuthenticatedAdmin> {
  const now = new Date();
  const { id } = await db
    .insertInto('admin_user')
    .values({ username, username_key: username, password_hash: 'x', created_at: now, updated_at: now })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { id } as AuthenticatedAdmin;
}
