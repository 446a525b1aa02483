import { describe, expect, it } from 'vitest';
import { BETSY_CODE } from '../../lib/betsy/protocol.ts';
import { betsyPlayer, cashOf, movesOf, useBetsyApp } from './test-kit.ts';

/** Races need real connections and locks: PGlite runs one transaction at a time. */
describe.skipIf(!process.env.TEST_DATABASE_URL)('betsy wallet under concurrency on postgres', () => {
  const s = useBetsyApp('postgres');

  it('lets exactly k of k+1 simultaneous bets through when the balance covers k', async () => {
    const k = 6;
    const p = await betsyPlayer(s, BigInt(k) * 500n);
    const codes = await Promise.all(
      Array.from({ length: k + 1 }, (_, i) => s.wallet.bet(p, 5, `bs-race-${i}`).then((r) => r.code)),
    );
    expect(codes.filter((c) => c === BETSY_CODE.OK)).toHaveLength(k);
    expect(codes.filter((c) => c === BETSY_CODE.NOT_ENOUGH_MONEY)).toHaveLength(1);
    expect(await cashOf(s, p)).toBe(0n);
  });

  it('applies 20 simultaneous copies of a bet, its settle and a rollback racing the settle once each', async () => {
    const p = await betsyPlayer(s, 5_000n);
    const copies = <T>(n: number, f: () => Promise<T>) => Promise.all(Array.from({ length: n }, f));
    const bets = await copies(20, () => s.wallet.bet(p, 10, 'bs-copies').then((r) => r.code));
    expect(new Set(bets)).toEqual(new Set([BETSY_CODE.OK]));
    const [settles, rollbacks] = await Promise.all([
      copies(10, () => s.wallet.settle('bs-copies', 40, 'won').then((r) => r.code)),
      copies(10, () => s.wallet.rollback('bs-copies').then((r) => r.code)),
    ]);
    const moves = await movesOf(s.db, 'bs-copies');
    // Whichever came first decided: a settled bet refuses rollbacks, a rolled-back one settles.
    if (moves.includes('betsy.settle:4000')) {
      expect(moves).toEqual(['betsy.bet:1000', 'betsy.settle:4000']);
      expect(new Set(settles)).toEqual(new Set([BETSY_CODE.OK]));
      expect(await cashOf(s, p)).toBe(8_000n);
    } else {
      expect(moves).toEqual(['betsy.bet:1000', 'betsy.rollback:1000']);
      expect(new Set(rollbacks)).toEqual(new Set([BETSY_CODE.OK]));
      expect(await cashOf(s, p)).toBe(5_000n);
    }
  });
});
