import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, signUp } from '../../../test/accounts.ts';
import { roleToken } from '../../../test/staff.ts';
import { customerIdOf } from '../../../test/customers.ts';
import { fund } from '../../../test/ledger.ts';
import { type TestApp, testDatabases } from '../../../test/harness.ts';
import { place, single } from '../bets/place/test-kit.ts';
import { envelope, fixture, startAdapter, total, x12 } from '../feed/test-kit.ts';
import { createSuspensionRegistry } from './suspension-registry.ts';
import { createDeskApp, playerStatus, trade } from './desk.test-kit.ts';
import { until } from '../feed-run.test-kit.ts';

/**
 * Traders' suspensions (docs/decisions/078-trading-desk.md): they hold a market or an event
 * suspended for players and placement whatever the feed says, until released; they are stored,
 * so a restarted or another process's catalogue holds them too.
 */
describe.each(testDatabases())('manual suspension (%s)', (kind) => {
  let t: TestApp & Awaited<ReturnType<typeof createDeskApp>>;
  let trader: string;
  let player: { id: bigint; token: string };
  const EVENT = 'sr:match:7801';
  const odds = (ts: number, a: [number, number, number]) =>
    envelope('odds_change', { markets: [x12(a), total('2.5', 1900, 1900)] }, { event: EVENT, ts });

  beforeAll(async () => {
    t = await createDeskApp(kind);
    trader = await roleToken(t.app, t.db, 'trading');
    const who = await signUp(t.app);
    player = { id: await customerIdOf(t.db, who.username as string), token: who.token };
    await fund(t.db, player.id, 100_000n);
    await t.publish(fixture(EVENT, { startTime: new Date(Date.now() + 3_600_000).toISOString() }));
    await t.publish(odds(Date.now(), [1850, 3400, 4200]));
  }, 180_000);
  afterAll(() => t.close());

  it('refuses callers without sportsbook:trade and explains a short reason in their language', async () => {
    const support = await roleToken(t.app, t.db, 'support');
    const refused = await trade(t.app, support, `events/${EVENT}/suspend`, { reason: 'risk' });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe('FORBIDDEN');
    const tr = await call(
      t.app,
      `admin/sportsbook/events/${EVENT}/suspend`,
      { reason: 'x' },
      { token: trader, locale: 'tr' },
    );
    expect(tr.statusCode).toBe(400);
    expect(tr.json().code).toBe('VALIDATION_FAILED');
    const en = await call(
      t.app,
      `admin/sportsbook/events/${EVENT}/suspend`,
      { reason: 'x' },
      { token: trader },
    );
    expect(tr.json().message).not.toBe(en.json().message);
    const unknown = await trade(t.app, trader, 'events/sr:match:404/suspend', { reason: 'no such match' });
    expect(unknown.json().code).toBe('NOT_FOUND');
  });

  it('holds a market suspended through the feed’s prices until released; placement refuses it meanwhile', async () => {
    expect(await playerStatus(t.app, EVENT)).toMatchObject({ status: 'active' });
    const body = { eventId: EVENT, marketId: 1, specifiers: '', reason: 'Sakatlık haberi bekleniyor' };
    const held = await trade(t.app, trader, 'markets/suspend', body);
    expect(held.statusCode, held.body).toBe(200);
    expect(held.json().data).toEqual({ eventId: EVENT, marketId: 1, specifiers: '', suspended: true });
    expect(await playerStatus(t.app, EVENT)).toMatchObject({ status: 'suspended' });
    expect(await playerStatus(t.app, EVENT, 18)).toMatchObject({ status: 'active' });
    const refused = await place(t, player.token, single(EVENT, 1.85));
    expect(refused.json().code).toBe('MARKET_SUSPENDED');

    // The feed moves the prices and says active: the prices follow, the market stays shut.
    await t.publish(odds(Date.now() + 10, [1700, 3500, 4500]));
    const during = await playerStatus(t.app, EVENT);
    expect(during).toMatchObject({ status: 'suspended' });
    expect(during!.outcomes[0]!.odds).toBe(1.7);

    const released = await trade(t.app, trader, 'markets/resume', { ...body, reason: 'Kadro açıklandı' });
    expect(released.json().data.suspended).toBe(false);
    expect(await playerStatus(t.app, EVENT)).toMatchObject({ status: 'active' });
    expect((await place(t, player.token, single(EVENT, 1.7))).statusCode).toBe(200);

    const rows = await t.db
      .selectFrom('auth_audit')
      .select(['event', 'details'])
      .where('event', 'in', ['sportsbook_suspended', 'sportsbook_resumed'])
      .orderBy('id')
      .execute();
    expect(rows.map((r) => r.event)).toEqual(['sportsbook_suspended', 'sportsbook_resumed']);
    expect(rows[0]!.details).toMatchObject({
      eventId: EVENT,
      marketId: 1,
      reason: body.reason,
      changed: true,
    });
  });

  it('holds every market of an event, and a second process or a restart holds it too', async () => {
    const held = await trade(t.app, trader, `events/${EVENT}/suspend`, { reason: 'Şike şüphesi' });
    expect(held.json().data).toEqual({ eventId: EVENT, marketId: null, specifiers: null, suspended: true });
    expect(await playerStatus(t.app, EVENT)).toMatchObject({ status: 'suspended' });
    expect(await playerStatus(t.app, EVENT, 18)).toMatchObject({ status: 'suspended' });
    const refused = await place(t, player.token, {
      ...single(EVENT, 1.9),
      selections: [{ eventId: EVENT, marketId: 18, specifiers: 'total=2.5', outcomeId: '12', odds: 1.9 }],
    });
    expect(refused.json().code).toBe('MARKET_SUSPENDED');

    // Another process (or this one restarted): its own catalogue, the holds read from the table.
    const other = await startAdapter(t.db);
    const registry = createSuspensionRegistry({
      db: t.db,
      apply: (h) => other.adapter.setHolds(h),
      log: console,
    });
    const stop = registry.listen(t.app.cacheNotices);
    await registry.reload();
    await other.adapter.handle(odds(Date.now() + 20, [1700, 3500, 4500]));
    expect(other.adapter.catalogue.line(EVENT, 1, '')?.status).toBe('suspended');

    // Released in the first process: the second hears of it through the change notice.
    await trade(t.app, trader, `events/${EVENT}/resume`, { reason: 'İnceleme bitti' });
    await t.app.cacheNotices?.fence();
    const reopened = await until('the notice reopens the line', async () =>
      other.adapter.catalogue.line(EVENT, 1, '')?.status === 'active' ? true : undefined,
    );
    expect(reopened).toBe(true);
    expect(await playerStatus(t.app, EVENT, 18)).toMatchObject({ status: 'active' });
    stop();
    await other.adapter.stop();
  });

  it('suspending twice keeps one hold; releasing what is not held changes nothing', async () => {
    const body = { eventId: EVENT, marketId: 18, specifiers: 'total=2.5', reason: 'Oran kontrolü' };
    await trade(t.app, trader, 'markets/suspend', body);
    const again = await trade(t.app, trader, 'markets/suspend', body);
    expect(again.json().data.suspended).toBe(true);
    const rows = await t.db
      .selectFrom('sb_manual_suspension')
      .selectAll()
      .where('market_id', '=', 18)
      .execute();
    expect(rows).toHaveLength(1);
    await trade(t.app, trader, 'markets/resume', body);
    const none = await trade(t.app, trader, 'markets/resume', body);
    expect(none.json().data.suspended).toBe(false);
    const after = await t.db
      .selectFrom('sb_manual_suspension')
      .selectAll()
      .where('market_id', '=', 18)
      .execute();
    expect(after).toHaveLength(1);
    expect(after[0]!.released_at).not.toBeNull();
  });
});
