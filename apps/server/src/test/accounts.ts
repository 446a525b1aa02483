import { randomBytes, randomInt } from 'node:crypto';
import type { OutboxMessage } from '@lalebet/shared';
import type { FastifyInstance } from 'fastify';
import { type Kysely, sql } from 'kysely';
import { noticesOf } from '../infra/cache/notices.ts';
import type { Database } from '../db/database.ts';

/** Test helpers for the account flows: unique people, unique addresses, the dev outbox. */

let ipSeq = 0;
/** A fresh client address per call, so per-IP limits of one test never touch another. */
export const freshIp = () =>
  `10.${(process.pid % 200) + 1}.${Math.floor(++ipSeq / 250) % 250}.${(ipSeq % 250) + 1}`;

export const TR_ID = 792;
export const PASSWORD = 'Lale-Bahçesi-2024';

export const uniqueName = (prefix = 'oyuncu') => `${prefix}${randomBytes(5).toString('hex')}`;
export const uniquePhone = () => `90532${String(randomInt(0, 10_000_000)).padStart(7, '0')}`;

/** Letters only (names refuse digits): a surname of its own, so no two test people look alike (ADR 027). */
export const uniqueSurname = (prefix = 'Yılmaz') =>
  `${prefix}${[...randomBytes(6)].map((b) => 'abcçdefgğhıijklmnoöprsştuüvyz'[b % 29]).join('')}`;

export function registration(over: Record<string, unknown> = {}) {
  const username = uniqueName();
  return {
    name: 'Ayşe',
    surname: uniqueSurname(),
    username,
    email: `${username}@example.com`,
    phone: uniquePhone(),
    country: TR_ID,
    currencyId: 1,
    birthDate: '1990-04-23',
    birthDateDay: '23',
    birthDateMonth: '04',
    birthDateYear: '1990',
    password: PASSWORD,
    password2: PASSWORD,
    ...over,
  };
}

type Inject = {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH';
  token?: string;
  ip?: string;
  locale?: 'tr' | 'en';
  headers?: Record<string, string>;
};

/** app.inject with the headers the web sends (x-locale, x-fingerprint, a bearer token). */
export function call(app: FastifyInstance, url: string, body?: object, opts: Inject = {}) {
  return app.inject({
    method: opts.method ?? (body ? 'POST' : 'GET'),
    url: `/api/${url}`,
    payload: body,
    remoteAddress: opts.ip ?? freshIp(),
    headers: {
      'x-locale': opts.locale ?? 'en',
      'x-fingerprint': 'fp-test',
      'user-agent':
        'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36',
      ...(opts.token ? { authorization: `Bearer ${opts.token}` } : {}),
      ...opts.headers,
    },
  });
}

/** Registers a customer and returns what later steps need. */
export async function signUp(app: FastifyInstance, over: Record<string, unknown> = {}, opts: Inject = {}) {
  const body = registration(over);
  const res = await call(app, 'auth/register', body, opts);
  if (res.statusCode !== 200) throw new Error(`register failed: ${res.statusCode} ${res.body}`);
  return { ...body, token: res.json().data.token as string, session: res.json().data };
}

export async function logIn(app: FastifyInstance, username: string, password = PASSWORD, opts: Inject = {}) {
  return call(app, 'auth/login', { username, password }, opts);
}

export async function outbox(app: FastifyInstance): Promise<OutboxMessage[]> {
  const res = await app.inject({ url: '/api/dev/outbox' });
  if (res.statusCode !== 200) throw new Error(`outbox: ${res.statusCode}`);
  return res.json().data;
}

/** The 6-digit code of the newest message to `to`. */
export async function lastCode(app: FastifyInstance, to: string): Promise<string> {
  const message = (await outbox(app)).find((m) => m.to === to);
  const code = message && /\b(\d{6})\b/.exec(message.text)?.[1];
  if (!code) throw new Error(`no code sent to ${to}`);
  return code;
}

export async function setOption(db: Kysely<Database>, key: string, value: string) {
  await db
    .deleteFrom('site_option')
    .where(sql<string>`lower(key)`, '=', key.toLowerCase())
    .execute();
  await db.insertInto('site_option').values({ key, value, status: true }).execute();
  // The app's option cache drops its copy when the change notice arrives (a moment later on PostgreSQL).
  await noticesOf(db)?.fence();
}
