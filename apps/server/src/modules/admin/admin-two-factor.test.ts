import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { clock, controlClock } from '../../lib/clock.ts';
import { call } from '../../test/accounts.ts';
import { type AdminSession, adminSession, nextTotpCode } from '../../test/admin.ts';
import { type TestApp, createTestApp, testDatabases } from '../../test/harness.ts';

/** docs/decisions/014-staff-two-factor.md: a password alone never opens the back office. */
describe.each(testDatabases())('back-office second factor on %s', (kind) => {
  let t: TestApp;
  let enrolled: AdminSession;
  const admin = { username: 'ikiadim', password: 'İki-Adımlı-Yönetici-7' };
  beforeAll(async () => {
    t = await createTestApp(kind);
    enrolled = await adminSession(t.app, t.db, admin);
  });
  afterAll(() => t.close());
  afterEach(() => clock.reset());

  const login = async (who = admin) => {
    const res = await call(t.app, 'admin/auth/login', who);
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data as { stage: string; challenge?: string; token?: string };
  };
  const verify = (challenge: string, code: string) =>
    call(t.app, 'admin/auth/login/verify', { challenge, code });

  it('answers a correct password with a challenge, not a session', async () => {
    const step = await login();
    expect(step.stage).toBe('second_factor');
    expect(step.token).toBeUndefined();
    // The challenge is no bearer token.
    expect((await call(t.app, 'admin/auth/me', undefined, { token: step.challenge! })).statusCode).toBe(401);
    const wrong = await verify(step.challenge!, '000000');
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().code).toBe('INVALID_CODE');
    expect((await verify('not-a-challenge-at-all', '123456')).json().code).toBe('ADMIN_CHALLENGE_EXPIRED');
  });

  it('accepts a TOTP code once: the same code, or the challenge, never again', async () => {
    const time = controlClock(clock.ms() + 2 * 60_000); // steps no other test uses
    const first = await login();
    const code = nextTotpCode(enrolled.secret);
    const ok = await verify(first.challenge!, code);
    expect(ok.statusCode, ok.body).toBe(200);
    const { token } = ok.json().data;
    expect((await call(t.app, 'admin/auth/me', undefined, { token })).statusCode).toBe(200);
    // The challenge is single use.
    time.advance(30_000);
    expect((await verify(first.challenge!, nextTotpCode(enrolled.secret))).json().code).toBe(
      'ADMIN_CHALLENGE_EXPIRED',
    );
    // A replayed code is refused on a fresh challenge, however correct it was.
    const second = await login();
    const replay = await verify(second.challenge!, code);
    expect(replay.statusCode).toBe(400);
    expect(replay.json().code).toBe('INVALID_CODE');
    const events = await t.db
      .selectFrom('auth_audit')
      .select('event')
      .where('actor_kind', '=', 'admin')
      .execute();
    expect(events.map((e) => e.event)).toEqual(
      expect.arrayContaining([
        'admin_password_accepted',
        'admin_second_factor_failed',
        'admin_two_factor_enrolled',
      ]),
    );
  });

  it('gives one session for parallel calls with one challenge and one code', async () => {
    controlClock(clock.ms() + 5 * 60_000); // a step no earlier test used
    const step = await login();
    const code = nextTotpCode(enrolled.secret);
    const answers = await Promise.all([1, 2, 3, 4].map(() => verify(step.challenge!, code)));
    // The others lose to the one check in flight (429) or find the code used (400).
    const codes = answers.map((a) => a.statusCode);
    expect(codes.filter((c) => c === 200)).toHaveLength(1);
    expect(codes.filter((c) => c !== 200).every((c) => c === 400 || c === 429)).toBe(true);
    const open = await t.db
      .selectFrom('admin_session')
      .select('id')
      .where('ended_at', 'is', null)
      .where('created_at', '=', clock.now())
      .execute();
    expect(open).toHaveLength(1);
  });

  it('accepts each recovery code once, however it is typed', async () => {
    const [code] = enrolled.recoveryCodes;
    expect(enrolled.recoveryCodes).toHaveLength(10);
    expect(new Set(enrolled.recoveryCodes).size).toBe(10);
    const stored = await t.db.selectFrom('admin_recovery_code').select('code_hash').execute();
    expect(stored.map((r) => r.code_hash)).not.toContain(code);
    const typed = ` ${code!.toLowerCase().replaceAll('-', ' ')} `;
    const ok = await verify((await login()).challenge!, typed);
    expect(ok.statusCode, ok.body).toBe(200);
    const again = await verify((await login()).challenge!, code!);
    expect(again.json().code).toBe('INVALID_CODE');
    expect((await verify((await login()).challenge!, enrolled.recoveryCodes[1]!)).statusCode).toBe(200);
  });

  it('lets a challenge live five minutes', async () => {
    const time = controlClock();
    const step = await login();
    time.advance(5 * 60_000);
    expect((await verify(step.challenge!, '123456')).json().code).toBe('ADMIN_CHALLENGE_EXPIRED');
  });

  it('spends a budget of wrong codes per admin that new password logins do not renew', async () => {
    const other = { username: 'denenen', password: 'Denenen-Yönetici-Parola-3' };
    const session = await adminSession(t.app, t.db, other);
    for (let i = 0; i < 5; i++) {
      expect((await verify((await login(other)).challenge!, `99999${i}`)).statusCode).toBe(400);
    }
    const blocked = await verify((await login(other)).challenge!, nextTotpCode(session.secret));
    expect(blocked.statusCode).toBe(429);
    expect(blocked.headers['retry-after']).toBeDefined();
  });
});

describe('admins without TOTP when ADMIN_TOTP_OPTIONAL is on (demo only)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('pglite', { config: { adminTotpOptional: true } });
  });
  afterAll(() => t.close());

  it('gives a full session to an admin who has not enrolled, and a challenge to one who has', async () => {
    const admin = { username: 'demo', password: 'Demo-Yönetici-Parola-9' };
    const { secret, token } = await adminSession(t.app, t.db, admin);
    expect(secret).toBe('');
    expect((await call(t.app, 'admin/auth/me', undefined, { token })).statusCode).toBe(200);
    // Enrolling stays possible, and then the second step applies.
    const { secret: enrolledSecret } = (await call(t.app, 'admin/auth/totp/enrol', {}, { token })).json()
      .data;
    const code = nextTotpCode(enrolledSecret);
    expect((await call(t.app, 'admin/auth/totp/confirm', { code }, { token })).statusCode).toBe(200);
    expect((await call(t.app, 'admin/auth/login', admin)).json().data.stage).toBe('second_factor');
  });
});
