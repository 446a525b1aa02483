import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isMarketable, unmarketableAmong } from '../../core/protection/index.ts';
import { DAY_MS } from '../../lib/clock.ts';
import { call } from '../../test/accounts.ts';
import { adminToken } from '../../test/admin.ts';
import { insertCustomers } from '../../test/customers.ts';
import { type TestApp, createTestApp, testDatabases } from '../../test/harness.ts';
import { exclude, strongFlag } from '../../test/protection.ts';
import { roleToken } from '../../test/staff.ts';

const TEXT = { title: { tr: 'Hafta sonu fırsatı', en: 'Weekend deal' }, note: 'Kaçırmayın!' };

describe.each(testDatabases())('back-office segment notifications on %s', (kind) => {
  let t: TestApp;
  let owner: string;
  let methodId: number;
  beforeAll(async () => {
    t = await createTestApp(kind, { seed: true });
    owner = await adminToken(t.app, t.db);
    methodId = (
      await t.db
        .selectFrom('payment_method')
        .select('id')
        .where('direction', '=', 1)
        .executeTakeFirstOrThrow()
    ).id;
  }, 180_000);
  afterAll(() => t.close());

  const send = (body: object, token = owner, locale: 'tr' | 'en' = 'en') =>
    call(t.app, 'admin/notification/segment', body, { token, locale });
  const players = async (n: number, set: { vip_level?: number; locale?: 'tr' | 'en' } = {}) => {
    const ids = await insertCustomers(t.db, n, `s${Math.random().toString(36).slice(2, 7)}`);
    if (Object.keys(set).length) await t.db.updateTable('customer').set(set).where('id', 'in', ids).execute();
    return ids;
  };
  const deposit = async (customerId: bigint, daysAgo: number, status: 1 | 2 = 1) => {
    const at = new Date(Date.now() - daysAgo * DAY_MS);
    await t.db
      .insertInto('payment')
      .values({
        customer_id: customerId,
        kind: 1,
        method_id: methodId,
        status,
        amount: 10_000n,
        detail: '{}',
        created_at: at,
        updated_at: at,
      })
      .execute();
  };
  const receivers = async (title: string) =>
    new Set(
      (
        await t.db.selectFrom('notification').select('customer_id').where('title_en', '=', title).execute()
      ).map((r) => r.customer_id),
    );

  it('reaches exactly the players meeting every condition: deposit window, VIP level, language', async () => {
    const [inside, oldDeposit, pending, noDeposit] = await players(4, { vip_level: 5, locale: 'tr' });
    const [english] = await players(1, { vip_level: 5, locale: 'en' });
    const [lowVip] = await players(1, { vip_level: 4, locale: 'tr' });
    for (const id of [inside!, english!, lowVip!]) await deposit(id, 3);
    await deposit(oldDeposit!, 40);
    await deposit(pending!, 1, 2);
    void noDeposit;
    const title = { tr: 'VIP yatırım', en: 'VIP deposit' };
    const res = await send(
      {
        segment: { depositedWithinDays: 7, vipLevelMin: 5, locale: 'tr' },
        purpose: 'service',
        ...TEXT,
        title,
      },
      owner,
      'tr',
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      success: true,
      message: 'Bildirim gönderildi.',
      data: { sent: 1, skipped: 0 },
    });
    expect(await receivers('VIP deposit')).toEqual(new Set([inside]));
    const audit = await t.db
      .selectFrom('auth_audit')
      .select('details')
      .where('event', '=', 'admin_notification_sent')
      .execute();
    expect(audit.at(-1)!.details).toMatchObject({ purpose: 'service', sent: 1, skipped: 0 });
    expect(JSON.parse(audit.at(-1)!.details.segment as string)).toEqual({
      depositedWithinDays: 7,
      vipLevelMin: 5,
      locale: 'tr',
    });
  });

  it('marketing skips timed-out, self-excluded, closed and strongly flagged players; service skips only closed', async () => {
    const [plain, timedOut, selfExcluded, closed, flagged, disabled] = await players(6, { vip_level: 10 });
    await exclude(t.db, timedOut!, 'timeout');
    await exclude(t.db, selfExcluded!, 'self_exclusion');
    await exclude(t.db, closed!, 'closure');
    await strongFlag(t.db, flagged!);
    await t.db.updateTable('customer').set({ disabled_at: new Date() }).where('id', '=', disabled!).execute();

    const marketing = await send({ segment: { vipLevelMin: 10 }, purpose: 'marketing', ...TEXT, title: 'M' });
    expect(marketing.json().data).toEqual({ sent: 1, skipped: 3 });
    expect(await receivers('M')).toEqual(new Set([plain]));

    const service = await send({ segment: { vipLevelMin: 10 }, purpose: 'service', ...TEXT, title: 'S' });
    expect(service.json().data).toEqual({ sent: 4, skipped: 0 });
    expect(await receivers('S')).toEqual(new Set([plain, timedOut, selfExcluded, flagged]));

    // The batch check and the one-player rule agree on every state.
    const all = [plain!, timedOut!, selfExcluded!, closed!, flagged!, disabled!];
    const blocked = await unmarketableAmong(t.db, all);
    for (const id of all) expect(blocked.has(id), String(id)).toBe(!(await isMarketable(t.db, id)));
  });

  it('goes through a large segment in batches, and a dry run only counts', async () => {
    const ids = await players(1_234, { vip_level: 9 });
    const dry = await send({
      segment: { vipLevelMin: 9, locale: 'tr' },
      purpose: 'marketing',
      ...TEXT,
      title: 'D',
      dryRun: true,
    });
    // The level-10 players of the test before are in too (9 and above): one marketable, three skipped.
    expect(dry.json()).toEqual({
      success: true,
      message: 'Recipients counted; nothing was sent.',
      data: { sent: 1_235, skipped: 3 },
    });
    const before = await t.db.selectFrom('notification').select('id').where('title_en', '=', 'D').execute();
    expect(before).toEqual([]);
    const real = await send({ segment: { vipLevelMin: 9 }, purpose: 'service', ...TEXT, title: 'B' });
    const got = await receivers('B');
    expect(ids.every((id) => got.has(id))).toBe(true);
    expect(real.json().data.sent).toBe(got.size);
  }, 180_000);

  it('refuses bad segments and callers without notifications:send; the one-player send still works', async () => {
    for (const body of [
      { segment: {}, ...TEXT },
      { segment: {}, purpose: 'promo', ...TEXT },
      { segment: { depositedWithinDays: 0 }, purpose: 'service', ...TEXT },
      { segment: { vipLevelMin: 11 }, purpose: 'service', ...TEXT },
      { segment: { locale: 'de' }, purpose: 'service', ...TEXT },
      { segment: { country: 'TR' }, purpose: 'service', ...TEXT },
      { segment: {}, purpose: 'service', title: '', note: 'x' },
    ]) {
      const res = await send(body, owner, 'tr');
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().code).toBe('VALIDATION_FAILED');
    }
    const support = await roleToken(t.app, t.db, 'support');
    const refused = await send({ segment: {}, purpose: 'service', ...TEXT }, support);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe('FORBIDDEN');
    const content = await roleToken(t.app, t.db, 'content');
    const dry = await send(
      { segment: { vipLevelMin: 10 }, purpose: 'marketing', ...TEXT, dryRun: true },
      content,
    );
    expect(dry.statusCode, dry.body).toBe(200);
    const [one] = await players(1);
    const { username } = await t.db
      .selectFrom('customer')
      .select('username')
      .where('id', '=', one!)
      .executeTakeFirstOrThrow();
    const single = await call(
      t.app,
      'admin/notification/send',
      { username, title: 'Tek', note: 'Bir kişi' },
      { token: owner },
    );
    expect(single.json().data).toEqual({ sent: 1, skipped: 0 });
  });
});
