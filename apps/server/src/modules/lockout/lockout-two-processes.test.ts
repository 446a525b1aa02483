import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { LOGIN_RULES, grantRole } from '../../core/accounts/index.ts';
import { seedDemoData } from '../../db/seed/seed.ts';
import { canonicalIdentifier } from '../../lib/identity.ts';
import { hashPassword } from '../../lib/password.ts';
import { PASSWORD, registration } from '../../test/accounts.ts';
import { adminSessionOverHttp, stepUpInDb } from '../../test/admin.ts';
import { customerIdOf } from '../../test/customers.ts';
import { type TestDb, createTestDb } from '../../test/harness.ts';
import { fund } from '../../test/ledger.ts';
import { IBAN, methodId } from '../../test/payments.ts';
import { type ServerProcess, startServerProcess } from '../../test/server-process.ts';

const databaseUrl = process.env.TEST_DATABASE_URL;
const redisUrl = process.env.TEST_REDIS_URL ?? process.env.REDIS_URL;
const reason = !databaseUrl
  ? 'TEST_DATABASE_URL is not set'
  : !redisUrl
    ? 'neither TEST_REDIS_URL nor REDIS_URL is set'
    : null;
if (reason) console.log(`skipping the two-process lockout test: ${reason}`);

const ADMIN = { username: 'kilitsorumlusu', password: 'İki-Süreç-Kilit-Yönetici-1' };
const STAFF = { username: 'kilitlenen', password: 'Kilitlenen-Personel-Parola-2' };

let seq = 0;
/** A host in the attacker's /64, named through the trusted proxy (X-Forwarded-For). */
const attacker = () => `2001:db8:bad:1::${(++seq).toString(16)}`;
const OWNER = '2001:db8:600d:2::1';
/** A network of its own for each call. */
const net = () => `2001:db8:${(++seq).toString(16)}:3::1`;

/**
 * The lockout rules across two server processes on one PostgreSQL database and one Redis
 * (docs/decisions/045-throttle-not-lock.md): every counter, the lock and the unlock link are
 * shared, so alternating processes buys an attacker nothing and costs the owner nothing.
 */
describe.skipIf(reason !== null)('lockout across two server processes (PostgreSQL + Redis)', () => {
  let database: TestDb;
  let a: ServerProcess;
  let b: ServerProcess;
  beforeAll(async () => {
    database = await createTestDb('postgres');
    await seedDemoData(database.db); // the payment methods
    const env = {
      DATABASE_URL: database.url!,
      REDIS_URL: redisUrl!,
      SEED_DEMO_DATA: 'false',
      ADMIN_USERNAME: ADMIN.username,
      ADMIN_PASSWORD: ADMIN.password,
      // The test is the proxy: X-Forwarded-For names the client (as in client-ip.test.ts).
      TRUST_PROXY: '127.0.0.1',
    };
    a = await startServerProcess(env);
    b = await startServerProcess(env);
  }, 90_000);
  afterAll(async () => {
    await Promise.all([a?.stop(), b?.stop()]);
    await database?.drop();
  });

  const send = (base: string, url: string, body?: object, opts: { token?: string; ip?: string } = {}) =>
    fetch(`${base}/api/${url}`, {
      method: body ? 'POST' : 'GET',
      headers: {
        ...(body ? { 'content-type': 'application/json' } : {}),
        'x-fingerprint': 'fp-lock',
        'x-forwarded-for': opts.ip ?? OWNER,
        ...(opts.token ? { authorization: `Bearer ${opts.token}` } : {}),
      },
      body: body ? JSON.stringify(body) : undefined,
    });
  const answer = async (res: Promise<Response>) => {
    const r = await res;
    return { status: r.status, ...((await r.json()) as { code?: string; data?: Record<string, unknown> }) };
  };
  const either = (i: number) => (i % 2 ? b.base : a.base);
  async function register() {
    const person = registration();
    const res = await answer(send(a.base, 'auth/register', person));
    expect(res.status).toBe(200);
    return { ...person, token: res.data!.token as string };
  }
  const login = (base: string, username: string, password: string, ip: string) =>
    answer(send(base, 'auth/login', { username, password }, { ip }));
  /** Mails are written to the outbox table by either process, a moment after the answer. */
  async function mailTo(to: string, match: RegExp) {
    return vi.waitFor(
      async () => {
        const rows = await database.db
          .selectFrom('message_outbox')
          .select('body')
          .where('recipient', '=', to)
          .orderBy('id', 'desc')
          .execute();
        const hit = rows.find((r) => match.test(r.body));
        if (!hit) throw new Error(`no mail to ${to} matching ${match}`);
        return hit.body;
      },
      { timeout: 5_000, interval: 100 },
    );
  }
  async function wideAttack(username: string) {
    for (let i = 0; i < LOGIN_RULES.wideNetworks; i++)
      await login(either(i), username, `wrong-${i}-pass`, net());
  }
  async function adminToken() {
    const { token } = await adminSessionOverHttp(a.base, ADMIN);
    await stepUpInDb(database.db, token);
    return token;
  }

  it('(a) 25 parallel wrong logins from one /64 on both processes: the owner logs in from home, the session lives', async () => {
    const owner = await register();
    const burst = await Promise.all(
      Array.from({ length: 25 }, (_, i) => login(either(i), owner.username, `wrong-${i}-pass`, attacker())),
    );
    expect(burst.every((r) => r.status === 400 || r.status === 429)).toBe(true);
    const checked = await database.db
      .selectFrom('auth_audit')
      .select('details')
      .where('event', '=', 'login_failed')
      .where('details', '@>', JSON.stringify({ reason: 'INVALID_CREDENTIALS' }) as never)
      .where('actor_id', '=', await customerIdOf(database.db, owner.username))
      .execute();
    expect(checked.length).toBeLessThanOrEqual(LOGIN_RULES.freeFailures);
    expect((await send(a.base, 'user/balance', undefined, { token: owner.token })).status).toBe(200);
    // The attacker's /64 waits on both processes; the owner's network does not.
    expect((await login(b.base, owner.username, PASSWORD, attacker())).status).toBe(429);
    expect((await login(a.base, owner.username, PASSWORD, attacker())).status).toBe(429);
    expect((await login(b.base, owner.username, PASSWORD, OWNER)).status).toBe(200);
    expect((await send(b.base, 'user/balance', undefined, { token: owner.token })).status).toBe(200);
  });

  it("(b) 10 wrong reset codes sent by someone else through both processes do not stop the owner's recovery", async () => {
    const owner = await register();
    for (let i = 0; i < 10; i++) {
      const res = await answer(
        send(
          either(i),
          'auth/checkresetcode',
          { username: owner.username, code: '123456' },
          { ip: attacker() },
        ),
      );
      expect(res.code).toBe('INVALID_CODE');
    }
    expect((await send(b.base, 'auth/sendresetpassword', { username: owner.username })).status).toBe(200);
    const code = /\b(\d{6})\b/.exec(await mailTo(owner.email, /\b\d{6}\b/))![1]!;
    const password = 'Yepyeni-İki-Süreç-Parola-3';
    const reset = await answer(
      send(a.base, 'auth/changepasswordwithcode', {
        username: owner.username,
        code,
        password,
        password2: password,
      }),
    );
    expect(reset.status).toBe(200);
    expect((await login(b.base, owner.username, password, OWNER)).status).toBe(200);
  });

  it('(c) 100 parallel wrong withdrawal passwords check at most 5; a wide attack locks and ends the sessions', async () => {
    const owner = await register();
    await fund(database.db, await customerIdOf(database.db, owner.username), 100_000n);
    const havale = await methodId(database.db, 2, 'havale');
    const withdraw = (i: number, password: string, ip: string) =>
      answer(
        send(
          either(i),
          'payment/withdraw',
          {
            id: havale,
            target: 'pay',
            detail: { Amount: 100, Bank: 64, Iban: IBAN, AccountHolder: 'Ayşe Yılmaz', BranchCode: 1234 },
            password,
          },
          { token: owner.token, ip },
        ),
      );
    const from = attacker();
    const burst = await Promise.all(
      Array.from({ length: 100 }, (_, i) => withdraw(i, `wrong-${i}-pass`, from)),
    );
    expect(burst.every((r) => r.status === 400 || r.status === 429)).toBe(true);
    // Each checked wrong password is audited once; refused tries are not checked.
    const checked = await database.db
      .selectFrom('auth_audit')
      .select('details')
      .where('event', '=', 'login_failed')
      .where('details', '@>', JSON.stringify({ via: 'withdraw' }) as never)
      .where('actor_id', '=', await customerIdOf(database.db, owner.username))
      .execute();
    expect(checked.length).toBeGreaterThan(0);
    expect(checked.length).toBeLessThanOrEqual(LOGIN_RULES.freeFailures);
    const codes: (string | undefined)[] = [];
    for (let i = 0; i < LOGIN_RULES.wideNetworks && !codes.includes('ACCOUNT_LOCKED'); i++)
      codes.push((await withdraw(i, `w-${i}-pass`, net())).code);
    expect(codes.at(-1)).toBe('ACCOUNT_LOCKED');
    expect((await send(a.base, 'user/balance', undefined, { token: owner.token })).status).toBe(401);
    expect((await send(b.base, 'user/balance', undefined, { token: owner.token })).status).toBe(401);
  });

  it('(d) support unlocks a player locked through both processes, and login succeeds; staff likewise', async () => {
    const owner = await register();
    await wideAttack(owner.username);
    expect((await login(a.base, owner.username, PASSWORD, OWNER)).code).toBe('INVALID_CREDENTIALS');
    const token = await adminToken();
    const id = await customerIdOf(database.db, owner.username);
    const res = await answer(
      send(b.base, `admin/customers/${id}/unlock`, { reason: 'Kimlik telefonda doğrulandı' }, { token }),
    );
    expect(res).toMatchObject({ status: 200, data: { wasLocked: true } });
    expect((await login(a.base, owner.username, PASSWORD, OWNER)).status).toBe(200);

    const now = new Date();
    const { id: staffId } = await database.db
      .insertInto('admin_user')
      .values({
        username: STAFF.username,
        username_key: canonicalIdentifier(STAFF.username),
        password_hash: await hashPassword(STAFF.password),
        created_at: now,
        updated_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await grantRole(database.db, staffId, 'support');
    const staff = await adminSessionOverHttp(b.base, STAFF);
    for (let i = 0; i < LOGIN_RULES.wideNetworks; i++)
      await answer(
        send(either(i), 'admin/auth/login', { ...STAFF, password: `yanlış-${i}-parola` }, { ip: net() }),
      );
    // The lock ended the staff member's session at once, on both processes.
    expect((await send(a.base, 'admin/auth/me', undefined, { token: staff.token })).status).toBe(401);
    expect((await send(b.base, 'admin/auth/me', undefined, { token: staff.token })).status).toBe(401);
    const unlocked = await answer(
      send(a.base, `admin/staff/${staffId}/unlock`, { reason: 'Personel kimliği doğrulandı' }, { token }),
    );
    expect(unlocked).toMatchObject({ status: 200, data: { wasLocked: true } });
    expect((await answer(send(b.base, 'admin/auth/login', STAFF))).status).toBe(200);
  });

  it('(e) the unlock link works once and only once, whichever process gets it', async () => {
    const owner = await register();
    await wideAttack(owner.username);
    const token = /unlock=([\w-]+)/.exec(await mailTo(owner.email, /unlock=/))![1]!;
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) => answer(send(either(i), 'auth/unlock', { token }, { ip: net() }))),
    );
    expect(answers.filter((r) => r.status === 200)).toHaveLength(1);
    expect(answers.filter((r) => r.code === 'UNLOCK_LINK_INVALID')).toHaveLength(9);
    expect((await login(b.base, owner.username, PASSWORD, OWNER)).status).toBe(200);
  });
});
