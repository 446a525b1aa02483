import type { FastifyInstance } from 'fastify';
import { studioLogoSvg, catalogueThumbSvg } from './catalogue-art.ts';

const SVG_FILE = /^([a-z0-9_-]{1,120})\.svg$/;
type Params = { Params: { file: string } };

/** The thumbnails and studio logos game/list and products/list link to, as an aggregator's CDN. */
export async function mediaRoutes(app: FastifyInstance) {
  const art = (draw: (name: string) => string | null) => async (req: { params: { file: string } }) => {
    const name = SVG_FILE.exec(req.params.file)?.[1];
    return name ? draw(name) : null;
  };
  for (const [path, draw] of [
    ['/media/games/:file', catalogueThumbSvg],
    ['/media/studios/:file', studioLogoSvg],
  ] as const) {
    app.get<Params>(path, { schema: { hide: true } }, async (req, reply) => {
      const svg = await art(draw)(req);
      if (!svg) return reply.code(404).send({ error: 'not found' });
      return reply
        .type('image/svg+xml; charset=utf-8')
        .header('cache-control', 'public, max-age=86400')
        .send(svg);
    });
  }
}
