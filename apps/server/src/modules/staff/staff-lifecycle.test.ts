import { staffListSchema } from '@lalebet/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, uniquePhone } from '../../test/accounts.ts';
import { adminSession, adminToken, nextTotpCode } from '../../test/admin.ts';
import { type TestApp, createTestApp, testDatabases } from '../../test/harness.ts';
import { MINUTE_MS, clock, controlClock } from '../../lib/clock.ts';
import { SECOND_OWNER, createStaffAccount, invitationToken } from '../../test/staff.ts';

type Reply = { code?: string; data: Record<string, unknown> & { items?: unknown[] } };

/** Staff lifecycle (docs/decisions/044-staff-lifecycle.md). */
describe.each(testDatabases())('staff lifecycle on %s', (kind) => {
  let t: TestApp;
  let owner: string;
  const post = (url: string, body: object | undefined, token?: string, method: 'POST' | 'PUT' = 'POST') =>
    call(t.app, url, body ?? {}, { ...(token ? { token } : {}), method });
  const invite = (username: string, roles: string[], over: Record<string, unknown> = {}) => ({
    username,
    email: `${username}@staff.example`,
    phone: uniquePhone(),
    roles,
    ...over,
  });
  const staffRow = (username: string) =>
    t.db.selectFrom('admin_user').selectAll().where('username', '=', username).executeTakeFirst();
  const inboxHash = async (token: string, id: number) => {
    const res = await call(t.app, 'admin/approvals?take=100', undefined, { token });
    const items = res.json<{ data: { items: { kind: string; id: number; payloadHash: string }[] } }>().data
      .items;
    return items.find((i) => i.kind === 'staff' && i.id === id)?.payloadHash;
  };

  beforeAll(async () => {
    t = await createTestApp(kind);
    owner = await adminToken(t.app, t.db);
  }, 60_000);
  afterAll(() => t.close());

  it('never takes a password from the creator (strict schema)', async () => {
    const res = await post(
      'admin/staff',
      { ...invite('parolali', ['support']), password: 'Yaratıcının-Parolası-1' },
      owner,
    );
    expect(res.statusCode).toBe(400);
    expect(await staffRow('parolali')).toBeUndefined();
    // The same account without it is what the creator sends.
    expect((await post('admin/staff', invite('parolali', ['support']), owner)).statusCode).toBe(200);
  });

  it('invites by e-mail; the new person sets a password, enrols TOTP and gets a new token', async () => {
    const body = invite('davetli', ['support']);
    const res = await post('admin/staff', body, owner);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<Reply>().data).toMatchObject({
      status: 'invited',
      id: expect.any(Number),
      requestId: null,
    });
    // The creator's answer carries no link; the account has no password until the invitation.
    expect(res.body).not.toMatch(/invite#/);
    expect(await staffRow('davetli')).toMatchObject({ password_hash: null, email: body.email });
    const token = await invitationToken(t.app, body.email);
    // Stored hashed: the token itself is nowhere in the table.
    const stored = await t.db.selectFrom('staff_invitation').select('token_hash').execute();
    expect(stored.map((r) => r.token_hash)).not.toContain(token);

    expect((await post('admin/auth/invitation/check', { token })).json<Reply>().data).toEqual({
      username: 'davetli',
    });
    const weak = await post('admin/auth/invitation', { token, password: body.email });
    expect(weak.json<Reply>().code).toBe('WEAK_PASSWORD');
    const accepted = await post('admin/auth/invitation', { token, password: 'Davetlinin-Kendi-Parolası-1' });
    expect(accepted.statusCode, accepted.body).toBe(200);
    const enrolToken = accepted.json<Reply>().data.token as string;
    expect(accepted.json<Reply>().data.stage).toBe('enrolment');
    expect((await call(t.app, 'admin/auth/me', undefined, { token: enrolToken })).json<Reply>().code).toBe(
      'ADMIN_TWO_FACTOR_REQUIRED',
    );
    const { secret } = (await post('admin/auth/totp/enrol', {}, enrolToken)).json<Reply>().data as {
      secret: string;
    };
    const confirmed = await post('admin/auth/totp/confirm', { code: nextTotpCode(secret) }, enrolToken);
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    const full = confirmed.json<Reply>().data.token as string;
    expect(full).not.toBe(enrolToken);
    expect((await call(t.app, 'admin/auth/me', undefined, { token: full })).statusCode).toBe(200);
    expect((await call(t.app, 'admin/auth/me', undefined, { token: enrolToken })).statusCode).toBe(401);

    // Single use: the same link again, an unknown one, an expired one.
    for (const again of [token, 'x'.repeat(43)]) {
      const reused = await post('admin/auth/invitation', { token: again, password: 'Başka-Bir-Parola-2026' });
      expect(reused.json<Reply>().code).toBe('STAFF_INVITE_INVALID');
      expect((await post('admin/auth/invitation/check', { token: again })).json<Reply>().code).toBe(
        'STAFF_INVITE_INVALID',
      );
    }
    const late = invite('gecikmis', ['support']);
    await post('admin/staff', late, owner);
    await t.db
      .updateTable('staff_invitation')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where('used_at', 'is', null)
      .execute();
    const expired = await post('admin/auth/invitation', {
      token: await invitationToken(t.app, late.email),
      password: 'Geç-Kalan-Parola-2026',
    });
    expect(expired.json<Reply>().code).toBe('STAFF_INVITE_INVALID');
  });

  it('makes one person one account: e-mail (any case) and phone are unique', async () => {
    const first = invite('tekkisi', ['support']);
    expect((await post('admin/staff', first, owner)).statusCode).toBe(200);
    const email = await post(
      'admin/staff',
      invite('ikinci', ['support'], { email: 'TEKKISI@Staff.Example' }),
      owner,
    );
    expect(email.statusCode).toBe(409);
    expect(email.json<Reply>().code).toBe('EMAIL_TAKEN');
    const phone = await post('admin/staff', invite('ucuncu', ['support'], { phone: first.phone }), owner);
    expect(phone.json<Reply>().code).toBe('PHONE_TAKEN');
    expect((await post('admin/staff', invite('TekKisi', ['support']), owner)).json<Reply>().code).toBe(
      'STAFF_USERNAME_TAKEN',
    );
  });

  it('keeps staff with money permissions pending until a second staff:manage holder approves', async () => {
    const body = invite('kasiyer', ['payments']);
    const res = await post('admin/staff', body, owner);
    expect(res.json<Reply>().data).toMatchObject({
      status: 'pending',
      id: null,
      requestId: expect.any(Number),
    });
    const requestId = res.json<Reply>().data.requestId as number;
    expect(await staffRow('kasiyer')).toBeUndefined();
    // The requester cannot be the second pair of eyes, even with the hash it shows.
    expect(await inboxHash(owner, requestId)).toBeUndefined(); // not in one's own inbox
    const second = await adminToken(t.app, t.db, SECOND_OWNER);
    const seen = await inboxHash(second, requestId);
    expect(seen).toMatch(/^[0-9a-f]{64}$/);
    const own = await post(`admin/staffrequests/${requestId}/approve`, { payloadHash: seen }, owner);
    expect(own.statusCode).toBe(403);
    expect(own.json<Reply>().code).toBe('APPROVAL_OWN_REQUEST');
    const approved = await post(`admin/staffrequests/${requestId}/approve`, { payloadHash: seen }, second);
    expect(approved.statusCode, approved.body).toBe(200);
    const row = await staffRow('kasiyer');
    const ownerRow = await staffRow('operator');
    expect(row).toMatchObject({ password_hash: null, created_by: ownerRow!.id });
    expect(await invitationToken(t.app, body.email)).toBeTruthy();
    const again = await post(`admin/staffrequests/${requestId}/approve`, { payloadHash: seen }, second);
    expect(again.json<Reply>().code).toBe('APPROVAL_CLOSED');
  });

  it('makes a role grant with a money permission four-eyes; the grantee never approves their own', async () => {
    const login = { username: 'yonetici2', password: 'İkinci-Personel-Yöneticisi-1' };
    await createStaffAccount(t.app, t.db, { ...login, roles: ['admin'] });
    const target = await createStaffAccount(t.app, t.db, {
      username: 'destekci',
      password: 'Destek-Parolası-2026',
      roles: ['support'],
    });
    const res = await post(`admin/staff/${target}/roles`, { roles: ['support', 'finance'] }, owner, 'PUT');
    expect(res.json<Reply>().data).toMatchObject({ status: 'pending' });
    const requestId = res.json<Reply>().data.requestId as number;
    const roles = await t.db
      .selectFrom('admin_user_role')
      .select('role_name')
      .where('admin_id', '=', BigInt(target))
      .execute();
    expect(roles.map((r) => r.role_name)).toEqual(['support']);
    const other = (await adminSession(t.app, t.db, login)).token;
    const hash = await inboxHash(other, requestId);
    expect(
      (await post(`admin/staffrequests/${requestId}/approve`, { payloadHash: hash }, other)).statusCode,
    ).toBe(200);
    const after = await t.db
      .selectFrom('admin_user_role')
      .select('role_name')
      .where('admin_id', '=', BigInt(target))
      .execute();
    expect(after.map((r) => r.role_name).sort()).toEqual(['finance', 'support']);

    // A grant to a staff manager: they may not approve it themselves.
    await post('admin/roles', { name: 'people', permissions: ['staff:view', 'staff:manage'] }, owner);
    const hr = { username: 'ik-uzmani', password: 'İnsan-Kaynakları-Parolası-1' };
    const hrId = await createStaffAccount(t.app, t.db, { ...hr, roles: ['people'] });
    const self = await post(`admin/staff/${hrId}/roles`, { roles: ['people', 'bonus'] }, owner, 'PUT');
    const selfId = self.json<Reply>().data.requestId as number;
    const hrToken = (await adminSession(t.app, t.db, hr)).token;
    const mine = await post(
      `admin/staffrequests/${selfId}/approve`,
      { payloadHash: await inboxHash(other, selfId) },
      hrToken,
    );
    expect(mine.json<Reply>().code).toBe('APPROVAL_OWN_REQUEST');
    // Taking a permission away is at once.
    const removed = await post(`admin/staff/${target}/roles`, { roles: ['support'] }, owner, 'PUT');
    expect(removed.json<Reply>().data).toMatchObject({ status: 'done' });
  });

  it('disables a staff member: no login (STAFF_DISABLED), open sessions answer 401, the list shows it', async () => {
    const login = { username: 'ayrilan', password: 'Ayrılan-Personel-Parolası-1' };
    const id = await createStaffAccount(t.app, t.db, { ...login, roles: ['support'] });
    const session = await adminSession(t.app, t.db, login);
    expect((await call(t.app, 'admin/auth/me', undefined, { token: session.token })).statusCode).toBe(200);
    expect((await post(`admin/staff/${id}/disable`, {}, owner)).statusCode).toBe(400);
    const done = await post(`admin/staff/${id}/disable`, { reason: 'İşten ayrıldı' }, owner);
    expect(done.statusCode, done.body).toBe(200);
    expect((await call(t.app, 'admin/auth/me', undefined, { token: session.token })).statusCode).toBe(401);
    const refused = await post('admin/auth/login', login);
    expect(refused.statusCode).toBe(403);
    expect(refused.json<Reply>().code).toBe('STAFF_DISABLED');
    // A wrong password learns nothing about it.
    expect(
      (await post('admin/auth/login', { ...login, password: 'Yanlış-Parola-2026' })).json<Reply>().code,
    ).toBe('INVALID_CREDENTIALS');
    const list = staffListSchema.parse(
      (await call(t.app, 'admin/staff?take=100', undefined, { token: owner })).json<Reply>().data,
    );
    expect(list.items.find((s) => s.id === id)).toMatchObject({ disabled: true });
    expect(list.items.find((s) => s.username === 'operator')).toMatchObject({ disabled: false });
    const audit = await t.db
      .selectFrom('auth_audit')
      .select('details')
      .where('event', '=', 'staff_disabled')
      .execute();
    expect(audit.at(-1)!.details).toMatchObject({ staffId: String(id), reason: 'İşten ayrıldı' });
    // Nobody disables themselves.
    const me = await staffRow('operator');
    expect((await post(`admin/staff/${me!.id}/disable`, { reason: 'kendim' }, owner)).statusCode).toBe(403);

    expect((await post(`admin/staff/${id}/enable`, {}, owner)).statusCode).toBe(200);
    expect((await post('admin/auth/login', login)).statusCode).toBe(200);
  });

  it('ends a staff member’s sessions when the login guard locks the account', async () => {
    const login = { username: 'kilitlenen', password: 'Kilitlenen-Personel-1' };
    await createStaffAccount(t.app, t.db, { ...login, roles: ['support'] });
    const { token } = await adminSession(t.app, t.db, login);
    // Five tries per 15 minutes, a lock after 20: the clock moves, the session is kept alive.
    const time = controlClock(clock.ms());
    let locked = false;
    try {
      for (let round = 0; round < 6 && !locked; round++) {
        for (let i = 0; i < 5 && !locked; i++) {
          const res = await post('admin/auth/login', { ...login, password: `yanlis-${round}-${i}-parola` });
          locked = res.json<Reply>().code === 'ACCOUNT_LOCKED';
        }
        for (let step = 0; step < 2 && !locked; step++) {
          time.advance(8 * MINUTE_MS);
          expect((await call(t.app, 'admin/auth/me', undefined, { token })).statusCode).toBe(200);
        }
      }
      expect(locked).toBe(true);
      expect((await call(t.app, 'admin/auth/me', undefined, { token })).statusCode).toBe(401);
    } finally {
      clock.reset();
    }
  });
});
