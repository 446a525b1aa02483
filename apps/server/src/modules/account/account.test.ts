import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { clock, controlClock } from '../../lib/clock.ts';
import { PASSWORD, call, freshIp, logIn, outbox, setOption, signUp } from '../../test/accounts.ts';
import { type TestApp, createTestApp, testDatabases } from '../../test/harness.ts';

const MINUTE = 60_000;

describe.each(testDatabases())('customer account on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t.close());
  afterEach(async () => {
    clock.reset();
    await t.db.deleteFrom('site_option').execute();
  });

  const changePassword = (token: string, oldPassword: string, password: string, confirmPassword = password) =>
    call(t.app, 'customer/changepassword', { oldPassword, password, confirmPassword }, { token });

  describe('change password', () => {
    it('needs the current password, ends the other sessions only, and e-mails the owner', async () => {
      const { username, email, token } = await signUp(t.app);
      const other = (await logIn(t.app, username)).json().data.token;
      const res = await changePassword(token, PASSWORD, 'Yepyeni-Parola-31');
      expect(res.statusCode, res.body).toBe(200);
      const renewed = res.json().data.token as string;
      expect((await call(t.app, 'customer/profile', undefined, { token: renewed })).statusCode).toBe(200);
      expect((await call(t.app, 'customer/profile', undefined, { token: other })).statusCode).toBe(401);
      expect((await logIn(t.app, username, 'Yepyeni-Parola-31')).statusCode).toBe(200);
      expect((await outbox(t.app))[0]).toMatchObject({
        channel: 'email',
        to: email,
        subject: 'Your LaleBet password was changed',
      });
    });

    it('rotates the current token: the answer carries a new one, the old one gets 401, the session stays', async () => {
      const { token } = await signUp(t.app);
      const before = (await call(t.app, 'customer/sessions', undefined, { token })).json().data;
      const res = await changePassword(token, PASSWORD, 'Yepyeni-Parola-31');
      expect(res.json()).toEqual({
        success: true,
        message: 'Your password has been changed. Your other sessions have been ended.',
        data: { token: expect.stringMatching(/^.{40,}$/) },
      });
      const renewed = res.json().data.token as string;
      expect(renewed).not.toBe(token);
      const old = await call(t.app, 'customer/profile', undefined, { token });
      expect(old.statusCode).toBe(401);
      expect((await call(t.app, 'user/balance', undefined, { token })).statusCode).toBe(401);
      const after = await call(t.app, 'customer/sessions', undefined, { token: renewed });
      expect(after.statusCode).toBe(200);
      // The same session (same start, so the same absolute timeout), not a new login.
      expect(after.json().data).toEqual(before);
      // A second change with the old token is refused; with the new one it works.
      expect((await changePassword(token, 'Yepyeni-Parola-31', 'Baska-Parola-2025')).statusCode).toBe(401);
      expect((await changePassword(renewed, 'Yepyeni-Parola-31', 'Baska-Parola-2025')).statusCode).toBe(200);
    });

    it('answers a wrong current password with 400 (never 401) and counts it toward the lockout', async () => {
      // Per network since docs/decisions/045-throttle-not-lock.md: one address throughout.
      const c = controlClock();
      const ip = freshIp();
      const { username, token } = await signUp(t.app);
      const fromIp = (oldPassword: string) =>
        call(
          t.app,
          'customer/changepassword',
          { oldPassword, password: 'Yepyeni-Parola-31', confirmPassword: 'Yepyeni-Parola-31' },
          { token, ip },
        );
      for (let i = 0; i < 5; i++) {
        const res = await fromIp(`wrong-${i}-pass`);
        expect(res.statusCode).toBe(400);
        expect(res.json()).toMatchObject({
          code: 'INVALID_CREDENTIALS',
          message: 'Your current password is incorrect.',
        });
      }
      expect((await logIn(t.app, username, PASSWORD, { ip })).statusCode).toBe(429);
      expect((await fromIp(PASSWORD)).statusCode).toBe(429);
      c.advance(60_000);
      expect((await fromIp(PASSWORD)).statusCode).toBe(200);
    });

    it('validates the form and the new password', async () => {
      const { token } = await signUp(t.app);
      const mismatch = await changePassword(token, PASSWORD, 'Yepyeni-Parola-31', 'Yepyeni-Parola-32');
      expect(mismatch.json().errors).toEqual([
        { path: 'body.confirmPassword', message: 'The passwords do not match.' },
      ]);
      expect((await changePassword(token, 'abcd', 'Yepyeni-Parola-31')).statusCode).toBe(400);
      expect((await changePassword(token, PASSWORD, 'fenerbahce1907')).json().code).toBe('WEAK_PASSWORD');
      expect((await changePassword(token, PASSWORD, PASSWORD)).json().code).toBe('WEAK_PASSWORD');
    });
  });

  describe('sessions', () => {
    it('ends a session after 30 idle minutes, counting any call but the balance poll as activity', async () => {
      const c = controlClock();
      const { token } = await signUp(t.app);
      c.advance(29 * MINUTE);
      expect((await call(t.app, 'customer/profile', undefined, { token })).statusCode).toBe(200);
      c.advance(29 * MINUTE);
      expect((await call(t.app, 'customer/profile', undefined, { token })).statusCode).toBe(200);
      // Only the poll for 31 minutes: it answers, but the session idles out.
      for (let i = 0; i < 3; i++) {
        c.advance(9 * MINUTE);
        expect((await call(t.app, 'user/balance', undefined, { token })).statusCode).toBe(200);
      }
      c.advance(4 * MINUTE);
      const res = await call(t.app, 'user/balance', undefined, { token });
      expect(res.statusCode).toBe(401);
      expect(res.json()).toMatchObject({
        code: 'SESSION_EXPIRED',
        message: 'Your session has expired. Please log in again.',
      });
      expect((await call(t.app, 'customer/profile', undefined, { token })).json().code).toBe('UNAUTHORIZED');
    });

    it('ends a busy session after 24 hours, and follows the site options', async () => {
      const c = controlClock();
      const { token } = await signUp(t.app);
      for (let step = 0; step < 71; step++) {
        c.advance(20 * MINUTE);
        expect((await call(t.app, 'customer/profile', undefined, { token })).statusCode).toBe(200);
      }
      c.advance(20 * MINUTE); // 24 h after login
      expect((await call(t.app, 'customer/profile', undefined, { token })).json().code).toBe(
        'SESSION_EXPIRED',
      );

      const second = await signUp(t.app);
      await setOption(t.db, 'sessionidleminutes', '5');
      c.advance(5 * MINUTE);
      expect((await call(t.app, 'customer/profile', undefined, { token: second.token })).json().code).toBe(
        'SESSION_EXPIRED',
      );
      const third = await signUp(t.app);
      await setOption(t.db, 'sessionabsolutehours', '1');
      await setOption(t.db, 'sessionidleminutes', '600');
      c.advance(61 * MINUTE);
      expect((await call(t.app, 'customer/profile', undefined, { token: third.token })).json().code).toBe(
        'SESSION_EXPIRED',
      );
    });

    it('lists own sessions with device, browser and IP, and ends one or all others', async () => {
      const { username, token } = await signUp(t.app, {}, { ip: '10.9.8.7' });
      const phoneUa =
        'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';
      const second = (await logIn(t.app, username, PASSWORD, { headers: { 'user-agent': phoneUa } })).json()
        .data.token;
      const third = (await logIn(t.app, username)).json().data.token;
      const list = (await call(t.app, 'customer/sessions', undefined, { token })).json().data;
      expect(list).toHaveLength(3);
      const current = list.find((s: { current: boolean }) => s.current);
      expect(current).toMatchObject({
        device: 'Desktop (Windows)',
        browser: 'Chrome 126',
        ip: '10.9.8.7',
        endedAt: null,
      });
      expect(
        list.some(
          (s: { device: string; browser: string }) =>
            s.device === 'Mobile (iOS)' && s.browser === 'Safari 17',
        ),
      ).toBe(true);

      const phoneSession = list.find((s: { device: string }) => s.device === 'Mobile (iOS)');
      const one = await call(t.app, 'customer/endsession', { id: phoneSession.id }, { token });
      expect(one.json()).toMatchObject({ success: true, data: { ended: 1 } });
      expect((await call(t.app, 'user/balance', undefined, { token: second })).statusCode).toBe(401);
      expect((await call(t.app, 'user/balance', undefined, { token: third })).statusCode).toBe(200);
      const all = await call(t.app, 'customer/endsession', { all: true }, { token });
      expect(all.json().data).toEqual({ ended: 1 });
      expect((await call(t.app, 'user/balance', undefined, { token: third })).statusCode).toBe(401);
      expect((await call(t.app, 'user/balance', undefined, { token })).statusCode).toBe(200);
    });

    it("answers another customer's session id as not found and leaves it alone", async () => {
      const a = await signUp(t.app);
      const b = await signUp(t.app);
      const bSession = (await call(t.app, 'customer/sessions', undefined, { token: b.token })).json().data[0];
      const res = await call(t.app, 'customer/endsession', { id: bSession.id }, { token: a.token });
      expect(res.statusCode).toBe(404);
      expect(
        (await call(t.app, 'customer/endsession', { id: 'not-a-uuid' }, { token: a.token })).statusCode,
      ).toBe(404);
      expect((await call(t.app, 'user/balance', undefined, { token: b.token })).statusCode).toBe(200);
      expect(
        (await call(t.app, 'customer/endsession', { id: bSession.id, all: true }, { token: a.token }))
          .statusCode,
      ).toBe(400);
    });
  });

  it('shows the own profile with the previous login', async () => {
    const { username, email, token, session } = await signUp(
      t.app,
      { name: 'Şule', surname: 'Öztürk' },
      { locale: 'tr' },
    );
    const second = (await logIn(t.app, username, PASSWORD, { ip: '10.77.0.1' })).json().data.token;
    const profile = (await call(t.app, 'customer/profile', undefined, { token: second, locale: 'tr' })).json()
      .data;
    expect(profile).toMatchObject({
      name: 'Şule',
      surname: 'Öztürk',
      username,
      email,
      birthDate: '1990-04-23',
      country: { id: 792, name: 'Türkiye' },
      usercode: session.usercode,
      smsVerified: false,
      previousLogin: { at: expect.any(String), ip: expect.any(String) },
    });
    expect(profile).not.toHaveProperty('password_hash');
    expect(token).not.toBe(second);
  });

  it('offers the trial bonus amount from the site option, 0 when absent', async () => {
    expect((await call(t.app, 'bonus/trialbonusamount')).json()).toEqual({
      success: true,
      message: '',
      data: { amount: 0 },
    });
    await setOption(t.db, 'TrialBonusAmount', '50');
    expect((await call(t.app, 'bonus/trialbonusamount')).json().data).toEqual({ amount: 50 });
    await setOption(t.db, 'trialbonusamount', 'abc');
    expect((await call(t.app, 'bonus/trialbonusamount')).json().data).toEqual({ amount: 0 });
  });
});
