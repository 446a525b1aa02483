import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { loadConfig } from '../../config.ts';
import { clock, controlClock } from '../../lib/clock.ts';
import type { Keyring } from '../../lib/sealing.ts';
import { call } from '../../test/accounts.ts';
import { type AdminSession, logInAdmin, nextTotpCode } from '../../test/admin.ts';
import { type TestApp, createTestApp, testDatabases } from '../../test/harness.ts';
import { ensureAdminAccount } from './admin-bootstrap.ts';
import { newTotpSecret } from './totp.ts';
import { openTotpSecret } from './totp-secret.ts';

/** docs/decisions/014-staff-two-factor.md: the TOTP secret is sealed at rest with the data keys. */
describe.each(testDatabases())('back-office TOTP secrets at rest on %s', (kind) => {
  let t: TestApp;
  const others: FastifyInstance[] = [];
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(async () => {
    for (const app of others) await app.close();
    await t.close();
  });
  afterEach(() => clock.reset());

  const config = () => loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent' });
  /** Another server process on the same database, with its own keyring (a restart). */
  const restart = async (keys: Keyring) => {
    const app = await buildApp({ config: { ...config(), payoutDataKeys: keys }, db: t.db, logger: false });
    others.push(app);
    await app.ready();
    return app;
  };
  const via = (app: FastifyInstance) => async (url: string, body: object | undefined, token?: string) => {
    const res = await call(app, url, body, token ? { token } : {});
    return { status: res.statusCode, json: res.json() };
  };
  const row = (username: string) =>
    t.db.selectFrom('admin_user').selectAll().where('username', '=', username).executeTakeFirstOrThrow();
  /** Every column of the row as text, and base64-decoded too: the secret is in none of them. */
  const expectNoClearSecret = (r: Record<string, unknown>, secret: string) => {
    const text = JSON.stringify(r, (_k, v: unknown) => (typeof v === 'bigint' ? String(v) : v));
    expect(text).not.toContain(secret);
    for (const v of Object.values(r))
      if (typeof v === 'string') expect(Buffer.from(v, 'base64').toString('latin1')).not.toContain(secret);
  };
  const create = async (admin: { username: string; password: string }) =>
    ensureAdminAccount(t.db, t.app.limiter, { env: 'production', admin });

  it('keeps the pending and the enrolled secret sealed, and TOTP login still works', async () => {
    const time = controlClock(clock.ms() + 10 * 60_000);
    const admin = { username: 'muhurlu', password: 'Mühürlü-Gizli-Yönetici-9' };
    await create(admin);
    const send = via(t.app);
    const login = await send('admin/auth/login', admin);
    const token = login.json.data.token as string;
    const enrol = await send('admin/auth/totp/enrol', {}, token);
    const secret = enrol.json.data.secret as string;
    const pending = await row(admin.username);
    expect(pending.totp_pending_key_id).toBe('dev');
    expectNoClearSecret(pending, secret);

    const confirm = await send('admin/auth/totp/confirm', { code: nextTotpCode(secret) }, token);
    expect(confirm.status).toBe(200);
    const enrolled = await row(admin.username);
    expect(enrolled).toMatchObject({ totp_secret_key_id: 'dev', totp_pending_secret: null });
    expectNoClearSecret(enrolled, secret);

    time.advance(30_000);
    const known: AdminSession = { token: '', secret, recoveryCodes: [] };
    const again = await logInAdmin(send, admin, known);
    expect((await call(t.app, 'admin/auth/me', undefined, { token: again.token })).statusCode).toBe(200);
  });

  it('seals secrets stored in clear before, at start, and they still log in', async () => {
    const time = controlClock(clock.ms() + 20 * 60_000);
    const admin = { username: 'eskiyonetici', password: 'Eski-Açık-Sırlı-Yönetici-4' };
    await create(admin);
    const secret = newTotpSecret();
    await t.db
      .updateTable('admin_user')
      .set({ totp_secret: secret, totp_enrolled_at: clock.now(), totp_secret_key_id: null })
      .where('username', '=', admin.username)
      .execute();
    const app = await restart(config().payoutDataKeys);
    const sealed = await row(admin.username);
    expect(sealed.totp_secret_key_id).toBe('dev');
    expectNoClearSecret(sealed, secret);

    time.advance(30_000);
    const session = await logInAdmin(via(app), admin, { token: '', secret, recoveryCodes: [] });
    expect(session.token).toMatch(/.{20,}/);
  });

  it('opens secrets of an old key after a rotation, and re-seals them with the new key at start', async () => {
    const time = controlClock(clock.ms() + 30 * 60_000);
    const admin = { username: 'donenanahtar', password: 'Dönen-Anahtarlı-Yönetici-8' };
    await create(admin);
    const send = via(t.app);
    const token = (await send('admin/auth/login', admin)).json.data.token as string;
    const secret = (await send('admin/auth/totp/enrol', {}, token)).json.data.secret as string;
    await send('admin/auth/totp/confirm', { code: nextTotpCode(secret) }, token);
    const before = await row(admin.username);
    expect(before.totp_secret_key_id).toBe('dev');

    const old = config().payoutDataKeys;
    const rotated: Keyring = [{ id: 'k2027', key: randomBytes(32) }, ...old];
    // The old ciphertext opens with the rotated keyring.
    const stored = { value: before.totp_secret!, keyId: before.totp_secret_key_id };
    expect(openTotpSecret(rotated, before.id, stored)).toBe(secret);
    // Nor does it open as another admin's.
    expect(() => openTotpSecret(rotated, before.id + 1n, stored)).toThrow(/unable to authenticate data/);

    // A start with the new key first re-seals it, and login works there...
    const app = await restart(rotated);
    const after = await row(admin.username);
    expect(after.totp_secret_key_id).toBe('k2027');
    expectNoClearSecret(after, secret);
    time.advance(30_000);
    await logInAdmin(via(app), admin, { token: '', secret, recoveryCodes: [] });
    // ...and once every process restarted, the old key can go.
    const newOnly = await restart([rotated[0]]);
    time.advance(30_000);
    const session = await logInAdmin(via(newOnly), admin, { token: '', secret, recoveryCodes: [] });
    expect((await call(newOnly, 'admin/auth/me', undefined, { token: session.token })).statusCode).toBe(200);
  });
});
