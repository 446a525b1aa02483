import { createHash } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { categorySvg } from '../../lib/art/category-art.ts';

/** The committed media folder (apps/server/media), as modules/content/media.ts serves it. */
const MEDIA_DIR = path.resolve(import.meta.dirname, '../../../media');
/** A month, as the committed media: the art only changes when the catalogue does. */
const CACHE = 'public, max-age=2592000';
const SVG_FILE = /^([a-z0-9_-]{1,120})\.svg$/;

function sendSvg(req: FastifyRequest, reply: FastifyReply, svg: string) {
  const etag = `"${createHash('sha256').update(svg).digest('base64url').slice(0, 27)}"`;
  reply.header('cache-control', CACHE).header('etag', etag).type('image/svg+xml; charset=utf-8');
  if (req.headers['if-none-match'] === etag) return reply.code(304).send();
  return reply.send(svg);
}

type Params = { Params: { file: string } };

/**
 * Generated art: /media/categories/<slug>.svg always; outside production also the simulator's
 * catalogue, /media/games/<code>.svg and /media/studios/<slug>.svg (app.casino.catalogueArt).
 * Older committed thumbnails (/media/games/<slug>.svg of the demo winners) are served from the
 * media folder as before.
 */
export async function casinoMediaRoutes(app: FastifyInstance) {
  const art =
    (draw: (name: string) => string | null, fallbackDir?: string) =>
    async (req: FastifyRequest<Params>, reply: FastifyReply) => {
      const name = SVG_FILE.exec(req.params.file)?.[1];
      const svg = name ? draw(name) : null;
      if (svg) return sendSvg(req, reply, svg);
      if (name && fallbackDir) {
        const committed = await fs
          .readFile(path.join(MEDIA_DIR, fallbackDir, `${name}.svg`), 'utf8')
          .catch(() => null);
        if (committed) return sendSvg(req, reply, committed);
      }
      return reply.callNotFound();
    };
  const schema = { hide: true };
  const catalogue = app.casino.catalogueArt;
  const none = () => null;
  app.get<Params>('/media/games/:file', { schema }, art(catalogue?.gameThumb ?? none, 'games'));
  app.get<Params>('/media/studios/:file', { schema }, art(catalogue?.studioLogo ?? none));
  app.get<Params>('/media/categories/:file', { schema }, art(categorySvg));
}
