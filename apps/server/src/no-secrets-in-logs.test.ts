import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PASSWORD, call, lastCode, logIn, signUp, uniquePhone } from './test/accounts.ts';
import { adminSession } from './test/admin.ts';
import { type TestApp, createTestApp, testDatabases } from './test/harness.ts';

/** Security checklist B5: a whole account journey, every log line at trace level, no secret in any of them. */
describe.each(testDatabases())('logs on %s', (kind) => {
  let t: TestApp;
  const lines: string[] = [];
  beforeAll(async () => {
    const stream = new Writable({ write: (chunk, _enc, cb) => (lines.push(String(chunk)), cb()) });
    t = await createTestApp(kind, { logStream: stream });
  });
  afterAll(() => t.close());

  it('never contain a password, a code or a token', async () => {
    const secrets: string[] = [PASSWORD];
    const { username, email, token } = await signUp(t.app);
    secrets.push(token);
    await logIn(t.app, username, 'Yanlış-Parola-99');
    secrets.push('Yanlış-Parola-99');
    secrets.push((await logIn(t.app, username)).json().data.token);

    const phone = uniquePhone();
    await call(t.app, 'customer/updatephone', { step: 1, phone }, { token });
    const smsCode = await lastCode(t.app, phone);
    secrets.push(smsCode);
    await call(t.app, 'customer/updatephone', { step: 2, phone, code: smsCode }, { token });

    await call(
      t.app,
      'customer/changepassword',
      { oldPassword: 'Eski-Yanlış-77', password: 'Ara-Parola-2025', confirmPassword: 'Ara-Parola-2025' },
      { token },
    );
    await call(
      t.app,
      'customer/changepassword',
      { oldPassword: PASSWORD, password: 'Ara-Parola-2025', confirmPassword: 'Ara-Parola-2025' },
      { token },
    );
    secrets.push('Eski-Yanlış-77', 'Ara-Parola-2025');

    await call(t.app, 'auth/sendresetpassword', { username });
    const resetCode = await lastCode(t.app, email);
    secrets.push(resetCode);
    await call(t.app, 'auth/checkresetcode', { username, code: resetCode });
    await call(t.app, 'auth/changepasswordwithcode', {
      username,
      code: resetCode,
      password: 'Son-Parola-2026',
      password2: 'Son-Parola-2026',
    });
    secrets.push('Son-Parola-2026');
    await call(t.app, 'auth/logout', undefined, { token });

    const adminUser = { username: 'ops', password: 'Yönetici-Parolası-1' };
    secrets.push(adminUser.password);
    // Enrols TOTP (secret and recovery codes answered once), then signs in with a code.
    const enrolled = await adminSession(t.app, t.db, adminUser);
    await call(t.app, 'admin/auth/logout', undefined, { token: enrolled.token });
    const { token: adminToken } = await adminSession(t.app, t.db, adminUser);
    secrets.push(enrolled.token, adminToken, enrolled.secret, ...enrolled.recoveryCodes);
    await call(t.app, 'admin/auth/me', undefined, { token: adminToken });
    await t.app.messenger.flush();

    const log = lines.join('');
    if (process.env.DUMP_LOGS) console.log(log);
    expect(lines.length).toBeGreaterThan(20);
    expect(log).toContain('"statusCode":200'); // the requests were logged
    for (const secret of secrets) {
      // Codes are digits: only a standalone occurrence counts (not a piece of a timestamp).
      const pattern = /^\d+$/.test(secret) ? new RegExp(`(?<!\\d)${secret}(?!\\d)`) : null;
      expect(pattern ? pattern.test(log) : log.includes(secret), `log contains ${secret.slice(0, 3)}…`).toBe(
        false,
      );
    }
  });
});
