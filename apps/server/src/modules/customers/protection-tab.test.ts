import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recordRegisterAnswer, playDay } from '../../core/protection/index.ts';
import { deposit, stake } from '../../core/protection/test-kit.ts';
import { DAY_MS, clock } from '../../lib/clock.ts';
import { call, signUp } from '../../test/accounts.ts';
import { adminSession, adminToken } from '../../test/admin.ts';
import { customerIdOf } from '../../test/customers.ts';
import { type TestApp, createTestApp, testDatabases } from '../../test/harness.ts';
import { createStaffAccount } from '../../test/staff.ts';

type Row = Record<string, unknown>;

/** Player 360's Protection tab: limits, blocks, flags and lift requests, read-only (ADR 024-033). */
describe.each(testDatabases())('admin/customers/:id/protection/* on %s', (kind) => {
  let t: TestApp;
  const tokens: Record<string, string> = {};
  const staffIds: Record<string, bigint> = {};
  let id: bigint;

  beforeAll(async () => {
    t = await createTestApp(kind);
    tokens.admin = await adminToken(t.app, t.db);
    for (const role of ['support', 'risk', 'compliance', 'payments']) {
      const login = { username: `rg-${role}`, password: `Rol-${role}-Parolası-2026` };
      const id = await createStaffAccount(t.app, t.db, { ...login, roles: [role] }, tokens.admin);
      tokens[role] = (await adminSession(t.app, t.db, login)).token;
      staffIds[role] = BigInt(id);
    }
    const p = await signUp(t.app, {}, { headers: { 'x-fingerprint': `fp-${randomUUID()}` } });
    id = await customerIdOf(t.db, p.username);
    const as = (url: string, body: object, token = p.token) => call(t.app, url, body, { token });
    const ok = async (res: Promise<{ statusCode: number; body: string }>) =>
      expect((await res).statusCode, (await res).body).toBe(200);

    // The player's limits, a lower staff limit, use in this window and a pending raise.
    await ok(as('customer/limits', { kind: 'deposit', period: 'day', amount: 500 }));
    await ok(as('customer/limits', { kind: 'wager', period: 'week', amount: 1000 }));
    await ok(as('customer/limits', { kind: 'session', period: 'day', minutes: 120 }));
    await ok(
      as(
        `admin/customers/${id}/limits`,
        { kind: 'deposit', period: 'day', value: 300, reason: 'Telefonda istedi' },
        tokens.admin,
      ),
    );
    expect(await deposit(t.db, id, 12_000n)).toBe('ok');
    expect(await stake(t.db, id, 5_050n)).toBe('ok');
    await t.db
      .insertInto('rg_play_day')
      .values({ customer_id: id, day: playDay(clock.now()).day, seconds: 1530, last_at: clock.now() })
      .execute();
    await ok(as('customer/limits', { kind: 'wager', period: 'week', amount: 2000 }));
    await ok(as('customer/realitycheck', { minutes: 30 }));
    await ok(as('customer/realitycheck', { minutes: 90 }));

    // A register hit that cleared, one still standing; an old self-exclusion; two lift requests.
    await recordRegisterAnswer(t.db, id, 'gamstop', true, 'login');
    await recordRegisterAnswer(t.db, id, 'gamstop', false, 'batch');
    await recordRegisterAnswer(t.db, id, 'gamstop', true, 'batch');
    const ended = clock.ms() - 3 * DAY_MS;
    await t.db
      .insertInto('rg_exclusion')
      .values({
        customer_id: id,
        kind: 'self_exclusion',
        starts_at: new Date(ended - 183 * DAY_MS),
        ends_at: new Date(ended),
        period: '6m',
        reason: null,
        actor_kind: 'player',
        actor_id: id,
      })
      .execute();
    const lift = { customer_id: id, block_ended_at: new Date(ended) };
    await t.db
      .insertInto('rg_lift_request')
      .values([
        {
          ...lift,
          status: 'rejected',
          reason: 'İlk istek',
          requested_at: new Date(ended + 1000),
          rejected_by: staffIds.compliance!,
          rejected_at: new Date(ended + 2000),
          reject_reason: 'Gerekçe yetersiz',
        },
        {
          ...lift,
          status: 'pending',
          reason: 'İkinci istek',
          requested_at: new Date(ended + 3000),
          first_approver_id: staffIds.compliance!,
          first_approved_at: new Date(ended + 4000),
        },
      ])
      .execute();
    // Reviewed: the first register flag.
    await t.db
      .updateTable('rg_flag')
      .set({ reviewed_at: clock.now(), reviewed_by: staffIds.risk! })
      .where('customer_id', '=', id)
      .where('id', '=', (eb) => eb.selectFrom('rg_flag').select((f) => f.fn.min('id').as('m')))
      .execute();
    // Last: a staff time-out in force (it ends the player's sessions).
    await ok(
      as(`admin/customers/${id}/timeout`, { period: '24h', reason: 'Arayıp mola istedi' }, tokens.admin),
    );
  }, 120_000);
  afterAll(() => t.close());

  const get = async (url: string, who = 'support') => {
    const res = await call(t.app, url, undefined, { token: tokens[who] });
    expect(res.statusCode, `${url} ${res.body}`).toBe(200);
    return res.json().data;
  };

  it('shows every limit with who set it, the one in force, this window’s use and the pending raise', async () => {
    const v = await get(`admin/customers/${id}/protection/overview`);
    const limit = (kind: string, setBy: string) =>
      v.limits.find((l: Row) => l.kind === kind && l.setBy === setBy);
    expect(limit('deposit', 'player')).toMatchObject({ value: 500, inForce: false, used: 120, staff: null });
    expect(limit('deposit', 'staff')).toMatchObject({
      value: 300,
      inForce: true,
      used: 120,
      staff: 'operator',
      reason: 'Telefonda istedi',
    });
    expect(limit('wager', 'player')).toMatchObject({
      period: 'week',
      value: 1000,
      inForce: true,
      used: 50.5,
    });
    expect(limit('session', 'player')).toMatchObject({ value: 120, used: 25 });
    expect(new Date(limit('deposit', 'staff').resetsAt).getTime()).toBeGreaterThan(clock.ms());
    expect(v.pending).toEqual([
      expect.objectContaining({ kind: 'wager', period: 'week', value: 2000, confirmable: false }),
    ]);
    const p = v.pending[0];
    expect(Date.parse(p.availableAt) - Date.parse(p.requestedAt)).toBe(24 * 3_600_000);
    expect(v.realityCheck).toMatchObject({ minutes: 30, pending: { minutes: 90 } });
    expect(v.register).toMatchObject({ register: 'gamstop', excluded: true });
  });

  it('lists blocks active and past with their source, register hits included, paged', async () => {
    const all = await get(`admin/customers/${id}/protection/exclusions?take=10`);
    expect(all.total).toBe(4);
    expect(all.items.map((i: Row) => [i.kind, i.source, i.active])).toEqual([
      ['timeout', 'staff', true],
      ['register', 'register', true],
      ['register', 'register', false],
      ['self_exclusion', 'player', false],
    ]);
    expect(all.items[0]).toMatchObject({ period: '24h', staff: 'operator', reason: 'Arayıp mola istedi' });
    expect(all.items[1]).toMatchObject({ register: 'gamstop', endsAt: null });
    expect(all.items[2].endsAt).not.toBeNull();
    const page = await get(`admin/customers/${id}/protection/exclusions?take=2&skip=2&sort=oldest`);
    expect(page.total).toBe(4);
    expect(page.items.map((i: Row) => i.kind)).toEqual(['register', 'timeout']);
  });

  it('offers a flag review only to risk:review holders and only while the flag is open', async () => {
    const risk = await get(`admin/customers/${id}/protection/flags?sort=oldest`, 'risk');
    expect(risk.items.map((f: Row) => [f.kind, f.reviewedBy, f.allowedActions])).toEqual([
      ['register_excluded', 'rg-risk', []],
      ['register_excluded', null, ['review']],
    ]);
    const support = await get(`admin/customers/${id}/protection/flags`);
    expect(support.items.every((f: Row) => (f.allowedActions as string[]).length === 0)).toBe(true);
  });

  it('lists lift requests with names; a first approver may only refuse, others without protection:lift nothing', async () => {
    const own = await get(`admin/customers/${id}/protection/lift-requests`, 'compliance');
    expect(own.items.map((r: Row) => [r.status, r.firstApprover, r.rejectedBy, r.allowedActions])).toEqual([
      ['pending', 'rg-compliance', null, ['reject']],
      ['rejected', null, 'rg-compliance', []],
    ]);
    expect(
      (await get(`admin/customers/${id}/protection/lift-requests`, 'admin')).items[0].allowedActions,
    ).toEqual(['approve', 'reject']);
    expect((await get(`admin/customers/${id}/protection/lift-requests`)).items[0].allowedActions).toEqual([]);
  });

  it('refuses staff without protection:view and answers 404 for an unknown player', async () => {
    for (const path of ['overview', 'exclusions', 'flags', 'lift-requests']) {
      const refused = await call(t.app, `admin/customers/${id}/protection/${path}`, undefined, {
        token: tokens.payments,
      });
      expect(refused.statusCode, path).toBe(403);
      expect(refused.json().code).toBe('FORBIDDEN');
      const missing = await call(t.app, `admin/customers/987654321/protection/${path}`, undefined, {
        token: tokens.support,
      });
      expect(missing.json().code, path).toBe('CUSTOMER_NOT_FOUND');
    }
  });
});
