import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { HOUR_MS, clock, controlClock } from '../../lib/clock.ts';
import { call, logIn, setOption } from '../../test/accounts.ts';
import { adminToken } from '../../test/admin.ts';
import { type TestApp, testDatabases } from '../../test/harness.ts';
import { assertPlayAllowed, isMarketable } from '../../core/protection/index.ts';
import { endedExclusion, liftCalls, player, staffMember } from './lift.test-kit.ts';
import { auditRows, createProtectionApp } from './test-kit.ts';

/** docs/rules.md R30 (docs/decisions/033-lifting-and-withdraw-only.md). */
describe.each(testDatabases())('lifting a self-exclusion on %s', (kind) => {
  let t: TestApp;
  let owner: string;
  let compliance: string;
  let lift: ReturnType<typeof liftCalls>;
  beforeAll(async () => {
    t = await createProtectionApp(kind);
    owner = await adminToken(t.app, t.db);
    compliance = await staffMember(t, owner, ['compliance']);
    lift = liftCalls(t);
  }, 180_000);
  afterAll(() => t.close());
  afterEach(() => clock.reset());

  /** A player whose 6-month self-exclusion ended, logged in (withdraw-only) and with a request sent. */
  const requested = async () => {
    const p = await player(t);
    await endedExclusion(t.db, p.id);
    const login = await logIn(t.app, p.username);
    expect(login.statusCode, login.body).toBe(200);
    const token = login.json().data.token as string;
    const res = await lift.request(token);
    expect(res.statusCode, res.body).toBe(200);
    return { ...p, token, requestId: res.json().data.id as string };
  };

  it('rule 30: an ended self-exclusion still blocks play until lifted; the player is told to ask', async () => {
    const p = await player(t);
    await endedExclusion(t.db, p.id);
    await expect(assertPlayAllowed(t.db, p.id)).rejects.toMatchObject({
      code: 'SELF_EXCLUDED',
      data: { kind: 'self_exclusion', until: null, lift: 'required' },
    });
    expect(await isMarketable(t.db, p.id)).toBe(false);
    const login = await logIn(t.app, p.username);
    expect(login.json().data.restriction).toEqual({
      code: 'SELF_EXCLUDED',
      kind: 'self_exclusion',
      until: null,
      lift: 'required',
    });
    const status = (await lift.status(login.json().data.token)).json().data;
    expect(status).toMatchObject({ canRequest: true, request: null, block: { lift: 'required' } });
  });

  it('rule 30: refused before the end, for a permanent exclusion, for a time-out, and too short', async () => {
    const live = await player(t);
    await call(t.app, 'customer/selfexclusion', { period: '6m' }, { token: live.token });
    const liveToken = (await logIn(t.app, live.username)).json().data.token;
    const early = await lift.request(liveToken);
    expect(early.statusCode).toBe(409);
    expect(early.json()).toMatchObject({ code: 'LIFT_NOT_ALLOWED', data: { kind: 'self_exclusion' } });

    const forever = await player(t);
    await call(t.app, 'customer/selfexclusion', { period: 'permanent' }, { token: forever.token });
    const foreverToken = (await logIn(t.app, forever.username)).json().data.token;
    expect((await lift.request(foreverToken)).json()).toMatchObject({
      code: 'LIFT_NOT_ALLOWED',
      data: { kind: 'self_exclusion', until: null },
    });

    // A time-out ends by itself: nothing to lift, and play is back at once.
    const rested = await player(t);
    await endedExclusion(t.db, rested.id, 'timeout');
    await expect(assertPlayAllowed(t.db, rested.id)).resolves.toBeUndefined();
    expect((await lift.request(rested.token)).json()).toMatchObject({ code: 'LIFT_NOT_ALLOWED' });

    const p = await player(t);
    await endedExclusion(t.db, p.id);
    const token = (await logIn(t.app, p.username)).json().data.token;
    expect((await lift.request(token, 'kısa')).statusCode).toBe(400);
    expect(await auditRows(t.db, 'rg_lift_requested', p.id)).toHaveLength(0);
  });

  it('rule 30: four-eyes — the same staff member twice is refused, a second one completes it', async () => {
    const p = await requested();
    expect((await lift.request(p.token)).json()).toMatchObject({
      code: 'LIFT_NOT_ALLOWED',
      data: { lift: 'pending' },
    });
    const first = await lift.approve(p.requestId, compliance);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().data).toEqual({ status: 'pending', effectiveAt: null });
    const again = await lift.approve(p.requestId, compliance);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({
      code: 'LIFT_NOT_ALLOWED',
      data: { reason: 'second_approver_required' },
    });
    await expect(assertPlayAllowed(t.db, p.id)).rejects.toMatchObject({ data: { lift: 'pending' } });

    const list = await call(
      t.app,
      `admin/protection/lift-requests?status=pending&customerId=${p.id}`,
      undefined,
      {
        token: compliance,
      },
    );
    expect(list.json().data).toMatchObject({
      total: 1,
      items: [{ id: p.requestId, allowedActions: ['reject'] }],
    });

    const second = await lift.approve(p.requestId, owner);
    expect(second.json().data.status).toBe('approved');
    expect(Date.parse(second.json().data.effectiveAt) - clock.ms()).toBeGreaterThanOrEqual(
      24 * HOUR_MS - 1000,
    );
    expect((await lift.approve(p.requestId, owner)).json().code).toBe('APPROVAL_CLOSED');

    const approvals = await auditRows(t.db, 'rg_lift_approved', p.id);
    expect(approvals.map((a) => [a.actor_kind, a.details.step])).toEqual([
      ['admin', 1],
      ['admin', 2],
    ]);
    expect(approvals[0]!.actor_id).not.toBe(approvals[1]!.actor_id);
    expect(await auditRows(t.db, 'rg_lift_requested', p.id)).toMatchObject([
      { actor_kind: 'customer', actor_id: p.id },
    ]);
  });

  it('rule 30: neither the player nor staff without protection:lift nor staff sharing the player account decide', async () => {
    const p = await requested();
    expect((await lift.approve(p.requestId, p.token)).statusCode).toBe(401);
    const support = await staffMember(t, owner, ['support']);
    expect((await lift.approve(p.requestId, support)).statusCode).toBe(403);
    // The staff account linked to the player (admin_user.customer_id), whatever its username,
    // is the beneficiary (ADR 041; it was compared by username before).
    const self = await staffMember(t, owner, ['compliance'], { customerId: p.id });
    for (const res of [await lift.approve(p.requestId, self), await lift.reject(p.requestId, self)]) {
      expect(res.statusCode, res.body).toBe(403);
      expect(res.json().code).toBe('APPROVAL_BENEFICIARY');
    }
    expect((await lift.approve('987654', compliance)).json().code).toBe('LIFT_REQUEST_NOT_FOUND');
  });

  it('rule 30: a refusal ends the request; the player may ask again', async () => {
    const p = await requested();
    const refused = await lift.reject(p.requestId, compliance);
    expect(refused.statusCode, refused.body).toBe(200);
    expect(await auditRows(t.db, 'rg_lift_rejected', p.id)).toMatchObject([{ actor_kind: 'admin' }]);
    await expect(assertPlayAllowed(t.db, p.id)).rejects.toMatchObject({ data: { lift: 'required' } });
    expect((await lift.request(p.token)).statusCode).toBe(200);
  });

  it('rule 30: the delay (site option, never below 24 h) is enforced, then play waits for the resume', async () => {
    await setOption(t.db, 'rg_lift_delay_hours', '2'); // below the floor: 24 h applies
    const time = controlClock();
    const p = await requested();
    await lift.approve(p.requestId, compliance);
    await lift.approve(p.requestId, owner);
    time.advance(24 * HOUR_MS - 60_000);
    await expect(assertPlayAllowed(t.db, p.id)).rejects.toMatchObject({ data: { lift: 'waiting' } });
    // The player's session went idle meanwhile: logging in again is withdraw-only still.
    const token = (await logIn(t.app, p.username)).json().data.token as string;
    expect((await lift.resume(token)).json()).toMatchObject({
      code: 'LIFT_NOT_ALLOWED',
      data: { lift: 'waiting' },
    });
    time.advance(60_000);
    await expect(assertPlayAllowed(t.db, p.id)).rejects.toMatchObject({ data: { lift: 'resume' } });
    const bonus = await call(t.app, 'bonus/claim', { definitionId: 1 }, { token });
    expect(bonus.json()).toMatchObject({ code: 'SELF_EXCLUDED', data: { lift: 'resume' } });
    const resumed = await lift.resume(token);
    expect(resumed.statusCode, resumed.body).toBe(200);
    await expect(assertPlayAllowed(t.db, p.id)).resolves.toBeUndefined();
    expect(await isMarketable(t.db, p.id)).toBe(true);
    expect((await logIn(t.app, p.username)).json().data.restriction).toBeUndefined();
    expect(await auditRows(t.db, 'rg_lift_resumed', p.id)).toMatchObject([
      { actor_kind: 'customer', actor_id: p.id },
    ]);
    await setOption(t.db, 'rg_lift_delay_hours', '24');
  });

  it('rule 30: a later self-exclusion that ends needs a lift of its own', async () => {
    const p = await requested();
    await lift.approve(p.requestId, compliance);
    await lift.approve(p.requestId, owner);
    await t.db
      .updateTable('rg_lift_request')
      .set({ effective_at: new Date(clock.ms() - 1000) })
      .where('id', '=', BigInt(p.requestId))
      .execute();
    expect((await lift.resume(p.token)).statusCode).toBe(200);
    await endedExclusion(t.db, p.id, 'self_exclusion', HOUR_MS);
    await expect(assertPlayAllowed(t.db, p.id)).rejects.toMatchObject({ data: { lift: 'required' } });
  });
});
