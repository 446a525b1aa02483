import { DEV_FEED_API_TOKEN } from '../../../config/dev-defaults.ts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { PRODUCERS, type ProducerId } from '../../../lib/feed/envelope.ts';
import type { FeedOut } from '../feed-out.ts';
import { fixtureOf } from '../world.ts';
import type { World } from '../world.ts';
import {
  type Lang,
  LANGS,
  acceptedXml,
  errorXml,
  fixtureXml,
  marketsXml,
  producersXml,
  whoamiXml,
} from './documents.ts';

/** The token the simulated provider accepts unless the caller chooses one. */
export const SIM_UOF_TOKEN = DEV_FEED_API_TOKEN;
export const SIM_BOOKMAKER_ID = 20261127;
const TOKEN_DAYS = 180;
export const PREFIX = '/sim/uof/v1';

type Deps = { world: World; now: () => number; life: { out: FeedOut }; token?: string };

/** UOF's recovery paths name the producer's product (descriptions/producers.xml). */
const PRODUCTS: Record<string, ProducerId> = { liveodds: PRODUCERS.live, pre: PRODUCERS.prematch };
const integer = (s: unknown) => (typeof s === 'string' && /^\d{1,15}$/.test(s) ? Number(s) : undefined);
const validNode = (s: unknown) => s === undefined || integer(s) !== undefined;

/**
 * `fixture.xml` of one event in one language, or null when the world does not know it: what the
 * route answers, and in process what the feed consumer reads without an HTTP hop.
 */
export function fixtureDocument(world: World, now: () => number) {
  return (urn: string, lang: Lang): string | null => {
    const e = world.events.get(urn);
    if (!e) return null;
    return fixtureXml(urn, fixtureOf(e), e.phase === 'scheduled' ? 'not_started' : e.phase, lang, now());
  };
}

export const xml = (reply: FastifyReply, status: number, body: string) =>
  reply.code(status).type('application/xml; charset=utf-8').send(body);

/** The provider's check: the `x-access-token` header, else 401 with an XML `response`. */
export const tokenCheck = (token: string) => (req: FastifyRequest, reply: FastifyReply) => {
  if (req.headers['x-access-token'] === token) return true;
  void xml(reply, 401, errorXml('FORBIDDEN', 'missing or invalid x-access-token'));
  return false;
};

const isLang = (lang: string): lang is Lang => (LANGS as readonly string[]).includes(lang);

/**
 * Sportradar's UOF REST API as the simulator serves it, under /sim/uof/v1 (outside production
 * only, like the rest of /sim/feed; docs/decisions/081-uof-xml-codec.md). Every call needs the
 * `x-access-token` header, as the provider's does; answers are XML.
 */
export function uofRestRoutes(app: FastifyInstance, { world, now, life, token = SIM_UOF_TOKEN }: Deps) {
  const startedAt = now();
  const fixture = fixtureDocument(world, now);
  const authorised = tokenCheck(token);

  app.get(`${PREFIX}/users/whoami.xml`, async (req, reply) => {
    if (!authorised(req, reply)) return reply;
    return xml(reply, 200, whoamiXml(SIM_BOOKMAKER_ID, startedAt + TOKEN_DAYS * 86_400_000));
  });

  app.get(`${PREFIX}/descriptions/producers.xml`, async (req, reply) => {
    if (!authorised(req, reply)) return reply;
    return xml(reply, 200, producersXml(`${req.protocol}://${req.host}${PREFIX}`));
  });

  app.get<{ Params: { lang: string } }>(`${PREFIX}/descriptions/:lang/markets.xml`, async (req, reply) => {
    if (!authorised(req, reply)) return reply;
    if (!isLang(req.params.lang)) return xml(reply, 404, errorXml('NOT_FOUND', 'language not served'));
    return xml(reply, 200, marketsXml(req.params.lang));
  });

  app.get<{ Params: { lang: string; urn: string } }>(
    `${PREFIX}/sports/:lang/sport_events/:urn/fixture.xml`,
    async (req, reply) => {
      if (!authorised(req, reply)) return reply;
      const { lang, urn } = req.params;
      const doc = isLang(lang) ? fixture(urn, lang) : null;
      if (doc === null) return xml(reply, 404, errorXml('NOT_FOUND', `no sport event ${urn}`));
      return xml(reply, 200, doc);
    },
  );

  recoveryRoutes(app, { world, now, life }, authorised);
}

type Check = ReturnType<typeof tokenCheck>;
const refuse = (reply: FastifyReply, status: number, body: string) => {
  void xml(reply, status, body);
  return null;
};

/**
 * Recovery as the provider takes it: accepted at once (202), the messages follow on the feed. A
 * producer's recovery ends with snapshot_complete of its request id; an event's re-sends that
 * event's current odds with the request id, and nothing after (docs/decisions/082-uof-transport-and-recovery.md).
 */
function recoveryRoutes(app: FastifyInstance, { world, now, life }: Omit<Deps, 'token'>, authorised: Check) {
  const replayed = (req: FastifyRequest) =>
    life.out.flush().catch((err: unknown) => req.log.error({ err }, 'feed simulator: recovery failed'));
  type Req = { Params: { product: string; urn?: string }; Querystring: Record<string, unknown> };
  /** The product's producer and the request id, or the answer already sent. */
  const read = (req: FastifyRequest<Req>, reply: FastifyReply) => {
    if (!authorised(req, reply)) return null;
    const producer = PRODUCTS[req.params.product];
    if (!producer) return refuse(reply, 404, errorXml('NOT_FOUND', `no product ${req.params.product}`));
    const requestId = integer(req.query.request_id);
    const after = req.query.after === undefined ? 0 : integer(req.query.after);
    if (requestId === undefined || after === undefined || !validNode(req.query.node_id)) {
      return refuse(reply, 400, errorXml('BAD_REQUEST', 'request_id, after and node_id must be integers'));
    }
    return { producer, requestId, after };
  };

  app.post<Req>(`${PREFIX}/:product/recovery/initiate_request`, async (req, reply) => {
    const r = read(req, reply);
    if (!r) return reply;
    life.out.recover(r.producer, r.after, r.requestId, now());
    void replayed(req);
    return xml(reply, 202, acceptedXml(`recovery ${r.requestId} of ${req.params.product} accepted`));
  });

  app.post<Req>(`${PREFIX}/:product/odds/events/:urn/initiate_request`, async (req, reply) => {
    const r = read(req, reply);
    if (!r) return reply;
    const urn = req.params.urn!;
    if (!world.events.has(urn)) return xml(reply, 404, errorXml('NOT_FOUND', `no sport event ${urn}`));
    // An event the producer has no odds of is accepted too, as the provider does: nothing follows.
    life.out.recoverEvent(r.producer, urn, r.requestId, now());
    void replayed(req);
    return xml(reply, 202, acceptedXml(`odds recovery ${r.requestId} of ${urn} accepted`));
  });
}
