import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { DAY_MS, HOUR_MS, MINUTE_MS, clock, controlClock } from '../../lib/clock.ts';
import { call, logIn, signUp } from '../../test/accounts.ts';
import { customerIdOf } from '../../test/customers.ts';
import { type TestApp, testDatabases } from '../../test/harness.ts';
import { protectionSettingsView, useSessionLimitSource } from '../../core/protection/index.ts';
import { auditRows, createProtectionApp } from './test-kit.ts';

/** docs/rules.md R17, R18, R21, R22 (docs/decisions/025-exclusions-and-sessions.md). */
describe.each(testDatabases())('session time, reality check and review prompt on %s', (kind) => {
  let t: TestApp;
  const limits = new Map<bigint, number>();
  beforeAll(async () => {
    t = await createProtectionApp(kind);
    useSessionLimitSource(async (_db, id) => limits.get(id) ?? null);
  });
  afterAll(async () => {
    useSessionLimitSource();
    await t.close();
  });
  afterEach(() => clock.reset());

  const player = async () => {
    const p = await signUp(t.app);
    return { ...p, id: await customerIdOf(t.db, p.username) };
  };
  const profile = (token: string) => call(t.app, 'customer/profile', undefined, { token });

  it('rule 18: the session-time limit logs out when reached and refuses login until the day ends', async () => {
    // 10:00 in Istanbul; the day ends at 21:00 UTC.
    const time = controlClock(Date.parse('2026-11-27T07:00:00Z'));
    const p = await player();
    limits.set(p.id, 10);
    const other = (await logIn(t.app, p.username)).json().data.token as string;
    let minutes = 0;
    let res = await profile(p.token);
    while (res.statusCode === 200 && minutes < 20) {
      time.advance(MINUTE_MS);
      minutes++;
      // The balance poll does not count as play; the profile call does.
      expect((await call(t.app, 'user/balance', undefined, { token: other })).statusCode).toBe(200);
      res = await profile(p.token);
    }
    expect(minutes).toBeGreaterThanOrEqual(10);
    expect(minutes).toBeLessThanOrEqual(11); // the day's first call starts the count
    const until = '2026-11-27T21:00:00.000Z';
    expect(res.json()).toMatchObject({ code: 'SESSION_LIMIT', data: { kind: 'session', until } });
    expect((await profile(other)).statusCode).toBe(401); // every session ended
    const ends = await t.db
      .selectFrom('customer_session')
      .select('end_reason')
      .where('customer_id', '=', p.id)
      .execute();
    expect(ends.map((e) => e.end_reason)).toEqual(['session_limit', 'session_limit']);
    expect((await logIn(t.app, p.username)).json()).toMatchObject({ code: 'SESSION_LIMIT', data: { until } });
    expect(await auditRows(t.db, 'rg_limit_reached', p.id)).toMatchObject([
      { actor_kind: 'system', details: { kind: 'session', minutes: 10, until } },
    ]);
    time.advance(Date.parse(until) - time.ms);
    expect((await logIn(t.app, p.username)).statusCode).toBe(200);
  });

  it('rule 18: a pause longer than five minutes is not play time', async () => {
    const time = controlClock(Date.parse('2026-11-27T07:00:00Z'));
    const p = await player();
    limits.set(p.id, 3);
    for (let i = 0; i < 6; i++) {
      time.advance(6 * MINUTE_MS);
      expect((await profile(p.token)).statusCode).toBe(200);
    }
    const session = await call(t.app, 'customer/session', undefined, { token: p.token });
    expect(session.json().data.minutesToday).toBe(0);
  });

  it('rule 22: an idle session is still logged out after the inactivity period (see also account.test.ts)', async () => {
    const time = controlClock();
    const p = await player();
    time.advance(29 * MINUTE_MS);
    expect((await profile(p.token)).statusCode).toBe(200);
    time.advance(30 * MINUTE_MS);
    expect((await profile(p.token)).json().code).toBe('SESSION_EXPIRED');
    const [row] = await t.db
      .selectFrom('customer_session')
      .select('end_reason')
      .where('customer_id', '=', p.id)
      .execute();
    expect(row!.end_reason).toBe('idle');
  });

  it('rule 21: a shorter reality-check interval applies at once, a longer one after 24 hours', async () => {
    const time = controlClock(Date.parse('2026-11-27T07:00:00Z'));
    const p = await player();
    const set = (minutes: number) => call(t.app, 'customer/realitycheck', { minutes }, { token: p.token });
    const view = async () => (await protectionSettingsView(t.db, p.id)).realityCheck;
    expect(await view()).toEqual({ minutes: 60, pending: null });
    expect((await set(30)).json().data).toEqual({
      applied: true,
      effectiveAt: new Date(time.ms).toISOString(),
    });
    expect(await view()).toEqual({ minutes: 30, pending: null });
    const later = new Date(time.ms + DAY_MS).toISOString();
    expect((await set(90)).json()).toMatchObject({
      data: { applied: false, effectiveAt: later },
      message: 'A longer interval applies after 24 hours.',
    });
    expect(await view()).toEqual({ minutes: 30, pending: { minutes: 90, availableAt: later } });
    time.advance(DAY_MS - 1);
    expect((await view()).minutes).toBe(30);
    time.advance(1);
    expect(await view()).toEqual({ minutes: 90, pending: null });
    p.token = (await logIn(t.app, p.username)).json().data.token; // the first session idled out
    await set(120);
    expect((await set(15)).json().data.applied).toBe(true); // shorter: at once, the wait dropped
    expect(await view()).toEqual({ minutes: 15, pending: null });
    expect((await set(7)).statusCode).toBe(400);
    expect(await auditRows(t.db, 'rg_reality_check_set', p.id)).toHaveLength(4);
  });

  it('rules 19-20: GET customer/session has the session clock, its casino figures and the next reality check', async () => {
    const p = await player();
    await call(t.app, 'customer/realitycheck', { minutes: 15 }, { token: p.token });
    const { created_at: startedAt } = await t.db
      .selectFrom('customer_session')
      .select('created_at')
      .where('customer_id', '=', p.id)
      .executeTakeFirstOrThrow();
    const tx = (
      kind: 'bet' | 'win' | 'rollback',
      amount: bigint,
      at: Date,
      over: { applied?: boolean; rolled_back?: boolean } = {},
    ) => ({
      provider: 'test',
      transaction_uuid: crypto.randomUUID(),
      kind,
      customer_id: p.id,
      user_code: 'x',
      game_code: 'g',
      round: 'r',
      amount,
      provider_amount: amount * 1000n,
      currency: 'TRY',
      reference_transaction_uuid: kind === 'bet' ? null : crypto.randomUUID(),
      status: 'RS_OK',
      applied: over.applied ?? true,
      rolled_back: over.rolled_back ?? false,
      request_uuid: crypto.randomUUID(),
      created_at: at,
    });
    const inSession = new Date(startedAt.getTime() + 1000);
    await t.db
      .insertInto('wallet_transaction')
      .values([
        tx('bet', 1000n, inSession),
        tx('bet', 550n, inSession),
        tx('win', 250n, inSession),
        tx('bet', 9999n, inSession, { rolled_back: true }),
        tx('bet', 7777n, inSession, { applied: false }),
        tx('bet', 5000n, new Date(startedAt.getTime() - HOUR_MS)),
      ])
      .execute();
    const res = await call(t.app, 'customer/session', undefined, { token: p.token });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({
      startedAt: startedAt.toISOString(),
      stakes: 15.5,
      wins: 2.5,
      net: -13,
      realityCheckMinutes: 15,
      nextRealityCheckAt: new Date(startedAt.getTime() + 15 * MINUTE_MS).toISOString(),
    });
  });

  it('rule 17: the review prompt is due every 6 months, or the shorter interval the player picks', async () => {
    const time = controlClock(Date.parse('2026-01-10T10:00:00Z'));
    const p = await player();
    const review = async () => (await protectionSettingsView(t.db, p.id)).review;
    expect(await review()).toEqual({ months: 6, due: false, lastAt: null });
    expect((await call(t.app, 'customer/review', { months: 12 }, { token: p.token })).statusCode).toBe(400);
    time.advance(181 * DAY_MS); // 10 July
    expect((await review()).due).toBe(true);
    const again = await player();
    const token = again.token;
    expect((await call(t.app, 'customer/review', { months: 1 }, { token })).statusCode).toBe(200);
    expect((await call(t.app, 'customer/review/ack', undefined, { token, method: 'POST' })).statusCode).toBe(
      200,
    );
    const acked = new Date(time.ms).toISOString();
    expect(await protectionSettingsView(t.db, again.id).then((v) => v.review)).toEqual({
      months: 1,
      due: false,
      lastAt: acked,
    });
    time.advance(31 * DAY_MS);
    expect((await protectionSettingsView(t.db, again.id)).review.due).toBe(true);
    expect(await auditRows(t.db, 'rg_review_prompt_set', again.id)).toHaveLength(2);
  });
});
