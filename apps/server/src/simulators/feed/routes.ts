import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { AppError } from '../../lib/app-error.ts';
import { ok } from '../../lib/envelope.ts';
import { cancelBody, clockBody, eventParams, producerParams, settleBody } from './control-schemas.ts';
import type { Engine } from './engine.ts';
import type { Lifecycle } from './lifecycle.ts';
import type { SimEvent, World } from './world.ts';
import { replayRoutes } from './uof/replay.routes.ts';
import { uofRestRoutes } from './uof/uof.routes.ts';

type Deps = { world: World; engine: Engine; life: Lifecycle; now: () => number };

const withZod = (fastify: FastifyInstance) => fastify.withTypeProvider<ZodTypeProvider>();
type App = ReturnType<typeof withZod>;

function find(world: World, urn: string): SimEvent {
  const e = world.events.get(urn);
  if (!e) throw new AppError('NOT_FOUND');
  return e;
}

/** Answers once the feed messages the action produced are out. */
async function done(life: Lifecycle, e: SimEvent, message: string) {
  await life.out.flush();
  return ok({ eventId: e.urn, phase: e.phase }, message);
}

/** One POST per event action: finish, roll back, suspend, resume, reprice, go live. */
function eventActionRoutes(app: App, { world, engine, life, now }: Deps) {
  const action = (path: string, run: (e: SimEvent) => void, message: string) =>
    app.post(`/sim/feed/events/:eventId/${path}`, { schema: { params: eventParams } }, async (req) => {
      const e = find(world, req.params.eventId);
      run(e);
      return done(life, e, message);
    });

  action('finish', (e) => engine.finish(e), 'finished');
  action('rollback', (e) => life.rollback(e, now()), 'rolled back');
  action(
    'suspend',
    (e) => {
      e.held = true;
      life.betStop(e, now());
      life.sendOdds(e, now());
    },
    'suspended',
  );
  action(
    'resume',
    (e) => {
      e.held = false;
      life.sendOdds(e, now());
    },
    'resumed',
  );
  action(
    'reprice',
    (e) => {
      if (e.kind === 'outright') for (const c of e.competitors) c.strength += (e.prices() - 0.5) * 0.2;
      else engine.nudge(e);
      life.sendOdds(e, now());
    },
    'repriced',
  );
  action('golive', (e) => life.goLive(e, now()), 'live');
}

/** A settlement with chosen results, and a bet cancel over an optional time window. */
function settlementRoutes(app: App, { world, life, now }: Deps) {
  app.post(
    '/sim/feed/events/:eventId/settle',
    { schema: { params: eventParams, body: settleBody } },
    async (req) => {
      const e = find(world, req.params.eventId);
      const markets = req.body.markets.map((m) => ({
        id: m.marketId,
        specifiers: m.specifiers,
        outcomes: m.outcomes.map(({ outcomeId, ...rest }) => ({ id: outcomeId, ...rest })),
      }));
      life.settle(e, now(), markets);
      return done(life, e, 'settled');
    },
  );

  app.post(
    '/sim/feed/events/:eventId/cancel',
    { schema: { params: eventParams, body: cancelBody } },
    async (req) => {
      const e = find(world, req.params.eventId);
      const markets = [...e.offered.values()].map(({ id, specifiers }) => ({ id, specifiers }));
      const { from, to } = req.body ?? {};
      life.out.emit(life.producerOf(e), 'bet_cancel', e.urn, now(), {
        ...(from !== undefined ? { startTime: from } : {}),
        ...(to !== undefined ? { endTime: to } : {}),
        markets,
      });
      return done(life, e, 'cancelled');
    },
  );
}

/** Producers stopped and started (a recovery on start), and the simulator's clock speed. */
function producerRoutes(app: App, { engine, life, now }: Deps) {
  app.post('/sim/feed/producers/:id/stop', { schema: { params: producerParams } }, async (req) => {
    life.out.stopped.add(req.params.id);
    return ok({ producer: req.params.id, running: false });
  });
  app.post('/sim/feed/producers/:id/start', { schema: { params: producerParams } }, async (req) => {
    life.out.stopped.delete(req.params.id);
    engine.heartbeat(now(), true);
    await life.out.flush();
    return ok({ producer: req.params.id, running: true });
  });
  app.post('/sim/feed/clock', { schema: { body: clockBody } }, async (req) => {
    engine.speed = req.body.speed;
    return ok({ speed: engine.speed });
  });
}

/**
 * The dev control API, /sim/feed/*, and the provider's REST API, /sim/uof/v1/*, with its replay
 * server's, /sim/uof/v1/replay/* (never mounted in production; the caller decides).
 */
export function controlRoutes(deps: Deps): FastifyPluginAsync {
  return async (fastify) => {
    const app = withZod(fastify);
    eventActionRoutes(app, deps);
    settlementRoutes(app, deps);
    producerRoutes(app, deps);
    uofRestRoutes(fastify, deps);
    replayRoutes(fastify, deps);
  };
}
