/**
 * Accounts for the dashboard journeys, made through the API (the sign-up dialog is another
 * journey's subject): register, log in again from another "device", read SMS from the dev
 * outbox, and open the app already signed in.
 */
import { randomBytes, randomInt } from 'node:crypto';
import type { Page } from 'playwright-core';
import { url } from './browser.ts';

export const PASSWORD = 'Lale-Bahçesi-2024';
/** Türkiye: the country list uses the ISO 3166-1 numeric code as id. */
const TURKIYE = 792;

export const UA = {
  desktop:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36',
  android:
    'Mozilla/5.0 (Linux; Android 14; SM-S918B) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36',
  iphone:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
} as const;

export type Session = {
  token: string;
  username: string;
  usercode: string;
  phone: string;
  smsVerified: boolean;
};
export type Player = { username: string; password: string; phone: string; session: Session };
type Reply<T> = { status: number; success: boolean; message: string; data: T };

/** A JSON call to the API as the web makes it (x-locale, x-fingerprint, optional bearer token). */
export async function callApi<T = unknown>(
  path: string,
  opts: {
    body?: unknown;
    token?: string;
    locale?: 'tr' | 'en';
    userAgent?: string;
    /** Default: POST with a body, GET without. */
    method?: 'PUT';
  } = {},
): Promise<Reply<T>> {
  const res = await fetch(url(`/api/${path}`), {
    method: opts.method ?? (opts.body === undefined ? 'GET' : 'POST'),
    headers: {
      'content-type': 'application/json',
      'x-locale': opts.locale ?? 'tr',
      'x-fingerprint': 'e2e-accounts',
      'user-agent': opts.userAgent ?? UA.desktop,
      ...(opts.token ? { authorization: `Bearer ${opts.token}` } : {}),
    },
    body: opts.body === undefined ? undefined : JSON.stringify(opts.body),
  });
  const json = (await res.json().catch(() => ({}))) as Partial<Reply<T>>;
  return {
    status: res.status,
    success: json.success ?? false,
    message: json.message ?? '',
    data: json.data as T,
  };
}

/** A Turkish mobile number nobody has verified yet: 90 5xx xxx xx xx. */
export const uniquePhone = () =>
  `9053${randomInt(0, 10)}${String(randomInt(0, 10_000_000)).padStart(7, '0')}`;

/**
 * Registers a new player (unique username and phone) and returns its first session. The server
 * allows 10 sign-ups an hour from one address, so journeys share accounts where they can.
 */
export async function registerPlayer(): Promise<Player> {
  const username = `e2e${randomBytes(5).toString('hex')}`;
  const phone = uniquePhone();
  const res = await callApi<Session>('auth/register', {
    body: {
      name: 'Ayşe',
      surname: 'Yılmaz',
      username,
      email: `${username}@example.com`,
      phone,
      country: TURKIYE,
      currencyId: 1,
      birthDate: '1990-04-23',
      birthDateDay: '23',
      birthDateMonth: '04',
      birthDateYear: '1990',
      password: PASSWORD,
      password2: PASSWORD,
    },
  });
  if (!res.success) throw new Error(`register failed: ${res.status} ${res.message}`);
  return { username, password: PASSWORD, phone, session: res.data };
}

/** Another session of the same player, e.g. from a phone. */
export async function logInViaApi(username: string, password: string, userAgent: string = UA.android) {
  return callApi<Session>('auth/login', { body: { username, password }, userAgent });
}

/** Opens the app signed in as `player`: its session goes into `authData` before the first script runs. */
export async function signIn(page: Page, session: Session) {
  await page.addInitScript((data) => {
    // Only on the first document: a later reload must see what the app itself stored.
    if (sessionStorage.getItem('__authSeeded')) return;
    sessionStorage.setItem('__authSeeded', '1');
    localStorage.setItem('authData', data);
  }, JSON.stringify(session));
}

/** The 6-digit code of the newest SMS sent to `phone` (GET /api/dev/outbox, newest first). */
export async function smsCode(phone: string): Promise<string> {
  const res = await callApi<{ channel: string; to: string; text: string }[]>('dev/outbox');
  const sms = res.data.find((m) => m.channel === 'sms' && m.to === phone);
  const code = sms && /\b(\d{6})\b/.exec(sms.text)?.[1];
  if (!code) throw new Error(`no SMS code for ${phone} in the outbox`);
  return code;
}
