import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { ERROR_MESSAGES } from '@lalebet/shared';
import { sendError } from './errors.ts';

const API_PREFIXES = ['/api/', '/api', '/hub/', '/healthz', '/readyz', '/media/'];

/**
 * Serves the built SPA: hashed assets cached for a year, index.html never cached,
 * and any other GET that is not an API call falls back to index.html (client routing).
 */
export async function registerStaticSite(app: FastifyInstance, opts: { distDir: string }) {
  const indexPath = path.join(opts.distDir, 'index.html');
  const hasBuild = fs.existsSync(indexPath);
  if (hasBuild) {
    await app.register(fastifyStatic, {
      root: opts.distDir,
      wildcard: false,
      index: false,
      // @fastify/static 10 passes the Fastify reply here, not the raw response.
      setHeaders(reply: { header: (k: string, v: string) => unknown }, filePath: string) {
        const isHashed = filePath.includes(`${path.sep}assets${path.sep}`);
        const isIndex = path.basename(filePath) === 'index.html';
        reply.header(
          'cache-control',
          isHashed ? 'public, max-age=31536000, immutable' : isIndex ? 'no-cache' : 'public, max-age=3600',
        );
      },
    } as Parameters<typeof fastifyStatic>[1]);
  } else {
    app.log.warn({ distDir: opts.distDir }, 'web build not found: only the API is served');
  }

  app.setNotFoundHandler((req, reply) => {
    const url = req.url.split('?')[0] ?? '/';
    const isApi = API_PREFIXES.some((p) => url === p || url.startsWith(p));
    if (isApi || req.method !== 'GET' || !hasBuild) {
      return sendError(reply, 'ROUTE_NOT_FOUND', ERROR_MESSAGES.ROUTE_NOT_FOUND[req.locale ?? 'en']);
    }
    if (path.extname(url)) {
      return sendError(reply, 'NOT_FOUND', ERROR_MESSAGES.NOT_FOUND[req.locale ?? 'en']);
    }
    return reply.type('text/html; charset=utf-8').sendFile('index.html', opts.distDir);
  });
}
