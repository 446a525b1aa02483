import { isIPv4, isIPv6 } from 'node:net';
import type { Locale } from '@lalebet/shared';
import type { FastifyRequest } from 'fastify';

/** Who is asking, as the audit trail, sessions and rate limits need it. */
export type RequestMeta = {
  ip: string;
  userAgent: string | null;
  fingerprint: string | null;
  locale: Locale;
};

const MAX_USER_AGENT = 512;

/**
 * req.ip is the socket address unless TRUST_PROXY names the proxies in front of us; only then
 * does X-Forwarded-For count (ASVS 15.3.4, docs/decisions/013-login-and-code-guessing.md).
 */
export function requestMeta(req: FastifyRequest): RequestMeta {
  const ua = req.headers['user-agent'];
  return {
    ip: req.ip,
    userAgent: typeof ua === 'string' && ua ? ua.slice(0, MAX_USER_AGENT) : null,
    fingerprint: req.fingerprint,
    locale: req.locale,
  };
}

/**
 * The client as every per-IP limit counts it: an IPv4 address as is, an IPv6 address by its /64
 * (one subscriber usually holds a whole /64, so per-/128 keys would give them 2^64 budgets).
 */
export function ipLimitKey(ip: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip);
  if (mapped) return mapped[1]!;
  if (isIPv4(ip) || !isIPv6(ip)) return ip;
  const [head = '', tail = ''] = ip.toLowerCase().split('::');
  const left = head ? head.split(':') : [];
  const right = ip.includes('::') ? (tail ? tail.split(':') : []) : [];
  // An embedded IPv4 tail (::a.b.c.d) sits in the low 64 bits, which are dropped anyway.
  const groups = ip.includes('::')
    ? [...left, ...Array<string>(Math.max(0, 8 - left.length - right.length)).fill('0'), ...right]
    : left;
  return `${groups
    .slice(0, 4)
    .map((g) => g.replace(/^0+(?=.)/, ''))
    .join(':')}::/64`;
}
