import { describe, expect, it } from 'vitest';
import { lineCount, slipTotals, systemChoices, systemSizes } from './slip-math';

/** The brute-force model: every k-element subset of 0..n-1, in order. */
function* combinations(n: number, k: number): Generator<number[]> {
  if (k < 1 || k > n) return;
  const idx = Array.from({ length: k }, (_, i) => i);
  for (;;) {
    yield [...idx];
    let i = k - 1;
    while (i >= 0 && idx[i] === n - k + i) i--;
    if (i < 0) return;
    idx[i]! += 1;
    for (let j = i + 1; j < k; j++) idx[j] = idx[j - 1]! + 1;
  }
}

describe('the slip arithmetic', () => {
  it('a single pays stake x odds', () => {
    expect(slipTotals('single', [1.85], 10)).toEqual({
      lines: 1,
      totalStake: 10,
      totalOdds: 1.85,
      possibleWin: 18.5,
    });
  });

  it('a multiple pays stake x the product of the odds, exactly', () => {
    // 1.1^3 = 1.331: floating point would give 13.310000000000002.
    expect(slipTotals('multiple', [1.1, 1.1, 1.1], 10)).toMatchObject({
      totalOdds: 1.331,
      possibleWin: 13.31,
    });
  });

  it('a system 2/3 at odds 2, 3, 4 with 10 per line: 3 lines, 30 staked, 260 at most', () => {
    expect(slipTotals('system', [2, 3, 4], 10, [2])).toEqual({
      lines: 3,
      totalStake: 30,
      totalOdds: 26,
      possibleWin: 260,
    });
  });

  it('rounds the possible win up to the kuruş once, as the server pays it (ADR 062)', () => {
    // 3 x 1.333 x 1.333 = 5.330667 -> 5.34 (5.33 when it was rounded down)
    expect(slipTotals('multiple', [1.333, 1.333], 3).possibleWin).toBe(5.34);
    // 12.50 x 1.85 = 23.125 -> 23.13
    expect(slipTotals('single', [1.85], 12.5).possibleWin).toBe(23.13);
    expect(slipTotals('single', [1.875], 10).possibleWin).toBe(18.75);
  });

  it('property: possible win >= exact stake x odds and less than a kuruş above it', () => {
    let seed = 7;
    const next = (n: number) => ((seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31), seed % n);
    for (let i = 0; i < 2_000; i++) {
      const milli = Array.from({ length: 1 + next(6) }, () => 1_001 + next(20_000));
      const stakeKurus = 1 + next(100_000);
      const exactNum = milli.reduce((p, o) => p * BigInt(o), BigInt(stakeKurus));
      const scale = 1000n ** BigInt(milli.length);
      const win = slipTotals(
        'multiple',
        milli.map((o) => o / 1000),
        stakeKurus / 100,
      ).possibleWin;
      const paid = BigInt(Math.round(win * 100));
      expect(paid * scale >= exactNum, `${milli} ${stakeKurus}`).toBe(true);
      expect((paid - 1n) * scale < exactNum, `${milli} ${stakeKurus}`).toBe(true);
    }
  });

  it('a Trixie at odds 2, 3, 4: doubles 6 + 8 + 12 and treble 24 per line; a Patent adds the singles', () => {
    expect(slipTotals('system', [2, 3, 4], 10, [2, 3])).toEqual({
      lines: 4,
      totalStake: 40,
      totalOdds: 50,
      possibleWin: 500,
    });
    expect(slipTotals('system', [2, 3, 4], 10, [1, 2, 3])).toMatchObject({ lines: 7, possibleWin: 590 });
  });

  it('any size set: the possible win is the brute-force sum over every line, rounded up once', () => {
    const odds = [1.333, 2.05, 1.7, 3.1, 1.01];
    const milli = odds.map((o) => BigInt(Math.round(o * 1000)));
    for (const sizes of [[1], [2], [2, 3], [1, 3, 5], [1, 2, 3, 4, 5], [4]]) {
      const top = Math.max(...sizes);
      let sum = 0n;
      for (const k of sizes)
        for (const c of combinations(odds.length, k))
          sum += c.reduce((p, i) => p * milli[i]!, 1n) * 1000n ** BigInt(top - k);
      const scale = 1000n ** BigInt(top);
      const win = Number((777n * sum + scale - 1n) / scale) / 100;
      expect(slipTotals('system', odds, 7.77, sizes).possibleWin, sizes.join()).toBe(win);
    }
  });

  it('the System tab offers k/n for n selections, then the named systems of exactly n', () => {
    const label = (n: number) => systemChoices(n).map((c) => `${c.name ?? c.sizes.join()}:${c.lines}`);
    expect(label(2)).toEqual([]);
    expect(label(3)).toEqual(['2:3', 'Trixie:4', 'Patent:7']);
    expect(label(4)).toEqual(['2:6', '3:4', 'Yankee:11', 'Lucky 15:15']);
    expect(label(5)).toEqual(['2:10', '3:10', '4:5', 'Canadian:26', 'Lucky 31:31']);
    expect(label(6).slice(-2)).toEqual(['Heinz:57', 'Lucky 63:63']);
    expect(label(9)).toEqual([]);
  });

  it('bankers: every line holds them, the sizes are over the others (ADR 071), brute force', () => {
    const odds = [1.85, 2.05, 1.7, 3.1, 1.333];
    const bankers = [true, false, false, true, false];
    const milli = odds.map((o) => BigInt(Math.round(o * 1000)));
    const others = [1, 2, 4];
    const fixed = milli[0]! * milli[3]!;
    for (const sizes of [[1], [2], [1, 2]]) {
      const top = Math.max(...sizes) + 2;
      let sum = 0n;
      let lines = 0;
      for (const k of sizes)
        for (const c of combinations(others.length, k)) {
          lines++;
          sum += c.reduce((p, i) => p * milli[others[i]!]!, fixed) * 1000n ** BigInt(top - k - 2);
        }
      const scale = 1000n ** BigInt(top);
      const win = Number((1234n * sum + scale - 1n) / scale) / 100;
      expect(slipTotals('system', odds, 12.34, sizes, { bankers }), sizes.join()).toMatchObject({
        lines,
        totalStake: Math.round(1234 * lines) / 100,
        possibleWin: win,
      });
    }
    // a multiple ignores the marks
    expect(slipTotals('multiple', [2, 3], 10, [], { bankers: [true, false] }).possibleWin).toBe(60);
  });

  it('misli plays the coupon n times: total stake and possible win times n', () => {
    expect(slipTotals('system', [2, 3, 4], 10, [2], { misli: 3 })).toEqual({
      lines: 3,
      totalStake: 90,
      totalOdds: 26,
      possibleWin: 780,
    });
    // rounded once over the n plays, as the server books it (misli in the stake per line):
    // 5 x 3 x 1.333 x 1.333 = 26.653335 -> 26.66 (26.70 if each play were rounded)
    expect(slipTotals('multiple', [1.333, 1.333], 3, [], { misli: 5 }).possibleWin).toBe(26.66);
  });

  it('with bankers the System tab offers 1..m-1 over the m others, no named systems', () => {
    const label = (m: number, b: number) =>
      systemChoices(m, b).map((c) => `${c.name ?? c.sizes.join()}:${c.lines}`);
    expect(label(1, 2)).toEqual([]);
    expect(label(2, 1)).toEqual(['1:2']);
    expect(label(3, 1)).toEqual(['1:3', '2:3']);
    expect(label(4, 2)).toEqual(['1:4', '2:6', '3:4']);
    expect(label(7, 2)).toEqual([]);
  });

  it('lists combinations and counts lines', () => {
    expect([...combinations(4, 3)]).toEqual([
      [0, 1, 2],
      [0, 1, 3],
      [0, 2, 3],
      [1, 2, 3],
    ]);
    expect(lineCount(8, 4)).toBe(70);
    expect(systemSizes(2)).toEqual([]);
    expect(systemSizes(4)).toEqual([2, 3]);
    expect(systemSizes(9)).toEqual([]);
  });
});
