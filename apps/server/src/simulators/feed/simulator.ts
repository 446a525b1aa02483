import type { Sport } from '@lalebet/shared';
import type { FastifyBaseLogger, FastifyPluginAsync } from 'fastify';
import type { FeedRecovery, FeedTransport } from '../../lib/feed/envelope.ts';
import { clock } from '../../lib/clock.ts';
import { Engine } from './engine.ts';
import { FeedOut } from './feed-out.ts';
import { Lifecycle } from './lifecycle.ts';
import { controlRoutes } from './routes.ts';
import { World } from './world.ts';
import { fixtureDocument } from './uof/uof.routes.ts';
import type { FixtureSource } from '../../lib/feed/uof/fixture-source.ts';

export type FeedSimulatorOptions = {
  transport: FeedTransport;
  seed?: number;
  /** Match minutes per real minute (10: a football match lasts nine minutes). */
  speed?: number;
  log: FastifyBaseLogger;
  now?: () => number;
  /** The first match number (URN `sr:match:<n>`); default drawn from the seed. */
  firstMatch?: number;
};

export interface FeedSimulator extends FeedRecovery {
  stop(): Promise<void>;
  /** Mounts the dev control API under /sim/feed (the caller registers it outside production only). */
  routes: FastifyPluginAsync;
  /** `fixture.xml` as /sim/uof/v1 serves it, for the in-process consumer (no HTTP hop). */
  fixtures: FixtureSource;
  /** For tests: events known to the world. */
  events(): { urn: string; sport: Sport; live: boolean; startTime: number }[];
}

/** Tests drive the loop themselves: `tick()` after moving `now`, then read what was published. */
export type ManualFeedSimulator = FeedSimulator & {
  tick(): Promise<void>;
  readonly engine: Engine;
  readonly world: World;
  readonly out: FeedOut;
};

const TICK_MS = 1_000;

/**
 * The UOF-shaped odds feed simulator (docs/decisions/021-sportsbook-engine.md): a seeded world of
 * fixtures and outrights, live play on a compressed clock, producers 1 and 3 with heartbeats and
 * recovery. It only publishes envelopes on the transport; the adapter consumes them.
 */
export async function createFeedSimulator(opts: FeedSimulatorOptions): Promise<ManualFeedSimulator> {
  const now = opts.now ?? clock.ms;
  const world = new World(opts.seed ?? 20261127, opts.firstMatch);
  const out = new FeedOut(opts.transport, opts.log);
  const life = new Lifecycle(out);
  const engine = new Engine(world, life, now, opts.speed ?? 10);
  engine.start();
  await out.flush();
  return {
    engine,
    world,
    out,
    async tick() {
      engine.tick();
      await out.flush();
    },
    async requestRecovery(producer, afterTs, requestId) {
      out.recover(producer, afterTs, requestId, now());
      await out.flush();
    },
    async requestEventRecovery(producer, eventUrn, requestId) {
      out.recoverEvent(producer, eventUrn, requestId, now());
      await out.flush();
    },
    routes: controlRoutes({ world, engine, life, now }),
    fixtures: { document: fixtureDocument(world, now) },
    events: () =>
      [...world.events.values()].map((e) => ({
        urn: e.urn,
        sport: e.sport,
        live: e.phase === 'live',
        startTime: e.startTime,
      })),
    async stop() {
      await out.flush();
    },
  };
}

export async function startFeedSimulator(opts: FeedSimulatorOptions): Promise<FeedSimulator> {
  const sim = await createFeedSimulator(opts);
  let running = false;
  const timer = setInterval(() => {
    if (running) return; // a slow transport delays the loop rather than piling ticks up
    running = true;
    sim
      .tick()
      .catch((err: unknown) => opts.log.error({ err }, 'feed simulator: tick failed'))
      .finally(() => {
        running = false;
      });
  }, TICK_MS);
  timer.unref();
  return {
    requestRecovery: sim.requestRecovery,
    requestEventRecovery: sim.requestEventRecovery,
    routes: sim.routes,
    fixtures: sim.fixtures,
    events: sim.events,
    async stop() {
      clearInterval(timer);
      await sim.stop();
    },
  };
}
