import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { forfeitActiveBonus } from '../../../../core/bonus/index.ts';
import { setLimitRow } from '../../../../core/protection/test-kit.ts';
import { availableBalance } from '../../../../core/ledger/index.ts';
import { clock, controlClock } from '../../../../lib/clock.ts';
import { bonusOf, expectNoNegativePlayerBalances, giveBonus } from '../../../../test/bonus.ts';
import { testDatabases } from '../../../../test/harness.ts';
import { assertLedgerSound } from '../../../../test/ledger.ts';
import { bonusStakeTransferId, stakeTransferId } from './stake.ts';
import { createBetsApp, expectOpenBetsBalanced, place, player, single } from './test-kit.ts';

/** Placement with bonus money (docs/decisions/012-bonuses.md, "Sports bets"). */
describe.each(testDatabases())('sports stakes from cash, then bonus (%s)', (kind) => {
  let t: Awaited<ReturnType<typeof createBetsApp>>;
  beforeAll(async () => {
    t = await createBetsApp(kind);
  }, 180_000);
  afterEach(() => clock.reset());
  afterAll(() => t.close());

  const sound = async () => {
    await expectOpenBetsBalanced(t.db);
    await expectNoNegativePlayerBalances(t.db);
    await assertLedgerSound(t.db);
  };
  const betRow = (id: string) =>
    t.db
      .selectFrom('sb_bet')
      .select(['bonus_stake', 'customer_bonus_id', 'total_stake', 'status'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
  const transfer = (id: string) =>
    t.db
      .selectFrom('ledger_transfer')
      .select(['amount', 'code', 'phase'])
      .where('id', '=', id)
      .executeTakeFirst();

  it('takes cash first, then bonus, in one transaction with one posting per part', async () => {
    const p = await player(t, 10);
    const bonusId = await giveBonus(t.db, p.id, 5_000n, { sportsStake: true });
    t.catalogue.add('sb-split');
    const res = await place(t, p.token, single('sb-split', 1.85, { stake: 30 }));
    expect(res.statusCode).toBe(200);
    const id = res.json().data.id as string;
    expect(await betRow(id)).toMatchObject({
      bonus_stake: 2_000n,
      customer_bonus_id: bonusId,
      total_stake: 3_000n,
    });
    expect(await availableBalance(t.db, p.id)).toBe(0n);
    expect(await bonusOf(t.db, p.id)).toBe(3_000n);
    expect(await transfer(stakeTransferId(id))).toMatchObject({ amount: 1_000n, code: 'sports_bet' });
    expect(await transfer(bonusStakeTransferId(id))).toMatchObject({
      amount: 2_000n,
      code: 'sports_bet_bonus',
    });
    await sound();
  });

  it('a definition without sports never uses the bonus balance nor ties the bet', async () => {
    const p = await player(t, 10);
    await giveBonus(t.db, p.id, 5_000n, { sportsStake: false, sportsContribution: 0 });
    t.catalogue.add('sb-nosport');
    const refused = await place(t, p.token, single('sb-nosport', 1.85, { stake: 30 }));
    expect(refused.json().code).toBe('NOT_ENOUGH_MONEY');
    const ok = await place(t, p.token, single('sb-nosport', 1.85, { stake: 10 }));
    expect(ok.statusCode).toBe(200);
    expect(await betRow(ok.json().data.id)).toMatchObject({ bonus_stake: 0n, customer_bonus_id: null });
    expect(await bonusOf(t.db, p.id)).toBe(5_000n);
    expect(await transfer(bonusStakeTransferId(ok.json().data.id))).toBeUndefined();
    await sound();
  });

  it('counts the whole stake against protection limits and keeps the bonus max bet', async () => {
    const p = await player(t, 10);
    await giveBonus(t.db, p.id, 5_000n, { sportsStake: true, maxBet: 2_500n });
    t.catalogue.add('sb-limits');
    const tooBig = await place(t, p.token, single('sb-limits', 1.85, { stake: 30 }));
    expect(tooBig.json()).toMatchObject({ code: 'STAKE_TOO_HIGH', data: { allowed: 25 } });
    // A wager limit of 20 ₺: 10 ₺ of cash would pass it, the 25 ₺ stake with bonus does not.
    await setLimitRow(t.db, p.id, 'wager', 'day', 2_000n);
    const limited = await place(t, p.token, single('sb-limits', 1.85, { stake: 25 }));
    expect(limited.json().code).toBe('WAGER_LIMIT');
    expect(await availableBalance(t.db, p.id)).toBe(1_000n);
    expect(await bonusOf(t.db, p.id)).toBe(5_000n);
    await sound();
  });

  it('a live bet holds both parts; a refusal returns each, and a bonus that ended meanwhile goes to the house', async () => {
    const time = controlClock();
    const p = await player(t, 10);
    await giveBonus(t.db, p.id, 5_000n, { sportsStake: true });
    t.catalogue.add('sb-live', undefined, { live: true, eventStatus: 'live' });
    const first = (await place(t, p.token, single('sb-live', 1.85, { stake: 30 }))).json().data;
    expect(first.status).toBe('pending');
    expect(await transfer(bonusStakeTransferId(first.id))).toMatchObject({
      amount: 2_000n,
      phase: 'pending',
    });
    expect(await bonusOf(t.db, p.id)).toBe(3_000n);
    t.catalogue.suspend('sb-live');
    time.advance(5_000);
    expect(await t.decider().decideDue()).toBe(1);
    expect(await availableBalance(t.db, p.id)).toBe(1_000n);
    expect(await bonusOf(t.db, p.id)).toBe(5_000n);
    await sound();

    t.catalogue.add('sb-live2', undefined, { live: true, eventStatus: 'live' });
    const second = (await place(t, p.token, single('sb-live2', 1.85, { stake: 30 }))).json().data;
    // The player withdraws during the delay: the bonus is forfeited (what is not held goes).
    await t.db.transaction().execute((trx) => forfeitActiveBonus(trx, p.id));
    expect(await bonusOf(t.db, p.id)).toBe(0n);
    t.catalogue.suspend('sb-live2');
    time.advance(5_000);
    expect(await t.decider().decideDue()).toBe(1);
    expect((await betRow(second.id)).status).toBe('refused');
    expect(await availableBalance(t.db, p.id)).toBe(1_000n);
    // The held 20 ₺ of bonus came back to a bonus that no longer exists: the house's again.
    expect(await bonusOf(t.db, p.id)).toBe(0n);
    await sound();
  });

  it('20 placements at once from cash and bonus never overdraw either balance', async () => {
    const p = await player(t, 50);
    await giveBonus(t.db, p.id, 5_000n, { sportsStake: true });
    t.catalogue.add('sb-race');
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => place(t, p.token, single('sb-race', 1.85, { stake: 7 }))),
    );
    const codes = answers.map((a) => (a.statusCode === 200 ? 'ok' : a.json().code));
    // 100 ₺ pays 14 bets of 7 ₺ (98 ₺); the rest are refused whole.
    expect(codes.filter((c) => c === 'ok')).toHaveLength(14);
    expect(codes.filter((c) => c === 'NOT_ENOUGH_MONEY')).toHaveLength(6);
    expect(await availableBalance(t.db, p.id)).toBe(0n);
    expect(await bonusOf(t.db, p.id)).toBe(200n);
    const bets = await t.db
      .selectFrom('sb_bet')
      .select(['total_stake', 'bonus_stake'])
      .where('customer_id', '=', p.id)
      .execute();
    expect(bets.reduce((s, b) => s + b.total_stake - b.bonus_stake, 0n)).toBe(5_000n);
    expect(bets.reduce((s, b) => s + b.bonus_stake, 0n)).toBe(4_800n);
    await sound();
  });
});
