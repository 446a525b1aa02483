import { NAMED_SYSTEMS, type PlaceBetRequest } from '@lalebet/shared';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { availableBalance } from '../../../../core/ledger/index.ts';
import { testDatabases } from '../../../../test/harness.ts';
import { assertLedgerSound } from '../../../../test/ledger.ts';
import { setOption } from '../../../../test/accounts.ts';
import { settleBet } from '../settle/payout.ts';
import { createSettlementSink } from '../settle/sink.ts';
import { assertSettlementSound, betOf, line, recordingNotifier } from '../settle/bets.test-kit.ts';
import { createBetsApp, expectOpenBetsBalanced, place, player, sel, single } from './test-kit.ts';
import { potentialPayout } from './validate.ts';

/** Named and multi-size system bets (docs/decisions/022, "Named systems"): placement to settlement. */

describe('potential payout of a system (pure)', () => {
  it('equals the settlement of the same bet with every leg won, for any size set', () => {
    const arb = fc
      .array(fc.integer({ min: 1001, max: 50_000 }), { minLength: 2, maxLength: 8 })
      .chain((odds) =>
        fc
          .subarray(
            odds.map((_, i) => i + 1),
            { minLength: 1 },
          )
          .map((sizes) => ({ odds, sizes })),
      );
    fc.assert(
      fc.property(fc.bigInt({ min: 1n, max: 10_000_000n }), arb, (u, { odds, sizes }) => {
        const won = settleBet({
          kind: 'system',
          stakePerLine: u,
          systemSizes: sizes,
          maxPayout: 10n ** 40n,
          legs: odds.map((o) => ({ oddsMilli: o, result: 1, voidFactor: 0 })),
        });
        expect(potentialPayout('system', sizes, u, odds)).toBe(won.payout);
      }),
    );
  });
});

describe.each(testDatabases())('system bets (%s)', (kind) => {
  let t: Awaited<ReturnType<typeof createBetsApp>>;
  let p: Awaited<ReturnType<typeof player>>;
  beforeAll(async () => {
    t = await createBetsApp(kind);
    p = await player(t, 10_000);
  }, 180_000);
  afterAll(() => t.close());

  let n = 0;
  /** Fresh events at these odds for outcome 1; returns their selections. */
  const slip = (odds: number[]) =>
    odds.map((o) => {
      const e = `sys-${kind}-${++n}`;
      t.catalogue.add(e, [Math.round(o * 1000), 3000, 4000]);
      return sel(e, o);
    });
  const system = (selections: ReturnType<typeof sel>[], sys: PlaceBetRequest['system'], stake = 10) =>
    place(t, p.token, { ...single('x'), kind: 'system', system: sys, stake, selections });

  it('a Trixie: 4 lines at the stake per line, the sum of its doubles and treble; settled with a void leg', async () => {
    const legs = slip([2, 3, 4]);
    const before = await availableBalance(t.db, p.id);
    const res = await system(legs, { sizes: [2, 3], name: 'Trixie' });
    expect(res.statusCode).toBe(200);
    const bet = res.json().data;
    // doubles 6 + 8 + 12, treble 24: 50 x 10 ₺
    expect(bet).toMatchObject({
      kind: 'system',
      system: { size: null, sizes: [2, 3], lines: 4, name: 'Trixie' },
      stake: 40,
      stakePerLine: 10,
      potentialWin: 500,
      status: 'open',
    });
    expect(await availableBalance(t.db, p.id)).toBe(before - 4000n);
    const row = await t.db
      .selectFrom('sb_bet')
      .selectAll()
      .where('id', '=', bet.id)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ system_sizes: [2, 3], lines: 4, stake_per_line: 1000n, total_stake: 4000n });
    await expectOpenBetsBalanced(t.db);

    // won 2.0, void, won 4.0: doubles 2 + 8 + 4, treble 8 = 22 x 10 ₺
    const sink = createSettlementSink({ db: t.db, notifier: recordingNotifier().notifier });
    const results = [1, null, 1];
    for (const [i, s] of legs.entries()) {
      const r = results[i];
      await sink.settle(line(s.eventId), 1, [
        r === null ? { id: '1', result: 0, voidFactor: 1 } : { id: '1', result: 1 },
      ]);
    }
    expect(await betOf(t.db, bet.id)).toMatchObject({ status: 'won', payout: 22_000n, capped: false });
    expect(await availableBalance(t.db, p.id)).toBe(before - 4000n + 22_000n);
    await assertSettlementSound(t.db);
    await assertLedgerSound(t.db);
  });

  it('every named system for its selection count; the name is optional and shown either way', async () => {
    for (const named of NAMED_SYSTEMS.filter((s) => s.selections <= 6)) {
      const legs = slip(Array.from({ length: named.selections }, () => 1.5));
      const res = await system(legs, { sizes: [...named.sizes] }, 1);
      expect(res.json().data, named.name).toMatchObject({
        system: { sizes: named.sizes, lines: named.lines, name: named.name },
        stake: named.lines,
        stakePerLine: 1,
      });
    }
  });

  it('{size} still places a k/n system; a one-size set is the same bet', async () => {
    const a = await system(slip([2, 2, 2, 2]), { size: 3 });
    const b = await system(slip([2, 2, 2, 2]), { sizes: [3] });
    for (const res of [a, b]) {
      // 4 trebles x 10 ₺ x 8
      expect(res.json().data).toMatchObject({
        system: { size: 3, sizes: [3], lines: 4, name: null },
        stake: 40,
        potentialWin: 320,
      });
    }
  });

  it('refuses sizes out of 1..n, unsorted, repeated, the plain multiple, and a name that does not fit', async () => {
    const bad: PlaceBetRequest['system'][] = [
      { sizes: [2, 4] },
      { sizes: [3, 2] },
      { sizes: [2, 2] },
      { sizes: [3] },
      { sizes: [2, 3], name: 'Yankee' },
      { sizes: [1, 2, 3], name: 'Trixie' },
      { sizes: [2], name: 'Trixie' },
      undefined,
    ];
    for (const sys of bad) {
      const res = await system(slip([2, 2, 2]), sys);
      expect(res.statusCode, JSON.stringify(sys)).toBe(400);
    }
    expect((await system(slip([2, 2, 2]), { sizes: [0, 2] } as never)).statusCode).toBe(400);
    // size 1 = the singles: three singles as one bet are a legal system
    expect((await system(slip([2, 2, 2]), { sizes: [1] })).json().data).toMatchObject({
      system: { sizes: [1], lines: 3 },
      potentialWin: 60,
    });
  });

  it('limits count the lines: the allowed stake is per line', async () => {
    await setOption(t.db, 'sportsbook.maxstake', '150');
    // Lucky 15 at 10 ₺ a line is 150 ₺: allowed; at 11 it is 165 ₺: 10 ₺ a line allowed
    const ok = await system(slip([1.5, 1.5, 1.5, 1.5]), { sizes: [1, 2, 3, 4], name: 'Lucky 15' }, 10);
    expect(ok.json().data).toMatchObject({ stake: 150, system: { lines: 15, name: 'Lucky 15' } });
    const high = await system(slip([1.5, 1.5, 1.5, 1.5]), { sizes: [1, 2, 3, 4] }, 11);
    expect(high.json()).toMatchObject({ code: 'STAKE_TOO_HIGH', data: { allowed: 10 } });
    await setOption(t.db, 'sportsbook.maxstake', '50000');
    // Patent over 2, 2, 2 at 10 ₺: singles 60 + doubles 120 + treble 80 = 260 ₺ > 200 ₺
    await setOption(t.db, 'sportsbook.maxpayout', '200');
    const payout = await system(slip([2, 2, 2]), { sizes: [1, 2, 3], name: 'Patent' }, 10);
    // the allowed stake per line is 10 x 200 / 260 = 7.69 ₺
    expect(payout.json()).toMatchObject({ code: 'PAYOUT_LIMIT', data: { allowed: 7.69 } });
    await setOption(t.db, 'sportsbook.maxpayout', '1000000');
    await expectOpenBetsBalanced(t.db);
  });

  it('idempotency: the same requestId and system places one bet', async () => {
    const body: PlaceBetRequest = {
      ...single('x'),
      kind: 'system',
      system: { sizes: [2, 3], name: 'Trixie' },
      selections: slip([2, 2, 2]),
    };
    const first = await place(t, p.token, body);
    expect((await place(t, p.token, body)).json()).toEqual(first.json());
    const other = await place(t, p.token, { ...body, system: { sizes: [1, 2, 3] } });
    expect(other.json().code).toBe('IDEMPOTENCY_KEY_REUSED');
    const rows = await t.db
      .selectFrom('sb_bet')
      .select('id')
      .where('request_id', '=', body.requestId)
      .execute();
    expect(rows).toHaveLength(1);
  });
});
