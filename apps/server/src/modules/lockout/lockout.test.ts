import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { LOGIN_RULES } from '../../core/accounts/index.ts';
import { clock, controlClock } from '../../lib/clock.ts';
import { canonicalIdentifier } from '../../lib/identity.ts';
import { hashingStats } from '../../lib/password.ts';
import { PASSWORD, call, lastCode, logIn, outbox, signUp } from '../../test/accounts.ts';
import { adminToken, stepUpInDb } from '../../test/admin.ts';
import { customerIdOf } from '../../test/customers.ts';
import { type TestApp, createTestApp, testDatabases } from '../../test/harness.ts';
import { roleToken } from '../../test/staff.ts';

/**
 * Accounts that anyone could lock (docs/decisions/045-throttle-not-lock.md): the
 * throttle is per (account, network), a lock needs a wide attack, recovery is not frozen by
 * strangers, support and the owner's link unlock.
 */
let seq = 0;
/** An address in the attacker's /64 (each call another host of it). */
const attacker = () => `2001:db8:bad:1::${(++seq).toString(16)}`;
/** The owner's own network. */
const OWNER = '2001:db8:600d:2::1';
/** A network of its own for each call: the attack is wide. */
const net = () => `2001:db8:${(++seq).toString(16)}:3::1`;

const verifications = async <T>(run: () => Promise<T>) => {
  const before = hashingStats().verifications;
  const result = await run();
  return { result, checks: hashingStats().verifications - before };
};

describe.each(testDatabases())('lockout on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t.close());
  afterEach(() => clock.reset());

  const lockRow = async (username: string) =>
    t.db
      .selectFrom('customer')
      .select(['locked_at', 'locked_until'])
      .where('username', '=', username)
      .executeTakeFirstOrThrow();
  const balance = (token: string, ip = OWNER) => call(t.app, 'user/balance', undefined, { token, ip });
  /** Wrong passwords from `n` networks: a wide attack. */
  const wideAttack = async (username: string, n: number = LOGIN_RULES.wideNetworks) => {
    for (let i = 0; i < n; i++) await logIn(t.app, username, `wrong-${i}-pass`, { ip: net() });
  };
  const unlockLinkOf = async (email: string) => {
    const mail = (await outbox(t.app)).find((m) => m.to === email && /unlock=/.test(m.text));
    return /unlock=([\w-]+)/.exec(mail?.text ?? '')?.[1];
  };

  it('(a) 25 parallel wrong logins from one /64: at most 5 checked, no lock, the owner logs in from home and stays in', async () => {
    const owner = await signUp(t.app);
    const { result, checks } = await verifications(() =>
      Promise.all(
        Array.from({ length: 25 }, (_, i) =>
          logIn(t.app, owner.username, `wrong-${i}-pass`, { ip: attacker() }),
        ),
      ),
    );
    expect(result.every((r) => r.statusCode === 400 || r.statusCode === 429)).toBe(true);
    expect(checks).toBeLessThanOrEqual(LOGIN_RULES.freeFailures);
    expect((await lockRow(owner.username)).locked_until).toBeNull();
    expect((await balance(owner.token)).statusCode).toBe(200);
    // The attacker's /64 waits, even with the right password; the owner's network does not.
    expect((await logIn(t.app, owner.username, PASSWORD, { ip: attacker() })).statusCode).toBe(429);
    expect((await logIn(t.app, owner.username, PASSWORD, { ip: OWNER })).statusCode).toBe(200);
    expect((await balance(owner.token)).statusCode).toBe(200);
  });

  it('grows the wait of one network after its 5 checked failures: 1, then 2 minutes', async () => {
    const c = controlClock();
    const { username } = await signUp(t.app);
    const from = attacker();
    for (let i = 0; i < 5; i++)
      expect((await logIn(t.app, username, `w-${i}-pass`, { ip: from })).statusCode).toBe(400);
    const held = await logIn(t.app, username, 'w-5-pass', { ip: from });
    expect(held.statusCode).toBe(429);
    expect(held.headers['retry-after']).toBe('60');
    c.advance(61_000);
    expect((await logIn(t.app, username, 'w-6-pass', { ip: from })).statusCode).toBe(400);
    const longer = await logIn(t.app, username, 'w-7-pass', { ip: from });
    expect(longer.headers['retry-after']).toBe('120');
    // Refused attempts bought nothing: after the wait, the network gets exactly one check again.
    c.advance(121_000);
    expect((await logIn(t.app, username, PASSWORD, { ip: from })).statusCode).toBe(200);
  });

  it('locks only on a wide attack, for an hour, ends the sessions and mails a one-time link', async () => {
    const c = controlClock();
    const owner = await signUp(t.app);
    await wideAttack(owner.username, LOGIN_RULES.wideNetworks - 1);
    expect((await lockRow(owner.username)).locked_until).toBeNull();
    await wideAttack(owner.username, 1);
    const row = await lockRow(owner.username);
    expect(row.locked_until!.getTime() - clock.ms()).toBe(LOGIN_RULES.lockMs);
    expect((await balance(owner.token)).statusCode).toBe(401);
    const ended = await t.db
      .selectFrom('customer_session')
      .select('end_reason')
      .where('customer_id', '=', await customerIdOf(t.db, owner.username))
      .execute();
    expect(ended.map((s) => s.end_reason)).toContain('locked');
    expect(await unlockLinkOf(owner.email)).toBeDefined();
    // Locked: even the right password from home is answered like a wrong one, until the hour ends.
    const refused = await logIn(t.app, owner.username, PASSWORD, { ip: OWNER });
    expect(refused.json().code).toBe('INVALID_CREDENTIALS');
    c.advance(LOGIN_RULES.lockMs + 1_000);
    expect((await logIn(t.app, owner.username, PASSWORD, { ip: OWNER })).statusCode).toBe(200);
  });

  it('(b) 10 wrong reset codes sent by someone else do not freeze the owner: the owner gets a code and resets', async () => {
    const owner = await signUp(t.app);
    for (let i = 0; i < 10; i++) {
      const res = await call(t.app, 'auth/checkresetcode', {
        username: owner.username,
        code: `12345${i % 10}`,
      });
      expect(res.json().code).toBe('INVALID_CODE');
    }
    expect((await t.app.limiter.peek(`codes:wrong:${canonicalIdentifier(owner.username)}`)).total).toBe(0);
    expect((await call(t.app, 'auth/sendresetpassword', { username: owner.username })).statusCode).toBe(200);
    const code = await lastCode(t.app, owner.email);
    expect((await call(t.app, 'auth/checkresetcode', { username: owner.username, code })).statusCode).toBe(
      200,
    );
    const password = 'Yepyeni-Lale-Parola-7';
    const reset = await call(t.app, 'auth/changepasswordwithcode', {
      username: owner.username,
      code,
      password,
      password2: password,
    });
    expect(reset.statusCode, reset.body).toBe(200);
    expect((await logIn(t.app, owner.username, password, { ip: OWNER })).statusCode).toBe(200);
  });

  it('(e) the link in the lock e-mail unlocks once and only once; only its hash is stored', async () => {
    const owner = await signUp(t.app);
    await wideAttack(owner.username);
    const token = (await unlockLinkOf(owner.email))!;
    const stored = await t.db.selectFrom('account_unlock_token').select('token_hash').execute();
    expect(stored.map((r) => r.token_hash)).not.toContain(token);
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => call(t.app, 'auth/unlock', { token })),
    );
    expect(answers.filter((r) => r.statusCode === 200)).toHaveLength(1);
    expect(answers.filter((r) => r.json().code === 'UNLOCK_LINK_INVALID')).toHaveLength(9);
    expect((await logIn(t.app, owner.username, PASSWORD, { ip: OWNER })).statusCode).toBe(200);
    // An expired link does nothing either.
    await wideAttack(owner.username);
    const later = (await unlockLinkOf(owner.email))!;
    controlClock().advance(25 * 3_600_000);
    expect((await call(t.app, 'auth/unlock', { token: later })).json().code).toBe('UNLOCK_LINK_INVALID');
  });

  it('(d) support unlocks a locked player from Player 360 (step-up, reason, audited), codes thawed, and login succeeds', async () => {
    const owner = await signUp(t.app);
    const id = await customerIdOf(t.db, owner.username);
    // Freeze the codes (a code out, then 10 wrong guesses across two codes) and lock the account.
    for (let round = 0; round < 2; round++) {
      await call(t.app, 'auth/sendresetpassword', { username: owner.username });
      const code = await lastCode(t.app, owner.email);
      const wrong = code === '000000' ? '000001' : '000000';
      for (let i = 0; i < 5; i++)
        await call(t.app, 'auth/checkresetcode', { username: owner.username, code: wrong });
    }
    await wideAttack(owner.username);
    const support = await roleToken(t.app, t.db, 'support');
    const detail = await call(t.app, `admin/customers/${id}`, undefined, { token: support });
    expect(detail.json().data.status.locked).toBe(true);
    expect(detail.json().data.allowedActions).toContain('unlock');

    const unlock = (token: string, reason = 'Oyuncu telefonla aradı, kimlik doğrulandı') =>
      call(t.app, `admin/customers/${id}/unlock`, { reason }, { token });
    expect((await unlock(await roleToken(t.app, t.db, 'bonus'))).statusCode).toBe(403);
    await t.db.updateTable('admin_session').set({ step_up_until: null }).execute();
    expect((await unlock(support)).json().code).toBe('STEP_UP_REQUIRED');
    await stepUpInDb(t.db, support);
    expect((await unlock(support, 'x')).statusCode).toBe(400);
    const res = await unlock(support);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toEqual({ wasLocked: true });
    expect(
      (await call(t.app, `admin/customers/${id}`, undefined, { token: support })).json().data.status.locked,
    ).toBe(false);
    const audit = await t.db
      .selectFrom('auth_audit')
      .select('details')
      .where('event', '=', 'account_unlocked')
      .where('details', '@>', JSON.stringify({ customerId: String(id) }) as never)
      .executeTakeFirstOrThrow();
    expect(audit.details).toMatchObject({
      reason: 'Oyuncu telefonla aradı, kimlik doğrulandı',
      wasLocked: true,
    });
    expect((await logIn(t.app, owner.username, PASSWORD, { ip: net() })).statusCode).toBe(200);
    // The frozen code budget is thawed: a reset code goes out again.
    const before = (await outbox(t.app)).filter((m) => m.to === owner.email).length;
    await call(t.app, 'auth/sendresetpassword', { username: owner.username });
    expect((await outbox(t.app)).filter((m) => m.to === owner.email).length).toBe(before + 1);
  });

  it('(d) a staff lock ends its sessions at once; staff:manage unlocks it and login succeeds', async () => {
    const owner = await adminToken(t.app, t.db);
    const session = await roleToken(t.app, t.db, 'content');
    const login = { username: 'staff-content', password: 'Rol-content-Parolası-2026' };
    const staffId = (
      await t.db
        .selectFrom('admin_user')
        .select('id')
        .where('username', '=', login.username)
        .executeTakeFirstOrThrow()
    ).id;
    const adminLogin = (password: string, ip = net()) =>
      call(t.app, 'admin/auth/login', { username: login.username, password }, { ip });
    for (let i = 0; i < LOGIN_RULES.wideNetworks; i++) await adminLogin(`yanlış-parola-${i}`);
    expect((await call(t.app, 'admin/auth/me', undefined, { token: session })).statusCode).toBe(401);
    expect((await adminLogin(login.password)).json().code).toBe('ACCOUNT_LOCKED');

    const support = await roleToken(t.app, t.db, 'support');
    const body = { reason: 'Personel kimliği doğrulandı' };
    expect((await call(t.app, `admin/staff/${staffId}/unlock`, body, { token: support })).statusCode).toBe(
      403,
    );
    const res = await call(t.app, `admin/staff/${staffId}/unlock`, body, { token: owner });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toEqual({ wasLocked: true });
    expect((await adminLogin(login.password)).statusCode).toBe(200);
  });
});
