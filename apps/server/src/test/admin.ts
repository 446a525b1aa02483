import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { TOTP } from 'otpauth';
import type { Database } from '../db/database.ts';
import { STEP_UP_MINUTES } from '@lalebet/shared';
import { MINUTE_MS, clock } from '../lib/clock.ts';
import { hashToken } from '../lib/secrets.ts';
import { ensureAdminAccount } from '../modules/admin/admin-bootstrap.ts';
import { call } from './accounts.ts';

/**
 * Back-office sign-in for tests (feature modules' tests may not import modules/admin): the
 * two steps of docs/decisions/014-staff-two-factor.md, enrolling TOTP the first time.
 */
export type AdminLogin = { username: string; password: string };
export type AdminSession = { token: string; secret: string; recoveryCodes: string[] };
type Reply = { status: number; json: { data?: Record<string, unknown> } };
type Send = (url: string, body: object | undefined, token?: string) => Promise<Reply>;

const DEFAULT_ADMIN: AdminLogin = { username: 'operator', password: 'Bildirim-Gönderen-1' };
const PERIOD_MS = 30_000;

/** The last step each secret was used for here, so the helper never sends a replayed code. */
const lastStep = new Map<string, number>();

/** A valid, never-used TOTP code for `secret` (the step after the last one used, within ±1). */
export function nextTotpCode(secret: string, nowMs = clock.ms()): string {
  const current = Math.floor(nowMs / PERIOD_MS);
  const step = Math.max(current, (lastStep.get(secret) ?? -Infinity) + 1);
  if (step > current + 1) {
    throw new Error('test admin: more than two TOTP logins within 30 s; reuse the token or move the clock');
  }
  lastStep.set(secret, step);
  return TOTP.generate({ secret: secretOf(secret), timestamp: step * PERIOD_MS });
}
const secretOf = (base32: string) => new TOTP({ secret: base32 }).secret;

/** Password, then enrolment (first time) or the TOTP step, over any transport. */
export async function logInAdmin(send: Send, admin: AdminLogin, known?: AdminSession): Promise<AdminSession> {
  const expect200 = (what: string, r: Reply) => {
    if (r.status !== 200 || !r.json.data)
      throw new Error(`admin ${what}: ${r.status} ${JSON.stringify(r.json)}`);
    return r.json.data as Record<string, string> & { recoveryCodes: string[] };
  };
  const login = expect200('login', await send('admin/auth/login', admin));
  if (login.stage === 'second_factor') {
    if (!known) throw new Error('admin login: TOTP enrolled, but the test does not know the secret');
    const data = expect200(
      'login verify',
      await send('admin/auth/login/verify', { challenge: login.challenge, code: nextTotpCode(known.secret) }),
    );
    return { ...known, token: data.token! };
  }
  const token = login.token!;
  if (login.stage === 'full') return { token, secret: '', recoveryCodes: [] };
  const { secret } = expect200('enrol', await send('admin/auth/totp/enrol', {}, token));
  // The enrolment token ends here; the full session has a new one (docs/decisions/044-staff-lifecycle.md).
  const confirmed = expect200(
    'enrol confirm',
    await send('admin/auth/totp/confirm', { code: nextTotpCode(secret!) }, token),
  );
  return { token: confirmed.token!, secret: secret!, recoveryCodes: confirmed.recoveryCodes };
}

const known = new WeakMap<FastifyInstance, Map<string, AdminSession>>();

/**
 * Marks the session of `token` stepped up for STEP_UP_MINUTES from the test clock's now,
 * straight in the database: feature tests would otherwise spend a TOTP step on every step-up.
 * The step-up route itself (TOTP, attempt budget, replay) is proven in admin-step-up.test.ts.
 */
export async function stepUpInDb(db: Kysely<Database>, token: string): Promise<void> {
  await db
    .updateTable('admin_session')
    .set({ step_up_until: new Date(clock.ms() + STEP_UP_MINUTES * MINUTE_MS) })
    .where('token_hash', '=', hashToken(token))
    .execute();
}

/**
 * A live back-office session on `app`: creates the admin when missing (as a start with
 * ADMIN_PASSWORD would), signs in through both steps, and reuses the session while it lives.
 * Stepped up (stepUpInDb) unless `opts.stepUp` is false, then as the login left it.
 */
export async function adminSession(
  app: FastifyInstance,
  db: Kysely<Database>,
  admin: AdminLogin = DEFAULT_ADMIN,
  opts: { stepUp?: boolean } = {},
): Promise<AdminSession> {
  const session = await liveSession(app, db, admin);
  if (opts.stepUp !== false) await stepUpInDb(db, session.token);
  return session;
}

async function liveSession(
  app: FastifyInstance,
  db: Kysely<Database>,
  admin: AdminLogin,
): Promise<AdminSession> {
  const mine = known.get(app) ?? new Map<string, AdminSession>();
  known.set(app, mine);
  const cached = mine.get(admin.username);
  if (cached && (await call(app, 'admin/auth/me', undefined, { token: cached.token })).statusCode === 200) {
    return cached;
  }
  const exists = await db
    .selectFrom('admin_user')
    .select('id')
    .where('username', '=', admin.username)
    .executeTakeFirst();
  if (!exists) await ensureAdminAccount(db, app.limiter, { env: 'production', admin });
  const send: Send = async (url, body, token) => {
    const res = await call(app, url, body, token ? { token } : {});
    return { status: res.statusCode, json: res.json<Reply['json']>() };
  };
  const session = await logInAdmin(send, admin, cached);
  mine.set(admin.username, session);
  return session;
}

/** A back-office session token (see adminSession). */
export async function adminToken(
  app: FastifyInstance,
  db: Kysely<Database>,
  admin: AdminLogin = DEFAULT_ADMIN,
  opts: { stepUp?: boolean } = {},
): Promise<string> {
  return (await adminSession(app, db, admin, opts)).token;
}

/** adminSession against a server process at `base` (http://127.0.0.1:port). */
export async function adminSessionOverHttp(base: string, admin: AdminLogin, known?: AdminSession) {
  const send: Send = async (url, body, token) => {
    const res = await fetch(`${base}/api/${url}`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
      body: JSON.stringify(body ?? {}),
    });
    return { status: res.status, json: (await res.json()) as Reply['json'] };
  };
  return logInAdmin(send, admin, known);
}
