import { describe, expect, it } from 'vitest';
import { BETCO_CODE } from '../../lib/betco/protocol.ts';
import { betcoPlayer, cashOf, movesOf, useBetcoApp } from './test-kit.ts';

/** Races need real connections and locks: PGlite runs one transaction at a time. */
describe.skipIf(!process.env.TEST_DATABASE_URL)('betco wallet under concurrency on postgres', () => {
  const s = useBetcoApp('postgres');
  const copies = <T>(n: number, f: (i: number) => Promise<T>) =>
    Promise.all(Array.from({ length: n }, (_, i) => f(i)));

  it('lets exactly k of k+1 simultaneous debits through when the balance covers k', async () => {
    const k = 6;
    const p = await betcoPlayer(s, BigInt(k) * 500n);
    const codes = await copies(k + 1, (i) =>
      s.wallet.debit(p.token, 500, `bc-race-${i}`).then((r) => r.code),
    );
    expect(codes.filter((c) => c === BETCO_CODE.OK)).toHaveLength(k);
    expect(codes.filter((c) => c === BETCO_CODE.INSUFFICIENT_FUNDS)).toHaveLength(1);
    expect(await cashOf(s, p)).toBe(0n);
  });

  it('applies 20 simultaneous copies of a debit, and a credit racing a rollback, once each', async () => {
    const p = await betcoPlayer(s, 5_000n);
    const debits = await copies(20, () => s.wallet.debit(p.token, 1_000, 'bc-copies').then((r) => r.code));
    expect(new Set(debits)).toEqual(new Set([BETCO_CODE.OK]));
    await Promise.all([
      copies(10, () => s.wallet.credit('bc-copies', 4_000, 'win')),
      copies(10, () => s.wallet.rollback('bc-copies')),
    ]);
    const moves = await movesOf(s.db, 'bc-copies');
    if (moves.includes('betco.settle:4000')) {
      expect(moves).toEqual(['betco.bet:1000', 'betco.settle:4000']);
      expect(await cashOf(s, p)).toBe(8_000n);
    } else {
      expect(moves).toEqual(['betco.bet:1000', 'betco.rollback:1000']);
      expect(await cashOf(s, p)).toBe(5_000n);
    }
  });
});
