import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { clock, controlClock } from '../../lib/clock.ts';
import {
  PASSWORD,
  call,
  freshIp,
  lastCode,
  logIn,
  outbox,
  signUp,
  uniquePhone,
} from '../../test/accounts.ts';
import { type TestApp, createTestApp, testDatabases } from '../../test/harness.ts';

/** Replacing a verified phone number: the password first, notices after (security checklist D4). */
describe.each(testDatabases())('changing a verified phone on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t.close());
  afterEach(() => clock.reset());

  const step1 = (token: string, phone: string, extra: object = {}, locale: 'tr' | 'en' = 'en', ip?: string) =>
    call(
      t.app,
      'customer/updatephone',
      { step: 1, phone, ...extra },
      { token, locale, ...(ip ? { ip } : {}) },
    );
  const step2 = (token: string, phone: string, code: string) =>
    call(t.app, 'customer/updatephone', { step: 2, phone, code }, { token });
  const sentTo = async (to: string) => (await outbox(t.app)).filter((m) => m.to === to);

  /** A player whose number is verified, past the SMS cool-down. */
  async function verifiedPlayer() {
    const c = controlClock();
    const player = await signUp(t.app);
    const phone = uniquePhone();
    expect((await step1(player.token, phone)).statusCode).toBe(200);
    expect((await step2(player.token, phone, await lastCode(t.app, phone))).statusCode).toBe(200);
    c.advance(61_000);
    return { ...player, phone, c };
  }

  it('asks for the password (tr/en) before any SMS goes to a new number', async () => {
    const p = await verifiedPlayer();
    const next = uniquePhone();
    const en = await step1(p.token, next);
    expect(en.statusCode).toBe(400);
    expect(en.json().errors).toEqual([
      { path: 'body.password', message: 'Enter your account password to change your verified phone number.' },
    ]);
    const tr = await step1(p.token, next, {}, 'tr');
    expect(tr.json().errors).toEqual([
      {
        path: 'body.password',
        message: 'Doğrulanmış telefon numaranızı değiştirmek için hesap şifrenizi girin.',
      },
    ]);
    const wrong = await step1(p.token, next, { password: 'Yanlis-Parola-1' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({
      code: 'INVALID_CREDENTIALS',
      message: 'Your current password is incorrect.',
    });
    expect(await sentTo(next)).toHaveLength(0);
    // The same verified number again needs no password.
    expect((await step1(p.token, p.phone)).statusCode).toBe(200);
  });

  it('counts wrong passwords toward the login lockout', async () => {
    // Per network since docs/decisions/045-throttle-not-lock.md: one address throughout.
    const p = await verifiedPlayer();
    const ip = freshIp();
    for (let i = 0; i < 5; i++) {
      const res = await step1(p.token, uniquePhone(), { password: `yanlis-${i}-parola` }, 'en', ip);
      expect(res.statusCode).toBe(400);
    }
    expect((await logIn(t.app, p.username, PASSWORD, { ip })).statusCode).toBe(429);
  });

  it('with the password: the new number is verified, the old number gets an SMS and the account an e-mail', async () => {
    const p = await verifiedPlayer();
    const next = uniquePhone();
    expect((await step1(p.token, next, { password: PASSWORD })).statusCode).toBe(200);
    const oldBefore = (await sentTo(p.phone)).length;
    expect((await step2(p.token, next, await lastCode(t.app, next))).statusCode).toBe(200);
    const profile = (await call(t.app, 'customer/profile', undefined, { token: p.token })).json().data;
    expect(profile).toMatchObject({ phone: next, smsVerified: true });

    const toOld = await sentTo(p.phone);
    expect(toOld).toHaveLength(oldBefore + 1);
    expect(toOld[0]).toMatchObject({ channel: 'sms' });
    expect(toOld[0]!.text).toContain(`changed to ${next.slice(0, 2)}`);
    expect(toOld[0]!.text).not.toContain(next); // masked
    const [mail] = await sentTo(p.email);
    expect(mail).toMatchObject({ channel: 'email', subject: 'Your LaleBet phone number was changed' });
  });

  it('a first number needs no password and sends no change notice', async () => {
    const player = await signUp(t.app);
    const phone = uniquePhone();
    expect((await step1(player.token, phone)).statusCode).toBe(200);
    expect((await step2(player.token, phone, await lastCode(t.app, phone))).statusCode).toBe(200);
    expect(await sentTo(player.email)).toHaveLength(0);
  });
});
