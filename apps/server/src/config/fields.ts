import { createHash } from 'node:crypto';
import net from 'node:net';
import { z } from 'zod';
import { parseSealingKeys } from '../lib/sealing.ts';

/** 'true'/'1' or 'false'/'0'; unset stays undefined so a default can depend on NODE_ENV. */
export const switchVar = z
  .enum(['true', 'false', '1', '0', ''])
  .optional()
  .transform((v) => (v === undefined || v === '' ? undefined : v === 'true' || v === '1'));

/** 'true'/'1' is on; anything else, unset included, is off. */
export const booleanish = switchVar.transform((v) => v === true);

export const postgresUrl = z
  .string()
  .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://');

export const apiKey = z.string().min(16, 'must be at least 16 characters');

export const webhookSecret = z
  .string()
  .regex(/^whsec_[A-Za-z0-9+/]{32,}={0,2}$/, 'must be whsec_ followed by at least 24 bytes in base64');

export const keyring = z.string().refine(validKeyring, {
  message: 'must be id:base64key pairs separated by commas, each key 32 bytes, ids unique',
});

function validKeyring(v: string): boolean {
  try {
    parseSealingKeys(v);
    return true;
  } catch {
    return false;
  }
}

/** 127.0.0.1, ::1, localhost: reachable from this machine only. */
export function isLoopbackHost(host: string): boolean {
  return host === 'localhost' || host === '::1' || /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(host);
}

/** 203.0.113.7, 10.0.0.0/8, 2001:db8::/32. */
export function isIpOrCidr(entry: string): boolean {
  const [ip = '', bits, ...rest] = entry.split('/');
  const family = net.isIP(ip);
  if (!family || rest.length) return false;
  if (bits === undefined) return true;
  return /^\d{1,3}$/.test(bits) && Number(bits) <= (family === 4 ? 32 : 128);
}

/** A comma-separated allow-list of addresses and ranges (a provider's callback sources). */
export const ipList = z.string().refine((v) => v.split(',').every((e) => isIpOrCidr(e.trim())), {
  message: 'must be IP addresses or CIDR ranges separated by commas, e.g. 185.70.0.0/24,203.0.113.7',
});

export type NodeEnv = 'development' | 'test' | 'production';

/** Unset: every country outside production (the demo plays from Türkiye), none in production. */
export function parseCountries(raw: string | undefined, env: NodeEnv): '*' | string[] {
  if (raw === undefined) return env === 'production' ? [] : '*';
  if (raw === '*') return '*';
  return raw.split(',').map((c) => c.trim().toUpperCase());
}

/** Unset or empty: trust nobody. Digits: that many proxy hops. Otherwise a list of IPs/CIDRs. */
export function parseTrustProxy(raw: string | undefined): false | number | string[] {
  const v = raw?.trim();
  if (!v) return false;
  if (/^\d+$/.test(v)) return Number(v) || false;
  return v.split(',').map((s) => s.trim());
}

/** `platform:token, …` as the platforms with the SHA-256 of their token (the token itself is not kept). */
export function parseFeedTokens(raw: string | undefined): { platform: string; tokenHash: string }[] {
  if (!raw) return [];
  return raw.split(',').map((pair) => {
    const [platform, token] = pair.trim().split(':') as [string, string];
    return { platform, tokenHash: createHash('sha256').update(token).digest('hex') };
  });
}
