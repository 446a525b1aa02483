import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { call } from '../../test/accounts.ts';
import { adminToken } from '../../test/admin.ts';
import { insertCustomers } from '../../test/customers.ts';
import { type TestApp, createTestApp, testDatabases } from '../../test/harness.ts';
import { raiseFlag, hasStrongOpenFlag } from '../../core/protection/index.ts';

/** The staff queue of markers of harm (docs/rules.md R39, docs/decisions/027-age-and-country.md). */
describe.each(testDatabases())('admin/protection/flags on %s', (kind) => {
  let t: TestApp;
  let admin: string;
  let player: bigint;
  beforeAll(async () => {
    t = await createTestApp(kind);
    admin = await adminToken(t.app, t.db);
    [player] = (await insertCustomers(t.db, 1, 'flagged')) as [bigint];
    await raiseFlag(t.db, {
      customerId: player,
      kind: 'deposit_frequency',
      severity: 'weak',
      details: { n: 6 },
    });
    await raiseFlag(t.db, {
      customerId: player,
      kind: 'night_play',
      severity: 'strong',
      details: { nights7d: 3 },
    });
  });
  afterAll(() => t.close());

  const list = (query: string, token = admin) =>
    call(t.app, `admin/protection/flags${query}`, undefined, { token });

  it('lists open flags, strong first, with a total, and refuses customers and anonymous callers', async () => {
    const res = await list('?status=open&skip=0&take=10');
    expect(res.statusCode, res.body).toBe(200);
    const { items, total } = res.json().data;
    expect(total).toBe(2);
    expect(items.map((i: { kind: string }) => i.kind)).toEqual(['night_play', 'deposit_frequency']);
    expect(items[0]).toMatchObject({
      customerId: Number(player),
      username: expect.stringMatching(/^flagged/),
      severity: 'strong',
      details: { nights7d: 3 },
      reviewedAt: null,
    });
    expect((await list('?take=1')).json().data.items).toHaveLength(1);
    expect((await list('', 'not-a-token')).statusCode).toBe(401);
  });

  it('reviews a flag with a note (audited); a strong flag stops holding back bonuses; twice is 404', async () => {
    expect(await hasStrongOpenFlag(t.db, player)).toBe(true);
    const strong = (await list('')).json().data.items[0];
    const review = (note: string) =>
      call(t.app, `admin/protection/flags/${strong.id}/review`, { note }, { token: admin });
    expect((await review('x')).statusCode).toBe(400);
    const staff = vi.spyOn(t.app.hub, 'sendStaff');
    const res = await review('Called the player; agreed a deposit limit.');
    expect(res.statusCode, res.body).toBe(200);
    expect(staff).toHaveBeenCalledWith('QueuesChanged', [{ queue: 'protectionFlags' }]);
    staff.mockRestore();
    expect(await hasStrongOpenFlag(t.db, player)).toBe(false);
    expect((await review('again')).json()).toMatchObject({ code: 'FLAG_NOT_FOUND' });

    const reviewed = (await list('?status=reviewed')).json().data;
    expect(reviewed.total).toBe(1);
    expect(reviewed.items[0]).toMatchObject({
      id: strong.id,
      reviewedAt: expect.any(String),
      reviewedBy: expect.any(Number),
      details: { nights7d: 3, reviewNote: 'Called the player; agreed a deposit limit.' },
    });
    const audit = await t.db
      .selectFrom('auth_audit')
      .select(['actor_kind', 'details'])
      .where('event', '=', 'rg_flag_reviewed')
      .executeTakeFirstOrThrow();
    expect(audit).toMatchObject({ actor_kind: 'admin', details: { flagId: strong.id, kind: 'night_play' } });
  });
});
