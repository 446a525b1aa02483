import type { FastifyInstance } from 'fastify';
import type { SportsBet } from '@lalebet/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clock } from '../../lib/clock.ts';
import { call, setOption, signUp } from '../../test/accounts.ts';
import { customerIdOf } from '../../test/customers.ts';
import { type TestDb, createTestDb, testDatabases } from '../../test/harness.ts';
import { fund } from '../../test/ledger.ts';
import { CONFIRM_DELAY_MS } from '../../simulators/feed/lifecycle.ts';
import { cash } from './bets/settle/bets.test-kit.ts';
import * as k from './feed-run.test-kit.ts';

/**
 * Finish, rollback, settle with another winner, through the real app and the simulator's control
 * API (docs/decisions/021-sportsbook-engine.md). The finish's confirmation (certainty 2) must not arrive after the
 * rollback: it would re-settle the old winner and swing the balance a few seconds later.
 */
describe.each(testDatabases())('simulator rollback and re-settlement (%s)', (kind) => {
  let tdb: TestDb;
  let app: FastifyInstance;
  let offset = 0;

  beforeAll(async () => {
    clock.set(() => Date.now() + offset);
    tdb = await createTestDb(kind);
    // The finish's score may lead by two: early payout (docs/decisions/075-early-payout.md) would
    // then win that leg for good, whatever the re-settlement says. This test is about the rest.
    await setOption(tdb.db, 'sportsbook.earlypayout.soccer', '0');
    app = await k.simApp(tdb.db);
  }, 60_000);
  afterAll(async () => {
    await app?.close();
    await tdb?.drop();
    clock.reset();
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

  it('three 10 ₺ singles: the balance ends at the new winner, with no swing back', async () => {
    const e = await k.until('pre-match soccer', async () =>
      (await k.events(app, false)).filter((x) => k.mainMarket(x)).at(-1),
    );
    await k.sim(app, 'clock', { speed: 1 });
    const market = k.mainMarket(e)!;
    const who = await signUp(app);
    const id = await customerIdOf(tdb.db, who.username as string);
    await fund(tdb.db, id, 10_000n);
    const start = await cash(tdb.db, id);
    const bets: SportsBet[] = [];
    for (const o of market.outcomes) {
      const req = k.placeReq('single', 10, [k.pick(e.id, o.id, o.odds)]);
      const res = await call(app, 'sportsbook/bets', req, { token: who.token });
      expect(res.statusCode, res.body).toBe(200);
      bets.push(res.json().data);
    }
    const settledWith = (winner: string) =>
      k.until(`bets settled with ${winner}`, async () => {
        const mine = await k.myBets(app, who.token);
        const won = mine.filter((b) => b.status === 'won').map((b) => b.legs[0]!.outcomeId);
        return mine.length === 3 && mine.every((b) => b.status !== 'open') && won.join() === winner
          ? mine
          : undefined;
      });

    await k.sim(app, `events/${e.id}/finish`);
    const first = await k.until('finished', async () => {
      const mine = await k.myBets(app, who.token);
      return mine.every((b) => b.status !== 'open') ? mine : undefined;
    });
    const w1 = first.find((b) => b.status === 'won')!.legs[0]!.outcomeId;
    const w2 = ['1', '2', '3'].find((o) => o !== w1)!;
    await k.sim(app, `events/${e.id}/rollback`);
    await k.sim(app, `events/${e.id}/settle`, result1x2(w2));
    await settledWith(w2);

    // Past the finish's confirmation time: the simulator's loop runs every real second.
    offset += CONFIRM_DELAY_MS + 2_000;
    const line = () =>
      tdb.db
        .selectFrom('sb_line_result')
        .select(['generation', 'certainty', 'outcomes', 'rolled_back_at'])
        .where('event_id', '=', e.id)
        .where('market_id', '=', 1)
        .where('specifiers', '=', '')
        .orderBy('generation')
        .execute();
    await k.until('the standing settlement confirmed', async () => {
      const rows = await line();
      return rows.some((r) => r.certainty === 2 && !r.rolled_back_at) ? rows : undefined;
    });
    offset += CONFIRM_DELAY_MS + 2_000;
    await new Promise((r) => setTimeout(r, 2_500));

    // Two generations: the finish's (rolled back, never confirmed) and the hand settlement's.
    const rows = await line();
    expect(rows.map((r) => [r.generation, r.certainty, r.rolled_back_at !== null])).toEqual([
      [1, 1, true],
      [2, 2, false],
    ]);
    const winner = bets.find((b) => b.legs[0]!.outcomeId === w2)!;
    const paid = (k.kurus(winner.stake) * BigInt(Math.round(winner.legs[0]!.odds * 1000)) + 999n) / 1000n;
    expect(await cash(tdb.db, id)).toBe(start - 3_000n + paid);
    const mine = await settledWith(w2);
    expect(mine.find((b) => b.id === winner.id)).toMatchObject({ status: 'won', payout: Number(paid) / 100 });
    const kinds = await tdb.db
      .selectFrom('sb_bet_settlement')
      .select(['bet_id', 'generation', 'kind'])
      .where(
        'bet_id',
        'in',
        bets.map((b) => b.id),
      )
      .execute();
    // Per bet: settle 1, rollback 1, settle 2; nothing after.
    expect(kinds).toHaveLength(9);
    expect(Math.max(...kinds.map((r) => r.generation))).toBe(2);
    await k.expectNoDuplicateSettlements(tdb.db);
    await k.invariants(app, tdb.db, [who.token]);
  }, 90_000);
});
