import type { KyselyPlugin, RootOperationNode } from 'kysely';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { availableBalance } from '../../../../core/ledger/index.ts';
import { clock } from '../../../../lib/clock.ts';
import { setExclusionRow } from '../../../../core/protection/test-kit.ts';
import { testDatabases } from '../../../../test/harness.ts';
import { assertLedgerSound } from '../../../../test/ledger.ts';
import { portOf, writesDuring } from '../../../../test/socket-writes.ts';
import { balanceNoticesSent } from '../../../../infra/cache/balance-notices.ts';
import { placeBet } from './place.service.ts';
import { createBetsApp, expectOpenBetsBalanced, player, single } from './test-kit.ts';

/**
 * A placement's statements (docs/decisions/050-hot-path-seams.md): protection's facts come
 * with the account lock and the stake's count with the bet's own statement, so a player without
 * wager or loss limits costs the settings (deferred), the lock and the write: no read of its own
 * for protection. A block those facts show still refuses the bet before anything is written.
 * From a player's second bet the lock is deferred too and the bet's statement checks that
 * nothing of protection applies (plain-stake.ts); where something does, it declines and the
 * ordinary path gives the usual answer.
 */
describe.each(testDatabases())('perf contract: bet placement statements (%s)', (kind) => {
  let t: Awaited<ReturnType<typeof createBetsApp>>;
  beforeAll(async () => {
    t = await createBetsApp(kind);
  }, 180_000);
  afterAll(() => t.close());

  /**
   * Places through the service on a db that records the tables of each statement it runs (site
   * options and the balance notice sent after the commit left out).
   */
  async function placeCounted(customerId: bigint, eventId: string) {
    const seen: string[][] = [];
    const built = new Map<unknown, string[] | null>();
    const counter: KyselyPlugin = {
      transformQuery: ({ node, queryId }) => {
        const text = JSON.stringify(node, (_k, v: unknown) => (typeof v === 'bigint' ? String(v) : v));
        const skip = text.includes('"site_option"') || text.includes('pg_notify');
        built.set(
          queryId,
          skip ? null : [...new Set(text.match(/\b(rg_[a-z_]+|sb_[a-z_]+|ledger_[a-z_]+)\b/g) ?? [])].sort(),
        );
        return node as RootOperationNode;
      },
      // called once per statement run (a builder nested in another is built, never run)
      transformResult: async ({ result, queryId }) => {
        const tables = built.get(queryId);
        if (tables) seen.push(tables);
        return result;
      },
    };
    const ctx = {
      db: t.db.withPlugin(counter),
      catalogue: t.catalogue,
      notifier: t.notifier,
      log: pino({ level: 'silent' }),
    };
    const placed = await placeBet(ctx, customerId, 'tr', single(eventId)).then(
      (p) => ({ status: p.bet.status }),
      (err: { code?: string }) => ({ refused: err.code }),
    );
    return { placed, seen };
  }

  const stakesOf = async (customerId: bigint) =>
    (
      await t.db.selectFrom('rg_usage_day').select('stakes').where('customer_id', '=', customerId).execute()
    ).map((u) => u.stakes);

  it("a player's first bet: the lock reads the facts, the bet statement counts the stake", async () => {
    // the first bet on a new database opens the open-bets account
    const warm = await player(t, 100);
    t.catalogue.add('stmt-1');
    await placeCounted(warm.id, 'stmt-1');
    const p = await player(t, 100);
    const { placed, seen } = await placeCounted(p.id, 'stmt-1');
    expect(placed).toEqual({ status: 'open' });
    // settings (no table), the lock with the facts, the bet's statement with the count
    expect(seen).toHaveLength(3);
    expect(seen[1]).toEqual(expect.arrayContaining(['ledger_account', 'rg_exclusion', 'rg_limit']));
    expect(seen[1]).not.toContain('rg_usage_day');
    expect(seen[2]).toEqual(expect.arrayContaining(['rg_usage_day', 'sb_bet', 'ledger_transfer']));
    expect(await stakesOf(p.id)).toEqual([1000n]);
    await expectOpenBetsBalanced(t.db);
    await assertLedgerSound(t.db);
  });

  it('the next bet: the lock deferred, and the bet statement checks that nothing of protection applies', async () => {
    const p = await player(t, 100);
    t.catalogue.add('stmt-3');
    await placeCounted(p.id, 'stmt-3');
    const { placed, seen } = await placeCounted(p.id, 'stmt-3');
    expect(placed).toEqual({ status: 'open' });
    // the lock with the transaction's settings, the bet's statement with protection's conditions
    // and the count
    expect(seen).toHaveLength(2);
    expect(seen[0]).toEqual(['ledger_account']);
    expect(seen[1]).toEqual(
      expect.arrayContaining(['rg_exclusion', 'rg_limit', 'rg_register_status', 'rg_usage_day', 'sb_bet']),
    );
    expect(await stakesOf(p.id)).toEqual([2000n]);
    expect(await availableBalance(t.db, p.id)).toBe(8_000n);
    await expectOpenBetsBalanced(t.db);
    await assertLedgerSound(t.db);
  });

  it('a block set after the first bet: the one-statement bet declines, the facts then refuse it', async () => {
    const p = await player(t, 100);
    t.catalogue.add('stmt-4');
    await placeCounted(p.id, 'stmt-4');
    const now = clock.now();
    await setExclusionRow(t.db, p.id, 'timeout', {
      startsAt: new Date(now.getTime() - 60_000),
      endsAt: new Date(now.getTime() + 86_400_000),
      period: '24h',
    });
    const { placed, seen } = await placeCounted(p.id, 'stmt-4');
    expect(placed).toEqual({ refused: 'TIMED_OUT' });
    // the declined statement wrote nothing; the ordinary lock read the facts that refused it
    expect(seen.some((tables) => tables.includes('rg_exclusion') && tables.includes('ledger_account'))).toBe(
      true,
    );
    expect(await stakesOf(p.id)).toEqual([1000n]);
    expect(await availableBalance(t.db, p.id)).toBe(9_000n);
    expect(
      await t.db.selectFrom('sb_bet').select('id').where('customer_id', '=', p.id).execute(),
    ).toHaveLength(1);
    await assertLedgerSound(t.db);
  });

  it('a stake above the balance after the first bet: declined, then NOT_ENOUGH_MONEY as always', async () => {
    const p = await player(t, 15);
    t.catalogue.add('stmt-5');
    await placeCounted(p.id, 'stmt-5');
    const { placed } = await placeCounted(p.id, 'stmt-5');
    expect(placed).toEqual({ refused: 'NOT_ENOUGH_MONEY' });
    expect(await availableBalance(t.db, p.id)).toBe(500n);
    expect(await stakesOf(p.id)).toEqual([1000n]);
    await assertLedgerSound(t.db);
  });

  it('a block the facts show refuses the bet: no bet, no stake, nothing counted', async () => {
    const p = await player(t, 100);
    t.catalogue.add('stmt-2');
    const now = clock.now();
    await setExclusionRow(t.db, p.id, 'timeout', {
      startsAt: new Date(now.getTime() - 60_000),
      endsAt: new Date(now.getTime() + 86_400_000),
      period: '24h',
    });
    const { placed, seen } = await placeCounted(p.id, 'stmt-2');
    expect(placed).toEqual({ refused: 'TIMED_OUT' });
    // refused before the bet's statement (the refusal then looks the requestId up, as any does)
    expect(seen.flat()).not.toContain('sb_exposure');
    expect(await stakesOf(p.id)).toEqual([]);
    expect(await availableBalance(t.db, p.id)).toBe(10_000n);
    expect(await t.db.selectFrom('sb_bet').select('id').where('customer_id', '=', p.id).execute()).toEqual(
      [],
    );
  });
});

const url = process.env.TEST_DATABASE_URL;
if (!url) console.log('skipping the placement round-trip test: TEST_DATABASE_URL is not set');

describe.skipIf(!url)('perf contract: bet placement round trips on postgres', () => {
  let t: Awaited<ReturnType<typeof createBetsApp>>;
  beforeAll(async () => {
    t = await createBetsApp('postgres');
  }, 180_000);
  afterAll(() => t.close());

  it("from a player's second bet: one write for the lock, the bet and the commit, then the notice", async () => {
    t.catalogue.add('trips-1');
    const ctx = { db: t.db, catalogue: t.catalogue, notifier: t.notifier, log: pino({ level: 'silent' }) };
    // the first bet on a new database opens the open-bets account
    await placeBet(ctx, (await player(t, 100)).id, 'tr', single('trips-1'));
    const p = await player(t, 100);
    const first = await writesDuring(portOf(url!), async () => {
      await placeBet(ctx, p.id, 'tr', single('trips-1'));
      await balanceNoticesSent(t.db);
    });
    let status: string | undefined;
    const next = await writesDuring(portOf(url!), async () => {
      status = (await placeBet(ctx, p.id, 'tr', single('trips-1'))).bet.status;
      await balanceNoticesSent(t.db);
    });
    expect(status).toBe('open');
    // the first: the lock with the facts, then the bet with the commit; both then the notice
    expect([first, next]).toEqual([3, 2]);
    expect(await availableBalance(t.db, p.id)).toBe(8_000n);
    await assertLedgerSound(t.db);
  });
});
