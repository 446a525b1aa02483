import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import { ERROR_MESSAGES } from '@lalebet/shared';
import { sendError } from './errors.ts';

const API_PREFIXES = ['/api/', '/api', '/hub/', '/healthz', '/readyz', '/media/'];
const ADMIN_PREFIX = '/admin/';

function setCacheHeaders(reply: { header: (k: string, v: string) => unknown }, filePath: string) {
  const isHashed = filePath.includes(`${path.sep}assets${path.sep}`);
  const isIndex = path.basename(filePath) === 'index.html';
  reply.header(
    'cache-control',
    isHashed ? 'public, max-age=31536000, immutable' : isIndex ? 'no-cache' : 'public, max-age=3600',
  );
}

const hasIndex = (dir: string | undefined): dir is string =>
  !!dir && fs.existsSync(path.join(dir, 'index.html'));

type StaticSiteOptions = {
  distDir: string;
  adminDistDir?: string;
  /** Markup added to the end of the player site's index.html head (its boot data). */
  indexHead?: () => Promise<string>;
};

/**
 * Serves the built SPAs: the player site at / and the back office under /admin/ (its own
 * build and entry; docs/decisions/034-admin-app.md). Hashed assets are cached for a year,
 * index.html never; any other GET that is not an API call falls back to its app's index.html
 * (client routing).
 */
export const staticSitePlugin = fp<StaticSiteOptions>(async (app, opts) => {
  const hasBuild = hasIndex(opts.distDir);
  const hasAdmin = hasIndex(opts.adminDistDir);
  if (hasBuild) {
    await app.register(fastifyStatic, {
      root: opts.distDir,
      wildcard: false,
      index: false,
      // @fastify/static 10 passes the Fastify reply here, not the raw response.
      setHeaders: setCacheHeaders,
    } as Parameters<typeof fastifyStatic>[1]);
  } else {
    app.log.warn({ distDir: opts.distDir }, 'web build not found: only the API is served');
  }
  if (hasAdmin) {
    await app.register(fastifyStatic, {
      root: opts.adminDistDir,
      prefix: ADMIN_PREFIX,
      decorateReply: !hasBuild,
      wildcard: false,
      index: false,
      setHeaders: setCacheHeaders,
    } as Parameters<typeof fastifyStatic>[1]);
  }

  const sendIndex = async (reply: FastifyReply, dir: string) => {
    reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache');
    if (dir !== opts.distDir || !opts.indexHead) return reply.sendFile('index.html', dir);
    // Read each time: a rebuild while the server runs must not serve stale asset names.
    const [html, head] = await Promise.all([
      fs.promises.readFile(path.join(dir, 'index.html'), 'utf8'),
      opts.indexHead(),
    ]);
    return reply.send(html.replace('</head>', `${head}</head>`));
  };

  app.setNotFoundHandler((req, reply) => {
    const url = req.url.split('?')[0] ?? '/';
    const isApi = API_PREFIXES.some((p) => url === p || url.startsWith(p));
    const isAdmin = url === '/admin' || url.startsWith(ADMIN_PREFIX);
    const dir = isAdmin ? (hasAdmin ? opts.adminDistDir : undefined) : hasBuild ? opts.distDir : undefined;
    if (isApi || req.method !== 'GET' || !dir) {
      return sendError(reply, 'ROUTE_NOT_FOUND', ERROR_MESSAGES.ROUTE_NOT_FOUND[req.locale ?? 'en']);
    }
    if (path.extname(url)) {
      return sendError(reply, 'NOT_FOUND', ERROR_MESSAGES.NOT_FOUND[req.locale ?? 'en']);
    }
    return sendIndex(reply, dir);
  });
});
