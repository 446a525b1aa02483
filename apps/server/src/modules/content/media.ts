import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { DAY_MS } from '../../lib/clock.ts';

export const MEDIA_DIR = path.resolve(import.meta.dirname, '../../../media');

/**
 * Demo banners, popups, provider logos and game thumbnails at /media/. A second static
 * instance (decorateReply false) so it does not clash with the SPA's. File names are not
 * hashed, so a month rather than immutable: a replaced image shows up within the month.
 */
export async function registerMedia(app: FastifyInstance) {
  await app.register(fastifyStatic, {
    root: MEDIA_DIR,
    prefix: '/media/',
    decorateReply: false,
    index: false,
    list: false,
    maxAge: 30 * DAY_MS,
  });
}
