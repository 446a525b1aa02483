import type { KyselyPlugin, RootOperationNode } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clock } from '../../lib/clock.ts';
import { insertCustomers } from '../../test/customers.ts';
import { type TestDb, createTestDb, testDatabases } from '../../test/harness.ts';
import { guardStake } from './limits.ts';
import { setExclusionRow, setLimitRow } from './test-kit.ts';

/**
 * The stake guard's statements (docs/decisions/050-hot-path-seams.md): every protection fact
 * in one read that also counts the stake when no wager or loss limit exists; the site options come
 * from the process cache in the app and are not counted here. Nine statements before.
 */
describe.each(testDatabases())('perf contract: stake guard round trips (%s)', (kind) => {
  let t: TestDb;
  beforeAll(async () => {
    t = await createTestDb(kind);
  }, 180_000);
  afterAll(() => t.drop());

  /** The guard's statements (the site options' read left out) and its answer. */
  async function guarded(customerId: bigint, amount: bigint) {
    const seen: string[] = [];
    const counter: KyselyPlugin = {
      transformQuery: ({ node }) => {
        const text = JSON.stringify(node, (_k, v: unknown) => (typeof v === 'bigint' ? String(v) : v));
        if (!text.includes('"site_option"')) seen.push(node.kind);
        return node as RootOperationNode;
      },
      transformResult: async ({ result }) => result,
    };
    const db = t.db.withPlugin(counter);
    // The refusal is caught inside the transaction, which then commits, as the casino's bet does.
    const run = await db.transaction().execute((trx) =>
      guardStake(trx, { customerId, currency: 'TRY', amount, source: 'casino' }).then(
        (alerts) => ({ ok: alerts.length }),
        (err: { code?: string }) => ({ refused: err.code }),
      ),
    );
    return { run, seen };
  }

  const customer = async () =>
    (await insertCustomers(t.db, 1, `g${Math.random().toString(36).slice(2, 8)}`))[0]!;

  const stakes = async (id: bigint) =>
    (await t.db.selectFrom('rg_usage_day').select('stakes').where('customer_id', '=', id).execute()).map(
      (u) => u.stakes,
    );

  it('a player without limits: one statement (the facts, the stake counted with them)', async () => {
    const id = await customer();
    const { run, seen } = await guarded(id, 1000n);
    expect(run).toEqual({ ok: 0 });
    expect(seen).toEqual(['RawNode']);
    expect((await guarded(id, 500n)).seen).toEqual(['RawNode']);
    expect(await stakes(id)).toEqual([1500n]);
  });

  it('a stake of nothing counts nothing and takes the usage row', async () => {
    const id = await customer();
    const { run, seen } = await guarded(id, 0n);
    expect(run).toEqual({ ok: 0 });
    expect(seen).toEqual(['RawNode', 'InsertQueryNode']);
    expect(await stakes(id)).toEqual([0n]);
  });

  it('with a wager limit: four, and a refusal leaves the usage as it was', async () => {
    const id = await customer();
    await setLimitRow(t.db, id, 'wager', 'day', 10_000n);
    const first = await guarded(id, 5000n);
    expect(first.run).toEqual({ ok: 0 });
    expect(first.seen).toEqual(['RawNode', 'InsertQueryNode', 'RawNode', 'InsertQueryNode']);
    expect((await guarded(id, 5001n)).run).toEqual({ refused: 'WAGER_LIMIT' });
    expect(await stakes(id)).toEqual([5000n]);
  });

  it('a block read in the same statement still refuses: a time-out', async () => {
    const id = await customer();
    await setExclusionRow(t.db, id, 'timeout', {
      startsAt: new Date(clock.ms() - 1000),
      endsAt: new Date(clock.ms() + 3_600_000),
      period: '24h',
    });
    const { run, seen } = await guarded(id, 100n);
    expect(run).toEqual({ refused: 'TIMED_OUT' });
    // Counted with the facts, then taken back: the refusal leaves the day's stakes at nothing.
    expect(seen).toEqual(['RawNode', 'InsertQueryNode']);
    expect(await stakes(id)).toEqual([0n]);
  });
});
