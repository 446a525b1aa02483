import { createHash, timingSafeEqual } from 'node:crypto';
import { Readable } from 'node:stream';
import { affiliateFeedQuerySchema, affiliateFeedSchema, envelope } from '@lalebet/shared';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../lib/app-error.ts';
import { sendCsv, wantsCsv } from '../../lib/csv.ts';
import { ok } from '../../lib/envelope.ts';
import { noStore } from '../../plugins/auth.ts';
import { dailyFeed, feedCsv } from './feed.service.ts';

type FeedToken = { platform: string; tokenHash: string };
const digest = (s: string) => createHash('sha256').update(s).digest();

/** The platform whose token the request carries, compared as digests in constant time; else null. */
function platformOf(req: FastifyRequest, tokens: readonly FeedToken[]): string | null {
  const given = req.bearerToken;
  if (!given) return null;
  const d = digest(given);
  const hit = tokens.find((t) => timingSafeEqual(d, Buffer.from(t.tokenHash, 'hex')));
  return hit?.platform ?? null;
}

/**
 * GET /api/affiliates/feed?day=YYYY-MM-DD: the daily NGR feed per btag an affiliate platform
 * pulls with `Authorization: Bearer <its token from AFFILIATE_FEED_TOKENS>` (ADR 092). JSON in
 * the envelope, or CSV with `format=csv` or `Accept: text/csv`. No token configured: refused.
 */
export const affiliateFeedRoutes: FastifyPluginAsyncZod<{ tokens: readonly FeedToken[] }> = async (
  app,
  { tokens },
) => {
  app.addHook('onSend', noStore);
  app.get(
    '/affiliates/feed',
    {
      onRequest: async (req) => {
        const platform = platformOf(req, tokens);
        if (!platform) throw new AppError('UNAUTHORIZED');
        req.log.info({ platform }, 'affiliate feed pulled');
      },
      schema: {
        tags: ['affiliates'],
        summary:
          "One day's NGR feed per btag (kuruş; the site's time zone) for an affiliate platform's Bearer token. " +
          '`format=csv` or `Accept: text/csv` for CSV.',
        querystring: affiliateFeedQuerySchema,
        response: { 200: envelope(affiliateFeedSchema) },
      },
    },
    async (req, reply) => {
      const feed = await dailyFeed(app.db, req.query.day);
      if (req.query.format !== 'csv' && !(req.query.format === undefined && wantsCsv(req))) return ok(feed);
      return sendCsv(reply, `lalebet-ngr-${feed.day}.csv`, Readable.from([feedCsv(feed)]));
    },
  );
};
