import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { fixtureOf } from '../world.ts';
import type { World } from '../world.ts';
import { type Lang, LANGS, errorXml, fixtureXml, marketsXml, producersXml, whoamiXml } from './documents.ts';

/** The token the simulated provider accepts unless the caller chooses one. */
export const SIM_UOF_TOKEN = 'sim-uof-token';
export const SIM_BOOKMAKER_ID = 20261127;
const TOKEN_DAYS = 180;
export const PREFIX = '/sim/uof/v1';

type Deps = { world: World; now: () => number; token?: string };

const xml = (reply: FastifyReply, status: number, body: string) =>
  reply.code(status).type('application/xml; charset=utf-8').send(body);

const isLang = (lang: string): lang is Lang => (LANGS as readonly string[]).includes(lang);

/**
 * Sportradar's UOF REST API as the simulator serves it, under /sim/uof/v1 (outside production
 * only, like the rest of /sim/feed; docs/decisions/081-uof-xml-codec.md). Every call needs the
 * `x-access-token` header, as the provider's does; answers are XML.
 */
export function uofRestRoutes(app: FastifyInstance, { world, now, token = SIM_UOF_TOKEN }: Deps) {
  const startedAt = now();
  const authorised = (req: FastifyRequest, reply: FastifyReply) => {
    if (req.headers['x-access-token'] === token) return true;
    void xml(reply, 401, errorXml('FORBIDDEN', 'missing or invalid x-access-token'));
    return false;
  };

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
      const e = world.events.get(urn);
      if (!isLang(lang) || !e) return xml(reply, 404, errorXml('NOT_FOUND', `no sport event ${urn}`));
      const status = e.phase === 'scheduled' ? 'not_started' : e.phase;
      return xml(reply, 200, fixtureXml(urn, fixtureOf(e), status, lang, now()));
    },
  );
}
