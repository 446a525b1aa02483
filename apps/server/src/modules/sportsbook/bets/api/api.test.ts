import { COUPON_CODE_PATTERN } from '@lalebet/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from '../../../../test/accounts.ts';
import { testDatabases } from '../../../../test/harness.ts';
import type { Kysely } from 'kysely';
import type { Database } from '../../../../db/database.ts';
import type { FeedBodies, FeedEnvelope, OutcomeResult } from '../../../../lib/feed/envelope.ts';
import { type SettlementMessage, createSettlement } from '../../feed/settlement.ts';
import { envelope } from '../../feed/test-kit.ts';
import { createBetsApp, place, player, sel, single } from '../place/test-kit.ts';
import { recordingNotifier } from '../settle/bets.test-kit.ts';
import { createSettlementSink } from '../settle/sink.ts';

/** The feed's own settlement over the real sink: the path a feed message takes to the bets. */
function feedOf(db: Kysely<Database>) {
  const sink = createSettlementSink({ db, notifier: recordingNotifier().notifier });
  const settlement = createSettlement({ db, sink, now: () => new Date(), onStatus: () => {} });
  let ts = Date.now();
  const send = (m: FeedEnvelope) => settlement.handle({ ...m, ts: ++ts } as SettlementMessage);
  const reason = (voidReason?: number) => (voidReason === undefined ? {} : { voidReason });
  return {
    send,
    settle: (event: string, outcomes: OutcomeResult[], voidReason?: number, certainty: 1 | 2 = 1) =>
      send(
        envelope(
          'bet_settlement',
          { certainty, markets: [{ id: 1, specifiers: '', ...reason(voidReason), outcomes }] },
          { event },
        ),
      ),
    cancel: (event: string, window: Omit<FeedBodies['bet_cancel'], 'markets'>, voidReason: number) =>
      send(
        envelope('bet_cancel', { ...window, markets: [{ id: 1, specifiers: '', voidReason }] }, { event }),
      ),
  };
}

describe.each(testDatabases())('sportsbook bets API, coupons and settings (%s)', (kind) => {
  let t: Awaited<ReturnType<typeof createBetsApp>>;
  beforeAll(async () => {
    t = await createBetsApp(kind);
  }, 180_000);
  afterAll(() => t.close());

  const get = (url: string, token?: string) => call(t.app, url, undefined, { token });

  it('lists own bets newest first, filtered open or settled, paged; one bet by id, others not found', async () => {
    const me = await player(t, 1000);
    const other = await player(t, 1000);
    t.catalogue.add('r1');
    t.catalogue.add('r2');
    const first = (await place(t, me.token, single('r1'))).json().data;
    const second = (await place(t, me.token, single('r2', 1.85, { stake: 7 }))).json().data;
    const theirs = (await place(t, other.token, single('r1'))).json().data;
    // A settled one, as the settlement writes it.
    await t.db
      .updateTable('sb_bet')
      .set({ status: 'lost', payout: 0n, settled_at: new Date() })
      .where('id', '=', first.id)
      .execute();
    await t.db.updateTable('sb_bet_leg').set({ result: 'lost' }).where('bet_id', '=', first.id).execute();

    const all = (await get('sportsbook/bets', me.token)).json().data;
    expect(all.total).toBe(2);
    expect(all.items.map((b: { id: string }) => b.id)).toEqual([second.id, first.id]);
    const open = (await get('sportsbook/bets?status=open', me.token)).json().data;
    expect(open).toMatchObject({ total: 1, items: [{ id: second.id, stake: 7, status: 'open' }] });
    const settled = (await get('sportsbook/bets?status=settled', me.token)).json().data;
    expect(settled).toMatchObject({
      total: 1,
      items: [{ id: first.id, status: 'lost', payout: 0, legs: [{ result: 'lost' }] }],
    });
    const page = (await get('sportsbook/bets?skip=1&take=1', me.token)).json().data;
    expect(page).toMatchObject({ total: 2, items: [{ id: first.id }] });

    expect((await get(`sportsbook/bets/${second.id}`, me.token)).json().data).toEqual(second);
    const foreign = await get(`sportsbook/bets/${theirs.id}`, me.token);
    expect(foreign.json()).toMatchObject({ code: 'BET_NOT_FOUND' });
    expect(foreign.statusCode).toBe(404);
    expect((await get('sportsbook/bets/not-a-uuid', me.token)).json().code).toBe('BET_NOT_FOUND');
    expect((await get('sportsbook/bets')).statusCode).toBe(401);
  });

  it('a void or half leg carries the void reason of the fact that decided it, read from the feed', async () => {
    const feed = feedOf(t.db);
    const me = await player(t, 1000);
    const m = (e: string) => `sr:match:${e}`;
    const bet = async (...events: string[]) => {
      for (const e of events) t.catalogue.add(m(e));
      const selections = events.map((e) => sel(m(e)));
      const multiple = { kind: 'multiple' as const, selections };
      const placed = await place(t, me.token, single(m(events[0]!), 1.85, events.length > 1 ? multiple : {}));
      expect(placed.statusCode).toBe(200);
      return placed.json().data as { id: string; placedAt: string };
    };
    const singles = ['v-cancel', 'v-settle', 'v-half', 'v-won', 'v-window', 'v-none', 'v-fix'];
    const ids = new Map<string, { id: string; placedAt: string }>();
    for (const e of singles) ids.set(e, await bet(e));
    const multiple = await bet('v-m1', 'v-m2');
    const placedAt = (e: string) => Date.parse(ids.get(e)!.placedAt);

    // A whole-line cancel over the placement: its reason, 12 incorrect odds.
    await feed.cancel(m('v-cancel'), {}, 12);
    // A result voiding the leg's outcome, a half (quarter line) and a won one, all under a market reason.
    await feed.settle(m('v-settle'), [{ id: '1', result: 0, voidFactor: 1 }], 5);
    await feed.settle(m('v-half'), [{ id: '1', result: 1, voidFactor: 0.5 }], 10);
    await feed.settle(m('v-won'), [{ id: '1', result: 1 }], 5);
    // A cancel window that ended before the placement does not decide the leg: the result does.
    const before = { startTime: placedAt('v-window') - 7_200_000, endTime: placedAt('v-window') - 3_600_000 };
    await feed.cancel(m('v-window'), before, 12);
    await feed.settle(m('v-window'), [{ id: '1', result: 0, voidFactor: 1 }], 5);
    // No reason in the message: none on the leg.
    await feed.settle(m('v-none'), [{ id: '1', result: 0, voidFactor: 1 }]);
    // A correction: the latest live generation's reason (its result lists no outcome 1: void).
    await feed.settle(m('v-fix'), [{ id: '1', result: 0, voidFactor: 1 }], 3);
    await feed.settle(m('v-fix'), [{ id: '2', result: 1 }], 11, 2);
    // A multiple: each leg its own.
    await feed.settle(m('v-m1'), [{ id: '1', result: 1 }]);
    await feed.settle(m('v-m2'), [{ id: '1', result: 0, voidFactor: 1 }], 9);

    type Leg = { result: string; voidReason?: number };
    const page = (await get('sportsbook/bets?take=20', me.token)).json().data as {
      items: { id: string; legs: Leg[] }[];
    };
    const legsOf = (id: string) => page.items.find((b) => b.id === id)!.legs;
    const only = (e: string) => legsOf(ids.get(e)!.id)[0]!;
    expect(only('v-cancel')).toMatchObject({ result: 'void', voidReason: 12 });
    expect(only('v-settle')).toMatchObject({ result: 'void', voidReason: 5 });
    expect(only('v-half')).toMatchObject({ result: 'half_won', voidReason: 10 });
    expect(only('v-won').result).toBe('won');
    expect(only('v-won')).not.toHaveProperty('voidReason');
    expect(only('v-window')).toMatchObject({ result: 'void', voidReason: 5 });
    expect(only('v-none').result).toBe('void');
    expect(only('v-none')).not.toHaveProperty('voidReason');
    expect(only('v-fix')).toMatchObject({ result: 'void', voidReason: 11 });
    const [won, voided] = legsOf(multiple.id);
    expect(won!.result).toBe('won');
    expect(won).not.toHaveProperty('voidReason');
    expect(voided).toMatchObject({ result: 'void', voidReason: 9 });

    // One bet by id reads the same; once the cancel is rolled back the leg is open and says nothing.
    const legOne = async () =>
      (await get(`sportsbook/bets/${ids.get('v-cancel')!.id}`, me.token)).json().data.legs[0];
    expect(await legOne()).toMatchObject({ result: 'void', voidReason: 12 });
    await feed.send(
      envelope('rollback_bet_cancel', { markets: [{ id: 1, specifiers: '' }] }, { event: m('v-cancel') }),
    );
    expect((await legOne()).result).toBe('open');
    expect(await legOne()).not.toHaveProperty('voidReason');
  });

  it('coupons: a guest saves a slip under a 6-character code; loading shows odds and state now', async () => {
    t.catalogue.add('c1', [1500, 3000, 4000]);
    t.catalogue.add('c2', [2000, 3000, 4000]);
    const saved = await call(t.app, 'sportsbook/coupons', { selections: [sel('c1', 1.5), sel('c2', 2)] });
    expect(saved.statusCode).toBe(200);
    const { code } = saved.json().data;
    expect(code).toMatch(COUPON_CODE_PATTERN);
    t.catalogue.setOdds('c1', '1', 1600);
    t.catalogue.suspend('c2');
    const loaded = (await get(`sportsbook/coupons/${code}`)).json().data;
    expect(loaded).toEqual({
      code,
      selections: [
        { ...sel('c1', 1.6), active: true },
        { ...sel('c2', 2), active: false },
      ],
    });
    expect((await get('sportsbook/coupons/ZZZZZZ')).json().code).toBe('COUPON_NOT_FOUND');
    expect((await get('sportsbook/coupons/abc')).statusCode).toBe(404);
  });

  it('coupon saving is rate-limited per address', async () => {
    t.catalogue.add('c3');
    const ip = '203.0.113.77';
    const codes: number[] = [];
    for (let i = 0; i < 31; i++) {
      codes.push((await call(t.app, 'sportsbook/coupons', { selections: [sel('c3')] }, { ip })).statusCode);
    }
    expect(codes.slice(0, 30).every((c) => c === 200)).toBe(true);
    expect(codes[30]).toBe(429);
  });

  it('settings: defaults higher and decimal; saved per customer; sign-in required', async () => {
    const me = await player(t, 0);
    expect((await get('sportsbook/settings', me.token)).json().data).toEqual({
      oddsChange: 'higher',
      oddsFormat: 'decimal',
    });
    const put = await t.app.inject({
      method: 'PUT',
      url: '/api/sportsbook/settings',
      payload: { oddsChange: 'none', oddsFormat: 'american' },
      headers: { authorization: `Bearer ${me.token}` },
    });
    expect(put.json().data).toEqual({ oddsChange: 'none', oddsFormat: 'american' });
    expect((await get('sportsbook/settings', me.token)).json().data).toEqual({
      oddsChange: 'none',
      oddsFormat: 'american',
    });
    const other = await player(t, 0);
    expect((await get('sportsbook/settings', other.token)).json().data.oddsChange).toBe('higher');
    expect((await get('sportsbook/settings')).statusCode).toBe(401);
    const bad = await t.app.inject({
      method: 'PUT',
      url: '/api/sportsbook/settings',
      payload: { oddsChange: 'sometimes', oddsFormat: 'decimal' },
      headers: { authorization: `Bearer ${me.token}` },
    });
    expect(bad.statusCode).toBe(400);
  });
});
