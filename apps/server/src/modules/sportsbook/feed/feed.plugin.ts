import fp from 'fastify-plugin';
import { addScrapeSource } from '../../../infra/metrics/registry.ts';
import { withTimeout } from '../../../lib/with-timeout.ts';
import type { FeedRecovery, FeedTransport } from '../../../lib/feed/envelope.ts';
import type { SettlementSink } from '../settlement-sink.ts';
import { createFeedAdapter, type FeedAdapter } from './adapter.ts';
import { settlementBacklog } from './feed.repository.ts';
import { sportsbookFeedRoutes } from './feed.routes.ts';
import { sportsbookResultsRoutes } from './results.routes.ts';
import type { Publish } from './push.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The feed adapter; `catalogue` is what the bets read prices from (ADR 021). */
    sportsbookFeed: FeedAdapter;
  }
}

type Options = {
  transport: FeedTransport;
  recovery: FeedRecovery;
  sink: SettlementSink;
  /** Odds deltas to hub topics; without one, deltas are dropped (no watchers). */
  publish?: Publish;
  /** An event's prices moved (auto cash-out, docs/decisions/074-auto-cash-out.md). */
  onPrices?: (eventId: string) => void;
};

/**
 * Builds the feed adapter (docs/decisions/021-sportsbook-engine.md), decorates the app with it,
 * serves the catalogue routes under /api and consumes the transport once the app is ready:
 * subscribed first, so nothing the recovery replays is missed, then started.
 */
export const sportsbookFeedPlugin = fp<Options>(
  async (app, { transport, recovery, sink, publish, onPrices }) => {
    const adapter = createFeedAdapter({
      db: app.db,
      sink,
      recovery,
      publish: publish ?? (() => {}),
      log: app.log,
      onPrices,
    });
    app.decorate('sportsbookFeed', adapter);
    await app.register(sportsbookFeedRoutes(adapter.catalogue), { prefix: '/api' });
    await app.register(sportsbookResultsRoutes(app.db), { prefix: '/api' });
    let unsubscribe: (() => Promise<void>) | null = null;
    app.addHook('onReady', async () => {
      unsubscribe = await transport.subscribe((m) => adapter.handle(m));
      await adapter.start();
    });
    // Read at each scrape of /metrics (ADR 048); a slow database leaves the gauges NaN, not hung.
    const removeSource = addScrapeSource({
      feedAliveAges: () => adapter.aliveAges(),
      settlementBacklog: () =>
        withTimeout(settlementBacklog(app.db), 2_000).catch((err: unknown) => {
          app.log.warn({ err }, 'metrics: the settlement backlog could not be read');
          return null;
        }),
    });
    app.addHook('onClose', async () => {
      removeSource();
      await unsubscribe?.();
      await adapter.stop();
    });
  },
  { name: 'sportsbook-feed', decorators: { fastify: ['db'] } },
);
