import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { deposit } from '../../core/protection/test-kit.ts';
import { runRegisterBatch } from '../../core/protection/index.ts';
import { call, logIn, registration, signUp } from '../../test/accounts.ts';
import { customerIdOf } from '../../test/customers.ts';
import { testDatabases } from '../../test/harness.ts';
import { GB_ID, type RegistersApp, SE_ID, auditRows, createRegistersApp, simOf } from './test-kit.ts';

describe.each(testDatabases())('national registers, rules 31-33, on %s', (kind) => {
  let t: RegistersApp;
  beforeAll(async () => {
    t = await createRegistersApp(kind);
  }, 180_000);
  afterAll(() => t.close());
  afterEach(() => simOf(t).reset());

  const customers = async (email: string) =>
    (await t.db.selectFrom('customer').select('id').where('email', '=', email).execute()).length;
  const statusOf = (id: bigint) =>
    t.db.selectFrom('rg_register_status').selectAll().where('customer_id', '=', id).executeTakeFirst();
  const flagsOf = (id: bigint, kind: string) =>
    t.db
      .selectFrom('rg_flag')
      .selectAll()
      .where('customer_id', '=', id)
      .where('kind', '=', kind as never)
      .execute();

  describe('registration', () => {
    it('rule 31: a GB person on GAMSTOP is refused REGISTER_EXCLUDED; no account, audited', async () => {
      const body = registration({ country: GB_ID });
      simOf(t).exclude('gamstop', { email: body.email });
      const res = await call(t.app, 'auth/register', body);
      expect(res.statusCode, res.body).toBe(403);
      expect(res.json().code).toBe('REGISTER_EXCLUDED');
      expect(await customers(body.email)).toBe(0);
      expect((await auditRows(t.db, 'rg_register_refused')).at(-1)?.details).toMatchObject({
        register: 'gamstop',
      });
    });

    it('rule 32: an SE person on Spelpaus (by name and birth date) is refused; GAMSTOP is not asked', async () => {
      const body = registration({ country: SE_ID });
      simOf(t).exclude('spelpaus', { lastName: body.surname, birthDate: body.birthDate });
      const gamstopBefore = simOf(t).calls.gamstop;
      const res = await call(t.app, 'auth/register', body);
      expect(res.json().code).toBe('REGISTER_EXCLUDED');
      expect(simOf(t).calls.gamstop).toBe(gamstopBefore);
    });

    it('a GB person not on GAMSTOP signs up, and the answer is stored; a TR sign-up asks no register', async () => {
      const before = { ...simOf(t).calls };
      const gb = await signUp(t.app, { country: GB_ID });
      const id = await customerIdOf(t.db, gb.username);
      expect(await statusOf(id)).toMatchObject({ register: 'gamstop', excluded: false });
      expect(simOf(t).calls.gamstop).toBe(before.gamstop + 1);
      await signUp(t.app);
      expect(simOf(t).calls).toEqual({ gamstop: before.gamstop + 1, spelpaus: before.spelpaus });
    });

    it('rule 33: GAMSTOP answering 500 fails closed (503), after three tries, logged at error', async () => {
      simOf(t).fault('gamstop', { mode: 'error' });
      const body = registration({ country: GB_ID });
      const before = simOf(t).calls.gamstop;
      const failures = t.app.registers.health.gamstop.failures;
      const res = await call(t.app, 'auth/register', body);
      expect(res.statusCode, res.body).toBe(503);
      expect(res.json().code).toBe('REGISTER_UNAVAILABLE');
      expect(simOf(t).calls.gamstop - before).toBe(3);
      expect(await customers(body.email)).toBe(0);
      expect(t.app.registers.health.gamstop.failures).toBe(failures + 1);
      const lines = t.logs.map((l) => JSON.parse(l) as { level: number; msg: string; register?: string });
      expect(lines.filter((l) => l.level === 50 && l.msg.includes('fail closed')).at(-1)).toMatchObject({
        register: 'gamstop',
      });
      expect((await auditRows(t.db, 'rg_register_unavailable')).at(-1)?.details).toMatchObject({
        register: 'gamstop',
        purpose: 'registration',
        error: 'HTTP 500',
      });
    });

    it('rule 33: Spelpaus answering later than the timeout fails closed too', async () => {
      simOf(t).fault('spelpaus', { mode: 'slow', delayMs: 2000 });
      const res = await call(t.app, 'auth/register', registration({ country: SE_ID }));
      expect(res.statusCode, res.body).toBe(503);
      expect(res.json().code).toBe('REGISTER_UNAVAILABLE');
      expect(t.app.registers.health.spelpaus.lastError).toBe('timeout');
    });
  });

  describe('login', () => {
    it('rule 31: each login asks GAMSTOP; excluded blocks the account and refuses REGISTER_EXCLUDED', async () => {
      const gb = await signUp(t.app, { country: GB_ID });
      const id = await customerIdOf(t.db, gb.username);
      expect((await logIn(t.app, gb.username)).statusCode).toBe(200);
      simOf(t).exclude('gamstop', { email: gb.email });
      const res = await logIn(t.app, gb.username);
      expect(res.statusCode, res.body).toBe(403);
      expect(res.json().code).toBe('REGISTER_EXCLUDED');
      expect(await statusOf(id)).toMatchObject({ excluded: true });
      expect((await auditRows(t.db, 'rg_register_excluded', id))[0]).toMatchObject({ actor_kind: 'system' });
      expect((await auditRows(t.db, 'rg_login_blocked', id)).at(-1)?.details).toMatchObject({
        code: 'REGISTER_EXCLUDED',
      });
      // Off the register again (the person left GAMSTOP): the next login lifts the block.
      simOf(t).reset();
      expect((await logIn(t.app, gb.username)).statusCode).toBe(200);
      expect(await statusOf(id)).toMatchObject({ excluded: false });
      expect(await auditRows(t.db, 'rg_register_cleared', id)).toHaveLength(1);
    });

    it('rule 33: a register error or timeout at login refuses it (503) and raises one staff flag', async () => {
      const se = await signUp(t.app, { country: SE_ID });
      const id = await customerIdOf(t.db, se.username);
      simOf(t).fault('spelpaus', { mode: 'error' });
      const first = await logIn(t.app, se.username);
      expect(first.statusCode, first.body).toBe(503);
      expect(first.json().code).toBe('REGISTER_UNAVAILABLE');
      simOf(t).fault('spelpaus', { mode: 'slow', delayMs: 2000 });
      expect((await logIn(t.app, se.username)).json().code).toBe('REGISTER_UNAVAILABLE');
      expect(await flagsOf(id, 'register_unavailable')).toHaveLength(1);
      expect(await statusOf(id)).toMatchObject({ excluded: false, last_error: 'timeout' });
    });

    it('an earlier "excluded" stays in force while the register cannot answer', async () => {
      const gb = await signUp(t.app, { country: GB_ID });
      const id = await customerIdOf(t.db, gb.username);
      simOf(t).exclude('gamstop', { email: gb.email });
      expect((await logIn(t.app, gb.username)).json().code).toBe('REGISTER_EXCLUDED');
      simOf(t).reset();
      simOf(t).fault('gamstop', { mode: 'error' });
      expect((await logIn(t.app, gb.username)).json().code).toBe('REGISTER_UNAVAILABLE');
      expect(await deposit(t.db, id, 10_000n)).toBe('REGISTER_EXCLUDED');
    });
  });

  describe('daily GB batch', () => {
    it('rule 31: blocks an existing GB player now on GAMSTOP: sessions end, deposits refused, audited as system', async () => {
      const gb = await signUp(t.app, { country: GB_ID });
      const id = await customerIdOf(t.db, gb.username);
      const other = await signUp(t.app, { country: GB_ID });
      const tr = await signUp(t.app);
      expect(
        (await call(t.app, 'customer/responsiblegaming', undefined, { token: gb.token })).statusCode,
      ).not.toBe(401);
      simOf(t).exclude('gamstop', { email: gb.email });
      const spelpaus = simOf(t).calls.spelpaus;

      const result = await runRegisterBatch(t.db, t.app.sessionEvents);
      expect(result.excluded).toBe(1);
      expect(result.failed).toBe(0);
      expect(simOf(t).calls.spelpaus).toBe(spelpaus);
      expect(await statusOf(id)).toMatchObject({ excluded: true, register: 'gamstop' });
      const [row] = await auditRows(t.db, 'rg_register_excluded', id);
      expect(row).toMatchObject({ actor_kind: 'system', details: { purpose: 'batch' } });
      expect(await flagsOf(id, 'register_excluded')).toHaveLength(1);
      // The session is over and play is refused; the others are untouched.
      expect(
        (await call(t.app, 'customer/responsiblegaming', undefined, { token: gb.token })).statusCode,
      ).toBe(401);
      expect(await deposit(t.db, id, 10_000n)).toBe('REGISTER_EXCLUDED');
      expect(await statusOf(await customerIdOf(t.db, other.username))).toMatchObject({ excluded: false });
      expect(await statusOf(await customerIdOf(t.db, tr.username))).toBeUndefined();

      // A second run finds nothing new to block.
      expect((await runRegisterBatch(t.db, t.app.sessionEvents)).excluded).toBe(0);
    });

    it('rule 33: a failing register in the batch is counted, flagged and leaves blocks as they are', async () => {
      await signUp(t.app, { country: GB_ID });
      simOf(t).fault('gamstop', { mode: 'error' });
      const result = await runRegisterBatch(t.db, t.app.sessionEvents, { pageSize: 2 });
      expect(result.failed).toBe(result.checked);
      expect(result.checked).toBeGreaterThan(2);
    });
  });
});
