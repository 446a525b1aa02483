import { AUTH_LIMITS } from '@lalebet/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { logIn, signUp } from '../../test/accounts.ts';
import { type TestApp, createTestApp, testDatabases } from '../../test/harness.ts';

/** Sign-up and login share one password length rule (ASVS 6.2.9): no one is locked out by it. */
describe.each(testDatabases())('password length at sign-up and login on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t.close());

  it('logs in with a 120- and a 128-character password that sign-up accepted', async () => {
    for (const length of [120, AUTH_LIMITS.passwordMax]) {
      const password = `Lale-Bahçesi-${'ç9'.repeat(64)}`.slice(0, length);
      const { username } = await signUp(t.app, { password, password2: password });
      const res = await logIn(t.app, username, password);
      expect(res.statusCode, res.body).toBe(200);
    }
  });

  it('refuses 129 characters at login as at sign-up', async () => {
    const res = await logIn(t.app, 'someone', 'x'.repeat(AUTH_LIMITS.passwordMax + 1));
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual([{ path: 'body.password', message: expect.any(String) }]);
  });
});
