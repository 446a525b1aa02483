import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { clock, controlClock } from '../../lib/clock.ts';
import { call } from '../../test/accounts.ts';
import { adminSession, nextTotpCode } from '../../test/admin.ts';
import { type TestApp, createTestApp, testDatabases } from '../../test/harness.ts';

/**
 * Step-up (docs/decisions/030-four-eyes-adjustments.md): a stepUp route refuses a session that
 * has not entered a TOTP code again within STEP_UP_MINUTES; the code is spent like a login's.
 */
describe.each(testDatabases())('back-office step-up on %s', (kind) => {
  let t: TestApp;
  const admin = { username: 'adimadim', password: 'Adım-Adım-Yönetici-8' };
  beforeAll(async () => {
    t = await createTestApp(kind);
  }, 120_000);
  afterAll(() => t.close());
  afterEach(() => clock.reset());

  const stepUp = (token: string, code: string) => call(t.app, 'admin/auth/step-up', { code }, { token });
  // A stepUp route (staff:manage); an empty body is refused by validation once step-up passes.
  const guarded = (token: string) => call(t.app, 'admin/roles', {}, { token });
  const fresh = () => adminSession(t.app, t.db, admin, { stepUp: false });

  it('refuses a stepUp route until a TOTP code is entered again, for five minutes', async () => {
    const time = controlClock(clock.ms() + 10 * 60_000);
    const s = await fresh();
    const before = await guarded(s.token);
    expect(before.statusCode).toBe(403);
    expect(before.json().code).toBe('STEP_UP_REQUIRED');
    // Routes without stepUp are unaffected.
    expect((await call(t.app, 'admin/roles', undefined, { token: s.token })).statusCode).toBe(200);

    const wrong = await stepUp(s.token, '000000');
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json().code).toBe('STEP_UP_INVALID');
    expect((await stepUp(s.token, 'abcdef')).statusCode).toBe(400);

    const code = nextTotpCode(s.secret);
    const ok = await stepUp(s.token, code);
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().data.until).toBe(new Date(time.ms + 5 * 60_000).toISOString());
    expect((await guarded(s.token)).json().code).toBe('VALIDATION_FAILED');
    // The same code never again (its step is spent).
    expect((await stepUp(s.token, code)).json().code).toBe('STEP_UP_INVALID');

    time.advance(5 * 60_000 - 1000);
    expect((await guarded(s.token)).json().code).toBe('VALIDATION_FAILED');
    time.advance(1000);
    expect((await guarded(s.token)).json().code).toBe('STEP_UP_REQUIRED');

    const events = await t.db
      .selectFrom('auth_audit')
      .select('event')
      .where('event', 'in', ['admin_stepped_up', 'admin_step_up_failed'])
      .execute();
    expect(events.map((e) => e.event).sort()).toEqual([
      'admin_step_up_failed',
      'admin_step_up_failed',
      'admin_stepped_up',
    ]);
  });

  it('steps up one session, not the other sessions of the same person', async () => {
    const time = controlClock(clock.ms() + 30 * 60_000);
    const a = await fresh();
    time.advance(60_000);
    const other = await call(t.app, 'admin/auth/login', admin);
    const verify = await call(t.app, 'admin/auth/login/verify', {
      challenge: other.json().data.challenge,
      code: nextTotpCode(a.secret),
    });
    const b = verify.json().data.token as string;
    time.advance(30_000);
    expect((await stepUp(a.token, nextTotpCode(a.secret))).statusCode).toBe(200);
    expect((await guarded(a.token)).json().code).toBe('VALIDATION_FAILED');
    expect((await guarded(b)).json().code).toBe('STEP_UP_REQUIRED');
  });

  it('spends the login second step budget: wrong codes lock, the session ends', async () => {
    const time = controlClock(clock.ms() + 60 * 60_000);
    const other = { username: 'tahminci', password: 'Tahminci-Yönetici-Parola-4' };
    const s = await adminSession(t.app, t.db, other, { stepUp: false });
    const answers: number[] = [];
    for (let i = 0; i < 6; i++) answers.push((await stepUp(s.token, `12345${i}`)).statusCode);
    // Five wrong codes, then the guard stops comparing (as at login: 429 with Retry-After).
    expect(answers).toEqual([401, 401, 401, 401, 401, 429]);
    time.advance(30_000);
    const right = await stepUp(s.token, nextTotpCode(s.secret));
    expect(right.statusCode).not.toBe(200);
    const row = await t.db
      .selectFrom('admin_session as s')
      .innerJoin('admin_user as a', 'a.id', 's.admin_id')
      .select('s.step_up_until')
      .where('a.username', '=', other.username)
      .execute();
    expect(row.every((r) => r.step_up_until === null)).toBe(true);
  });
});

describe('back-office step-up without TOTP (totpOptional, never in production)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('pglite', { config: { adminTotpOptional: true } });
  }, 120_000);
  afterAll(() => t.close());

  it('steps up an admin who has no TOTP with any well-formed code, audited as such', async () => {
    const s = await adminSession(t.app, t.db, undefined, { stepUp: false });
    expect(s.secret).toBe('');
    expect((await call(t.app, 'admin/roles', {}, { token: s.token })).json().code).toBe('STEP_UP_REQUIRED');
    const res = await call(t.app, 'admin/auth/step-up', { code: '000000' }, { token: s.token });
    expect(res.statusCode, res.body).toBe(200);
    expect((await call(t.app, 'admin/roles', {}, { token: s.token })).json().code).toBe('VALIDATION_FAILED');
    const audit = await t.db
      .selectFrom('auth_audit')
      .select('details')
      .where('event', '=', 'admin_stepped_up')
      .executeTakeFirstOrThrow();
    expect(audit.details).toMatchObject({ secondFactor: 'none' });
  });
});
