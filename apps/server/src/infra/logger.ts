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
 * (docs/decisions/052-per-request-cost.md); every other line keeps the redaction net. Without a
 * `stream` (the server's own stdout) access lines reach it in blocks (AccessLineBuffer,
 * docs/decisions/094-access-log-in-blocks.md); every other line is written at once, after the
 * access lines before it.
 */
export function createLoggers(level: string, stream?: NodeJS.WritableStream): Loggers {
  if (stream) {
    return { app: pino(loggerOptions(level), stream), access: pino({ level, serializers }, stream) };
  }
  // pino's own default: stdout, written asynchronously by libuv's thread pool.
  const destination = pino.destination(1);
  const { loggers, accessLines } = bufferedLoggers(level, destination);
  // After pino's own exit hook: the block still held goes out synchronously, on a normal exit
  // and on an uncaught error alike.
  process.once('exit', () => {
    accessLines.close();
    destination.flushSync();
  });
  return loggers;
}

/** Both loggers on `destination`, the access lines through an AccessLineBuffer. */
export function bufferedLoggers(level: string, destination: { write(line: string): unknown }) {
  const accessLines = new AccessLineBuffer(destination);
  const appStream = {
    write(line: string) {
      accessLines.flush();
      return destination.write(line);
    },
  };
  const loggers: Loggers = {
    app: pino(loggerOptions(level), appStream),
    access: pino({ level, serializers }, accessLines),
  };
  return { loggers, accessLines };
}

/** Characters of access lines held before they are handed on (about 30 lines). */
export const ACCESS_BLOCK_CHARS = 8192;
/** The longest an access line waits on a quiet server. */
export const ACCESS_FLUSH_MS = 1000;

/**
 * Holds access lines and hands them to `out` in one write per block: one `write(2)` (through
 * libuv's thread pool) for about 30 requests instead of nearly one per request under load.
 * Lines stay whole and in order; a block goes out when full, every ACCESS_FLUSH_MS, before any
 * other line (createLoggers), and on exit.
 */
export class AccessLineBuffer {
  private pending = '';
  private readonly out: { write(chunk: string): unknown };
  private readonly blockChars: number;
  private readonly timer: NodeJS.Timeout;

  constructor(
    out: { write(chunk: string): unknown },
    blockChars = ACCESS_BLOCK_CHARS,
    flushMs = ACCESS_FLUSH_MS,
  ) {
    this.out = out;
    this.blockChars = blockChars;
    this.timer = setInterval(() => this.flush(), flushMs).unref();
  }

  write(line: string): boolean {
    this.pending += line;
    if (this.pending.length >= this.blockChars) this.flush();
    return true;
  }

  flush(): void {
    if (this.pending === '') return;
    const block = this.pending;
    this.pending = '';
    this.out.write(block);
  }

  close(): void {
    clearInterval(this.timer);
    this.flush();
  }
}
