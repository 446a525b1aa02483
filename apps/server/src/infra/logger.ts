import type { FastifyServerOptions } from 'fastify';

const SECRET_PARAM = /([?&](?:access_token|token|code|password|otp)=)[^&#]*/gi;

/** Strips secrets from a URL before it is logged (hub tokens travel in the query string). */
export function redactUrl(url: string): string {
  return url.replace(SECRET_PARAM, '$1[REDACTED]');
}

export function loggerOptions(level: string): FastifyServerOptions['logger'] {
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
    serializers: {
      req(req) {
        return {
          method: req.method,
          url: redactUrl(req.url),
          remoteAddress: req.ip,
        };
      },
    },
  };
}
