import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { availableBalance } from '../../../../core/ledger/index.ts';
import { testDatabases } from '../../../../test/harness.ts';
import { assertLedgerSound } from '../../../../test/ledger.ts';
import { stakeTransferId } from './stake.ts';
import { createBetsApp, expectOpenBetsBalanced, place, player, single } from './test-kit.ts';

describe.each(testDatabases())('sportsbook placement under concurrency (%s)', (kind) => {
  let t: Awaited<ReturnType<typeof createBetsApp>>;
  beforeAll(async () => {
    t = await createBetsApp(kind);
  }, 180_000);
  afterAll(() => t.close());

  it('20 identical requests at once: one bet, one transfer, the same answer to all', async () => {
    const p = await player(t, 1000);
    t.catalogue.add('race-idem');
    const body = single('race-idem', 1.85, { stake: 10 });
    const answers = await Promise.all(Array.from({ length: 20 }, () => place(t, p.token, body)));
    expect(answers.map((a) => a.statusCode)).toEqual(Array(20).fill(200));
    const ids = new Set(answers.map((a) => a.json().data.id));
    expect(ids.size).toBe(1);
    const [id] = [...ids] as string[];
    const bets = await t.db.selectFrom('sb_bet').select('id').where('customer_id', '=', p.id).execute();
    expect(bets).toHaveLength(1);
    const transfers = await t.db
      .selectFrom('ledger_transfer')
      .select('id')
      .where('id', '=', stakeTransferId(id!))
      .execute();
    expect(transfers).toHaveLength(1);
    expect(await availableBalance(t.db, p.id)).toBe(100_000n - 1000n);
    await assertLedgerSound(t.db);
  });

  it('many bets of one player at once never overdraw: exactly as many as the money pays for', async () => {
    const p = await player(t, 50);
    t.catalogue.add('race-money');
    const answers = await Promise.all(
      Array.from({ length: 12 }, () => place(t, p.token, single('race-money', 1.85, { stake: 10 }))),
    );
    const codes = answers.map((a) => (a.statusCode === 200 ? 'ok' : a.json().code));
    expect(codes.filter((c) => c === 'ok')).toHaveLength(5);
    expect(codes.filter((c) => c === 'NOT_ENOUGH_MONEY')).toHaveLength(7);
    expect(await availableBalance(t.db, p.id)).toBe(0n);
    await expectOpenBetsBalanced(t.db);
    await assertLedgerSound(t.db);
  });

  it('a suspension during placements: once it is visible no bet is accepted at the old version', async () => {
    const players = await Promise.all(Array.from({ length: 4 }, () => player(t, 1000)));
    t.catalogue.add('race-susp');
    // Some bets certainly before the suspension, then a stream of them around it.
    for (const pl of players) {
      expect((await place(t, pl.token, single('race-susp', 1.85, { stake: 1 }))).statusCode).toBe(200);
    }
    let suspendedAt = 0;
    const attempts = Array.from({ length: 40 }, async (_, i) => {
      await new Promise((r) => setTimeout(r, i * 3));
      if (i === 20) {
        t.catalogue.suspend('race-susp');
        suspendedAt = performance.now();
      }
      // This attempt's own start (read before it awaits: others start while it runs).
      const startedAt = performance.now();
      const res = await place(t, players[i % 4]!.token, single('race-susp', 1.85, { stake: 1 }));
      return { startedAt, res };
    });
    const results = await Promise.all(attempts);
    expect(suspendedAt).toBeGreaterThan(0);
    for (const r of results) {
      if (r.startedAt >= suspendedAt) expect(r.res.json().code).toBe('MARKET_SUSPENDED');
    }
    // Every accepted leg was priced at version 1 (before the suspension), never later.
    const legs = await t.db
      .selectFrom('sb_bet_leg')
      .innerJoin('sb_bet', 'sb_bet.id', 'sb_bet_leg.bet_id')
      .select(['material_version', 'odds_milli', 'sb_bet.status'])
      .where('event_id', '=', 'race-susp')
      .execute();
    expect(legs.length).toBeGreaterThanOrEqual(players.length);
    for (const l of legs) expect(l).toMatchObject({ material_version: 1, odds_milli: 1850, status: 'open' });
    // A bet whose last look (inside its transaction) came after the suspension was refused too:
    // the accepted count equals the answers that said ok.
    expect(results.filter((r) => r.res.statusCode === 200)).toHaveLength(legs.length - players.length);
    await expectOpenBetsBalanced(t.db);
    await assertLedgerSound(t.db);
  });
});
