import {
  bonusCostReportSchema,
  envelope,
  ggrQuerySchema,
  ggrReportSchema,
  paymentsReportSchema,
  playersQuerySchema,
  playersReportSchema,
  reportRangeQuerySchema,
} from '@lalebet/shared';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { exportCtx } from '../../core/exports.ts';
import { sendCsv, wantsCsv } from '../../lib/csv.ts';
import { ok } from '../../lib/envelope.ts';
import { noStore } from '../../plugins/auth.ts';
import { bonusCostReport, ggrReport, paymentsReport, playersReport } from './reports.definitions.ts';
import { type ReportOutcome, runReport } from './reports.service.ts';

const CSV_NOTE = ' Send `Accept: text/csv` for a CSV download (needs reports:export).';

/** Back office: money and player reports, as JSON or a streamed CSV (docs/decisions/031-reports-and-exports.md). */
export const reportRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onSend', noStore);
  const ctx = (req: FastifyRequest) => exportCtx(app.db, req);
  const answer = <Row>(reply: FastifyReply, out: ReportOutcome<Row>) =>
    out.csv ? sendCsv(reply, out.fileName, out.stream) : ok(out.data);
  const route = (summary: string) => ({
    config: { permission: 'reports:view' as const },
    preHandler: app.requireAdmin,
    summary: summary + CSV_NOTE,
  });

  const ggr = route('Casino GGR and NGR by day, provider or game; sportsbook GGR and bonus cost by day.');
  app.get(
    '/admin/reports/ggr',
    {
      ...ggr,
      schema: {
        tags: ['admin'],
        summary: ggr.summary,
        querystring: ggrQuerySchema,
        response: { 200: envelope(ggrReportSchema) },
      },
    },
    async (req, reply) => answer(reply, await runReport(ctx(req), ggrReport, req.query, wantsCsv(req))),
  );

  const payments = route('Confirmed deposits and withdrawals by method: count and sum.');
  app.get(
    '/admin/reports/payments',
    {
      ...payments,
      schema: {
        tags: ['admin'],
        summary: payments.summary,
        querystring: reportRangeQuerySchema,
        response: { 200: envelope(paymentsReportSchema) },
      },
    },
    async (req, reply) => answer(reply, await runReport(ctx(req), paymentsReport, req.query, wantsCsv(req))),
  );

  const bonus = route('Bonus money granted, converted and forfeited by day, and its net cost.');
  app.get(
    '/admin/reports/bonus-cost',
    {
      ...bonus,
      schema: {
        tags: ['admin'],
        summary: bonus.summary,
        querystring: reportRangeQuerySchema,
        response: { 200: envelope(bonusCostReportSchema) },
      },
    },
    async (req, reply) => answer(reply, await runReport(ctx(req), bonusCostReport, req.query, wantsCsv(req))),
  );

  const players = route('New and active (staking) players by day.');
  app.get(
    '/admin/reports/players',
    {
      ...players,
      schema: {
        tags: ['admin'],
        summary: players.summary,
        querystring: playersQuerySchema,
        response: { 200: envelope(playersReportSchema) },
      },
    },
    async (req, reply) => answer(reply, await runReport(ctx(req), playersReport, req.query, wantsCsv(req))),
  );
};
