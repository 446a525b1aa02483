import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { findSimGame } from './catalogue.ts';
import { renderLaunchSnippet } from './page.ts';
import type { SessionStore } from './sessions.ts';

const HIDDEN = { hide: true };
const base = {
  user: z.string().min(1).max(100),
  token: z.string().min(16).max(200),
  game_code: z.string().min(1).max(100),
  currency: z.string().regex(/^[A-Z]{3}$/),
  lang: z.enum(['tr', 'en']),
};
/** Hub88's Games API body (extra fields of a real integration, e.g. country or ip, are ignored). */
const gameUrlBody = z.object({
  ...base,
  platform: z.enum(['GPL_DESKTOP', 'GPL_MOBILE']),
  lobby_url: z.string().max(500).optional(),
  launcher: z.string().min(1).max(20),
  product_id: z.number().int().optional(),
  system: z.string().max(50).optional(),
});
const softgamingsBody = z.object({
  ...base,
  system: z.string().max(50),
  page_code: z.string().max(100),
  is_mobile: z.union([z.literal(0), z.literal(1), z.boolean()]),
});

/**
 * The launch API the operator's adapters call (infra/game-provider/http-adapter.ts). The demo
 * takes it unauthenticated on a local port; a real aggregator authenticates these calls (Hub88
 * signs them with the operator's key pair), which a real adapter implements with its config.
 */
export function launchRoutes(deps: { sessions: SessionStore; publicBase: () => string }) {
  const playUrl = (code: string, token: string, lang: string, lobby: string | undefined) => {
    const q = new URLSearchParams({ token, lang });
    if (lobby) q.set('lobby', lobby);
    return `${deps.publicBase().replace(/\/+$/, '')}/play/${encodeURIComponent(code)}?${q}`;
  };

  return async (app: FastifyInstance) => {
    app.post('/operator/generic/v2/game/url', { schema: HIDDEN }, async (req, reply) => {
      const parsed = gameUrlBody.safeParse(req.body);
      if (!parsed.success) return reply.code(400).send({ error: z.prettifyError(parsed.error) });
      const b = parsed.data;
      if (!findSimGame(b.game_code))
        return reply.code(404).send({ error: `unknown game_code ${b.game_code}` });
      const lobby = b.lobby_url && /^https?:\/\//.test(b.lobby_url) ? b.lobby_url : undefined;
      deps.sessions.add({
        token: b.token,
        user: b.user,
        gameCode: b.game_code,
        currency: b.currency,
        lang: b.lang,
        lobby: lobby ?? null,
      });
      return { url: playUrl(b.game_code, b.token, b.lang, lobby) };
    });

    app.post('/softgamings/launch', { schema: HIDDEN }, async (req, reply) => {
      const parsed = softgamingsBody.safeParse(req.body);
      if (!parsed.success) return reply.code(400).send({ error: z.prettifyError(parsed.error) });
      const b = parsed.data;
      if (!findSimGame(b.game_code))
        return reply.code(404).send({ error: `unknown game_code ${b.game_code}` });
      deps.sessions.add({
        token: b.token,
        user: b.user,
        gameCode: b.game_code,
        currency: b.currency,
        lang: b.lang,
        lobby: null,
      });
      return { html: renderLaunchSnippet(playUrl(b.game_code, b.token, b.lang, undefined)) };
    });
  };
}
