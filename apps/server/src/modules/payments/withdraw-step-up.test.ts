import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOGIN_RULES } from '../../core/accounts/index.ts';
import { hashingStats } from '../../lib/password.ts';
import { PASSWORD, call, freshIp, logIn, setOption, signUp, uniquePhone } from '../../test/accounts.ts';
import { customerIdOf } from '../../test/customers.ts';
import { testDatabases } from '../../test/harness.ts';
import { fund } from '../../test/ledger.ts';
import { IBAN, methodId } from '../../test/payments.ts';
import { paymentsApp, submitPayment } from './test-kit.ts';

/** Step-up and the out-of-band notice on payment/withdraw (docs/decisions/015-…). */
describe.each(testDatabases())('payment/withdraw step-up on %s', (kind) => {
  let t: Awaited<ReturnType<typeof paymentsApp>>;
  let havale: number;
  beforeAll(async () => {
    t = await paymentsApp(kind);
    havale = await methodId(t.db, 2, 'havale');
    await setOption(t.db, 'PayoutDestinationCoolingOffHours', '0');
  });
  afterAll(() => t.close());

  const body = (extra: object = {}) => ({
    id: havale,
    target: 'pay',
    detail: { Amount: 250, Bank: 64, Iban: IBAN, AccountHolder: 'Ayşe Yılmaz', BranchCode: 12 },
    ...extra,
  });
  const withdraw = (token: string, extra: object = {}, locale: 'tr' | 'en' = 'en', ip?: string) =>
    submitPayment(t.app, 'payment/withdraw', token, body(extra), { locale, ...(ip ? { ip } : {}) });
  const rows = (id: bigint) =>
    t.db.selectFrom('payment').select('id').where('customer_id', '=', id).execute();
  const mails = async (to: string) => {
    await t.app.messenger.flush();
    return t.db
      .selectFrom('message_outbox')
      .selectAll()
      .where('recipient', '=', to)
      .orderBy('id', 'desc')
      .execute();
  };

  it('refuses a withdrawal without the password, on body.password, in both languages', async () => {
    const who = await signUp(t.app);
    const p = { ...who, id: await customerIdOf(t.db, who.username) };
    await fund(t.db, p.id, 100_000n);
    const en = await withdraw(p.token);
    const tr = await withdraw(p.token, {}, 'tr');
    expect([en.statusCode, tr.statusCode]).toEqual([400, 400]);
    expect(en.json().errors).toContainEqual({ path: 'body.password', message: 'This field is required.' });
    expect(tr.json().errors).toContainEqual({ path: 'body.password', message: 'Bu alan zorunludur.' });
    expect(await rows(p.id)).toEqual([]);
  });

  it('refuses a wrong password with 400, holds nothing, and counts it as a failed login', async () => {
    const who = await signUp(t.app);
    const p = { ...who, id: await customerIdOf(t.db, who.username) };
    await fund(t.db, p.id, 100_000n);
    const ip = freshIp();
    const en = await withdraw(p.token, { password: 'not-the-password' }, 'en', ip);
    expect(en.statusCode).toBe(400);
    expect(en.json()).toMatchObject({ code: 'INVALID_CREDENTIALS', message: 'The password is incorrect.' });
    const tr = await withdraw(p.token, { password: 'yanlış-şifre' }, 'tr', ip);
    expect(tr.json().message).toBe('Şifre hatalı.');
    for (let i = 2; i < LOGIN_RULES.freeFailures; i++)
      await withdraw(p.token, { password: `wrong-${i}` }, 'en', ip);
    // Five failures from one network: that network waits, even for the right password, at login
    // and here (docs/decisions/045-throttle-not-lock.md); another network does not.
    const login = await logIn(t.app, p.username, PASSWORD, { ip });
    expect(login.statusCode).toBe(429);
    expect((await withdraw(p.token, { password: PASSWORD }, 'en', ip)).statusCode).toBe(429);
    expect(await rows(p.id)).toEqual([]);
    const failed = await t.db
      .selectFrom('auth_audit')
      .select('details')
      .where('actor_id', '=', p.id)
      .where('event', '=', 'login_failed')
      .execute();
    expect(failed.map((r) => r.details)).toContainEqual(expect.objectContaining({ via: 'withdraw' }));
  });

  it('(c) checks at most 5 of 100 parallel wrong passwords; a wide attack locks and ends the sessions', async () => {
    const who = await signUp(t.app);
    const p = { ...who, id: await customerIdOf(t.db, who.username) };
    await fund(t.db, p.id, 100_000n);
    const ip = freshIp();
    const before = hashingStats().verifications;
    const burst = await Promise.all(
      Array.from({ length: 100 }, (_, i) => withdraw(p.token, { password: `wrong-${i}-pass` }, 'en', ip)),
    );
    expect(hashingStats().verifications - before).toBeLessThanOrEqual(LOGIN_RULES.freeFailures);
    expect(burst.every((r) => r.statusCode === 400 || r.statusCode === 429)).toBe(true);
    expect(await rows(p.id)).toEqual([]);
    // Wrong passwords from other networks (a fresh address each) until the lock: the login's lock path.
    const codes: string[] = [];
    for (let i = 0; i < LOGIN_RULES.wideNetworks && !codes.includes('ACCOUNT_LOCKED'); i++)
      codes.push((await withdraw(p.token, { password: `w-${i}-pass` })).json().code);
    expect(codes.at(-1)).toBe('ACCOUNT_LOCKED');
    expect((await call(t.app, 'user/balance', undefined, { token: p.token })).statusCode).toBe(401);
    const sessions = await t.db
      .selectFrom('customer_session')
      .select('end_reason')
      .where('customer_id', '=', p.id)
      .execute();
    expect(sessions.map((s) => s.end_reason)).toEqual(['locked']);
    expect((await mails(p.email)).some((m) => /unlock=/.test(m.body))).toBe(true);
  });

  it('accepts the right password and e-mails the account about the request', async () => {
    const who = await signUp(t.app);
    const p = { ...who, id: await customerIdOf(t.db, who.username) };
    await fund(t.db, p.id, 100_000n);
    const res = await withdraw(p.token, { password: PASSWORD }, 'tr');
    expect(res.statusCode, res.body).toBe(200);
    expect(await rows(p.id)).toHaveLength(1);
    // In the account's language (English at sign-up here), whatever the request's.
    const [mail] = await mails(p.email);
    expect(mail).toMatchObject({ channel: 'email', subject: 'LaleBet withdrawal request', locale: 'en' });
    expect(mail!.body).toContain('₺250.00');
    expect(mail!.body).toContain('Havale/EFT');
    expect(mail!.body).toContain('TR** **** **** **** **** **13 26');
    expect(mail!.body).toMatch(/Time: \d{1,2} \w+ 2\d{3}/);
    expect(mail!.body).toContain(
      'If this was not you, change your password now and contact our support team.',
    );
    expect(mail!.body).not.toContain('6457');
  });

  it('takes an SMS code to the verified phone instead of the password, once', async () => {
    const who = await signUp(t.app);
    const p = { ...who, id: await customerIdOf(t.db, who.username) };
    await fund(t.db, p.id, 100_000n);
    const code = () => call(t.app, 'payment/withdrawcode', {}, { token: p.token, locale: 'tr' });
    const unverified = await code();
    expect(unverified.statusCode).toBe(403);
    expect(unverified.json()).toMatchObject({ code: 'WITHDRAWAL_PHONE_NOT_VERIFIED' });

    const phone = uniquePhone();
    await t.db
      .updateTable('customer')
      .set({ phone, phone_verified_at: new Date() })
      .where('id', '=', p.id)
      .execute();
    expect((await code()).statusCode).toBe(200);
    expect((await code()).json().code).toBe('RESEND_TOO_SOON');
    const [sms] = await mails(phone);
    const sent = /\b(\d{6})\b/.exec(sms!.body)![1]!;
    const wrong = sent === '000000' ? '000001' : '000000';
    expect((await withdraw(p.token, { smsCode: wrong })).json().code).toBe('INVALID_CODE');
    expect((await withdraw(p.token, { smsCode: sent })).statusCode).toBe(200);
    // Single use: the same code again is refused and nothing more is held.
    expect((await withdraw(p.token, { smsCode: sent })).json().code).toBe('INVALID_CODE');
    expect(await rows(p.id)).toHaveLength(1);
  });

  it('burns the code after five wrong tries, even sent in parallel', async () => {
    const who = await signUp(t.app);
    const p = { ...who, id: await customerIdOf(t.db, who.username) };
    await fund(t.db, p.id, 100_000n);
    const phone = uniquePhone();
    await t.db
      .updateTable('customer')
      .set({ phone, phone_verified_at: new Date() })
      .where('id', '=', p.id)
      .execute();
    await call(t.app, 'payment/withdrawcode', {}, { token: p.token });
    const [sms] = await mails(phone);
    const sent = /\b(\d{6})\b/.exec(sms!.body)![1]!;
    const guesses = Array.from({ length: 12 }, (_, i) =>
      String((Number(sent) + 1 + i) % 1_000_000).padStart(6, '0'),
    );
    await Promise.all(guesses.map((g) => withdraw(p.token, { smsCode: g })));
    const left = await t.db
      .selectFrom('withdrawal_code')
      .selectAll()
      .where('customer_id', '=', p.id)
      .execute();
    expect(left).toEqual([]);
    expect((await withdraw(p.token, { smsCode: sent })).json().code).toBe('INVALID_CODE');
    expect(await rows(p.id)).toEqual([]);
  });
});
