import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { availableBalance } from '../../../core/ledger/index.ts';
import { memoryTransport } from '../../../infra/feed/memory-transport.ts';
import type { FeedTransport } from '../../../lib/feed/envelope.ts';
import { call, signUp } from '../../../test/accounts.ts';
import { customerIdOf } from '../../../test/customers.ts';
import { fund } from '../../../test/ledger.ts';
import { createTestApp, type TestApp, testDatabases } from '../../../test/harness.ts';
import { sportsbookBetsRoutes } from '../bets/api/plugin.ts';
import { place, RecordingNotifier, single } from '../bets/place/test-kit.ts';
import { sportsbookFeedPlugin } from '../feed/feed.plugin.ts';
import { envelope, fixture, recordingSink, x12 } from '../feed/test-kit.ts';
import { type AutoEvaluator, createAutoEvaluator } from './auto-evaluator.ts';
import { assertCashoutSound } from './cashout.test-kit.ts';

/**
 * Auto cash-out through the real feed path (docs/decisions/074-auto-cash-out.md): the adapter
 * applies an odds_change, marks the event, and the worker (wired as sportsbook.plugin.ts does)
 * cashes the bet out; the test awaits the worker, never the clock.
 */
describe.each(testDatabases())('auto cash-out from the feed (%s)', (kind) => {
  let t: TestApp;
  let feed: FeedTransport;
  let evaluator: AutoEvaluator | null = null;
  const notifier = new RecordingNotifier();
  const EVENT = 'sr:match:7401';
  beforeAll(async () => {
    feed = memoryTransport((err) => {
      throw err;
    });
    const recovery = {
      requestRecovery: async (producer: 1 | 3, _after: number, requestId: number) => {
        void feed.publish(envelope('snapshot_complete', {}, { producer, requestId }));
      },
    };
    t = await createTestApp(kind, {
      sportsbook: false,
      beforeReady: (app) => {
        void app.register(sportsbookFeedPlugin, {
          transport: feed,
          recovery,
          sink: recordingSink().sink,
          onPrices: (eventId) => evaluator?.mark(eventId),
        });
        void app.register(
          async (api) => {
            const catalogue = app.sportsbookFeed.catalogue;
            evaluator = createAutoEvaluator({ db: app.db, catalogue, notifier, log: app.log });
            await api.register(sportsbookBetsRoutes({ catalogue, notifier }));
          },
          { prefix: '/api' },
        );
      },
    });
    const startTime = new Date(Date.now() + 3_600_000).toISOString();
    await feed.publish(fixture(EVENT, { startTime }));
    await feed.publish(envelope('odds_change', { markets: [x12([1850, 3400, 4200])] }, { event: EVENT }));
  }, 180_000);
  afterAll(() => t.close());

  it('a price change that lifts the value over the threshold cashes the bet out and tells the player', async () => {
    const who = await signUp(t.app);
    const p = { id: await customerIdOf(t.db, who.username as string), token: who.token };
    await fund(t.db, p.id, 100_000n);
    const placed = await place(t, p.token, single(EVENT, 1.85, { stake: 10 }));
    expect(placed.statusCode).toBe(200);
    const betId = placed.json().data.id as string;
    const auto = await call(
      t.app,
      `sportsbook/bets/${betId}/cashout/auto`,
      { threshold: 9 },
      { token: p.token, method: 'PUT' },
    );
    expect(auto.statusCode).toBe(200);
    const before = await availableBalance(t.db, p.id);

    // A price that leaves the value under 9 lira: evaluated, nothing happens.
    await feed.publish(
      envelope('odds_change', { markets: [x12([1900, 3400, 4000])] }, { event: EVENT, ts: Date.now() }),
    );
    await evaluator!.idle();
    expect(
      (await t.db.selectFrom('sb_bet').select('status').where('id', '=', betId).executeTakeFirstOrThrow())
        .status,
    ).toBe('open');

    await feed.publish(
      envelope('odds_change', { markets: [x12([1300, 3400, 4200])] }, { event: EVENT, ts: Date.now() + 1 }),
    );
    await evaluator!.idle();
    const bet = await t.db
      .selectFrom('sb_bet')
      .select(['status', 'payout'])
      .where('id', '=', betId)
      .executeTakeFirstOrThrow();
    expect(bet.status).toBe('cashed_out');
    expect(bet.payout).toBeGreaterThanOrEqual(900n);
    expect(await availableBalance(t.db, p.id)).toBe(before + bet.payout!);
    expect(notifier.bets.at(-1)).toEqual({
      customerId: p.id,
      bet: { id: betId, status: 'cashed_out', payout: Number(bet.payout) / 100, refusal: null },
    });
    expect(notifier.balances.at(-1)).toBe(p.id);
    await assertCashoutSound(t.db);
  });
});
