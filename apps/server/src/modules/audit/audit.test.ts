import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, logIn, signUp } from '../../test/accounts.ts';
import { type TestApp, createTestApp, testDatabases } from '../../test/harness.ts';

describe.each(testDatabases())('auth audit trail on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t.close());

  it('records who, what, when and where for each auth event', async () => {
    const { username, token } = await signUp(t.app, {}, { ip: '10.42.0.1' });
    await logIn(t.app, username, 'wrong-password-1');
    await call(t.app, 'auth/logout', undefined, { token });
    const customer = await t.db
      .selectFrom('customer')
      .select('id')
      .where('username', '=', username)
      .executeTakeFirstOrThrow();
    const rows = await t.db
      .selectFrom('auth_audit')
      .selectAll()
      .where('actor_id', '=', customer.id)
      .orderBy('id')
      .execute();
    expect(rows.map((r) => r.event)).toEqual(['register', 'login_failed', 'logout']);
    expect(rows[0]).toMatchObject({
      actor_kind: 'customer',
      ip: '10.42.0.1',
      fingerprint: 'fp-test',
      user_agent: expect.stringContaining('Chrome/126'),
      details: { sessionId: expect.any(String) },
    });
    expect(rows[0]!.at).toBeInstanceOf(Date);
  });

  it('refuses UPDATE, DELETE and TRUNCATE, even for the app itself', async () => {
    await signUp(t.app);
    await expect(t.db.updateTable('auth_audit').set({ event: 'edited' }).execute()).rejects.toThrow(
      /append-only/,
    );
    await expect(t.db.deleteFrom('auth_audit').execute()).rejects.toThrow(/append-only/);
    await expect(sql`truncate auth_audit`.execute(t.db)).rejects.toThrow(/append-only/);
    const { n } = await t.db
      .selectFrom('auth_audit')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(n)).toBeGreaterThan(0);
  });
});
