import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { clock, controlClock } from '../../lib/clock.ts';
import { canonicalIdentifier } from '../../lib/identity.ts';
import { call, lastCode, outbox, signUp, uniqueName, uniquePhone } from '../../test/accounts.ts';
import { type TestApp, createTestApp, testDatabases } from '../../test/harness.ts';

/** A code that is not `code` (the guesses of these tests). */
const wrong = (code: string, i: number) => String((Number(code) + 1 + i) % 1_000_000).padStart(6, '0');

describe.each(testDatabases())('one-time code guessing on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t.close());
  afterEach(() => clock.reset());

  const send = (username: string) => call(t.app, 'auth/sendresetpassword', { username });
  const check = (username: string, code: string) => call(t.app, 'auth/checkresetcode', { username, code });
  const step1 = (token: string, phone: string) =>
    call(t.app, 'customer/updatephone', { step: 1, phone }, { token });
  const step2 = (token: string, phone: string, code: string) =>
    call(t.app, 'customer/updatephone', { step: 2, phone, code }, { token });
  const mailsTo = async (to: string) => (await outbox(t.app)).filter((m) => m.to === to).length;
  const tries = async (table: 'password_reset_code' | 'phone_code', username: string) =>
    (
      await t.db
        .selectFrom(table)
        .innerJoin('customer', 'customer.id', `${table}.customer_id`)
        .select(`${table}.attempts`)
        .where('customer.username', '=', username)
        .executeTakeFirst()
    )?.attempts;

  it('(a) evaluates exactly 5 of 50 parallel reset-code guesses, then refuses the right code', async () => {
    const { username, email } = await signUp(t.app);
    await send(username);
    const code = await lastCode(t.app, email);
    const res = await Promise.all(Array.from({ length: 50 }, (_, i) => check(username, wrong(code, i))));
    expect(await tries('password_reset_code', username)).toBe(5);
    // Changed on purpose (docs/decisions/045-throttle-not-lock.md): only the 5 guesses that got a
    // try of the live code spend the account's budget; the other 45 found no code to guess.
    expect(res.every((r) => r.json().code === 'INVALID_CODE')).toBe(true);
    expect((await t.app.limiter.peek(`codes:wrong:${canonicalIdentifier(username)}`)).total).toBe(5);
    expect((await check(username, code)).json().code).toBe('INVALID_CODE'); // the code is burnt
  });

  it('(b) freezes all codes of an account after 10 wrong ones across reset and SMS codes', async () => {
    const { username, email, token } = await signUp(t.app);
    await send(username);
    let code = await lastCode(t.app, email);
    for (let i = 0; i < 5; i++)
      expect((await check(username, wrong(code, i))).json().code).toBe('INVALID_CODE');
    await send(username);
    code = await lastCode(t.app, email);
    for (let i = 0; i < 4; i++) expect((await check(username, wrong(code, i))).statusCode).toBe(400);
    // The 10th wrong code is an SMS code: one budget for every code of the account.
    const phone = uniquePhone();
    expect((await step1(token, phone)).statusCode).toBe(200);
    expect((await step2(token, phone, wrong(await lastCode(t.app, phone), 0))).json().code).toBe(
      'INVALID_CODE',
    );

    const frozen = await check(username, code); // the right, live code
    expect(frozen.statusCode).toBe(423);
    expect(frozen.json().message).toMatch(/support/);
    const mails = await mailsTo(email);
    expect((await send(username)).statusCode).toBe(200); // the same answer as ever
    expect(await mailsTo(email)).toBe(mails); // but no code goes out
    expect((await step1(token, uniquePhone())).json().code).toBe('CODES_FROZEN');
    const audit = await t.db
      .selectFrom('auth_audit')
      .select('event')
      .where('event', '=', 'codes_frozen')
      .execute();
    expect(audit.length).toBeGreaterThan(0);
  });

  // Changed on purpose (docs/decisions/045-throttle-not-lock.md): guesses with no live code out used to freeze the account.
  it('answers guesses for a known account without a code like an unknown name, and spends no budget', async () => {
    const ghost = uniqueName();
    const { username } = await signUp(t.app);
    for (const name of [ghost, username]) {
      for (let i = 0; i < 12; i++) expect((await check(name, '123456')).json().code).toBe('INVALID_CODE');
      expect((await t.app.limiter.peek(`codes:wrong:${canonicalIdentifier(name)}`)).total).toBe(0);
    }
  });

  it('(c) evaluates exactly 5 of 50 parallel SMS-code guesses, then refuses the right code', async () => {
    const { username, token } = await signUp(t.app);
    const phone = uniquePhone();
    await step1(token, phone);
    const code = await lastCode(t.app, phone);
    await Promise.all(Array.from({ length: 50 }, (_, i) => step2(token, phone, wrong(code, i))));
    expect(await tries('phone_code', username)).toBe(5);
    expect((await step2(token, phone, code)).statusCode).not.toBe(200);
  });

  it('sends at most one SMS for 10 parallel step-1 requests', async () => {
    const { token } = await signUp(t.app);
    const phone = uniquePhone();
    const res = await Promise.all(Array.from({ length: 10 }, () => step1(token, phone)));
    expect(res.filter((r) => r.statusCode === 200)).toHaveLength(1);
    expect(await mailsTo(phone)).toBe(1);
  });

  it('counts step-1 requests for numbers of other players toward the per-address SMS limit', async () => {
    const ip = '198.51.100.23';
    const owners = await Promise.all(Array.from({ length: 11 }, () => signUp(t.app)));
    const prober = await Promise.all(Array.from({ length: 11 }, () => signUp(t.app)));
    for (const o of owners) {
      const phone = uniquePhone();
      await step1(o.token, phone);
      await step2(o.token, phone, await lastCode(t.app, phone));
      Object.assign(o, { phone });
    }
    controlClock().advance(61_000); // past the per-number cool-down of the owners' own codes
    const res = [];
    for (let i = 0; i < 11; i++)
      res.push(
        await call(
          t.app,
          'customer/updatephone',
          { step: 1, phone: owners[i]!.phone },
          { token: prober[i]!.token, ip },
        ),
      );
    expect(res.slice(0, 10).every((r) => r.statusCode === 200)).toBe(true);
    expect(res[10]!.statusCode).toBe(429);
  });
});
