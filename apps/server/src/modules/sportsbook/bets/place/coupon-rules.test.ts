import type { PlaceBetRequest } from '@lalebet/shared';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { availableBalance } from '../../../../core/ledger/index.ts';
import { clock, controlClock } from '../../../../lib/clock.ts';
import { testDatabases } from '../../../../test/harness.ts';
import { call, setOption } from '../../../../test/accounts.ts';
import { settleBet } from '../settle/payout.ts';
import { createSettlementSink } from '../settle/sink.ts';
import { assertSettlementSound, betOf, line, recordingNotifier } from '../settle/bets.test-kit.ts';
import { createBetsApp, expectOpenBetsBalanced, place, player, sel, single } from './test-kit.ts';
import { potentialPayout } from './validate.ts';

/** Turkish coupon rules (docs/decisions/070-turkish-coupon-rules.md): bankers, MBS and misli. */

/** Σ over every line (all bankers plus a k-subset of the others) of Π odds, over 1000^n: by brute force. */
function enumeratedPayout(u: bigint, odds: number[], bankers: boolean[], sizes: number[]): bigint {
  const n = odds.length;
  const free = odds.flatMap((_, i) => (bankers[i] ? [] : [i]));
  let sum = 0n;
  for (let mask = 0; mask < 1 << free.length; mask++) {
    const chosen = free.filter((_, j) => (mask >> j) & 1);
    if (!sizes.includes(chosen.length)) continue;
    const inLine = odds.flatMap((o, i) => (bankers[i] || chosen.includes(i) ? [BigInt(o)] : []));
    sum += inLine.reduce((p, o) => p * o, 1n) * 1000n ** BigInt(n - inLine.length);
  }
  const den = 1000n ** BigInt(n);
  return (u * sum + den - 1n) / den;
}

describe('bankers: possible win (pure)', () => {
  it('placement, settlement with every leg won, and the lines enumerated one by one agree', () => {
    const arb = fc
      .array(fc.record({ odds: fc.integer({ min: 1001, max: 30_000 }), banker: fc.boolean() }), {
        minLength: 3,
        maxLength: 8,
      })
      .filter((legs) => legs.filter((l) => !l.banker).length >= 2)
      .chain((legs) => {
        const free = legs.filter((l) => !l.banker).length;
        const sizes = fc.subarray(
          Array.from({ length: free }, (_, i) => i + 1),
          { minLength: 1 },
        );
        return sizes.map((s) => ({ legs, sizes: s }));
      });
    fc.assert(
      fc.property(fc.bigInt({ min: 1n, max: 10_000_000n }), arb, (u, { legs, sizes }) => {
        const odds = legs.map((l) => l.odds);
        const bankers = legs.map((l) => l.banker);
        const won = settleBet({
          kind: 'system',
          stakePerLine: u,
          systemSizes: sizes,
          bankers,
          maxPayout: 10n ** 40n,
          legs: odds.map((o) => ({ oddsMilli: o, result: 1, voidFactor: 0 })),
        });
        const possible = potentialPayout('system', sizes, u, odds, bankers);
        expect(possible).toBe(won.payout);
        expect(possible).toBe(enumeratedPayout(u, odds, bankers, sizes));
      }),
    );
  });
});

describe.each(testDatabases())('Turkish coupon rules (%s)', (kind) => {
  let t: Awaited<ReturnType<typeof createBetsApp>>;
  let p: Awaited<ReturnType<typeof player>>;
  beforeAll(async () => {
    t = await createBetsApp(kind);
    p = await player(t, 10_000);
  }, 180_000);
  afterAll(() => t.close());

  let n = 0;
  /** Fresh events at these odds for outcome 1 (in tournament `tournament`); their selections. */
  const slip = (odds: number[], tournament = 'sr:tournament:1') =>
    odds.map((o) => {
      const e = `tcr-${kind}-${++n}`;
      t.catalogue.add(e, [Math.round(o * 1000), 3000, 4000], { tournament });
      return sel(e, o);
    });
  const banker = (s: ReturnType<typeof sel>) => ({ ...s, banker: true });
  const bet = (over: Partial<PlaceBetRequest>) => place(t, p.token, { ...single('x'), ...over });
  const system = (selections: PlaceBetRequest['selections'], sizes: number[], over = {}) =>
    bet({ kind: 'system', system: { sizes }, selections, ...over });
  const settle = async (selections: { eventId: string }[], results: (0 | 1 | null)[]) => {
    const sink = createSettlementSink({ db: t.db, notifier: recordingNotifier().notifier });
    for (const [i, s] of selections.entries()) {
      const r = results[i]!;
      await sink.settle(line(s.eventId), 1, [
        r === null ? { id: '1', result: 0, voidFactor: 1 } : { id: '1', result: r },
      ]);
    }
  };

  it('a banker system: lines over the others, the banker in each; a lost banker loses every line', async () => {
    const legs = [banker(slip([2])[0]!), ...slip([2, 3, 4])];
    const before = await availableBalance(t.db, p.id);
    const res = await system(legs, [2, 3], { system: { sizes: [2, 3], name: 'Trixie' } });
    expect(res.statusCode).toBe(200);
    const placed = res.json().data;
    // A Trixie over 2, 3, 4 (doubles 6 + 8 + 12, treble 24 = 50), each line with the banker's 2.00.
    expect(placed).toMatchObject({
      system: { sizes: [2, 3], lines: 4, name: 'Trixie' },
      stake: 40,
      stakePerLine: 10,
      potentialWin: 1000,
      misli: 1,
    });
    expect(placed.legs.map((l: { banker: boolean }) => l.banker)).toEqual([true, false, false, false]);
    expect(await availableBalance(t.db, p.id)).toBe(before - 4000n);
    const rows = await t.db
      .selectFrom('sb_bet_leg')
      .select('banker')
      .where('bet_id', '=', placed.id)
      .execute();
    expect(rows.filter((r) => r.banker)).toHaveLength(1);
    await expectOpenBetsBalanced(t.db);

    await settle(legs, [0, 1, 1, 1]);
    expect(await betOf(t.db, placed.id)).toMatchObject({ status: 'lost', payout: 0n });
    await assertSettlementSound(t.db);
  });

  it('a void banker counts 1 in every line', async () => {
    const legs = [banker(slip([2.5])[0]!), ...slip([2, 3, 4])];
    const res = await system(legs, [2]);
    expect(res.json().data).toMatchObject({ system: { lines: 3, name: null }, stake: 30, potentialWin: 650 });
    const before = await availableBalance(t.db, p.id);
    // Banker void, 2.00 and 3.00 won, 4.00 lost: only the double 2 x 3 pays, x 1 for the banker.
    await settle(legs, [null, 1, 1, 0]);
    expect(await betOf(t.db, res.json().data.id)).toMatchObject({ status: 'won', payout: 6000n });
    expect(await availableBalance(t.db, p.id)).toBe(before + 6000n);
    await assertSettlementSound(t.db);
  });

  it('a live banker system accepted at a moved price: the new possible win keeps the banker in every line', async () => {
    const time = controlClock();
    try {
      const legs = [1, 2, 3, 4].map((i) => {
        const e = `tcr-live-${kind}-${i}`;
        t.catalogue.add(e, [2000, 3000, 4000], { live: true, eventStatus: 'live' });
        return sel(e, 2);
      });
      const res = await system([banker(legs[0]!), ...legs.slice(1)], [2], { oddsChange: 'any' });
      // Three doubles of 2.00 x 2.00, each with the banker's 2.00: 3 x 8 x 10 ₺.
      expect(res.json().data).toMatchObject({ status: 'pending', stake: 30, potentialWin: 240 });
      t.catalogue.setOdds(legs[0]!.eventId, '1', 3000);
      time.advance(10_000);
      await t.decider().decideDue();
      // The banker now at 3.00: 3 x 12 x 10 ₺.
      expect(await betOf(t.db, res.json().data.id)).toMatchObject({
        status: 'open',
        potential_payout: 36_000n,
      });
      await expectOpenBetsBalanced(t.db);
    } finally {
      clock.reset();
    }
  });

  it('refuses a banker outside a system, or with fewer than two selections outside the bankers', async () => {
    const [a, b] = slip([2, 2]);
    const [c, d, e] = slip([2, 2, 2]);
    const refusals = [
      bet({ selections: [banker(a!)] }),
      bet({ kind: 'multiple', selections: [banker(a!), b!] }),
      system([banker(c!), banker(d!), e!], [1]),
      system([banker(c!), banker(d!), banker(e!)], [1]),
    ];
    for (const res of await Promise.all(refusals)) {
      expect(res.statusCode).toBe(400);
      expect(res.json().code).toBe('BANKER_INVALID');
    }
    // The sizes are over the two others: [2] of them alone is a multiple, not a system.
    expect((await system([banker(c!), d!, e!], [2])).json().code).toBe('VALIDATION_FAILED');
    await expectOpenBetsBalanced(t.db);
  });

  it("MBS: a coupon needs as many selections as its events' largest MBS; a tournament's own wins", async () => {
    await setOption(t.db, 'sportsbook.mbs.soccer', '3');
    const [a, b, c] = slip([2, 2, 2]);
    const single1 = await bet({ selections: [a!] });
    expect(single1.statusCode).toBe(400);
    expect(single1.json()).toMatchObject({ code: 'MBS_NOT_MET', data: { eventId: a!.eventId, mbs: 3 } });
    expect((await bet({ kind: 'multiple', selections: [a!, b!] })).json().code).toBe('MBS_NOT_MET');
    expect((await bet({ kind: 'multiple', selections: [a!, b!, c!] })).statusCode).toBe(200);
    // A system counts every selection, bankers included.
    expect((await system([banker(a!), b!, c!], [1])).statusCode).toBe(200);

    await setOption(t.db, 'sportsbook.mbs.tournament.sr:tournament:9', '1');
    const [own] = slip([2], 'sr:tournament:9');
    expect((await bet({ selections: [own!] })).statusCode).toBe(200);
    // The largest MBS on the coupon decides: a tournament of 4 among three selections.
    await setOption(t.db, 'sportsbook.mbs.tournament.sr:tournament:8', '4');
    const [strict] = slip([2], 'sr:tournament:8');
    const mixed = await bet({ kind: 'multiple', selections: [...slip([2, 2]), strict!] });
    expect(mixed.json()).toMatchObject({ code: 'MBS_NOT_MET', data: { eventId: strict!.eventId, mbs: 4 } });
    await setOption(t.db, 'sportsbook.mbs.soccer', '1');
    await setOption(t.db, 'sportsbook.mbs.tournament.sr:tournament:8', '1');
  });

  it('misli: stake and possible win n times, stored in the stake per line; settlement pays n times', async () => {
    const [a] = slip([1.85]);
    const before = await availableBalance(t.db, p.id);
    const res = await bet({ selections: [a!], stake: 10, misli: 3 });
    expect(res.json().data).toMatchObject({ stake: 30, stakePerLine: 10, misli: 3, potentialWin: 55.5 });
    const id = res.json().data.id;
    expect(await betOf(t.db, id)).toMatchObject({ misli: 3, stake_per_line: 3000n, total_stake: 3000n });
    expect(await availableBalance(t.db, p.id)).toBe(before - 3000n);
    await settle([a!], [1]);
    expect(await betOf(t.db, id)).toMatchObject({ status: 'won', payout: 5550n });
    expect(await availableBalance(t.db, p.id)).toBe(before - 3000n + 5550n);
    // A system with misli 2: a Trixie at 1 ₺ a line is 8 ₺.
    const sys = await system(slip([2, 2, 2]), [2, 3], { stake: 1, misli: 2 });
    expect(sys.json().data).toMatchObject({ stake: 8, stakePerLine: 1, misli: 2, potentialWin: 40 });
    await assertSettlementSound(t.db);
  });

  it('misli: capped by sportsbook.maxmisli, and the limits see the stake times the misli', async () => {
    // The slip reads the cap, logged in or not (GET sportsbook/coupon-rules).
    const rules = async () => (await call(t.app, 'sportsbook/coupon-rules')).json();
    expect(await rules()).toMatchObject({ success: true, data: { maxMisli: 50 } });
    await setOption(t.db, 'sportsbook.maxmisli', '5');
    expect((await rules()).data).toEqual({ maxMisli: 5 });
    const over = await bet({ selections: slip([2]), misli: 6 });
    expect(over.statusCode).toBe(400);
    expect(over.json()).toMatchObject({ code: 'MISLI_TOO_HIGH', data: { allowed: 5 } });
    expect((await bet({ selections: slip([2]), misli: 5 })).statusCode).toBe(200);
    await setOption(t.db, 'sportsbook.maxmisli', '50');
    await setOption(t.db, 'sportsbook.maxstake', '100');
    // 40 ₺ x 3 = 120 ₺ > 100 ₺: allowed 33.33 ₺ before the misli.
    const high = await bet({ selections: slip([2]), stake: 40, misli: 3 });
    expect(high.json()).toMatchObject({ code: 'STAKE_TOO_HIGH', data: { allowed: 33.33 } });
    await setOption(t.db, 'sportsbook.maxstake', '50000');
    await expectOpenBetsBalanced(t.db);
  });
});
