import type { Affiliate } from '@lalebet/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminToken } from '../../test/admin.ts';
import { call, signUp } from '../../test/accounts.ts';
import { customerIdOf } from '../../test/customers.ts';
import { type TestApp, createTestApp } from '../../test/harness.ts';

/** docs/decisions/092: affiliates in the back office, and the btag a sign-up binds (first touch). */
describe('affiliates', () => {
  let t: TestApp;
  let token: string;
  const admin = (url: string, body?: object, method?: 'PUT') => call(t.app, url, body, { token, method });
  const btagOf = async (username: string) =>
    (
      await t.db
        .selectFrom('customer')
        .select('btag')
        .where('id', '=', await customerIdOf(t.db, username))
        .executeTakeFirstOrThrow()
    ).btag;
  let north: Affiliate;

  beforeAll(async () => {
    t = await createTestApp('pglite');
    token = await adminToken(t.app, t.db);
    const res = await admin('admin/affiliates', { btag: 'a_123b_45c_', name: 'Kuzey Ortaklık' });
    expect(res.statusCode, res.body).toBe(200);
    north = res.json<{ data: Affiliate }>().data;
  });
  afterAll(() => t.close());

  it('binds a sign-up to a known, active btag and ignores anything else without an error', async () => {
    const bound = await signUp(t.app, { btag: 'a_123b_45c_' });
    expect(await btagOf(bound.username)).toBe('a_123b_45c_');
    for (const btag of ['unknown-tag', '=HYPERLINK("x")', 'a'.repeat(65), 42, null, ['a_123b_45c_']]) {
      const p = await signUp(t.app, { btag });
      expect(await btagOf(p.username), String(btag)).toBeNull();
    }
  });

  it('refuses a second affiliate with the same btag, and a malformed btag', async () => {
    const again = await admin('admin/affiliates', { btag: 'a_123b_45c_', name: 'Başka' });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'AFFILIATE_BTAG_TAKEN' });
    const bad = await admin('admin/affiliates', { btag: '-x', name: 'Kötü' });
    expect(bad.statusCode).toBe(400);
  });

  it('lists affiliates with their players count, and the players of one', async () => {
    const list = await admin('admin/affiliates?sort=players');
    const row = list.json<{ data: { items: Affiliate[] } }>().data.items.find((a) => a.id === north.id)!;
    const count = await t.db
      .selectFrom('customer')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('btag', '=', north.btag)
      .executeTakeFirstOrThrow();
    expect(row.players).toBe(Number(count.n));
    expect(row.players).toBeGreaterThan(0);
    const players = await admin(`admin/affiliates/${north.id}/players`);
    const page = players.json<{ data: { items: { userCode: string }[]; total: number } }>().data;
    expect(page.total).toBe(row.players);
    expect(page.items[0]!.userCode).toMatch(/^\d{8}$/);
    expect((await admin('admin/affiliates/987654/players')).statusCode).toBe(404);
  });

  it('pauses an affiliate (no new players bound), audited with what changed', async () => {
    const res = await admin(`admin/affiliates/${north.id}`, { status: 'paused' }, 'PUT');
    expect(res.json<{ data: Affiliate }>().data.status).toBe('paused');
    const late = await signUp(t.app, { btag: north.btag });
    expect(await btagOf(late.username)).toBeNull();
    const events = await t.db
      .selectFrom('auth_audit')
      .select(['event', 'details'])
      .where('event', 'in', ['affiliate_created', 'affiliate_changed'])
      .orderBy('id')
      .execute();
    expect(events.map((e) => e.event)).toEqual(['affiliate_created', 'affiliate_changed']);
    expect(String(events[1]!.details.changes)).toContain('paused');
  });
});
