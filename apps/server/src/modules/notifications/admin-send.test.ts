import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, signUp } from '../../test/accounts.ts';
import { adminToken as loginAdmin } from '../../test/admin.ts';
import { type TestApp, createTestApp, testDatabases } from '../../test/harness.ts';
import { customerIdOf } from '../../test/customers.ts';
import { exclude, strongFlag } from '../../test/protection.ts';
import { setExclusionRow } from '../../core/protection/test-kit.ts';
import { clock } from '../../lib/clock.ts';

describe.each(testDatabases())('back-office notifications on %s', (kind) => {
  let t: TestApp;
  let adminToken: string;
  beforeAll(async () => {
    t = await createTestApp(kind);
    adminToken = await loginAdmin(t.app, t.db);
  });
  afterAll(() => t.close());

  const send = (body: object, token = adminToken) =>
    call(t.app, 'admin/notification/send', body, { token, locale: 'tr' });
  const titles = async (token: string, locale: 'tr' | 'en') =>
    (await call(t.app, 'customer/notification', { skip: 0, take: 100 }, { token, locale }))
      .json()
      .data.map((n: { title: string; type: number }) => `${n.type}:${n.title}`);

  it('sends a System notification to one customer, found by username in any case', async () => {
    const ayse = await signUp(t.app);
    const other = await signUp(t.app);
    const res = await send({ username: ayse.username.toUpperCase(), title: 'Bakım', note: 'Bu gece 02:00.' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      success: true,
      message: 'Bildirim gönderildi.',
      data: { sent: 1, skipped: 0 },
    });
    // One string is the text in both languages.
    expect(await titles(ayse.token, 'en')).toEqual(['5:Bakım']);
    expect(await titles(ayse.token, 'tr')).toEqual(['5:Bakım']);
    expect(await titles(other.token, 'en')).toEqual([]);
    const audit = await t.db
      .selectFrom('auth_audit')
      .select(['event', 'details'])
      .where('event', '=', 'admin_notification_sent')
      .execute();
    expect(audit).toHaveLength(1);
  });

  it('sends to everyone with a text per language, and answers how many got it', async () => {
    const a = await signUp(t.app);
    const b = await signUp(t.app);
    const customers = Number(
      (
        await t.db
          .selectFrom('customer')
          .select((e) => e.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
    const res = await send({
      all: true,
      purpose: 'service',
      title: { tr: 'Yeni oyunlar', en: 'New games' },
      note: { tr: 'Hemen deneyin.', en: 'Try them now.' },
    });
    expect(res.json().data).toEqual({ sent: customers, skipped: 0 });
    expect(await titles(a.token, 'en')).toEqual(['5:New games']);
    expect(await titles(b.token, 'tr')).toEqual(['5:Yeni oyunlar']);
  });

  it('refuses unknown customers, ambiguous bodies and anyone but the back office', async () => {
    const customer = await signUp(t.app);
    const unknown = await send({ username: 'yokboylebiri', title: 'x', note: 'y' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('Bu kullanıcı adına sahip bir müşteri yok.');
    expect((await send({ username: customer.username, all: true, title: 'x', note: 'y' })).statusCode).toBe(
      400,
    );
    expect((await send({ all: false, title: 'x', note: 'y' })).statusCode).toBe(400);
    expect((await send({ all: true, title: '', note: 'y' })).statusCode).toBe(400);
    expect((await send({ all: true, title: { tr: 'x' }, note: 'y' })).statusCode).toBe(400);
    // A send to all says what it is for (docs/decisions/046-protection-gaps.md).
    expect((await send({ all: true, title: 'x', note: 'y' })).statusCode).toBe(400);
    expect((await send({ all: true, purpose: 'promo', title: 'x', note: 'y' })).statusCode).toBe(400);
    const body = { all: true, purpose: 'service', title: 'x', note: 'y' };
    expect((await send(body, customer.token)).statusCode).toBe(401);
    expect((await call(t.app, 'admin/notification/send', body)).statusCode).toBe(401);
  });

  it('marketing to all skips blocked and flagged players (skipped counts them); service still reaches them', async () => {
    const open = await signUp(t.app);
    const blocked = { timeout: await signUp(t.app), self_exclusion: await signUp(t.app) };
    const flagged = await signUp(t.app);
    for (const [state, p] of Object.entries(blocked)) {
      await exclude(t.db, await customerIdOf(t.db, p.username), state as 'timeout' | 'self_exclusion');
    }
    await strongFlag(t.db, await customerIdOf(t.db, flagged.username));
    const ended = await signUp(t.app);
    const endedId = await customerIdOf(t.db, ended.username);
    // A self-exclusion that ended without a lift still keeps marketing away (docs/rules.md R30).
    await setExclusionRow(t.db, endedId, 'self_exclusion', {
      startsAt: new Date(clock.ms() - 400 * 86_400_000),
      endsAt: new Date(clock.ms() - 86_400_000),
      period: '1y',
    });
    const marketing = await send({
      all: true,
      purpose: 'marketing',
      title: 'Mega bonus!',
      note: 'Yatır, kazan.',
    });
    expect(marketing.statusCode, marketing.body).toBe(200);
    const { sent, skipped } = marketing.json().data as { sent: number; skipped: number };
    expect(skipped).toBeGreaterThanOrEqual(4);
    const stored = async (username: string, title: string) =>
      (
        await t.db
          .selectFrom('notification')
          .select('id')
          .where('customer_id', '=', await customerIdOf(t.db, username))
          .where('title_en', '=', title)
          .execute()
      ).length;
    expect(await stored(open.username, 'Mega bonus!')).toBe(1);
    for (const p of [blocked.timeout, blocked.self_exclusion, flagged, ended]) {
      expect(await stored(p.username, 'Mega bonus!'), p.username).toBe(0);
    }
    const service = await send({ all: true, purpose: 'service', title: 'Bakım', note: 'Bu gece 02:00.' });
    expect(service.json().data).toEqual({ sent: sent + skipped, skipped: 0 });
    for (const p of [open, blocked.timeout, blocked.self_exclusion, flagged, ended]) {
      expect(await stored(p.username, 'Bakım'), p.username).toBe(1);
    }
    const audit = await t.db
      .selectFrom('auth_audit')
      .select('details')
      .where('event', '=', 'admin_notification_sent')
      .execute();
    expect(JSON.stringify(audit)).toContain('"purpose":"marketing"');
  });
});
