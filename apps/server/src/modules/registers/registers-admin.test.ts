import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { call, signUp } from '../../test/accounts.ts';
import { adminToken } from '../../test/admin.ts';
import { customerIdOf } from '../../test/customers.ts';
import { GB_ID, type RegistersApp, SE_ID, auditRows, createRegistersApp, simOf } from './test-kit.ts';

describe('back office: register check status and a staff re-check', () => {
  let t: RegistersApp;
  let admin: string;
  beforeAll(async () => {
    t = await createRegistersApp('pglite');
    admin = await adminToken(t.app, t.db);
  }, 180_000);
  afterAll(() => t.close());
  afterEach(() => simOf(t).reset());

  const get = (query: string) =>
    call(t.app, `admin/protection/registers${query}`, undefined, { token: admin });
  const recheck = (id: bigint | number) =>
    call(t.app, `admin/customers/${id}/register-check`, {}, { token: admin });

  it('rule 31: staff re-check blocks a GB player now on GAMSTOP; the list shows them and the health', async () => {
    const gb = await signUp(t.app, { country: GB_ID });
    const id = await customerIdOf(t.db, gb.username);
    simOf(t).exclude('gamstop', { email: gb.email });
    const res = await recheck(id);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toEqual({ register: 'gamstop', outcome: 'excluded' });
    expect((await auditRows(t.db, 'rg_register_checked', id))[0]).toMatchObject({ actor_kind: 'admin' });
    expect((await auditRows(t.db, 'rg_register_excluded', id))[0]).toMatchObject({ actor_kind: 'system' });

    const list = (await get('?state=excluded&register=gamstop')).json().data;
    expect(list.items).toEqual([
      expect.objectContaining({ customerId: Number(id), username: gb.username, excluded: true }),
    ]);
    expect(list.total).toBe(1);
    expect(list.health).toContainEqual(
      expect.objectContaining({ register: 'gamstop', configured: true, consecutiveFailures: 0 }),
    );
  });

  it('rule 33: a failed re-check is "unavailable" and shows under state=error', async () => {
    const se = await signUp(t.app, { country: SE_ID });
    const id = await customerIdOf(t.db, se.username);
    simOf(t).fault('spelpaus', { mode: 'error' });
    expect((await recheck(id)).json().data).toEqual({ register: 'spelpaus', outcome: 'unavailable' });
    const list = (await get('?state=error')).json().data;
    expect(list.items.map((i: { customerId: number }) => i.customerId)).toContain(Number(id));
    expect(list.health.find((h: { register: string }) => h.register === 'spelpaus').failures).toBeGreaterThan(
      0,
    );
  });

  it('a TR customer has no register; an unknown id is 404; bad filters are 400', async () => {
    const tr = await signUp(t.app);
    const id = await customerIdOf(t.db, tr.username);
    expect((await recheck(id)).json().data).toEqual({ register: null, outcome: 'not_applicable' });
    expect((await recheck(987654)).statusCode).toBe(404);
    expect((await get('?state=nope')).statusCode).toBe(400);
    expect((await get('?take=1000')).statusCode).toBe(400);
  });
});
