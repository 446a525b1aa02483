import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';

// The simulator's HTTP plumbing: NOWPayments' error shape and its two credentials.

const sha256 = (s: string) => createHash('sha256').update(s, 'utf8').digest();
const same = (given: unknown, expected: Buffer) =>
  typeof given === 'string' && timingSafeEqual(sha256(given), expected);

/** NOWPayments' error body: `{status:false, statusCode, code, message}`. */
export function npError(reply: FastifyReply, statusCode: number, code: string, message: string) {
  return reply.code(statusCode).send({ status: false, statusCode, code, message });
}

/** `x-api-key` on every merchant call. */
export function apiKeyCheck(apiKey: string) {
  const expected = sha256(apiKey);
  return async (req: FastifyRequest, reply: FastifyReply) => {
    if (!same(req.headers['x-api-key'], expected)) {
      return npError(reply, 403, 'INVALID_API_KEY', 'Invalid api key');
    }
  };
}

/** Payout calls also need `Authorization: Bearer <token from POST /v1/auth>`, valid 5 minutes. */
export function bearerTokens(now: () => Date) {
  const tokens = new Map<string, number>();
  return {
    issue(token: string) {
      tokens.set(token, now().getTime() + 5 * 60_000);
    },
    check: async (req: FastifyRequest, reply: FastifyReply) => {
      const token = /^Bearer\s+(\S+)$/i.exec(req.headers.authorization ?? '')?.[1];
      const until = token ? tokens.get(token) : undefined;
      if (!until || until < now().getTime()) {
        return npError(
          reply,
          401,
          'AUTH_REQUIRED',
          'Authorization header is empty (Bearer JWTtoken is required)',
        );
      }
    },
  };
}
