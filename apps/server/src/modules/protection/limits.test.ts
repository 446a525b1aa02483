import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { HOUR_MS, clock, controlClock } from '../../lib/clock.ts';
import { call, logIn, setOption, signUp } from '../../test/accounts.ts';
import { adminToken } from '../../test/admin.ts';
import { customerIdOf } from '../../test/customers.ts';
import { type TestApp, createTestApp } from '../../test/harness.ts';
import { stake } from '../../core/protection/test-kit.ts';

describe('limit changes and the protection page', () => {
  let t: TestApp;
  let admin: string;
  beforeAll(async () => {
    t = await createTestApp('pglite', { seed: true });
    admin = await adminToken(t.app, t.db);
  }, 180_000);
  afterAll(() => t.close());
  afterEach(() => clock.reset());

  const player = async () => {
    const who = await signUp(t.app);
    const id = await customerIdOf(t.db, who.username as string);
    // Sessions idle out as the clock moves: a fresh login for each step after a jump.
    const token = async () => (await logIn(t.app, who.username as string)).json().data.token as string;
    return { id, token, first: who.token };
  };
  const set = (token: string, body: object) => call(t.app, 'customer/limits', body, { token });
  const page = async (token: string) =>
    (await call(t.app, 'customer/responsiblegaming', undefined, { token })).json().data;
  const auditOf = (id: bigint) =>
    t.db
      .selectFrom('auth_audit')
      .select(['event', 'actor_kind', 'details'])
      .where('event', 'like', 'rg\\_limit%')
      .orderBy('id')
      .execute()
      .then((rows) => rows.filter((r) => (r.details as { customerId?: string }).customerId === String(id)));

  it('rule 2: a limit is a free amount (not a preset), stored per account; session limits in minutes', async () => {
    const p = await player();
    expect(
      (await set(p.first, { kind: 'deposit', period: 'day', amount: 1234.56 })).json().data.applied,
    ).toBe(true);
    expect((await set(p.first, { kind: 'session', period: 'day', minutes: 95 })).statusCode).toBe(200);
    expect((await set(p.first, { kind: 'deposit', period: 'day', amount: 1.234 })).statusCode).toBe(400);
    const rows = await t.db
      .selectFrom('rg_limit')
      .select(['kind', 'value'])
      .where('customer_id', '=', p.id)
      .orderBy('kind')
      .execute();
    expect(rows).toEqual([
      { kind: 'deposit', value: 123_456n },
      { kind: 'session', value: 95n },
    ]);
    const view = await page(p.first);
    expect(view.limits.find((l: { kind: string }) => l.kind === 'deposit')).toMatchObject({
      value: 1234.56,
      used: 0,
      left: 1234.56,
      setBy: 'player',
    });
  });

  it('rule 9: lowering or adding applies at once and says when', async () => {
    const time = controlClock(Date.UTC(2026, 10, 25, 9));
    const p = await player();
    const added = (await set(p.first, { kind: 'wager', period: 'week', amount: 500 })).json().data;
    expect(added).toEqual({ applied: true, effectiveAt: new Date(time.ms).toISOString(), requestId: null });
    const lowered = (await set(p.first, { kind: 'wager', period: 'week', amount: 300 })).json().data;
    expect(lowered.applied).toBe(true);
    expect(await stake(t.db, p.id, 30_001n)).toBe('WAGER_LIMIT');
    const view = await page(p.first);
    // The week resets on Monday 30 November, 00:00 in Istanbul (21:00 UTC the day before).
    expect(view.limits[0]).toMatchObject({
      kind: 'wager',
      period: 'week',
      value: 300,
      resetsAt: '2026-11-29T21:00:00.000Z',
    });
  });

  it('rule 10: a raise waits for the cooling-off period, applies only on confirmation, and lapses after 7 days', async () => {
    const time = controlClock(Date.UTC(2026, 10, 25, 9));
    const p = await player();
    await set(p.first, { kind: 'deposit', period: 'day', amount: 100 });
    const raise = (await set(p.first, { kind: 'deposit', period: 'day', amount: 1000 })).json().data;
    expect(raise.applied).toBe(false);
    expect(raise.effectiveAt).toBe(new Date(time.ms + 24 * HOUR_MS).toISOString());
    const early = await call(t.app, 'customer/limits/confirm', { id: raise.requestId }, { token: p.first });
    expect(early.json().code).toBe('LIMIT_REQUEST_NOT_READY');
    time.advance(24 * HOUR_MS);
    let token = await p.token();
    expect((await page(token)).pending[0]).toMatchObject({
      id: raise.requestId,
      value: 1000,
      confirmable: true,
    });
    // Still the old limit until the player acts.
    expect((await page(token)).limits[0].value).toBe(100);
    const ok = await call(t.app, 'customer/limits/confirm', { id: raise.requestId }, { token });
    expect(ok.json().data.applied).toBe(true);
    expect((await page(token)).limits[0].value).toBe(1000);

    // A removal, left unconfirmed, lapses 7 days after it became confirmable.
    const removal = (await set(token, { kind: 'deposit', period: 'day', amount: null })).json().data;
    expect(removal.applied).toBe(false);
    time.advance(24 * HOUR_MS + 7 * 24 * HOUR_MS);
    token = await p.token();
    expect((await page(token)).pending).toEqual([]);
    const late = await call(t.app, 'customer/limits/confirm', { id: removal.requestId }, { token });
    expect(late.json().code).toBe('LIMIT_REQUEST_NOT_FOUND');
    expect((await page(token)).limits[0].value).toBe(1000);
    const lapsed = (await auditOf(p.id)).filter((a) => a.event === 'rg_limit_request_lapsed');
    expect(lapsed).toMatchObject([{ actor_kind: 'system' }]);
  });

  it('rule 10: the cooling-off period is the site option rg_cooling_off_hours (24, 72 or 168)', async () => {
    const time = controlClock(Date.UTC(2026, 10, 25, 9));
    await setOption(t.db, 'rg_cooling_off_hours', '72');
    try {
      const p = await player();
      await set(p.first, { kind: 'loss', period: 'month', amount: 100 });
      const raise = (await set(p.first, { kind: 'loss', period: 'month', amount: 200 })).json().data;
      expect(raise.effectiveAt).toBe(new Date(time.ms + 72 * HOUR_MS).toISOString());
      expect((await page(p.first)).coolingOffHours).toBe(72);
    } finally {
      await setOption(t.db, 'rg_cooling_off_hours', '24');
    }
  });

  it('rule 11: enforcement never reads a pending raise; cancelling is immediate', async () => {
    const p = await player();
    await set(p.first, { kind: 'wager', period: 'day', amount: 10 });
    const raise = (await set(p.first, { kind: 'wager', period: 'day', amount: 1000 })).json().data;
    expect(await stake(t.db, p.id, 1_001n)).toBe('WAGER_LIMIT');
    const cancelled = await call(
      t.app,
      'customer/limits/cancel',
      { id: raise.requestId },
      { token: p.first },
    );
    expect(cancelled.statusCode).toBe(200);
    expect((await page(p.first)).pending).toEqual([]);
    const again = await call(t.app, 'customer/limits/cancel', { id: raise.requestId }, { token: p.first });
    expect(again.json().code).toBe('LIMIT_REQUEST_NOT_FOUND');
  });

  it("rule 12: staff may add or lower a limit with a reason, never raise the player's", async () => {
    const p = await player();
    await set(p.first, { kind: 'deposit', period: 'week', amount: 500 });
    const staff = (body: object) => call(t.app, `admin/customers/${p.id}/limits`, body, { token: admin });
    const raise = await staff({ kind: 'deposit', period: 'week', value: 600, reason: 'asked by phone' });
    expect(raise.json().code).toBe('LIMIT_RAISE_FORBIDDEN');
    expect(
      (await staff({ kind: 'deposit', period: 'week', value: 400, reason: 'affordability' })).statusCode,
    ).toBe(200);
    expect(
      (await staff({ kind: 'loss', period: 'day', value: 50, reason: 'markers of harm' })).statusCode,
    ).toBe(200);
    // The player cannot reach the staff endpoint.
    expect((await staff({})).statusCode).toBe(400);
    const asPlayer = await call(
      t.app,
      `admin/customers/${p.id}/limits`,
      { kind: 'loss', period: 'day', value: 1, reason: 'xxx' },
      { token: p.first },
    );
    expect(asPlayer.statusCode).toBe(401);
    // docs/rules.md R13: the lower applies and says who set it.
    const view = await page(p.first);
    expect(view.limits.find((l: { kind: string }) => l.kind === 'deposit')).toMatchObject({
      value: 400,
      setBy: 'staff',
    });
    const audit = (await auditOf(p.id)).filter((a) => a.actor_kind === 'admin');
    expect(audit).toMatchObject([
      { event: 'rg_limit_set', details: { setBy: 'staff', reason: 'affordability' } },
      { event: 'rg_limit_set' },
    ]);
  });

  it('rule 16: the page shows use and what is left; staff see usage, flags and the audit', async () => {
    const p = await player();
    await set(p.first, { kind: 'wager', period: 'day', amount: 100 });
    expect(await stake(t.db, p.id, 8_500n)).toBe('ok');
    expect((await page(p.first)).limits[0]).toMatchObject({ used: 85, left: 15 });
    const refused = await stake(t.db, p.id, 1_501n);
    expect(refused).toBe('WAGER_LIMIT');
    const res = await call(t.app, `admin/customers/${p.id}/protection`, undefined, { token: admin });
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data.usage.find((u: { period: string }) => u.period === 'day')).toMatchObject({
      stakes: 85,
      wins: 0,
      loss: 85,
    });
    expect(data.flags).toMatchObject([
      { kind: 'limit_80', severity: 'weak', details: { limit: 'wager', percent: 85 } },
    ]);
    expect(data.audit.map((a: { event: string }) => a.event)).toContain('rg_limit_set');
  });

  it('rule 40: every limit change is audited with its true actor', async () => {
    controlClock(Date.UTC(2026, 10, 25, 9));
    const p = await player();
    await set(p.first, { kind: 'loss', period: 'day', amount: 100 });
    const raise = (await set(p.first, { kind: 'loss', period: 'day', amount: 200 })).json().data;
    await call(t.app, 'customer/limits/cancel', { id: raise.requestId }, { token: p.first });
    const again = (await set(p.first, { kind: 'loss', period: 'day', amount: 300 })).json().data;
    // A new change of the same limit replaces the pending one (cancelled, audited).
    const third = (await set(p.first, { kind: 'loss', period: 'day', amount: 400 })).json().data;
    expect(third.requestId).not.toBe(again.requestId);
    const events = (await auditOf(p.id)).map((a) => `${a.actor_kind}:${a.event}`);
    expect(events).toEqual([
      'customer:rg_limit_set',
      'customer:rg_limit_requested',
      'customer:rg_limit_cancelled',
      'customer:rg_limit_requested',
      'customer:rg_limit_cancelled',
      'customer:rg_limit_requested',
    ]);
  });
});
