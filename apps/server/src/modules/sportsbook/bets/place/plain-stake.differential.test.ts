import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { availableBalance, playerAccountKey, systemAccountKey } from '../../../../core/ledger/index.ts';
import { activeLimits, useSessionLimitSource } from '../../../../core/protection/index.ts';
import { applyState, randomState } from '../../../../core/protection/random-states.test-kit.ts';
import { balanceNoticesSent } from '../../../../infra/cache/balance-notices.ts';
import { insertCustomers } from '../../../../test/customers.ts';
import { testDatabases } from '../../../../test/harness.ts';
import { assertLedgerSound, fund } from '../../../../test/ledger.ts';
import { seededRandom } from '../../../../test/seeded-random.ts';
import { placeBet } from './place.service.ts';
import { knownStakeAccounts, rememberStakeAccounts } from './plain-stake.ts';
import { OPEN_BETS } from './stake.ts';
import { createBetsApp, player, single } from './test-kit.ts';

const PAIRS = 24;

/**
 * One truth for protection on the fast path: two players in the same random protection state
 * and with the same balance place the same bet, one with the account ids the one-trip path needs
 * (plain-stake.ts bookPlain, gated in SQL by plain-play.ts), the other without them and with
 * every fact read in full (the ordinary path with plainPlay's shortcut off, so the rules are the
 * TypeScript ones: limits.ts guardStakeWithFacts). Both reach the same outcome, accepted or the
 * same error code, with the same balance and the same count in the day's usage.
 */
describe.each(testDatabases())('property: the one-trip and the ordinary placement agree (%s)', (kind) => {
  let t: Awaited<ReturnType<typeof createBetsApp>>;
  beforeAll(async () => {
    t = await createBetsApp(kind);
  }, 180_000);
  afterAll(() => t.close());

  const ctx = () => ({
    db: t.db,
    catalogue: t.catalogue,
    notifier: t.notifier,
    log: pino({ level: 'silent' }),
  });

  async function outcome(customerId: bigint, eventId: string) {
    const placed = await placeBet(ctx(), customerId, 'tr', single(eventId)).then(
      (p) => p.bet.status as string,
      (err: { code?: string }) => `refused ${err.code}`,
    );
    await balanceNoticesSent(t.db); // sent after the commit: done before the next case starts
    const usage = await t.db
      .selectFrom('rg_usage_day')
      .select('stakes')
      .where('customer_id', '=', customerId)
      .execute();
    return {
      placed,
      available: await availableBalance(t.db, customerId),
      stakes: usage.map((u) => u.stakes),
    };
  }

  /**
   * The ordinary placement on the full facts: a session-limit source of the same meaning as the
   * app's own, but swapped, turns plainPlay's shortcut off (plain-play.ts plainPlayApplies).
   */
  async function ordinaryOutcome(customerId: bigint, eventId: string) {
    useSessionLimitSource(async (db, id) => {
      const found = (await activeLimits(db, id, ['session'])).find((l) => l.period === 'day');
      return found ? Number(found.value) : null;
    });
    try {
      return await outcome(customerId, eventId);
    } finally {
      useSessionLimitSource();
    }
  }

  /** What the ordinary path would have learnt: the one-trip path may be tried at once. */
  async function learnIds(customerId: bigint) {
    const id = (key: string) =>
      t.db.selectFrom('ledger_account').select('id').where('key', '=', key).executeTakeFirstOrThrow();
    const player = (await id(playerAccountKey(customerId, 'TRY'))).id;
    const openBets = (await id(systemAccountKey(...OPEN_BETS, 'TRY'))).id;
    rememberStakeAccounts(t.db, customerId, { player, openBets });
  }

  /** A limits row as the desk writes it (trading/limits-repository.ts), by a staff row of the test's own. */
  async function ownLimits(
    customerId: bigint,
    l: { stake_factor: number; max_payout: bigint | null; sharp: boolean },
  ) {
    const now = new Date();
    const staff = await t.db
      .insertInto('admin_user')
      .values({
        username: 'diff-desk',
        username_key: 'diff-desk',
        password_hash: 'x',
        created_at: now,
        updated_at: now,
      })
      .onConflict((oc) => oc.column('username_key').doUpdateSet({ updated_at: now }))
      .returning('id')
      .executeTakeFirstOrThrow();
    await t.db
      .insertInto('sb_customer_limits')
      .values({ customer_id: customerId, ...l, updated_at: now, updated_by: staff.id })
      .execute();
  }

  it(`gives the same answer for ${PAIRS} random players and their twins`, async () => {
    const random = seededRandom();
    t.catalogue.add('diff-warm');
    await placeBet(ctx(), (await player(t, 100)).id, 'tr', single('diff-warm')); // opens open-bets
    const paths = { plain: 0, declined: 0, limited: 0 };
    for (let i = 0; i < PAIRS; i++) {
      const state = randomState(random);
      const kurus = random.chance(0.2) ? 500n : 100_000n;
      const [fast, ordinary] = await insertCustomers(t.db, 2, `df${random.seed}x${i}x`);
      // Some players have limits of their own (docs/decisions/079-bet-voids-and-player-limits.md):
      // a payout cap under this bet's 18.50 lira refuses it on both paths.
      const own = random.chance(0.3)
        ? {
            stake_factor: random.chance(0.5) ? 1 : 100,
            max_payout: random.chance(0.5) ? 1000n : null,
            sharp: random.chance(0.5),
          }
        : null;
      for (const id of [fast!, ordinary!]) {
        await fund(t.db, id, kurus);
        await applyState(t.db, id, state);
        if (own) await ownLimits(id, own);
      }
      if (own) paths.limited++;
      await learnIds(fast!);
      const event = `diff-${random.seed}-${i}`;
      t.catalogue.add(event);
      const a = await outcome(fast!, event);
      const b = await ordinaryOutcome(ordinary!, event);
      expect({ state, kurus, own, outcome: a }, `seed ${random.seed}`).toEqual({
        state,
        kurus,
        own,
        outcome: b,
      });
      // A decline sends the customer to the ordinary path for a while: it forgets the ids.
      paths[knownStakeAccounts(t.db, fast!) ? 'plain' : 'declined']++;
    }
    // Not vacuous: both the one-trip booking and its decline were exercised.
    expect(paths.plain, `seed ${random.seed}`).toBeGreaterThan(0);
    expect(paths.declined, `seed ${random.seed}`).toBeGreaterThan(0);
    expect(paths.limited, `seed ${random.seed}`).toBeGreaterThan(0);
    await assertLedgerSound(t.db);
  });
});
