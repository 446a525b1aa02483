import { describe, expect, it } from 'vitest';
import { HUB88_PATHS, RS } from '../../lib/hub88/protocol.ts';
import { sql } from 'kysely';
import type {} from '../../test/harness.ts';
import { waitForLockWaiters } from '../../test/lock-waits.ts';
import { walletLockKeys } from './wallet.repository.ts';
import {
  balanceOf,
  betRequest,
  callWallet,
  createPlayer,
  useWalletApp,
  rollbackRequest,
  winRequest,
} from '../../test/wallet.ts';

/** Races need real connections and locks: PGlite runs one transaction at a time. */
describe.skipIf(!process.env.TEST_DATABASE_URL)('hub88 wallet under concurrency on postgres', () => {
  const t = useWalletApp('postgres');

  const status = (path: string, body: object) =>
    callWallet(t.app, path, body).then((r) => r.json().status as string);

  it('lets exactly k of k+1 simultaneous bets through when the balance covers k', async () => {
    const k = 8;
    const p = await createPlayer(t.db, { balance: BigInt(k) * 500n });
    const bets = Array.from({ length: k + 1 }, () => betRequest(p, { amount: 500_000 }));
    const answers = await Promise.all(bets.map((b) => status(HUB88_PATHS.bet, b)));
    expect(answers.filter((s) => s === RS.OK)).toHaveLength(k);
    expect(answers.filter((s) => s === RS.NOT_ENOUGH_MONEY)).toHaveLength(1);
    expect(await balanceOf(t.db, p)).toBe(0n);
  });

  it('applies one of 50 simultaneous copies of a bet, a win and a rollback once each', async () => {
    const p = await createPlayer(t.db, { balance: 10_000n });
    const bet = betRequest(p, { amount: 1_000_000 });
    const copies = (body: object) =>
      Array.from({ length: 50 }, (_, i) => ({ ...body, request_uuid: `copy-${i}` }));
    const bets = await Promise.all(copies(bet).map((b) => status(HUB88_PATHS.bet, b)));
    expect(new Set(bets)).toEqual(new Set([RS.OK]));
    expect(await balanceOf(t.db, p)).toBe(9_000n);

    const other = betRequest(p, { amount: 1_000_000 });
    await status(HUB88_PATHS.bet, other);
    const win = winRequest(p, other, { amount: 3_000_000 });
    const wins = await Promise.all(copies(win).map((w) => status(HUB88_PATHS.win, w)));
    expect(new Set(wins)).toEqual(new Set([RS.OK]));
    expect(await balanceOf(t.db, p)).toBe(8_000n + 3_000n);

    const rollbacks = await Promise.all(
      copies(rollbackRequest(p, bet)).map((r) => status(HUB88_PATHS.rollback, r)),
    );
    expect(new Set(rollbacks)).toEqual(new Set([RS.OK]));
    expect(await balanceOf(t.db, p)).toBe(12_000n);
    const moves = await t.db
      .selectFrom('ledger_transfer')
      .select('code')
      .where('code', 'like', 'casino_%')
      .where(({ ref }) => ref('metadata', '->>').key('transactionUuid' as never), 'in', [
        bet.transaction_uuid,
        win.transaction_uuid,
      ])
      .execute();
    expect(moves.map((m) => m.code).sort()).toEqual(['casino_bet', 'casino_win']);
  });

  it("waits for the player's lock before reading anything, and bets once it is free", async () => {
    const p = await createPlayer(t.db, { balance: 1_000n });
    const [playerKey] = walletLockKeys({ uuids: [], user: p.user });
    let answered = false;
    const held = await t.db.transaction().execute(async (trx) => {
      await sql`select pg_advisory_xact_lock(${String(playerKey)}::bigint)`.execute(trx);
      const bet = status(HUB88_PATHS.bet, betRequest(p, { amount: 100_000 })).then((s) => {
        answered = true;
        return s;
      });
      // Until the bet waits on a lock: a fixed pause was too short on a loaded machine.
      await waitForLockWaiters(t.db, 1);
      const { rows } = await sql<{ waiting: number }>`
        select count(*)::int as waiting from pg_locks
        where locktype = 'advisory' and not granted and objsubid = 1
          and database = (select oid from pg_database where datname = current_database())
          and classid::bigint = (${String(playerKey)}::bigint >> 32) & 4294967295
          and objid::bigint = ${String(playerKey)}::bigint & 4294967295`.execute(trx);
      return { bet, answeredWhileHeld: answered, waiting: rows[0]!.waiting };
    });
    expect(held).toMatchObject({ answeredWhileHeld: false, waiting: 1 });
    expect(await held.bet).toBe(RS.OK);
    expect(await balanceOf(t.db, p)).toBe(900n);
  });

  it('never leaves a bet debited and unrefunded when its rollback races it', async () => {
    const p = await createPlayer(t.db, { balance: 1_000n });
    const outcomes = new Set<string>();
    for (let i = 0; i < 40; i++) {
      const bet = betRequest(p, { amount: 100_000 });
      const rb = rollbackRequest(p, bet);
      // alternate which request starts first; the database decides which commits first
      const [betStatus] =
        i % 2
          ? await Promise.all([status(HUB88_PATHS.bet, bet), status(HUB88_PATHS.rollback, rb)])
          : (await Promise.all([status(HUB88_PATHS.rollback, rb), status(HUB88_PATHS.bet, bet)])).reverse();
      expect([RS.OK, RS.TRANSACTION_ROLLED_BACK]).toContain(betStatus);
      outcomes.add(betStatus!);
      expect(await balanceOf(t.db, p)).toBe(1_000n);
      // whichever came first, a retried bet never debits again
      expect(await status(HUB88_PATHS.bet, bet)).toBe(betStatus);
      expect(await balanceOf(t.db, p)).toBe(1_000n);
    }
    expect(outcomes.size).toBeGreaterThan(0);
  });

  it('pays a win or refunds its bet, never both, when they race', async () => {
    const p = await createPlayer(t.db, { balance: 1_000n });
    for (let i = 0; i < 20; i++) {
      const before = await balanceOf(t.db, p);
      const bet = betRequest(p, { amount: 100_000 });
      await status(HUB88_PATHS.bet, bet);
      const [win, rb] = await Promise.all([
        status(HUB88_PATHS.win, winRequest(p, bet, { amount: 300_000 })),
        status(HUB88_PATHS.rollback, rollbackRequest(p, bet)),
      ]);
      expect(rb).toBe(RS.OK);
      const after = await balanceOf(t.db, p);
      if (win === RS.OK) expect(after).toBe(before - 100n + 300n);
      else {
        expect(win).toBe(RS.TRANSACTION_ROLLED_BACK);
        expect(after).toBe(before);
      }
    }
  });
});
