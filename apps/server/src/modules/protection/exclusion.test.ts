import { randomUUID } from 'node:crypto';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { DAY_MS, HOUR_MS, clock, controlClock } from '../../lib/clock.ts';
import { call, logIn, signUp } from '../../test/accounts.ts';
import { adminToken } from '../../test/admin.ts';
import { customerIdOf } from '../../test/customers.ts';
import { type TestApp, testDatabases } from '../../test/harness.ts';
import {
  addMonths,
  startExclusion,
  assertPlayAllowed,
  isMarketable,
  protectionSettingsView,
} from '../../core/protection/index.ts';
import { exclusionContext } from './exclusion.service.ts';
import { auditRows, createProtectionApp } from './test-kit.ts';

/** Rules of docs/rules.md (docs/decisions/025-exclusions-and-sessions.md). */
describe.each(testDatabases())('time-out, self-exclusion and closure on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createProtectionApp(kind);
  });
  afterAll(() => t.close());
  afterEach(() => clock.reset());

  // Each player on a device of their own: a sign-up from an excluded player's device is flagged
  // (docs/decisions/027-age-and-country.md), and such a flag alone stops marketing.
  const player = async () => {
    const p = await signUp(t.app, {}, { headers: { 'x-fingerprint': `fp-${randomUUID()}` } });
    return { ...p, id: await customerIdOf(t.db, p.username) };
  };

  it('rules 23, 26: a time-out starts at once, ends every session, lets login in withdraw-only saying until when, and expires by comparison', async () => {
    const time = controlClock(Date.parse('2026-11-27T10:00:00Z'));
    const p = await player();
    const other = (await logIn(t.app, p.username)).json().data.token as string;
    const res = await call(t.app, 'customer/timeout', { period: '24h' }, { token: p.token });
    expect(res.statusCode, res.body).toBe(200);
    const until = new Date(time.ms + DAY_MS).toISOString();
    expect(res.json().data).toEqual({ kind: 'timeout', until });
    for (const token of [p.token, other]) {
      expect((await call(t.app, 'customer/profile', undefined, { token })).statusCode).toBe(401);
    }
    // Login opens a withdraw-only session (docs/decisions/033-lifting-and-withdraw-only.md).
    const refused = await logIn(t.app, p.username);
    expect(refused.statusCode).toBe(200);
    expect(refused.json().data.restriction).toEqual({
      code: 'TIMED_OUT',
      kind: 'timeout',
      until,
      lift: null,
    });
    // The message names the end in Istanbul time (10:00 UTC is 13:00 there).
    expect(refused.json().message).toMatch(
      /^Your account is on a time-out\. It ends on 28 November 2026.*13:00\.$/,
    );
    const tr = await logIn(t.app, p.username, undefined, { locale: 'tr' });
    expect(tr.json().message).toMatch(/^Hesabınız mola süresinde\. Bitiş: 28 Kasım 2026.*13:00\.$/);
    await expect(assertPlayAllowed(t.db, p.id)).rejects.toMatchObject({ code: 'TIMED_OUT' });
    time.advance(DAY_MS - 1000);
    expect((await logIn(t.app, p.username)).json().data.restriction).toMatchObject({ code: 'TIMED_OUT' });
    time.advance(1000);
    expect((await logIn(t.app, p.username)).json().data.restriction).toBeUndefined();
    await expect(assertPlayAllowed(t.db, p.id)).resolves.toBeUndefined();
  });

  it('rule 23: the periods are 24h, 7d, 1m and 3m; nothing else is accepted', async () => {
    const p = await player();
    for (const period of ['12h', '6m', 'permanent', '']) {
      const res = await call(t.app, 'customer/timeout', { period }, { token: p.token });
      expect(res.statusCode, period).toBe(400);
    }
    const at = Date.parse('2026-01-31T12:00:00Z');
    controlClock(at);
    const res = await call(t.app, 'customer/timeout', { period: '1m' }, { token: p.token });
    expect(res.json().data.until).toBe('2026-02-28T12:00:00.000Z');
  });

  it('rules 24-25: self-exclusion offers 6m, 1y, 5y and permanent, nothing shorter, from an unverified account', async () => {
    for (const period of ['3m', '1m', '24h', '7d']) {
      const p = await player();
      expect((await call(t.app, 'customer/selfexclusion', { period }, { token: p.token })).statusCode).toBe(
        400,
      );
    }
    const at = Date.parse('2026-11-27T10:00:00Z');
    controlClock(at);
    const expected = {
      '6m': addMonths(new Date(at), 6),
      '1y': addMonths(new Date(at), 12),
      '5y': addMonths(new Date(at), 60),
      permanent: null,
    };
    for (const [period, until] of Object.entries(expected)) {
      const p = await player(); // phone unverified, no KYC
      const res = await call(t.app, 'customer/selfexclusion', { period }, { token: p.token });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().data).toEqual({ kind: 'self_exclusion', until: until?.toISOString() ?? null });
      const refused = await logIn(t.app, p.username, undefined, { locale: 'tr' });
      expect(refused.json().data.restriction).toMatchObject({
        code: 'SELF_EXCLUDED',
        kind: 'self_exclusion',
        until: until?.toISOString() ?? null,
      });
      if (!until) {
        expect(refused.json().message).toBe(
          'Hesabınız kendi isteğinizle oyundan uzaklaştırıldı. Bu süresizdir.',
        );
      }
      expect((await protectionSettingsView(t.db, p.id)).exclusion).toEqual({
        kind: 'self_exclusion',
        since: new Date(at).toISOString(),
        until: until?.toISOString() ?? null,
      });
    }
  });

  it('rule 27: out of marketing at once (bonus eligibility reads isMarketable), back after the time-out', async () => {
    const time = controlClock();
    const p = await player();
    expect(await isMarketable(t.db, p.id)).toBe(true);
    await call(t.app, 'customer/timeout', { period: '7d' }, { token: p.token });
    expect(await isMarketable(t.db, p.id)).toBe(false);
    time.advance(7 * DAY_MS);
    expect(await isMarketable(t.db, p.id)).toBe(true);
  });

  it('rule 29: an exclusion can be extended, never shortened, and a permanent one by nothing', async () => {
    const time = controlClock(Date.parse('2026-11-27T10:00:00Z'));
    const p = await player();
    const ctx = exclusionContext(t.app, null);
    const start = (kind: 'timeout' | 'self_exclusion', period: never) =>
      startExclusion(ctx, {
        customerId: p.id,
        kind,
        period,
        reason: null,
        actor: { kind: 'player', id: p.id },
      });
    await start('self_exclusion', '1y' as never);
    time.advance(HOUR_MS);
    await expect(start('self_exclusion', '6m' as never)).rejects.toMatchObject({
      code: 'EXCLUSION_CANNOT_SHORTEN',
    });
    await expect(start('timeout', '3m' as never)).rejects.toMatchObject({ code: 'EXCLUSION_CANNOT_SHORTEN' });
    const longer = await start('self_exclusion', '5y' as never);
    expect((await logIn(t.app, p.username)).json().data.restriction).toEqual({
      code: 'SELF_EXCLUDED',
      kind: 'self_exclusion',
      until: longer.until!.toISOString(),
      lift: null,
    });
    await start('self_exclusion', 'permanent' as never);
    await expect(start('self_exclusion', '5y' as never)).rejects.toMatchObject({
      code: 'EXCLUSION_CANNOT_SHORTEN',
      data: { kind: 'self_exclusion', until: null },
    });
    expect((await auditRows(t.db, 'rg_exclusion_extended', p.id)).length).toBe(2);
    // The table itself refuses edits: no one shortens a row in place.
    await expect(
      t.db.updateTable('rg_exclusion').set({ ends_at: new Date() }).where('customer_id', '=', p.id).execute(),
    ).rejects.toThrow(/rg_exclusion is append-only/);
  });

  it('rules 12, 29, 40: staff put a player on a time-out with a reason; the audit names them; they cannot shorten', async () => {
    const admin = await adminToken(t.app, t.db);
    const p = await player();
    const url = `admin/customers/${p.id}/timeout`;
    const res = await call(
      t.app,
      url,
      { period: '7d', reason: 'Player asked on the phone' },
      { token: admin },
    );
    expect(res.statusCode, res.body).toBe(200);
    expect((await call(t.app, 'customer/profile', undefined, { token: p.token })).statusCode).toBe(401);
    const shorter = await call(t.app, url, { period: '24h', reason: 'Mistake' }, { token: admin });
    expect(shorter.json()).toMatchObject({ code: 'EXCLUSION_CANNOT_SHORTEN' });
    expect(
      (await call(t.app, url, { period: '1m', reason: 'Extended on request' }, { token: admin })).statusCode,
    ).toBe(200);
    const [first] = await auditRows(t.db, 'rg_timeout', p.id);
    expect(first).toMatchObject({
      actor_kind: 'admin',
      details: { period: '7d', reason: 'Player asked on the phone' },
    });
    expect(await auditRows(t.db, 'rg_exclusion_extended', p.id)).toHaveLength(1);
    expect((await call(t.app, url, { period: '7d', reason: 'x' }, { token: admin })).statusCode).toBe(400);
    expect(
      (
        await call(
          t.app,
          `admin/customers/999999999/timeout`,
          { period: '7d', reason: 'nobody' },
          { token: admin },
        )
      ).statusCode,
    ).toBe(404);
    expect(
      (await call(t.app, url, { period: '7d', reason: 'no staff' }, { token: p.token })).statusCode,
    ).toBe(401);
  });

  it('rule 38: closing the account ends play, login and marketing at once; gambling_concern also self-excludes', async () => {
    controlClock(Date.parse('2026-11-27T10:00:00Z'));
    const plain = await player();
    const res = await call(t.app, 'customer/close', { reason: 'not_interested' }, { token: plain.token });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toEqual({ kind: 'closed', until: null });
    expect((await logIn(t.app, plain.username)).json()).toMatchObject({
      code: 'ACCOUNT_CLOSED',
      data: { kind: 'closed', until: null },
    });
    expect(await isMarketable(t.db, plain.id)).toBe(false);
    const kinds = async (id: bigint) =>
      (
        await t.db
          .selectFrom('rg_exclusion')
          .select(['kind', 'ends_at'])
          .where('customer_id', '=', id)
          .orderBy('id')
          .execute()
      ).map((r) => [r.kind, r.ends_at?.toISOString() ?? null]);
    expect(await kinds(plain.id)).toEqual([['closure', null]]);

    const worried = await player();
    await call(t.app, 'customer/close', { reason: 'gambling_concern' }, { token: worried.token });
    expect(await kinds(worried.id)).toEqual([
      ['closure', null],
      ['self_exclusion', '2027-05-27T10:00:00.000Z'],
    ]);
    const [closed] = await auditRows(t.db, 'rg_account_closed', worried.id);
    expect(closed).toMatchObject({ actor_kind: 'customer', details: { reason: 'gambling_concern' } });
    expect(await auditRows(t.db, 'rg_self_exclusion', worried.id)).toHaveLength(1);
  });

  it('rule 40: the time-out and each withdraw-only login write audit rows naming the player', async () => {
    const p = await player();
    await call(t.app, 'customer/timeout', { period: '24h' }, { token: p.token });
    await logIn(t.app, p.username);
    await logIn(t.app, p.username);
    expect(await auditRows(t.db, 'rg_timeout', p.id)).toMatchObject([
      { actor_kind: 'customer', actor_id: p.id },
    ]);
    const blocked = await auditRows(t.db, 'rg_login_restricted', p.id);
    expect(blocked).toHaveLength(2);
    expect(blocked[0]).toMatchObject({ actor_kind: 'customer', details: { code: 'TIMED_OUT' } });
  });
});
