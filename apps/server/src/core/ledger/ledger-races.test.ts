import { describe, expect, it } from 'vitest';
import { assertLedgerSound } from '../../test/ledger.ts';
import { type TransferSpec, postTransfers, resolveHold, transferId } from './index.ts';
import {
  balances,
  barrier,
  codes,
  postgresLedger,
  SEED,
  fundedPlayers,
  lined,
  tryPost,
} from './testing/concurrency.test-kit.ts';

/**
 * Races on PostgreSQL (docs/wallet-protocol.md §7, T2): many transactions after the same money, the same id or
 * the same hold. Each round lines its contenders up after BEGIN (barrier) so that they post at
 * the same moment; at most the pool's 10 can wait there.
 */
const POOL = 10;
const times = <T>(n: number, f: (i: number) => T) => Array.from({ length: n }, (_, i) => f(i));

describe.skipIf(!process.env.TEST_DATABASE_URL)('ledger races on postgres', () => {
  const ledger = postgresLedger();

  it('k+1 bets and withdrawal holds on a balance that covers k: exactly k succeed', async () => {
    const K = POOL - 1;
    const AMOUNT = 700n;
    for (let round = 0; round < 5; round++) {
      const [player] = (await fundedPlayers(ledger.db, ledger.gateway, 1, AMOUNT * BigInt(K))) as [bigint];
      const wait = barrier(K + 1);
      const results = await Promise.all(
        times(K + 1, (j) =>
          lined(ledger.db, wait, (trx) =>
            postTransfers(trx, [
              {
                id: transferId('k+1', SEED, round, j),
                debit: player,
                credit: j % 2 ? ledger.withdrawals : ledger.house,
                amount: AMOUNT,
                currency: 'TRY',
                code: j % 2 ? 'withdrawal_hold' : 'bet',
                phase: j % 2 ? 'pending' : 'posted',
              },
            ]),
          ),
        ),
      );
      expect(codes(results)).toEqual([...times(K, () => 'created'), 'insufficient_funds'].sort());
      expect((await balances(ledger.db, [player])).get(player)?.available).toBe(0n);
    }
    await assertLedgerSound(ledger.db);
  });

  it('20 concurrent copies of one transfer id have one effect', async () => {
    const [player] = (await fundedPlayers(ledger.db, ledger.gateway, 1, 1_000_000n)) as [bigint];
    const before = (await balances(ledger.db, [player])).get(player);
    const spec = (name: string, debit: bigint, credit: bigint, phase: 'posted' | 'pending' = 'posted') =>
      ({
        id: transferId('copies', SEED, name),
        debit,
        credit,
        amount: 2_500n,
        currency: 'TRY',
        code: name,
        phase,
      }) satisfies TransferSpec;
    const twenty = (post: Parameters<typeof tryPost>[1]) =>
      Promise.all(times(20, () => tryPost(ledger.db, post)));
    const once = ['created', ...times(19, () => 'exists')];

    // a deposit (the player's row lock orders them), a move between two system accounts (no row
    // lock at all: the primary key decides), a withdrawal hold, and the post of that hold
    for (const s of [spec('deposit', ledger.gateway, player), spec('sweep', ledger.gateway, ledger.house)]) {
      expect(codes(await twenty((trx) => postTransfers(trx, [s]))), s.code).toEqual(once);
    }
    const hold = spec('hold', player, ledger.withdrawals, 'pending');
    expect(codes(await twenty((trx) => postTransfers(trx, [hold])))).toEqual(once);
    const resolution = {
      id: transferId('copies', SEED, 'post'),
      pendingId: hold.id,
      action: 'post' as const,
      code: 'post',
    };
    expect(codes(await twenty(async (trx) => [await resolveHold(trx, resolution)]))).toEqual(once);

    // +2,500 deposited and 2,500 withdrawn, each once
    expect((await balances(ledger.db, [player])).get(player)).toEqual(before);
    const rows = await ledger.db
      .selectFrom('ledger_transfer')
      .select('code')
      .where('id', 'in', [spec('deposit', 0n, 0n).id, spec('sweep', 0n, 0n).id, hold.id, resolution.id])
      .execute();
    expect(rows.map((r) => r.code).sort()).toEqual(['deposit', 'hold', 'post', 'sweep']);
    await assertLedgerSound(ledger.db);
  });

  it('post racing void on one hold: exactly one wins, the others get hold_already_resolved', async () => {
    const START = 1_000_000n;
    const [player] = (await fundedPlayers(ledger.db, ledger.gateway, 1, START)) as [bigint];
    let posted = 0n;
    for (let i = 0; i < 20; i++) {
      const hold = transferId('race', SEED, i);
      await ledger.db.transaction().execute((trx) =>
        postTransfers(trx, [
          {
            id: hold,
            debit: player,
            credit: ledger.withdrawals,
            amount: 1_000n,
            currency: 'TRY',
            code: 'hold',
            phase: 'pending',
          },
        ]),
      );
      // post against void; from the 11th hold on, a second post under another id joins in
      const actions = i < 10 ? (['post', 'void'] as const) : (['post', 'void', 'post'] as const);
      const wait = barrier(actions.length);
      const results = await Promise.all(
        actions.map((action, j) =>
          lined(ledger.db, wait, async (trx) => [
            await resolveHold(trx, {
              id: transferId('race', SEED, i, j),
              pendingId: hold,
              action,
              code: action,
            }),
          ]),
        ),
      );
      expect(codes(results)).toEqual(
        ['created', ...times(actions.length - 1, () => 'hold_already_resolved')].sort(),
      );
      if (actions[results.findIndex((r) => r.ok)] === 'post') posted += 1_000n;
    }
    expect((await balances(ledger.db, [player])).get(player)).toMatchObject({
      posted: START - posted,
      available: START - posted,
    });
    await assertLedgerSound(ledger.db);
  });
});
