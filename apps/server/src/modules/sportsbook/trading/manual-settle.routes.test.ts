import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, setOption } from '../../../test/accounts.ts';
import { type TestApp, testDatabases } from '../../../test/harness.ts';
import { roleToken } from '../../../test/staff.ts';
import { envelope, fixture, x12 } from '../feed/test-kit.ts';
import { createDeskApp, playerStatus, trade } from './desk.test-kit.ts';

/**
 * The desk's manual grade and market void over HTTP
 * (docs/decisions/083-manual-grading-and-market-voids.md): sportsbook:settle only, bad results
 * refused, and the line shown settled or cancelled to players as a feed message would.
 */
describe.each(testDatabases())('manual settlement routes (%s)', (kind) => {
  let t: TestApp & Awaited<ReturnType<typeof createDeskApp>>;
  let trader: string;
  const EVENT = 'sr:match:8301';
  const won = { markets: [{ marketId: 1, outcomes: [{ outcomeId: '1', result: 'won' }] }] };

  beforeAll(async () => {
    t = await createDeskApp(kind);
    trader = await roleToken(t.app, t.db, 'trading');
    await t.publish(fixture(EVENT, { startTime: new Date(Date.now() + 3_600_000).toISOString() }));
    await t.publish(
      envelope('odds_change', { markets: [x12([1850, 3400, 4200])] }, { event: EVENT, ts: Date.now() }),
    );
  }, 180_000);
  afterAll(() => t.close());

  it('refuses staff without sportsbook:settle and a result outside won, lost or void', async () => {
    const support = await roleToken(t.app, t.db, 'support');
    const refused = await trade(t.app, support, `events/${EVENT}/grade`, { ...won, reason: 'Sonuç yok' });
    expect(refused.statusCode).toBe(403);
    const bad = await call(
      t.app,
      `admin/sportsbook/events/${EVENT}/grade`,
      { markets: [{ marketId: 1, outcomes: [{ outcomeId: '1', result: 'draw' }] }], reason: 'Sonuç yok' },
      { token: trader, locale: 'tr' },
    );
    expect(bad.statusCode).toBe(400);
    expect(bad.json().code).toBe('VALIDATION_FAILED');
  });

  it('grades a line once: players see it settled, a second grade is refused in their language', async () => {
    const res = await trade(t.app, trader, `events/${EVENT}/grade`, { ...won, reason: 'Veri akışı yok' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toEqual({ status: 'done', requestId: null });
    expect(t.app.sportsbookFeed.catalogue.line(EVENT, 1, '')?.status).toBe('settled');
    expect(await playerStatus(t.app, EVENT)).toBeUndefined();
    const again = await call(
      t.app,
      `admin/sportsbook/events/${EVENT}/grade`,
      { ...won, reason: 'Tekrar' },
      { token: trader, locale: 'tr' },
    );
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'MARKET_ALREADY_SETTLED', success: false });
    expect(again.json().message).toContain('zaten');
  });

  it('voids a whole line once, even one graded before: players see it cancelled', async () => {
    const body = { eventId: EVENT, marketId: 1, specifiers: '', reason: 'Maç tatil edildi' };
    const res = await trade(t.app, trader, 'markets/void', body);
    expect(res.json().data, res.body).toEqual({ status: 'done', requestId: null });
    expect(t.app.sportsbookFeed.catalogue.line(EVENT, 1, '')?.status).toBe('cancelled');
    const again = await trade(t.app, trader, 'markets/void', body);
    expect(again.json().code).toBe('MARKET_ALREADY_VOID');
  });

  it('above the threshold a grade waits in the approvals inbox; a second holder approves the hash seen', async () => {
    await setOption(t.db, 'sportsbook.settle.approvalminor', '0');
    const markets = [
      { marketId: 18, specifiers: 'total=2.5', outcomes: [{ outcomeId: '12', result: 'void' }] },
    ];
    const asked = await trade(t.app, trader, `events/${EVENT}/grade`, { markets, reason: 'Veri akışı yok' });
    expect(asked.json().data, asked.body).toMatchObject({ status: 'pending' });
    const owner = await roleToken(t.app, t.db, 'admin');
    const inbox = await call(t.app, 'admin/approvals?take=100', undefined, { token: owner, locale: 'tr' });
    const item = inbox.json().data.items.find((i: { kind: string }) => i.kind === 'manual_settlement');
    expect(item).toMatchObject({
      id: asked.json().data.requestId,
      action: 'grade',
      eventId: EVENT,
      eventName: 'Fenerbahçe - Galatasaray',
      markets,
      stake: '0',
      allowedActions: ['approve', 'reject'],
    });
    const own = await trade(t.app, trader, `settlementrequests/${item.id}/approve`, {
      payloadHash: item.payloadHash,
    });
    expect(own.json().code).toBe('APPROVAL_OWN_REQUEST');
    const res = await trade(t.app, owner, `settlementrequests/${item.id}/approve`, {
      payloadHash: item.payloadHash,
    });
    expect(res.statusCode, res.body).toBe(200);
    const again = await trade(t.app, trader, `events/${EVENT}/grade`, { markets, reason: 'Tekrar' });
    expect(again.json().code).toBe('MARKET_ALREADY_SETTLED');
  });
});
