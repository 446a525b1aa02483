import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { OddsChangePolicy } from '@lalebet/shared';
import { clock, controlClock } from '../../../../lib/clock.ts';
import { availableBalance } from '../../../../core/ledger/index.ts';
import { testDatabases } from '../../../../test/harness.ts';
import { assertLedgerSound } from '../../../../test/ledger.ts';
import { setOption } from '../../../../test/accounts.ts';
import { createBetsApp, expectOpenBetsBalanced, place, player, sel, single } from './test-kit.ts';

/**
 * Live bets through the API with prices moving during the delay, decided per chosen outcome under
 * the player's policy (docs/decisions/060-live-bets-decided-per-outcome.md).
 */
describe.each(testDatabases())('sportsbook live bets under the odds policy (%s)', (kind) => {
  let t: Awaited<ReturnType<typeof createBetsApp>>;
  let p: Awaited<ReturnType<typeof player>>;
  beforeAll(async () => {
    t = await createBetsApp(kind);
    p = await player(t, 1000);
  }, 180_000);
  afterEach(() => clock.reset());
  afterAll(() => t.close());

  let n = 0;
  /** A fresh live 1X2 line, a 10 lira single on outcome 1 at 1.85, `during` run in the delay, then decided. */
  async function decided(policy: OddsChangePolicy, during: (eventId: string) => void) {
    const time = controlClock();
    const eventId = `live-policy-${++n}`;
    t.catalogue.add(eventId, undefined, { live: true, eventStatus: 'live' });
    const res = await place(t, p.token, single(eventId, 1.85, { oddsChange: policy }));
    expect(res.statusCode, res.body).toBe(200);
    const betId: string = res.json().data.id;
    during(eventId);
    time.advance(5000);
    expect(await t.decider().decideDue()).toBe(1);
    const read = await t.app.inject({
      url: `/api/sportsbook/bets/${betId}`,
      headers: { authorization: `Bearer ${p.token}` },
    });
    const exposure = await t.db
      .selectFrom('sb_exposure')
      .select(['outcome_id', 'stake', 'liability'])
      .where('event_id', '=', eventId)
      .execute();
    await expectOpenBetsBalanced(t.db);
    await assertLedgerSound(t.db);
    return { betId, eventId, bet: read.json().data, exposure };
  }

  it('any: a lower price of the chosen outcome is booked; the leg, the potential win and the liability follow', async () => {
    const before = await availableBalance(t.db, p.id);
    const r = await decided('any', (e) => t.catalogue.setOdds(e, '1', 1700));
    expect(r.bet).toMatchObject({ status: 'open', potentialWin: 17, legs: [{ odds: 1.7 }] });
    expect(r.exposure).toEqual([{ outcome_id: '1', stake: 1000n, liability: 700n }]);
    expect(await availableBalance(t.db, p.id)).toBe(before - 1000n);
    // Accepted: the booked odds are frozen again (invariant S4).
    await expect(
      t.db.updateTable('sb_bet_leg').set({ odds_milli: 1900 }).where('bet_id', '=', r.betId).execute(),
    ).rejects.toThrow(/immutable/);
  });

  it('higher: a lower price refuses, the stake and the liability come back; a higher one is booked', async () => {
    const before = await availableBalance(t.db, p.id);
    const lower = await decided('higher', (e) => t.catalogue.setOdds(e, '1', 1840));
    expect(lower.bet).toMatchObject({ status: 'refused', refusal: 'ODDS_CHANGED', legs: [{ odds: 1.85 }] });
    expect(lower.exposure).toEqual([{ outcome_id: '1', stake: 0n, liability: 0n }]);
    expect(await availableBalance(t.db, p.id)).toBe(before);
    const higher = await decided('higher', (e) => t.catalogue.setOdds(e, '1', 2000));
    expect(higher.bet).toMatchObject({ status: 'open', potentialWin: 20, legs: [{ odds: 2 }] });
    expect(higher.exposure).toEqual([{ outcome_id: '1', stake: 1000n, liability: 1000n }]);
  });

  it('none: moves of the other outcomes do not refuse; a move of the chosen one, even up, does', async () => {
    const others = await decided('none', (e) => {
      t.catalogue.setOdds(e, '2', 3000);
      t.catalogue.setOdds(e, '3', 5000);
    });
    expect(others.bet).toMatchObject({ status: 'open', potentialWin: 18.5, legs: [{ odds: 1.85 }] });
    const up = await decided('none', (e) => t.catalogue.setOdds(e, '1', 1900));
    expect(up.bet).toMatchObject({ status: 'refused', refusal: 'ODDS_CHANGED' });
  });

  it('a suspension that ended again within the delay refuses, whatever the policy', async () => {
    const r = await decided('any', (e) => {
      t.catalogue.suspend(e);
      t.catalogue.resume(e);
    });
    expect(r.bet).toMatchObject({ status: 'refused', refusal: 'MARKET_SUSPENDED' });
    expect(r.exposure).toEqual([{ outcome_id: '1', stake: 0n, liability: 0n }]);
  });

  it('any: a higher price never takes the potential win past the maximum payout', async () => {
    await setOption(t.db, 'sportsbook.maxpayout', '20');
    try {
      const r = await decided('any', (e) => t.catalogue.setOdds(e, '1', 2500));
      expect(r.bet).toMatchObject({ status: 'open', potentialWin: 20, legs: [{ odds: 2.5 }] });
      expect(r.exposure).toEqual([{ outcome_id: '1', stake: 1000n, liability: 1000n }]);
    } finally {
      await setOption(t.db, 'sportsbook.maxpayout', '1000000');
    }
  });

  it('a live multiple under any: every moved leg is booked at its price, the potential win is their product', async () => {
    const time = controlClock();
    for (const e of ['live-multi-a', 'live-multi-b']) t.catalogue.add(e, undefined, { live: true });
    const req = single('live-multi-a', 1.85, {
      kind: 'multiple',
      oddsChange: 'any',
      selections: [sel('live-multi-a', 1.85), sel('live-multi-b', 3.4, '2')],
    });
    const res = await place(t, p.token, req);
    expect(res.statusCode, res.body).toBe(200);
    t.catalogue.setOdds('live-multi-a', '1', 2000);
    t.catalogue.setOdds('live-multi-b', '2', 3000);
    time.advance(5000);
    await t.decider().decideDue();
    const read = await t.app.inject({
      url: `/api/sportsbook/bets/${res.json().data.id}`,
      headers: { authorization: `Bearer ${p.token}` },
    });
    expect(read.json().data).toMatchObject({
      status: 'open',
      potentialWin: 60,
      legs: [{ odds: 2 }, { odds: 3 }],
    });
    const exposure = await t.db
      .selectFrom('sb_exposure')
      .select(['event_id', 'liability'])
      .where('event_id', 'in', ['live-multi-a', 'live-multi-b'])
      .orderBy('event_id')
      .execute();
    expect(exposure.map((x) => x.liability)).toEqual([5000n, 5000n]);
    await expectOpenBetsBalanced(t.db);
    await assertLedgerSound(t.db);
  });
});
