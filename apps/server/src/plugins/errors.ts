import fp from 'fastify-plugin';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  ERROR_MESSAGES,
  ERROR_STATUS,
  ruleErrorCode,
  type ErrorCode,
  type ErrorEnvelope,
} from '@lalebet/shared';
import { rateLimitRefusals } from '../infra/metrics/registry.ts';
import { AppError } from '../lib/app-error.ts';
import { RequestValidationError, localizeIssue } from '../lib/validation.ts';

const FASTIFY_CODES: Record<string, ErrorCode> = {
  FST_ERR_CTP_INVALID_JSON_BODY: 'MALFORMED_JSON',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'MALFORMED_JSON',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'UNSUPPORTED_MEDIA_TYPE',
  FST_ERR_CTP_BODY_TOO_LARGE: 'PAYLOAD_TOO_LARGE',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'MALFORMED_JSON',
};

function fromStatus(status: number): ErrorCode {
  if (status === 404) return 'NOT_FOUND';
  if (status === 405) return 'METHOD_NOT_ALLOWED';
  if (status === 401) return 'UNAUTHORIZED';
  if (status === 403) return 'FORBIDDEN';
  if (status === 413) return 'PAYLOAD_TOO_LARGE';
  if (status === 415) return 'UNSUPPORTED_MEDIA_TYPE';
  if (status === 429) return 'RATE_LIMITED';
  if (status === 503) return 'SERVICE_UNAVAILABLE';
  return status >= 500 ? 'INTERNAL_ERROR' : 'VALIDATION_FAILED';
}

export function sendError(
  reply: FastifyReply,
  code: ErrorCode,
  message: string,
  errors?: ErrorEnvelope['errors'],
  data: ErrorEnvelope['data'] = null,
) {
  const body: ErrorEnvelope = { success: false, message, code, data };
  if (errors?.length) body.errors = errors;
  const status = ERROR_STATUS[code];
  // Every 429 leaves through here: rate limits, login and code guessing (ADR 048).
  if (status === 429) rateLimitRefusals.inc({ route: reply.request.routeOptions.url ?? 'unmatched', code });
  return reply.status(status).type('application/json; charset=utf-8').send(body);
}

/** The error handler as a plugin, registered like every other (app.ts). */
export const errorsPlugin = fp(async (app) => registerErrorHandler(app));

/** The one error handler: 4xx say what is wrong in the caller's language; 5xx say nothing. */
export function registerErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError | Error, req: FastifyRequest, reply: FastifyReply) => {
    const locale = req.locale ?? 'en';

    if (error instanceof RequestValidationError) {
      // One message per field: the first rule it broke, as the product's forms show it. The path
      // is `<part>.<field path>` (`body.detail.Amount`), the contract of packages/shared/src/common.ts.
      const byPath = new Map<string, string>();
      for (const issue of error.issues) {
        const key = [error.part, ...issue.path.map(String)].join('.');
        if (!byPath.has(key)) byPath.set(key, localizeIssue(issue, locale));
      }
      const errors = [...byPath].map(([path, message]) => ({ path, message }));
      // A rule with its own refusal code (more than 20 legs: TOO_MANY_LEGS) answers with that code.
      const ruled = error.issues.map((issue) => ruleErrorCode(issue.message)).find(Boolean);
      if (ruled) return sendError(reply, ruled, ERROR_MESSAGES[ruled][locale], errors);
      return sendError(reply, 'VALIDATION_FAILED', errors[0]?.message ?? '', errors);
    }

    if (error instanceof AppError) {
      for (const [k, v] of Object.entries(error.headers)) reply.header(k, v);
      const text = error.localized?.[locale] ?? ERROR_MESSAGES[error.code][locale];
      if (ERROR_STATUS[error.code] >= 500) req.log.error({ err: error }, 'service error');
      return sendError(reply, error.code, text, undefined, error.data);
    }

    const fe = error as FastifyError;
    const status = fe.statusCode && fe.statusCode >= 400 && fe.statusCode < 600 ? fe.statusCode : 500;
    const code = (fe.code && FASTIFY_CODES[fe.code]) || fromStatus(status);
    if (ERROR_STATUS[code] >= 500) {
      req.log.error({ err: error }, 'unhandled error');
    } else {
      req.log.info({ code, fastifyCode: fe.code }, 'request rejected');
    }
    const extraHeaders = (error as { headers?: Record<string, string> }).headers;
    if (extraHeaders) for (const [k, v] of Object.entries(extraHeaders)) reply.header(k, v);
    return sendError(reply, code, ERROR_MESSAGES[code][locale]);
  });
}
