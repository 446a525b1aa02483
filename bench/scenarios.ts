/**
 * What `npm run bench` measures. To add a bench, add a scenario here; `prepare` runs once
 * before the warm-up and may return headers, e.g. log a demo user in and return
 * `{ authorization: 'Bearer …' }` for a balance bench. The real-time hub is not a request/response
 * scenario: it has its own driver (lib/hub.ts, run by run.ts after these; `--only hub`).
 */
import type { Target } from './lib/targets.ts';

const BENCH_PASSWORD = 'bench-Parola-2026!';

/** Registers a demo customer through the API and returns its session token. */
async function registerBenchUser(target: Target, username: string): Promise<string> {
  const res = await fetch(`${target.baseUrl}/api/auth/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
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

export type Scenario = {
  name: string;
  /** `app`: the real app on PGlite; `app-pg`: on PostgreSQL (BENCH_DATABASE_URL); `bare`: the floor. */
  target: 'app' | 'app-pg' | 'bare';
  method: 'GET' | 'POST';
  path: string;
  body?: unknown;
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
    // argon2id-bound: each request hashes once with m=19 MiB, t=2 on the libuv pool.
    name: 'login',
    target: 'app',
    method: 'POST',
    path: '/api/auth/login',
    body: { username: 'benchlogin', password: BENCH_PASSWORD },
    prepare: async (target) => {
      await registerBenchUser(target, 'benchlogin');
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
    name: 'topwinners',
    target: 'app',
    method: 'POST',
    path: '/api/transaction/topwinners',
    body: { isLive: false, count: 12 },
  },
];
