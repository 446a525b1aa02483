import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PlaceBetRequest } from '@lalebet/shared';
import { availableBalance } from '../../../../core/ledger/index.ts';
import { clock } from '../../../../lib/clock.ts';
import { testDatabases } from '../../../../test/harness.ts';
import { assertLedgerSound } from '../../../../test/ledger.ts';
import { setOption } from '../../../../test/accounts.ts';
import { createCustomBetSim } from '../../../../simulators/custom-bet/custom-bet-sim.ts';
import { footballLines } from '../../../../simulators/custom-bet/custom-bet.test-kit.ts';
import { type CustomBetService, noCustomBet } from '../../builder/custom-bet.port.ts';
import {
  type FakeCatalogue,
  createBetsApp,
  expectOpenBetsBalanced,
  place,
  player,
  single,
} from './test-kit.ts';

const leg = (eventId: string, marketId: number, specifiers: string, outcomeId: string, odds: number) => ({
  eventId,
  marketId,
  specifiers,
  outcomeId,
  odds,
});
/** Home win and over 2.5 goals (footballLines' prices). */
const picks = (e: string) => [leg(e, 1, '', '1', 2.1), leg(e, 18, 'total=2.5', '12', 1.9)];
const builder = (e: string, builderOdds: number, over: Partial<PlaceBetRequest> = {}): PlaceBetRequest => ({
  requestId: randomUUID(),
  kind: 'builder',
  stake: 10,
  oddsChange: 'none',
  selections: picks(e),
  builderOdds,
  ...over,
});
const sim = (c: FakeCatalogue) =>
  createCustomBetSim(
    (id) => c.eventLines(id),
    () => clock.ms(),
  );
/** The app's service: the simulator, or none while `off` (CUSTOM_BET_SERVICE=off). */
let off = false;
const switchable = (c: FakeCatalogue): CustomBetService => {
  const s = sim(c);
  return {
    markets: (id) => (off ? noCustomBet : s).markets(id),
    calculate: (id, picks) => (off ? noCustomBet : s).calculate(id, picks),
  };
};

describe.each(testDatabases())('bet builder placement (%s)', (kind) => {
  let t: Awaited<ReturnType<typeof createBetsApp>>;
  let p: Awaited<ReturnType<typeof player>>;
  beforeAll(async () => {
    t = await createBetsApp(kind, { customBet: switchable });
    p = await player(t, 1000);
  }, 180_000);
  afterAll(() => t.close());

  const event = (id: string, over = {}) =>
    t.catalogue.addLines(footballLines(id, new Date(clock.ms() + 3_600_000), over));
  /** The service's price now, in decimal odds. */
  const quote = async (e: string, sel = picks(e)) => {
    const q = await sim(t.catalogue).calculate(e, sel);
    return (q as { oddsMilli: number }).oddsMilli / 1000;
  };

  it('books one line at the combined price: stake, potential win and the price kept', async () => {
    event('b-ok');
    const odds = await quote('b-ok');
    expect(odds).toBeLessThan(2.1 * 1.9);
    const res = await place(t, p.token, builder('b-ok', odds, { stake: 12.5 }));
    expect(res.statusCode).toBe(200);
    const bet = res.json().data;
    expect(bet).toMatchObject({
      kind: 'builder',
      status: 'open',
      stake: 12.5,
      totalOdds: odds,
      system: null,
    });
    expect(bet.potentialWin).toBe(Math.ceil(1250 * odds - 1e-9) / 100);
    expect(bet.legs.map((l: { odds: number }) => l.odds)).toEqual([2.1, 1.9]);
    const row = await t.db
      .selectFrom('sb_bet')
      .select(['builder_odds_milli', 'lines'])
      .where('id', '=', bet.id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ builder_odds_milli: Math.round(odds * 1000), lines: 1 });
    expect(await availableBalance(t.db, p.id)).toBe(100_000n - 1250n);
    await expectOpenBetsBalanced(t.db);
    await assertLedgerSound(t.db);
  });

  it('answers a repeated request with the same bet, staked once', async () => {
    event('b-idem');
    const req = builder('b-idem', await quote('b-idem'));
    const before = await availableBalance(t.db, p.id);
    const first = await place(t, p.token, req);
    const again = await place(t, p.token, req);
    expect(again.json().data.id).toBe(first.json().data.id);
    expect(await availableBalance(t.db, p.id)).toBe(before - 1000n);
    const other = await place(t, p.token, { ...req, stake: 11 });
    expect(other.json().code).toBe('IDEMPOTENCY_KEY_REUSED');
  });

  it('applies the odds-change policy to the combined price; ODDS_CHANGED carries the new one', async () => {
    event('b-move');
    const odds = await quote('b-move');
    const moved = await place(t, p.token, builder('b-move', odds + 0.05));
    expect(moved.statusCode).toBe(409);
    expect(moved.json()).toMatchObject({ code: 'ODDS_CHANGED', data: { builderOdds: odds } });
    expect(moved.json().data.selections).toHaveLength(2);
    const higher = await place(t, p.token, builder('b-move', odds - 0.05, { oddsChange: 'higher' }));
    expect(higher.json().data.totalOdds).toBe(odds);
    expect(
      (await place(t, p.token, builder('b-move', odds + 0.05, { oddsChange: 'higher' }))).json().code,
    ).toBe('ODDS_CHANGED');
    // The home side's price shortens: the combined price follows, the shown one is refused.
    event('b-move', {});
    t.catalogue.setOdds('b-move', '1', 1800);
    expect(await quote('b-move')).toBeLessThan(odds);
    expect((await place(t, p.token, builder('b-move', odds))).json().code).toBe('ODDS_CHANGED');
    expect(
      (await place(t, p.token, builder('b-move', odds, { oddsChange: 'any' }))).json().data.totalOdds,
    ).toBe(await quote('b-move'));
  });

  it('refuses other shapes, conflicts and what the service does not price', async () => {
    event('b-shape');
    event('b-other');
    const odds = await quote('b-shape');
    const code = async (r: PlaceBetRequest) => (await place(t, p.token, r)).json().code;
    expect(await code({ ...builder('b-shape', odds), builderOdds: undefined })).toBe('VALIDATION_FAILED');
    expect(await code(single('b-shape', 2.1, { builderOdds: 3 }))).toBe('VALIDATION_FAILED');
    const twoEvents = [leg('b-shape', 1, '', '1', 2.1), leg('b-other', 29, '', '74', 1.8)];
    expect(await code(builder('b-shape', odds, { selections: twoEvents }))).toBe('VALIDATION_FAILED');
    expect(await code(builder('b-shape', odds, { selections: picks('b-shape').slice(0, 1) }))).toBe(
      'VALIDATION_FAILED',
    );
    const sameLine = [leg('b-shape', 1, '', '1', 2.1), leg('b-shape', 1, '', '2', 3.4)];
    const same = await place(t, p.token, builder('b-shape', odds, { selections: sameLine }));
    expect(same.json()).toMatchObject({ code: 'BUILDER_CONFLICT', data: { conflicts: [[0, 1]] } });
    const nilNil = [leg('b-shape', 1, '', '1', 2.1), leg('b-shape', 41, '', '0:0', 11)];
    expect(await code(builder('b-shape', odds, { selections: nilNil }))).toBe('BUILDER_CONFLICT');
    const corners = [leg('b-shape', 1, '', '1', 2.1), leg('b-shape', 166, 'total=9.5', '12', 1.9)];
    expect(await code(builder('b-shape', odds, { selections: corners }))).toBe('BUILDER_UNAVAILABLE');
    event('b-live', { live: true, eventStatus: 'live' });
    expect(await code(builder('b-live', odds))).toBe('BUILDER_UNAVAILABLE');
    expect(await assertLedgerSound(t.db)).toBeUndefined();
  });

  it('refuses builder bets as BUILDER_UNAVAILABLE when no service is configured', async () => {
    event('b-none');
    const odds = await quote('b-none');
    off = true;
    try {
      expect((await place(t, p.token, builder('b-none', odds))).json().code).toBe('BUILDER_UNAVAILABLE');
    } finally {
      off = false;
    }
  });

  it('holds the stake and payout limits at the combined price', async () => {
    event('b-lim');
    const odds = await quote('b-lim');
    await setOption(t.db, 'sportsbook.maxpayout', '150');
    const payout = await place(t, p.token, builder('b-lim', odds, { stake: 100 }));
    expect(payout.json()).toMatchObject({
      code: 'PAYOUT_LIMIT',
      data: { allowed: Math.floor(15000 / odds) / 100 },
    });
    await setOption(t.db, 'sportsbook.maxpayout', '1000000');
    await setOption(t.db, 'sportsbook.maxstake', '20');
    expect((await place(t, p.token, builder('b-lim', odds, { stake: 30 }))).json()).toMatchObject({
      code: 'STAKE_TOO_HIGH',
      data: { allowed: 20 },
    });
    await setOption(t.db, 'sportsbook.maxstake', '50000');
  });
});
