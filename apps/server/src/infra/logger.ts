import type { FastifyBaseLogger } from 'fastify';
import pino, { type Logger, type LoggerOptions } from 'pino';

const SECRET_PARAM = /([?&](?:access_token|token|code|password|otp)=)[^&#]*/gi;

/** Strips secrets from a URL before it is logged (hub tokens travel in the query string). */
export function redactUrl(url: string): string {
  return url.replace(SECRET_PARAM, '$1[REDACTED]');
}

/**
 * The request and the reply as every log line shows them, never their headers or bodies; errors
 * through pino's standard serializer. Fastify adds `res` and `err` only to a logger it builds
 * itself, so they are named here.
 */
const serializers: LoggerOptions['serializers'] = {
  req(req: { method: string; url: string; ip?: string }) {
    return { method: req.method, url: redactUrl(req.url), remoteAddress: req.ip };
  },
  res(reply: { statusCode: number }) {
    return { statusCode: reply.statusCode };
  },
  err: pino.stdSerializers.err,
};

export function loggerOptions(level: string): LoggerOptions {
  return {
    level,
    redact: {
      paths: [
        'req.headers.authorization',
        'req.headers.cookie',
        '*.password',
        '*.password2',
        '*.oldPassword',
        '*.confirmPassword',
        '*.token',
        '*.code',
        '*.smsCode',
      ],
      censor: '[REDACTED]',
    },
    serializers,
  };
}

/** `app` typed as Fastify's, whose route and plugin types are written against it. */
export type Loggers = { app: FastifyBaseLogger; access: Logger };

/**
 * The application's logger, and the access log's beside it on the same stream. The access log
 * writes only fields it built itself (the serialized request, the status, the time taken), so it
 * skips the redaction walk, which cost about 7 µs of the server's CPU per request
 * (docs/decisions/052-per-request-cost.md); every other line keeps the redaction net.
 */
export function createLoggers(level: string, stream?: NodeJS.WritableStream): Loggers {
  // pino's own default: stdout, written asynchronously in batches. One stream for both loggers,
  // so their lines never interleave within a line.
  const destination = stream ?? pino.destination(1);
  const app = pino(loggerOptions(level), destination);
  const access = pino({ level, serializers }, destination);
  return { app, access };
}
