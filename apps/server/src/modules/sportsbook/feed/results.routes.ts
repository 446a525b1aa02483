import { envelope, resultsPageSchema, resultsQuerySchema } from '@lalebet/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import type { Database } from '../../../db/database.ts';
import { ok } from '../../../lib/envelope.ts';
import { readResults } from './results.service.ts';

/**
 * The public results page's read (docs/decisions/064-sportsbook-results.md): finished matches
 * with their final scores, newest first, from the database. Names in `x-locale`; no login.
 */
export function sportsbookResultsRoutes(db: Kysely<Database>): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/sportsbook/results',
      {
        schema: {
          tags: ['sportsbook'],
          summary: 'Finished matches with final scores, newest first; a page, the total and the leagues',
          querystring: resultsQuerySchema,
          response: { 200: envelope(resultsPageSchema) },
        },
      },
      async (req) => ok(await readResults(db, req.query, req.locale)),
    );
  };
}
