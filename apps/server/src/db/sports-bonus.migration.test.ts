import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { line, placeBet } from '../modules/sportsbook/bets/settle/bets.test-kit.ts';
import { giveBonus } from '../test/bonus.ts';
import { insertCustomers } from '../test/customers.ts';
import { type TestDb, createTestDb, testDatabases } from '../test/harness.ts';
import { fund } from '../test/ledger.ts';
import * as migration from './migrations/2026_11_29_120000_sports_bonus.ts';

/** Bonus money on sports bets (docs/decisions/012-bonuses.md, "Sports bets"): old rows keep no sports. */
describe.each(testDatabases())('sports bonus migration on %s', (kind) => {
  let t: TestDb;
  beforeAll(async () => {
    t = await createTestDb(kind);
  }, 180_000);
  afterAll(() => t.drop());

  it('gives existing offers no sports, existing bets no bonus tie, and freezes the bonus part', async () => {
    const [customer] = (await insertCustomers(t.db, 1)) as [bigint];
    await fund(t.db, customer, 1_000_000n);
    await giveBonus(t.db, customer, 5_000n);
    const bet = await placeBet(t.db, {
      customerId: customer,
      legs: [{ line: line(`sr:match:sbmig:${kind}`), outcomeId: '1', oddsMilli: 2000 }],
      stakePerLine: 1_000n,
      bonusStake: 400n,
    });

    await migration.down(t.db);
    await migration.up(t.db);
    const defs = await t.db
      .selectFrom('bonus_definition')
      .select(['sports_stake', 'sports_contribution', 'sports_min_odds_milli', 'sports_system_bets'])
      .execute();
    expect(defs.length).toBeGreaterThan(0);
    for (const d of defs) {
      expect(d).toEqual({
        sports_stake: false,
        sports_contribution: 0,
        sports_min_odds_milli: 1500,
        sports_system_bets: false,
      });
    }
    expect(
      await t.db
        .selectFrom('sb_bet')
        .select(['bonus_stake', 'customer_bonus_id', 'bonus_payout', 'wagering_counted'])
        .where('id', '=', bet)
        .executeTakeFirstOrThrow(),
    ).toEqual({ bonus_stake: 400n, customer_bonus_id: null, bonus_payout: null, wagering_counted: 0n });

    // The bonus part decides where the money goes back: frozen like the stake, and within it.
    await expect(
      t.db.updateTable('sb_bet').set({ bonus_stake: 500n }).where('id', '=', bet).execute(),
    ).rejects.toThrow(/immutable/);
    await expect(
      placeBet(t.db, {
        customerId: customer,
        legs: [{ line: line(`sr:match:sbmig2:${kind}`), outcomeId: '1', oddsMilli: 2000 }],
        stakePerLine: 100n,
        bonusStake: 200n,
      }),
    ).rejects.toThrow(/sb_bet_bonus_stake/);
    await expect(
      t.db.updateTable('bonus_definition').set({ sports_contribution: 101 }).where('id', '=', 1).execute(),
    ).rejects.toThrow(/sports_contribution/);
  });
});
