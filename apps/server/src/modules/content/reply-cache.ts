import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { noticesOf } from '../../infra/cache/notices.ts';
import { ok } from '../../lib/envelope.ts';
import { COMPRESS_THRESHOLD, EncodedBodies, preferredEncoding } from './cached-encodings.ts';

/**
 * `text` for callers that embed it; `bytes` for the wire, encoded once, not on every answer;
 * `encoded`, its compressed forms, made on first demand.
 */
type Entry = { text: string; bytes: Buffer; encoded: EncodedBodies; etag: string; expiresAt: number };
const MAX_ENTRIES = 5_000;

/**
 * Serialized answers of the public content reads, in this process. Emptied on every change
 * notice of a content table (and when the listener reconnects), and used only while notices
 * arrive; `ttlMs` bounds answers that also depend on the time (campaign windows) or are
 * cached by time alone (`timeOnly`, Top Winners). See docs/decisions/019-hot-path-caches.md.
 */
class ReplyCache {
  entries = new Map<string, Entry>();
  pending = new Map<string, Promise<Entry>>();
  generation = 0;

  clear() {
    this.generation++;
    this.entries.clear();
    this.pending.clear();
  }
}

const caches = new WeakMap<object, ReplyCache>();

function cacheOf(app: FastifyInstance): ReplyCache {
  let cache = caches.get(app.db);
  if (!cache) {
    const c = new ReplyCache();
    noticesOf(app.db)?.on((n) => {
      if (n.kind === 'table' || n.kind === 'reset') c.clear();
    });
    caches.set(app.db, (cache = c));
  }
  return cache;
}

export type CacheOptions = {
  /** At most this old (default: until the next change notice). */
  ttlMs?: number;
  /** Cached for ttlMs whether or not change notices arrive (data not behind a notice). */
  timeOnly?: boolean;
};

/**
 * Answers `{ success, message, data }` from the cache (or loads it once for concurrent callers),
 * with a weak ETag; a GET whose If-None-Match matches gets 304 without a body. `key` must name
 * everything the answer depends on (route, parameters, language). A body the compress plugin
 * would compress goes out in its stored compressed form (br, else gzip), which the plugin leaves
 * alone: the answer's bytes are as the plugin's, made once.
 */
export async function cachedReply(
  app: FastifyInstance,
  req: FastifyRequest,
  reply: FastifyReply,
  key: string,
  load: () => Promise<unknown>,
  opts: CacheOptions = {},
): Promise<FastifyReply> {
  const entry = await lookup(app, (data) => reply.serialize(data) as string, key, load, opts);
  reply
    .header('etag', entry.etag)
    .header('cache-control', 'no-cache')
    .header('vary', 'x-locale, accept-encoding');
  const match = req.headers['if-none-match'];
  if ((req.method === 'GET' || req.method === 'HEAD') && match && etagMatches(match, entry.etag)) {
    return reply.code(304).send();
  }
  reply.type('application/json; charset=utf-8');
  const encoding =
    entry.bytes.length >= COMPRESS_THRESHOLD ? preferredEncoding(req.headers['accept-encoding']) : null;
  if (!encoding) return reply.send(entry.bytes);
  return reply.header('content-encoding', encoding).send(entry.encoded.get(encoding));
}

/**
 * The envelope `{ success, message, data }` of `load()` as JSON text, from the same cache as
 * cachedReply (same invalidation), for answers embedded elsewhere (boot-data.ts). Its keys must
 * differ from the routes' keys: a route's serializer follows its response schema.
 */
export async function cachedBody(
  app: FastifyInstance,
  key: string,
  load: () => Promise<unknown>,
): Promise<string> {
  return (await lookup(app, JSON.stringify, key, load, {})).text;
}

async function lookup(
  app: FastifyInstance,
  serialize: (envelope: unknown) => string,
  key: string,
  load: () => Promise<unknown>,
  opts: CacheOptions,
): Promise<Entry> {
  const cache = cacheOf(app);
  const usable = opts.timeOnly === true || noticesOf(app.db)?.live === true;
  const now = performance.now();
  if (usable) {
    const hit = cache.entries.get(key);
    if (hit && hit.expiresAt > now) return hit;
    const pending = cache.pending.get(key);
    if (pending) return pending;
  }
  const generation = cache.generation;
  const made = load().then((data): Entry => {
    const text = serialize(ok(data));
    const bytes = Buffer.from(text, 'utf8');
    const etag = `W/"${createHash('sha256').update(bytes).digest('base64url').slice(0, 27)}"`;
    const expiresAt = now + (opts.ttlMs ?? Number.POSITIVE_INFINITY);
    return { text, bytes, encoded: new EncodedBodies(bytes), etag, expiresAt };
  });
  if (!usable) return made;
  cache.pending.set(key, made);
  try {
    const entry = await made;
    if (cache.generation === generation) {
      if (cache.entries.size >= MAX_ENTRIES) cache.entries.clear();
      cache.entries.set(key, entry);
    }
    return entry;
  } finally {
    if (cache.pending.get(key) === made) cache.pending.delete(key);
  }
}

function etagMatches(header: string, etag: string): boolean {
  if (header.trim() === '*') return true;
  const bare = etag.replace(/^W\//, '');
  return header.split(',').some((tag) => tag.trim().replace(/^W\//, '') === bare);
}

/**
 * Waits until this process has handled the change notices of what was just committed, so a
 * back-office write answers only once the site it changed answers the new content here (other
 * processes follow within the notice's delivery time).
 */
export async function awaitContentNotices(db: FastifyInstance['db']): Promise<void> {
  await noticesOf(db)?.fence();
}
