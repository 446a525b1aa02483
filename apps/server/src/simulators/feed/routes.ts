import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../lib/app-error.ts';
import { ok } from '../../lib/envelope.ts';
import type { Engine } from './engine.ts';
import type { Lifecycle } from './lifecycle.ts';
import { type SimEvent, type World, lineKey } from './world.ts';

const eventParams = z.object({ eventId: z.string().min(1) });
const settleBody = z.object({
  markets: z
    .array(
      z.object({
        marketId: z.number().int(),
        specifiers: z.string().default(''),
        outcomes: z
          .array(
            z.object({
              outcomeId: z.string().min(1),
              result: z.union([z.literal(0), z.literal(1)]),
              voidFactor: z.union([z.literal(0.5), z.literal(1)]).optional(),
              deadHeatFactor: z.number().gt(0).max(1).optional(),
            }),
          )
          .min(1),
      }),
    )
    .min(1),
});
const cancelBody = z
  .object({ from: z.number().int().optional(), to: z.number().int().optional() })
  .default({});
const producerParams = z.object({ id: z.coerce.number().pipe(z.union([z.literal(1), z.literal(3)])) });
const clockBody = z.object({ speed: z.number().positive().max(1000) });

type Deps = { world: World; engine: Engine; life: Lifecycle; now: () => number };

/** The dev control API, /sim/feed/* (never mounted in production; the caller decides). */
export function controlRoutes({ world, engine, life, now }: Deps): FastifyPluginAsync {
  return async (fastify) => {
    const app = fastify.withTypeProvider<ZodTypeProvider>();
    const find = (urn: string): SimEvent => {
      const e = world.events.get(urn);
      if (!e) throw new AppError('NOT_FOUND');
      return e;
    };
    const done = async (e: SimEvent, message: string) => {
      await life.out.flush();
      return ok({ eventId: e.urn, phase: e.phase }, message);
    };
    const action = (path: string, run: (e: SimEvent) => void, message: string) =>
      app.post(`/sim/feed/events/:eventId/${path}`, { schema: { params: eventParams } }, async (req) => {
        const e = find(req.params.eventId);
        run(e);
        return done(e, message);
      });

    action('finish', (e) => engine.finish(e), 'finished');
    action(
      'rollback',
      (e) => {
        const markets = e.lastSettlement;
        for (const m of markets) e.settled.delete(lineKey(m));
        life.out.emit(life.producerOf(e), 'rollback_bet_settlement', e.urn, now(), { markets });
      },
      'rolled back',
    );
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

    app.post(
      '/sim/feed/events/:eventId/settle',
      { schema: { params: eventParams, body: settleBody } },
      async (req) => {
        const e = find(req.params.eventId);
        const markets = req.body.markets.map((m) => ({
          id: m.marketId,
          specifiers: m.specifiers,
          outcomes: m.outcomes.map(({ outcomeId, ...rest }) => ({ id: outcomeId, ...rest })),
        }));
        life.settle(e, now(), markets);
        return done(e, 'settled');
      },
    );

    app.post(
      '/sim/feed/events/:eventId/cancel',
      { schema: { params: eventParams, body: cancelBody } },
      async (req) => {
        const e = find(req.params.eventId);
        const markets = [...e.offered.values()].map(({ id, specifiers }) => ({ id, specifiers }));
        const { from, to } = req.body ?? {};
        life.out.emit(life.producerOf(e), 'bet_cancel', e.urn, now(), {
          ...(from !== undefined ? { startTime: from } : {}),
          ...(to !== undefined ? { endTime: to } : {}),
          markets,
        });
        return done(e, 'cancelled');
      },
    );

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
  };
}
