/**
 * What `npm run bench` measures. To add a bench, add a scenario here; `prepare` runs once
 * before the warm-up and may return headers, e.g. log a demo user in and return
 * `{ authorization: 'Bearer …' }` for a balance bench. The real-time hub is not a request/response
 * scenario: it has its own driver (lib/hub.ts, run by run.ts after these; `--only hub`).
 */
import type { Target } from './lib/targets.ts';

const BENCH_PASSWORD = 'bench-Parola-2026!';

let clients = 0;

/** Registers a demo customer through the API, each from its own client address, and returns its session token. */
async function registerBenchUser(target: Target, username: string): Promise<string> {
  clients++;
  const res = await fetch(`${target.baseUrl}/api/auth/register`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'x-forwarded-for': `10.77.${clients >> 8}.${clients & 255}`,
    },
    body: JSON.stringify({
      name: 'Bench',
      surname: 'Kullanıcı',
      username,
      email: `${username}@bench.test`,
      phone: `90532${String(Math.floor(Math.random() * 1e7)).padStart(7, '0')}`,
      country: 792,
      currencyId: 1,
      birthDate: '1990-01-15',
      birthDateDay: '15',
      birthDateMonth: '01',
      birthDateYear: '1990',
      password: BENCH_PASSWORD,
      password2: BENCH_PASSWORD,
    }),
  });
  const body = (await res.json()) as { success: boolean; message: string; data: { token: string } };
  if (!body.success) throw new Error(`bench user ${username}: ${body.message}`);
  return body.data.token;
}

/** More than any sensible --connections; fewer than the 30 usernames one address may try a minute. */
const LOGIN_USERS = Array.from({ length: 24 }, (_, i) => `benchlogin${i}`);

export type Scenario = {
  name: string;
  /** `app`: the real app on PGlite; `app-pg`: on PostgreSQL (BENCH_DATABASE_URL); `bare`: the floor. */
  target: 'app' | 'app-pg' | 'bare';
  method: 'GET' | 'POST';
  path: string;
  body?: unknown;
  /** One body per connection instead of `body` (connection i sends bodies[i % length]). */
  bodies?: unknown[];
  headers?: Record<string, string>;
  prepare?: (target: Target) => Promise<Record<string, string> | void>;
};

/** The baseline every other scenario is compared with: node:http in its own process. */
export const BARE: Scenario = { name: 'bare', target: 'bare', method: 'GET', path: '/bare' };

const balance = (target: 'app' | 'app-pg'): Scenario => ({
  name: target === 'app' ? 'user/balance' : 'user/balance@pg',
  target,
  method: 'GET',
  path: '/api/user/balance',
  prepare: async (t) => ({
    authorization: `Bearer ${await registerBenchUser(t, `benchbalance${target === 'app' ? '' : 'pg'}`)}`,
  }),
});

export const scenarios: Scenario[] = [
  BARE,
  { name: 'healthz', target: 'app', method: 'GET', path: '/healthz' },
  {
    name: 'siteoptionlist',
    target: 'app',
    method: 'POST',
    path: '/api/cms/siteoptionlist',
    body: {},
    headers: { 'x-locale': 'tr' },
  },
  {
    // argon2id-bound: each request hashes once with m=19 MiB, t=2 on the libuv pool. One
    // account per connection: the server checks one password at a time per account and answers
    // a parallel try for the same account with 429 (docs/decisions/013-login-and-code-guessing.md).
    name: 'login',
    target: 'app',
    method: 'POST',
    path: '/api/auth/login',
    bodies: LOGIN_USERS.map((username) => ({ username, password: BENCH_PASSWORD })),
    prepare: async (target) => {
      for (const username of LOGIN_USERS) await registerBenchUser(target, username);
    },
  },
  balance('app'),
  balance('app-pg'),
  {
    name: 'sliderlist',
    target: 'app',
    method: 'POST',
    path: '/api/cms/sliderlist',
    body: { slug: 'home' },
    headers: { 'x-locale': 'tr' },
  },
  { name: 'categorylist', target: 'app', method: 'GET', path: '/api/cms/categorylist' },
  { name: 'translationlist', target: 'app', method: 'GET', path: '/api/cms/translationlist' },
  {
    name: 'siteoptionlist@pg',
    target: 'app-pg',
    method: 'POST',
    path: '/api/cms/siteoptionlist',
    body: {},
    headers: { 'x-locale': 'tr' },
  },
  {
    name: 'contentlist',
    target: 'app',
    method: 'POST',
    path: '/api/cms/contentlist',
    body: { status: true, categoryId: 1 },
  },
  // The player site's page: index.html with the start-up answers embedded (boot-data.ts).
  { name: 'index.html', target: 'app', method: 'GET', path: '/' },
  {
    name: 'topwinners',
    target: 'app',
    method: 'POST',
    path: '/api/transaction/topwinners',
    body: { isLive: false, count: 12 },
  },
];
