import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { clock, controlClock } from '../../lib/clock.ts';
import { call, lastCode, logIn, outbox, signUp, uniquePhone } from '../../test/accounts.ts';
import { type TestApp, createTestApp, testDatabases } from '../../test/harness.ts';

describe.each(testDatabases())('phone verification on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t.close());
  afterEach(() => clock.reset());

  const step1 = (token: string, phone: string, locale: 'tr' | 'en' = 'en') =>
    call(t.app, 'customer/updatephone', { step: 1, phone }, { token, locale });
  const step2 = (token: string, phone: string, code: string) =>
    call(t.app, 'customer/updatephone', { step: 2, phone, code }, { token });

  it('sends a Turkish SMS code and verifies the number, which becomes the account phone', async () => {
    const { token } = await signUp(t.app);
    const national = uniquePhone().slice(2);
    const res = await step1(token, national, 'tr');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toBe('Telefonunuza 6 haneli bir kod gönderdik. Kod 10 dakika geçerlidir.');
    const [sms] = await outbox(t.app);
    expect(sms).toMatchObject({ channel: 'sms', to: `90${national}` });
    expect(sms!.text).toMatch(
      /^LaleBet doğrulama kodunuz: \d{6}\. Kod 10 dakika geçerlidir\. Bu kodu kimseyle paylaşmayın\.$/,
    );
    const code = await lastCode(t.app, `90${national}`);
    const ok = await step2(token, `0${national}`, code);
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().message).toBe('Your phone number has been successfully verified!');
    const profile = (await call(t.app, 'customer/profile', undefined, { token })).json().data;
    expect(profile).toMatchObject({ phone: `90${national}`, smsVerified: true });
    expect((await step2(token, national, code)).json().code).toBe('INVALID_CODE'); // single use
  });

  it('binds the code to the number it was sent to', async () => {
    const { token } = await signUp(t.app);
    const phone = uniquePhone();
    await step1(token, phone);
    const code = await lastCode(t.app, phone);
    expect((await step2(token, uniquePhone(), code)).json().code).toBe('INVALID_CODE');
    expect((await step2(token, phone, code)).statusCode).toBe(200);
  });

  it('refuses other countries before sending anything', async () => {
    const { token } = await signUp(t.app);
    const before = (await outbox(t.app)).length;
    const res = await step1(token, '4915112345678');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'PHONE_PREFIX_NOT_ALLOWED' });
    expect((await step1(token, '00447911123456')).json().code).toBe('PHONE_PREFIX_NOT_ALLOWED');
    expect((await step1(token, '9053212345')).json().errors[0]).toMatchObject({ path: 'body.phone' });
    expect((await outbox(t.app)).length).toBe(before);
  });

  it('validates the step bodies', async () => {
    const { token } = await signUp(t.app);
    const bad = await call(
      t.app,
      'customer/updatephone',
      { step: 2, phone: uniquePhone(), code: '12345' },
      { token },
    );
    expect(bad.json().errors).toEqual([{ path: 'body.code', message: 'Enter the 6-digit code.' }]);
    expect(
      (await call(t.app, 'customer/updatephone', { step: 3, phone: '905321234567' }, { token })).statusCode,
    ).toBe(400);
    expect(
      (await call(t.app, 'customer/updatephone', { step: 1, phone: '5321a34567' }, { token })).statusCode,
    ).toBe(400);
    expect((await call(t.app, 'customer/updatephone', { step: 1, phone: uniquePhone() })).statusCode).toBe(
      401,
    );
  });

  it('waits 60 s between codes (429 with Retry-After) and replaces the old code', async () => {
    const c = controlClock();
    const { token } = await signUp(t.app);
    const phone = uniquePhone();
    await step1(token, phone);
    const first = await lastCode(t.app, phone);
    c.advance(30_000);
    const soon = await step1(token, phone);
    expect(soon.statusCode).toBe(429);
    expect(soon.json().code).toBe('RESEND_TOO_SOON');
    expect(soon.headers['retry-after']).toBe('30');
    c.advance(30_000);
    expect((await step1(token, phone)).statusCode).toBe(200);
    const second = await lastCode(t.app, phone);
    if (first !== second) expect((await step2(token, phone, first)).json().code).toBe('INVALID_CODE');
    expect((await step2(token, phone, second)).statusCode).toBe(200);
  });

  it('sends at most 5 SMS a day per account and per phone', async () => {
    const c = controlClock();
    const a = await signUp(t.app);
    const b = await signUp(t.app);
    const phone = uniquePhone();
    for (let i = 0; i < 5; i++) {
      expect((await step1(a.token, phone)).statusCode).toBe(200);
      c.advance(61_000);
    }
    const capped = await step1(a.token, uniquePhone());
    expect(capped.statusCode).toBe(429);
    expect(capped.json().code).toBe('SMS_LIMIT_REACHED');
    expect(Number(capped.headers['retry-after'])).toBeGreaterThan(20 * 3600);
    expect((await step1(b.token, phone)).json().code).toBe('SMS_LIMIT_REACHED'); // the phone is capped too
    c.advance(24 * 3_600_000);
    const again = (await logIn(t.app, a.username)).json().data.token; // the old session has expired
    expect((await step1(again, phone)).statusCode).toBe(200);
  });

  it('burns the code after 5 wrong tries and expires it after 10 minutes', async () => {
    const c = controlClock();
    const { token } = await signUp(t.app);
    const phone = uniquePhone();
    await step1(token, phone);
    const code = await lastCode(t.app, phone);
    const wrong = code === '123456' ? '654321' : '123456';
    for (let i = 0; i < 5; i++) expect((await step2(token, phone, wrong)).json().code).toBe('INVALID_CODE');
    expect((await step2(token, phone, code)).json().code).toBe('INVALID_CODE');

    c.advance(61_000);
    await step1(token, phone);
    const fresh = await lastCode(t.app, phone);
    c.advance(10 * 60_000 + 1);
    expect((await step2(token, phone, fresh)).json().code).toBe('CODE_EXPIRED');
  });

  it('lets one number be verified on one account only, without telling others whose it is', async () => {
    const c = controlClock();
    const [a, b, other] = [await signUp(t.app), await signUp(t.app), await signUp(t.app)];
    const phone = uniquePhone();
    await step1(a.token, phone);
    await step2(a.token, phone, await lastCode(t.app, phone));
    const sent = (await outbox(t.app)).filter((m) => m.to === phone).length;
    c.advance(61_000); // past the number's cool-down
    const res = await step1(b.token, phone); // answered like a send, and no SMS leaves
    const free = await step1(other.token, uniquePhone());
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe(free.body);
    expect((await outbox(t.app)).filter((m) => m.to === phone)).toHaveLength(sent);
    expect((await step2(b.token, phone, '000000')).json().code).toBe('INVALID_CODE');
  });
});
