import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Engine } from '../engine.ts';
import type { Lifecycle } from '../lifecycle.ts';
import type { World } from '../world.ts';
import { errorXml, okXml, playerStatusXml, replaySetXml } from './documents.ts';
import { PREFIX, SIM_UOF_TOKEN, tokenCheck, xml } from './uof.routes.ts';

type Deps = { world: World; engine: Engine; life: Lifecycle; now: () => number; token?: string };
type Query = { Querystring: Record<string, unknown> };

/** The replay server's defaults: ten times the recorded pace, no gap over 10 s between messages. */
const DEFAULT_SPEED = 10;
const DEFAULT_MAX_DELAY_MS = 10_000;

const number = (s: unknown, fallback: number, ok: (n: number) => boolean) => {
  if (s === undefined) return fallback;
  const n = typeof s === 'string' && /^\d+(\.\d+)?$/.test(s) ? Number(s) : Number.NaN;
  return ok(n) ? n : undefined;
};

/**
 * Sportradar's replay server API (`/v1/replay/…`) on the simulator, so a test drives a match the
 * way an integration on the provider's replay environment does
 * (docs/decisions/082-uof-transport-and-recovery.md). The simulator has no recordings: the replay
 * list holds events of its world, which stand still (Engine.frozen) until `play`, then kick off
 * and run on the simulator's clock at `speed`, with live prices at least every `max_delay` ms.
 * `stop` stands them still again; `reset` also empties the list and gives back the clock's speed.
 */
export function replayRoutes(app: FastifyInstance, deps: Deps) {
  const { world, engine, life, now, token = SIM_UOF_TOKEN } = deps;
  const replay: Replay = {
    authorised: tokenCheck(token),
    list: [],
    playing: false,
    before: null,
    /** Unfrozen, and kicked off if it is a match still waiting. */
    start(urn) {
      engine.frozen.delete(urn);
      const e = world.events.get(urn);
      if (e?.kind === 'match' && e.phase === 'scheduled') life.goLive(e, now());
    },
    flushed: (req) =>
      life.out
        .flush()
        .catch((err: unknown) => req.log.error({ err }, 'feed simulator: replay publish failed')),
  };
  listRoutes(app, deps, replay);
  playerRoutes(app, deps, replay);
}

type Replay = {
  authorised: ReturnType<typeof tokenCheck>;
  list: string[];
  playing: boolean;
  /** The clock as it was before the first `play`, given back by `reset`. */
  before: { speed: number; maxQuietMs: number } | null;
  start(urn: string): void;
  flushed(req: FastifyRequest): Promise<void>;
};

/** The replay list: read, add (to the end), remove. */
function listRoutes(app: FastifyInstance, { world, engine }: Deps, replay: Replay) {
  const { authorised, list } = replay;
  // `/replay/` too: the server ignores trailing slashes (app.ts), so one route serves both.
  app.get(`${PREFIX}/replay`, async (req, reply) => {
    if (!authorised(req, reply)) return reply;
    return xml(reply, 200, replaySetXml(list));
  });

  app.put<{ Params: { urn: string } }>(`${PREFIX}/replay/events/:urn`, async (req, reply) => {
    if (!authorised(req, reply)) return reply;
    const { urn } = req.params;
    if (!world.events.has(urn)) return xml(reply, 404, errorXml('NOT_FOUND', `no sport event ${urn}`));
    // Already listed: it moves to the end, as on the provider's server.
    if (list.includes(urn)) list.splice(list.indexOf(urn), 1);
    list.push(urn);
    if (replay.playing) replay.start(urn);
    else engine.frozen.add(urn);
    await replay.flushed(req);
    return xml(reply, 200, okXml('OK', `Event: ${urn} was added to the playlist set.`));
  });

  app.delete<{ Params: { urn: string } }>(`${PREFIX}/replay/events/:urn`, async (req, reply) => {
    if (!authorised(req, reply)) return reply;
    const { urn } = req.params;
    if (list.includes(urn)) list.splice(list.indexOf(urn), 1);
    engine.frozen.delete(urn);
    return xml(reply, 200, okXml('OK', `Event: ${urn} was removed from the playlist set.`));
  });
}

/** The player: play, stop, reset, status. */
function playerRoutes(app: FastifyInstance, { world, engine, life, now }: Deps, replay: Replay) {
  const { authorised, list } = replay;
  app.post<Query>(`${PREFIX}/replay/play`, async (req, reply) => {
    if (!authorised(req, reply)) return reply;
    const speed = number(req.query.speed, DEFAULT_SPEED, (n) => n > 0 && n <= 1000);
    const maxDelay = number(req.query.max_delay, DEFAULT_MAX_DELAY_MS, (n) => Number.isInteger(n) && n >= 1);
    if (speed === undefined || maxDelay === undefined) {
      return xml(
        reply,
        400,
        errorXml('BAD_REQUEST', 'speed must be in (0, 1000], max_delay a positive integer'),
      );
    }
    if (list.length === 0) return xml(reply, 400, errorXml('BAD_REQUEST', 'the replay list is empty'));
    replay.before ??= { speed: engine.speed, maxQuietMs: engine.maxQuietMs };
    engine.speed = speed;
    engine.maxQuietMs = maxDelay;
    replay.playing = true;
    for (const urn of list) replay.start(urn);
    // The replay server announces both producers when a replay starts.
    engine.heartbeat(now(), true);
    await replay.flushed(req);
    return xml(reply, 200, okXml('OK', `Replay of ${list.length} events started at speed ${speed}.`));
  });

  app.post(`${PREFIX}/replay/stop`, async (req, reply) => {
    if (!authorised(req, reply)) return reply;
    replay.playing = false;
    for (const urn of list) engine.frozen.add(urn);
    return xml(reply, 200, okXml('OK', 'Replay stopped.'));
  });

  app.post(`${PREFIX}/replay/reset`, async (req, reply) => {
    if (!authorised(req, reply)) return reply;
    replay.playing = false;
    for (const urn of list.splice(0)) engine.frozen.delete(urn);
    if (replay.before) Object.assign(engine, replay.before);
    replay.before = null;
    return xml(reply, 200, okXml('OK', 'Replay stopped and the playlist set cleared.'));
  });

  app.get(`${PREFIX}/replay/status`, async (req, reply) => {
    if (!authorised(req, reply)) return reply;
    // Playing while a listed event still has something to send.
    const running = list.some((urn) => {
      const phase = world.events.get(urn)?.phase;
      return phase === 'scheduled' || phase === 'live';
    });
    let last: string | undefined;
    for (const urn of list) {
      const at = life.out.lastSent(urn);
      if (at !== undefined && (last === undefined || at >= life.out.lastSent(last)!)) last = urn;
    }
    return xml(reply, 200, playerStatusXml(replay.playing && running ? 'PLAYING' : 'STOPPED', last));
  });
}
