import type { FastifyInstance } from 'fastify';
import type { SportsBet } from '@lalebet/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clock } from '../../lib/clock.ts';
import { mulberry32 } from '../../lib/seeded-random.ts';
import { call, setOption, signUp } from '../../test/accounts.ts';
import { customerIdOf } from '../../test/customers.ts';
import { type TestDb, createTestDb, testDatabases } from '../../test/harness.ts';
import { fund } from '../../test/ledger.ts';
import { cash } from './bets/settle/bets.test-kit.ts';
import * as k from './feed-run.test-kit.ts';
import { PRODUCER_SILENCE_MS } from './feed/producers.ts';

/**
 * One seeded run of the whole sportsbook (docs/decisions/021-sportsbook-engine.md, 022): the
 * simulator's feed through the adapter into the settlement sink, bets placed and read through the
 * HTTP API, the feed driven through /sim/feed, a restart in the middle, invariants after each step.
 */
describe.each(testDatabases())('sportsbook feed run (%s)', (kind) => {
  let tdb: TestDb;
  let app: FastifyInstance;
  let offset = 0;
  const rnd = mulberry32(20261127);
  const players: { id: bigint; token: string; start: bigint }[] = [];
  const tokens = () => players.map((p) => p.token);
  const check = () => k.invariants(app, tdb.db, tokens());

  beforeAll(async () => {
    // The adapter's producer liveness and the simulator read lib/clock; the test moves it forward.
    clock.set(() => Date.now() + offset);
    tdb = await createTestDb(kind);
    await setOption(tdb.db, 'sportsbook.livedelay.soccer', '1');
    app = await k.simApp(tdb.db);
  }, 180_000);
  afterAll(async () => {
    await app?.close();
    await tdb?.drop();
    clock.reset();
  });

  const betOf = async (p: number, id: string) =>
    (await k.myBets(app, players[p]!.token)).find((b) => b.id === id)!;
  const placeOk = async (p: number, req: ReturnType<typeof k.placeReq>): Promise<SportsBet> => {
    const res = await call(app, 'sportsbook/bets', req, { token: players[p]!.token });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data;
  };
  const settledBet = (p: number, id: string, what: (b: SportsBet) => boolean = (b) => b.status !== 'open') =>
    k.until(`bet ${id} settled`, async () => {
      const b = await betOf(p, id);
      return what(b) ? b : undefined;
    });
  const result1x2 = (winner: string) => ({
    markets: [
      {
        marketId: 1,
        specifiers: '',
        outcomes: ['1', '2', '3'].map((o) => ({ outcomeId: o, result: o === winner ? 1 : 0 })),
      },
    ],
  });

  it('places, settles, corrects, cancels and restarts; every bet settles once and money follows', async () => {
    // 1. The feed is up: pre-match soccer with open 1x2 markets, and a live match.
    const pre = await k.until('pre-match soccer', async () => {
      const list = (await k.events(app, false)).filter((e) => k.mainMarket(e));
      return list.length >= 5 ? list : undefined;
    });
    // The deeper markets reach the event page, goalscorers named from the fixture's players (ADR 080).
    const detail = (await k.event(app, pre[0]!.id))!;
    expect(detail.markets.length).toBeGreaterThanOrEqual(50);
    const anytime = detail.markets.find((m) => m.id === 40)!;
    expect(anytime.group).toBe('players');
    expect(anytime.outcomes.map((o) => o.name).filter((n) => !n || n.startsWith('sr:'))).toEqual([]);
    // Slow the match clock: the chosen fixtures (the latest) must not kick off during the run.
    await k.sim(app, 'clock', { speed: 1 });
    const chosen = pre.slice(-5).map((e) => ({ id: e.id, market: k.mainMarket(e)! }));
    const [e1, e2, e3, e4, e5] = chosen as [
      (typeof chosen)[0],
      (typeof chosen)[0],
      (typeof chosen)[0],
      (typeof chosen)[0],
      (typeof chosen)[0],
    ];
    for (let i = 0; i < 3; i++) {
      const who = await signUp(app);
      const id = await customerIdOf(tdb.db, who.username as string);
      await fund(tdb.db, id, 100_000n);
      players.push({ id, token: who.token, start: await cash(tdb.db, id) });
    }
    const outcome = (e: (typeof chosen)[0]) => {
      const o = e.market.outcomes[Math.floor(rnd() * e.market.outcomes.length)]!;
      return k.pick(e.id, o.id, o.odds);
    };
    const stake = () => 5 + Math.floor(rnd() * 50);

    // 2. Singles and multiples before the match, and a live single decided after its delay.
    const b1 = await placeOk(0, k.placeReq('single', stake(), [outcome(e1)]));
    const b1b = await placeOk(1, k.placeReq('single', stake(), [outcome(e1)]));
    const b3 = await placeOk(2, k.placeReq('multiple', stake(), [outcome(e1), outcome(e3)]));
    const b4 = await placeOk(0, k.placeReq('single', stake(), [outcome(e4)]));
    const b5 = await placeOk(1, k.placeReq('single', stake(), [outcome(e5)]));
    const b6 = await placeOk(2, k.placeReq('multiple', stake(), [outcome(e3), outcome(e5)]));
    const live = await k.until('a live match with an open 1x2', async () =>
      (await k.events(app, true)).find((e) => k.mainMarket(e)),
    );
    const lo = k.mainMarket(live)!.outcomes[0]!;
    const lb = await placeOk(0, k.placeReq('single', stake(), [k.pick(live.id, lo.id, lo.odds)]));
    expect(lb.status).toBe('pending');
    const decided = await settledBet(0, lb.id, (b) => b.status !== 'pending');
    expect(['open', 'refused', 'won', 'lost', 'void']).toContain(decided.status);
    await check();

    // 3a. A suspended event refuses bets; resumed, it takes them again.
    await k.sim(app, `events/${e2.id}/suspend`);
    await k.until('e2 suspended', async () =>
      (await k.mainStatus(app, e2.id)) === 'suspended' ? true : undefined,
    );
    const refused = await call(app, 'sportsbook/bets', k.placeReq('single', 10, [outcome(e2)]), {
      token: players[1]!.token,
    });
    expect(refused.json().code).toBe('MARKET_SUSPENDED');
    await k.sim(app, `events/${e2.id}/resume`);
    const e2m = await k.until('e2 resumed', async () => k.mainMarket(await k.event(app, e2.id)));
    const b2 = await placeOk(
      1,
      k.placeReq('single', stake(), [k.pick(e2.id, e2m.outcomes[0]!.id, e2m.outcomes[0]!.odds)]),
    );
    await check();

    // 3b. The pre-match producer falls silent past the adapter's liveness window (moved on the
    // clock, checked each real second): its markets suspend; back, recovery reopens them.
    await k.sim(app, 'producers/3/stop');
    offset += PRODUCER_SILENCE_MS + 2_000;
    await k.until(
      'producer 3 down',
      async () => ((await k.mainStatus(app, e4.id)) === 'suspended' ? true : undefined),
      8_000,
    );
    await k.sim(app, 'producers/3/start');
    await k.until('producer 3 recovered', async () => k.mainMarket(await k.event(app, e4.id)), 15_000);
    await check();

    // 3c. Settle e1 so that b1 wins, then roll back and settle again with another winner (b1b's
    // pick when it differs): the win is taken back and the new result paid.
    const w1 = b1.legs[0]!.outcomeId;
    const w2 =
      b1b.legs[0]!.outcomeId !== w1 ? b1b.legs[0]!.outcomeId : ['1', '2', '3'].find((o) => o !== w1)!;
    // stake × odds rounded up to the kuruş (docs/decisions/062-payouts-rounded-up.md)
    const exact = (b: SportsBet) =>
      (k.kurus(b.stake) * BigInt(Math.round(b.legs[0]!.odds * 1000)) + 999n) / 1000n;
    await k.sim(app, `events/${e1.id}/settle`, result1x2(w1));
    const first = await settledBet(0, b1.id);
    expect(first.status).toBe('won');
    expect(k.kurus(first.payout!)).toBe(exact(first));
    await check();
    await k.sim(app, `events/${e1.id}/rollback`);
    await k.sim(app, `events/${e1.id}/settle`, result1x2(w2));
    const resettled = async (p: number, id: string) =>
      k.until(`${id} settled again`, async () => {
        const b = await betOf(p, id);
        const gens = await tdb.db
          .selectFrom('sb_bet_settlement')
          .select('generation')
          .where('bet_id', '=', id)
          .where('kind', '=', 'settle')
          .execute();
        return gens.length >= 2 && b.status !== 'open' ? b : undefined;
      });
    expect((await resettled(0, b1.id)).status).toBe('lost');
    const other = await resettled(1, b1b.id);
    expect(other.status).toBe(other.legs[0]!.outcomeId === w2 ? 'won' : 'lost');
    if (other.status === 'won') expect(k.kurus(other.payout!)).toBe(exact(other));
    await check();

    // 3d. A cancel window over b4's placement voids it and returns the stake.
    const at = Date.parse(b4.placedAt);
    await k.sim(app, `events/${e4.id}/cancel`, { from: at - 1_000, to: at + 1_000 });
    const void4 = await settledBet(0, b4.id);
    expect(void4).toMatchObject({ status: 'void', payout: b4.stake });
    await check();

    // 3e. e3 finishes (the simulator draws the result; certainty 1, then 2).
    await k.sim(app, `events/${e3.id}/finish`);
    await settledBet(2, b3.id);
    await check();

    // 4. Restart between placements and the remaining settlements, on the same database.
    const settledBefore = [b1.id, b1b.id, b3.id, b4.id];
    const rowsOf = (ids: string[]) =>
      tdb.db
        .selectFrom('sb_bet_settlement')
        .select(['bet_id', 'generation', 'kind'])
        .where('bet_id', 'in', ids)
        .orderBy('bet_id')
        .orderBy('generation')
        .orderBy('kind')
        .execute();
    const before = await rowsOf(settledBefore);
    await app.close();
    app = await k.simApp(tdb.db);
    // The new world does not know e2 and e5: the restart cancels their fixtures, voiding open bets.
    for (const [p, id] of [
      [1, b2.id],
      [1, b5.id],
      [2, b6.id],
    ] as const) {
      const b = await settledBet(p, id);
      expect(b.legs.find((l) => l.eventId === e5.id || l.eventId === e2.id)!.result).toBe('void');
    }
    await k.until('no open bets', async () => {
      const open = (await Promise.all(tokens().map((t) => k.myBets(app, t))))
        .flat()
        .filter((b) => b.status === 'open' || b.status === 'pending');
      return open.length ? undefined : true;
    });
    await check();
    // What was settled before the restart is not settled again by it.
    expect(await rowsOf(settledBefore)).toEqual(before);
    // No late message of e1's first settlement brought its result back.
    expect((await betOf(0, b1.id)).status).toBe('lost');

    // The restarted app takes and settles bets on the new world's fixtures.
    await k.sim(app, 'clock', { speed: 1 });
    const fresh = await k.until('a new pre-match fixture', async () =>
      (await k.events(app, false))
        .filter((e) => k.mainMarket(e) && !chosen.some((c) => c.id === e.id))
        .at(-1),
    );
    const nb = await placeOk(
      2,
      k.placeReq('single', stake(), [outcome({ id: fresh.id, market: k.mainMarket(fresh)! })]),
    );
    await k.sim(app, `events/${fresh.id}/finish`);
    expect(nb.status).toBe('open');
    const settledNb = await settledBet(2, nb.id);
    expect(['won', 'lost', 'void']).toContain(settledNb.status);
    await check();

    // 5. Every bet settled once per generation, ledger sound, S1, balances by our own sum.
    await k.expectNoDuplicateSettlements(tdb.db);
    for (const p of players) {
      const bets = await k.myBets(app, p.token);
      let expected = p.start;
      for (const b of bets) {
        if (b.status === 'refused') continue;
        expected -= k.kurus(b.stake);
        if (b.payout !== null) expected += k.kurus(b.payout);
      }
      expect(await cash(tdb.db, p.id)).toBe(expected);
    }
  }, 120_000);
});
