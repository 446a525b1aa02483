import cluster from 'node:cluster';
import fp from 'fastify-plugin';
import type { SportsbookConfig } from '../../config.ts';
import { amqpTransport } from '../../infra/feed/amqp-transport.ts';
import { reconnectingTransport } from '../../infra/feed/reconnecting-transport.ts';
import type { FeedTransport } from '../../lib/feed/envelope.ts';
import { gatedTransport } from '../../infra/feed/gated-transport.ts';
import { memoryTransport } from '../../infra/feed/memory-transport.ts';
import { hubBetsNotifier, sportsbookBetsRoutes } from './bets/api/plugin.ts';
import { createSettlementSink } from './bets/settle/sink.ts';
import { feedProvider } from './feed-provider.ts';
import { type AutoEvaluator, createAutoEvaluator } from './cashout/auto-evaluator.ts';
import type { FeedAdapter } from './feed/adapter.ts';
import { sportsbookFeedPlugin } from './feed/feed.plugin.ts';
import { nextMatchNumber, retireOrphans } from './sim-restart.ts';
import { builderRoutes } from './builder/builder.routes.ts';
import { tradingDeskRoutes } from './trading/desk.plugin.ts';
import { type CustomBetService, noCustomBet } from './builder/custom-bet.port.ts';
import { clock } from '../../lib/clock.ts';
import type { EventLines } from '../../simulators/custom-bet/custom-bet-sim.ts';

type Options = { config: SportsbookConfig };

declare module 'fastify' {
  interface FastifyInstance {
    /** False while the feed broker's connection is down and being reconnected: /readyz fails (ADR 048). */
    feedConnected: () => boolean;
  }
}

/**
 * The sportsbook, composed (docs/decisions/021-sportsbook-engine.md): the feed transport (AMQP
 * when FEED_AMQP_URL is set, reconnected when lost, else in process; UOF XML either way, its
 * fixtures and recovery from the provider's REST API or the simulator,
 * docs/decisions/082-uof-transport-and-recovery.md), the settlement sink the adapter hands results
 * to, the adapter with its catalogue routes, the bets API reading that catalogue, and outside
 * production the feed simulator with its control API at /sim/feed. With several processes the
 * simulator runs in the first one only; the others receive its messages through the broker.
 */
export const sportsbookPlugin = fp<Options>(
  async (app, { config }) => {
    const provider = await feedProvider(config, app.log);
    // The adapter is made below; a lost connection before that has nothing to suspend.
    let adapter: FeedAdapter | null = null;
    const broker = config.amqpUrl
      ? await reconnectingTransport({
          connect: (onClose) =>
            amqpTransport(config.amqpUrl!, { log: app.log, onClose, fixtures: provider.fixtures }),
          log: app.log,
          onDown: () => adapter?.connectionLost(),
          onReconnect: () => adapter?.reconnected(),
        })
      : null;
    app.decorate('feedConnected', () => broker?.connected() ?? true);
    const transport: FeedTransport =
      broker ??
      memoryTransport(
        (err, m) =>
          app.log.error({ err, type: m.type, event: m.eventUrn }, 'sportsbook: feed message failed'),
        provider.fixtures,
      );
    const notifier = hubBetsNotifier(app.notifier, app.hub);
    const sink = createSettlementSink({ db: app.db, notifier, log: app.log });

    const gate = gatedTransport(transport);
    const sim =
      config.simulator && (cluster.isPrimary || cluster.worker?.id === 1)
        ? // Outside production only (ADR 017): the simulator's files are never loaded there.
          await import('../../simulators/feed/simulator.ts').then(async (m) =>
            m.startFeedSimulator({
              transport: gate,
              seed: config.simSeed,
              speed: config.simSpeed,
              log: app.log,
              firstMatch: await nextMatchNumber(app.db),
            }),
          )
        : null;
    provider.attach(sim);

    // Auto cash-out reads the adapter's catalogue, so it is made once the adapter is.
    let autoCashout: AutoEvaluator | null = null;
    await app.register(sportsbookFeedPlugin, {
      transport,
      recovery: provider.recovery(sim),
      sink,
      publish: (topics, delta) => app.hub.publishTopics(topics, 'Odds', delta),
      onPrices: (eventId) => autoCashout?.mark(eventId),
    });
    adapter = app.sportsbookFeed;
    const catalogue = adapter.catalogue;
    autoCashout = createAutoEvaluator({ db: app.db, catalogue, notifier, log: app.log });
    const customBet = await customBetService(config, catalogue.eventLines);
    await app.register(
      async (api) => {
        await api.register(sportsbookBetsRoutes({ catalogue, notifier, customBet }));
        await api.register(builderRoutes(catalogue, customBet));
        await api.register(tradingDeskRoutes(app.sportsbookFeed));
      },
      { prefix: '/api' },
    );
    if (sim) {
      await app.register(sim.routes);
      // Runs after the adapter's own onReady (it subscribed and asked for recovery).
      app.addHook('onReady', async () => {
        await gate.open();
        await retireOrphans(app.db, transport, new Set(sim.events().map((e) => e.urn)));
      });
    }
    app.addHook('onClose', async () => {
      await autoCashout?.stop();
      await sim?.stop();
      await transport.close();
    });
  },
  { name: 'sportsbook' },
);

/** The bet builder's pricing (ADR 072): the simulator, loaded only when chosen, or none. */
async function customBetService(config: SportsbookConfig, eventLines: EventLines): Promise<CustomBetService> {
  if (config.customBet !== 'sim') return noCustomBet;
  const { createCustomBetSim } = await import('../../simulators/custom-bet/custom-bet-sim.ts');
  return createCustomBetSim(eventLines, () => clock.ms());
}
