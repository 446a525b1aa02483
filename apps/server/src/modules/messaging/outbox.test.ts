import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, outbox, signUp } from '../../test/accounts.ts';
import { type TestApp, createTestApp, testDatabases } from '../../test/harness.ts';

describe.each(testDatabases())('development outbox on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t.close());

  it('shows sent messages newest first in the envelope', async () => {
    const { username, email } = await signUp(t.app);
    await call(t.app, 'auth/sendresetpassword', { username });
    await call(t.app, 'auth/sendresetpassword', { username });
    const res = await t.app.inject({ url: '/api/dev/outbox' });
    expect(res.json()).toMatchObject({ success: true, message: '' });
    const [newest, older] = await outbox(t.app);
    expect(newest).toEqual({
      channel: 'email',
      to: email,
      subject: expect.any(String),
      text: expect.any(String),
      createdAt: expect.any(String),
    });
    expect(newest!.text).not.toBe(older!.text);
  });
});

describe('development outbox in production', () => {
  it('is not there at all', async () => {
    const t = await createTestApp('pglite', { config: { env: 'production' } });
    try {
      const res = await t.app.inject({ url: '/api/dev/outbox' });
      expect(res.statusCode).toBe(404);
      expect(res.json().code).toBe('ROUTE_NOT_FOUND');
    } finally {
      await t.close();
    }
  });
});
