import { approvalPageSchema, customerSportsLimitsSchema } from '@lalebet/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from '../../../test/accounts.ts';
import { adminToken } from '../../../test/admin.ts';
import { testDatabases } from '../../../test/harness.ts';
import { assertLedgerSound } from '../../../test/ledger.ts';
import { roleToken } from '../../../test/staff.ts';
import { createBetsApp, expectOpenBetsBalanced, place, player, single } from '../bets/place/test-kit.ts';

/**
 * Per-player sports limits (docs/decisions/079-bet-voids-and-player-limits.md): tightening at
 * once, loosening after a second sportsbook:limits holder, and placement honouring them on both
 * of its paths (the one-trip path declines a player with limits; the ordinary one applies them).
 */
describe.each(testDatabases())('player sports limits (%s)', (kind) => {
  let t: Awaited<ReturnType<typeof createBetsApp>>;
  let owner: string;
  let trader: string;
  beforeAll(async () => {
    t = await createBetsApp(kind);
    owner = await adminToken(t.app, t.db);
    trader = await roleToken(t.app, t.db, 'trading');
  }, 180_000);
  afterAll(() => t.close());

  const url = (id: bigint) => `admin/sportsbook/customers/${id}/limits`;
  const read = async (id: bigint, token = trader) => {
    const res = await call(t.app, url(id), undefined, { token, method: 'GET' });
    expect(res.statusCode, res.body).toBe(200);
    return customerSportsLimitsSchema.parse(res.json().data);
  };
  const put = (id: bigint, body: object, token = owner) =>
    call(t.app, url(id), { reason: 'Risk değerlendirmesi', ...body }, { token, method: 'PUT' });

  it('reads the book limits for a player without a row; a player may not read them', async () => {
    const p = await player(t, 10);
    expect(await read(p.id)).toMatchObject({
      stakeFactor: 1,
      maxPayout: null,
      sharp: false,
      updatedAt: null,
    });
    const res = await call(t.app, url(p.id), undefined, { token: p.token, method: 'GET' });
    expect(res.statusCode).toBe(401);
  });

  it('a lower factor applies at once, on the one-trip path too: STAKE_TOO_HIGH with the player maximum', async () => {
    const p = await player(t, 2000);
    t.catalogue.add('lim-1');
    // the first bet teaches the one-trip path this player's accounts
    expect((await place(t, p.token, single('lim-1', 1.85, { stake: 600 }))).statusCode).toBe(200);
    const res = await put(p.id, { stakeFactor: 0.01, maxPayout: null, sharp: false });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toEqual({ status: 'done', requestId: null });
    expect(await read(p.id)).toMatchObject({ stakeFactor: 0.01, updatedBy: expect.any(String) });
    // book 50,000 lira x 0.01 = 500 lira
    const over = await place(t, p.token, single('lim-1', 1.85, { stake: 600 }));
    expect(over.json()).toMatchObject({ code: 'STAKE_TOO_HIGH', data: { allowed: 500 } });
    expect((await place(t, p.token, single('lim-1', 1.85, { stake: 400 }))).statusCode).toBe(200);
    // the per-event cap narrows too: 100,000 x 0.01 = 1,000 lira, 1,000 already on the event
    const event = await place(t, p.token, single('lim-1', 1.85, { stake: 100 }));
    expect(event.json()).toMatchObject({ code: 'STAKE_TOO_HIGH', data: { allowed: 0 } });
    await expectOpenBetsBalanced(t.db);
    await assertLedgerSound(t.db);
  });

  it("the player's payout cap below the book's refuses PAYOUT_LIMIT", async () => {
    const p = await player(t, 100);
    t.catalogue.add('lim-2');
    expect((await put(p.id, { stakeFactor: 1, maxPayout: '1500', sharp: false })).json().data.status).toBe(
      'done',
    );
    const res = await place(t, p.token, single('lim-2', 1.85, { stake: 10 }));
    expect(res.json()).toMatchObject({ code: 'PAYOUT_LIMIT' });
    const ok = await place(t, p.token, single('lim-2', 1.85, { stake: 8 }));
    expect(ok.statusCode, ok.body).toBe(200);
    const row = await t.db
      .selectFrom('sb_bet')
      .select('max_payout')
      .where('customer_id', '=', p.id)
      .executeTakeFirstOrThrow();
    expect(row.max_payout).toBe(1500n);
  });

  it('a sharp player: the factor capped at 0.25 and the live delay doubled', async () => {
    const p = await player(t, 100_000);
    expect((await put(p.id, { stakeFactor: 2, maxPayout: null, sharp: true })).json().data.status).toBe(
      'pending',
    );
    // factor 2 waits; sharp on applied at once, with the factor as it was (1), capped at 0.25
    expect(await read(p.id)).toMatchObject({ stakeFactor: 1, sharp: true });
    t.catalogue.add('lim-3');
    const over = await place(t, p.token, single('lim-3', 1.85, { stake: 12_501 }));
    expect(over.json()).toMatchObject({ code: 'STAKE_TOO_HIGH', data: { allowed: 12_500 } });
    t.catalogue.add('lim-live', undefined, { live: true, eventStatus: 'live' });
    const live = await place(t, p.token, single('lim-live', 1.85, { stake: 20 }));
    expect(live.statusCode, live.body).toBe(200);
    const row = await t.db
      .selectFrom('sb_bet')
      .select(['decide_at', 'placed_at'])
      .where('id', '=', live.json().data.id)
      .executeTakeFirstOrThrow();
    expect(row.decide_at!.getTime() - row.placed_at.getTime()).toBe(10_000);
  });

  it('loosening waits for a second holder, who sees it in the approvals inbox; the requester cannot approve', async () => {
    const p = await player(t, 10);
    await put(p.id, { stakeFactor: 0.5, maxPayout: '100000', sharp: true });
    const res = await put(p.id, { stakeFactor: 1, maxPayout: null, sharp: false });
    expect(res.json().data.status).toBe('pending');
    const requestId = res.json().data.requestId as number;
    expect(await read(p.id)).toMatchObject({ stakeFactor: 0.5, maxPayout: '100000', sharp: true });
    const inbox = await call(t.app, 'admin/approvals?sort=requestedAt&order=asc&take=100', undefined, {
      token: trader,
      method: 'GET',
    });
    const item = approvalPageSchema
      .parse(inbox.json().data)
      .items.find((i) => i.kind === 'sports_limits' && i.id === requestId);
    expect(item).toMatchObject({ customerId: Number(p.id), stakeFactor: 1, maxPayout: null, sharp: false });
    expect(item!.allowedActions).toEqual(['approve', 'reject']);
    const own = await call(
      t.app,
      `admin/sportsbook/limitrequests/${requestId}/approve`,
      { payloadHash: item!.payloadHash },
      { token: owner },
    );
    expect(own.json().code).toBe('APPROVAL_OWN_REQUEST');
    const ok = await call(
      t.app,
      `admin/sportsbook/limitrequests/${requestId}/approve`,
      { payloadHash: item!.payloadHash },
      { token: trader },
    );
    expect(ok.statusCode, ok.body).toBe(200);
    expect(await read(p.id)).toMatchObject({ stakeFactor: 1, maxPayout: null, sharp: false });
  });

  it('voids and limit changes need their permissions: support may neither void nor change limits', async () => {
    const p = await player(t, 100);
    t.catalogue.add('void-perm');
    const bet = (await place(t, p.token, single('void-perm', 1.85, { stake: 10 }))).json().data;
    const support = await roleToken(t.app, t.db, 'support');
    const voided = await call(
      t.app,
      `admin/sportsbook/bets/${bet.id}/void`,
      { reason: 'Yetkisiz' },
      { token: support },
    );
    expect(voided.statusCode).toBe(403);
    expect((await put(p.id, { stakeFactor: 0.5, maxPayout: null, sharp: false }, support)).statusCode).toBe(
      403,
    );
    expect((await call(t.app, url(p.id), undefined, { token: support, method: 'GET' })).statusCode).toBe(403);
  });

  it('a void above the threshold through the routes: pending, listed for a second holder, approved', async () => {
    const p = await player(t, 5000);
    t.catalogue.add('void-1');
    const bet = (await place(t, p.token, single('void-1', 1.85, { stake: 2000 }))).json().data;
    const asked = await call(
      t.app,
      `admin/sportsbook/bets/${bet.id}/void`,
      { reason: 'Hatalı oran' },
      { token: owner },
    );
    expect(asked.statusCode, asked.body).toBe(200);
    expect(asked.json().data.status).toBe('pending');
    const inbox = await call(t.app, 'admin/approvals?sort=requestedAt&order=asc&take=100', undefined, {
      token: trader,
      method: 'GET',
    });
    const item = approvalPageSchema
      .parse(inbox.json().data)
      .items.find((i) => i.kind === 'bet_void' && i.betId === bet.id);
    expect(item).toMatchObject({ stake: '200000', reason: 'Hatalı oran', betStatus: 'open' });
    const ok = await call(
      t.app,
      `admin/sportsbook/voidrequests/${item!.id}/approve`,
      { payloadHash: item!.payloadHash },
      { token: trader },
    );
    expect(ok.statusCode, ok.body).toBe(200);
    const row = await t.db
      .selectFrom('sb_bet')
      .select(['status', 'payout'])
      .where('id', '=', bet.id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ status: 'void', payout: 200000n });
    await expectOpenBetsBalanced(t.db);
    await assertLedgerSound(t.db);
  });
});
