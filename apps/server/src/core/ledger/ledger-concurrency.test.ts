import { describe, expect, it } from 'vitest';
import { assertLedgerSound } from '../../test/ledger.ts';
import { waitForLockWaiters } from '../../test/lock-waits.ts';
import { type TransferSpec, postTransfers, resolveHold, transferId } from './index.ts';
import {
  balances,
  postgresLedger,
  SEED,
  fundedPlayers,
  systemBalance,
  tryPost,
} from './testing/concurrency.test-kit.ts';
import { runWorkload } from './testing/workload.test-kit.ts';

/**
 * Concurrency on PostgreSQL (docs/wallet-protocol.md §7, T2; pgledger's ConcurrentLedger). PGlite runs one
 * connection at a time, so these need a server: TEST_DATABASE_URL. The pool has 10 connections
 * (createDb). LEDGER_CONCURRENCY_SEED replays a workload (the interleaving is up to the server).
 */

describe.skipIf(!process.env.TEST_DATABASE_URL)('ledger concurrency on postgres', () => {
  const ledger = postgresLedger();

  it('12 workers posting rings, bets, wins and holds never deadlock and account for every kuruş', async () => {
    const rich = await fundedPlayers(ledger.db, ledger.gateway, 24, 1_000_000n);
    const poor = await fundedPlayers(ledger.db, ledger.gateway, 4, 3_000n);
    const before = new Map<bigint, bigint>([
      ...[...(await balances(ledger.db, [...rich, ...poor]))].map(([id, b]) => [id, b.posted] as const),
      [ledger.house, await systemBalance(ledger.db, ledger.house)],
      [ledger.withdrawals, await systemBalance(ledger.db, ledger.withdrawals)],
    ]);

    const { failures, tally, moved } = await runWorkload(
      ledger.db,
      { rich, poor, house: ledger.house, withdrawals: ledger.withdrawals },
      { workers: 12, iterations: 50, seed: SEED },
    );

    expect(failures, `seed ${SEED}`).toEqual([]);
    expect(tally.rings, JSON.stringify(tally)).toBeGreaterThan(100);
    expect(tally.refused, JSON.stringify(tally)).toBeGreaterThan(0);
    await assertLedgerSound(ledger.db);
    const players = await balances(ledger.db, [...rich, ...poor]);
    for (const [id, delta] of moved) {
      const now = players.get(id)?.posted ?? (await systemBalance(ledger.db, id));
      expect(now - before.get(id)!, `account ${id}, seed ${SEED}`).toBe(delta);
    }
  });

  it('resolving a hold between two players does not deadlock with a posting that locks both', async () => {
    // The hold's debit has the larger id, so resolving it meets the two rows in the opposite order
    // to lockAccounts. A blocker holds the smaller row until the posting and then the resolution
    // queue behind it; both must then complete (before the fix the resolution first took a share
    // lock on the larger row: 40P01 deadlock detected).
    const [x, y] = (await fundedPlayers(ledger.db, ledger.gateway, 2, 1_000_000n)) as [bigint, bigint];
    const [low, high] = x < y ? [x, y] : [y, x];
    const spec = (name: string, debit: bigint, credit: bigint, phase: 'posted' | 'pending' = 'posted') =>
      ({
        id: transferId('crossed', SEED, name),
        debit,
        credit,
        amount: 300n,
        currency: 'TRY',
        code: name,
        phase,
      }) satisfies TransferSpec;
    const hold = spec('hold', high, low, 'pending');
    await ledger.db.transaction().execute((trx) => postTransfers(trx, [hold]));

    let release!: () => void;
    const released = new Promise<void>((r) => (release = r));
    const blocker = tryPost(ledger.db, async (trx) => {
      const out = await postTransfers(trx, [spec('blocker', ledger.gateway, low)]);
      await released;
      return out;
    });
    await waitForLockWaiters(ledger.db, 0);
    const posting = tryPost(ledger.db, (trx) => postTransfers(trx, [spec('posting', low, high)]));
    await waitForLockWaiters(ledger.db, 1);
    const resolving = tryPost(ledger.db, async (trx) => [
      await resolveHold(trx, {
        id: transferId('crossed', SEED, 'post'),
        pendingId: hold.id,
        action: 'post',
        code: 'post',
      }),
    ]);
    await waitForLockWaiters(ledger.db, 2);
    release();
    expect(await Promise.all([blocker, posting, resolving])).toEqual(
      Array(3).fill({ ok: true, outcomes: ['created'] }),
    );
    await assertLedgerSound(ledger.db);
  });
});
