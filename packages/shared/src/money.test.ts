import { describe, expect, it } from 'vitest';
import { fromMinor, toMinor } from './money.ts';

describe('money on the wire', () => {
  it('kuruş to lira prints as its two-decimal amount, and round-trips', () => {
    // 7 + 0.69 would be 7.6899999999999995 on the wire
    expect(fromMinor(769n)).toBe(7.69);
    expect(String(fromMinor(769n))).toBe('7.69');
    expect(fromMinor(-105n)).toBe(-1.05);
    expect(fromMinor(0n)).toBe(0);
    expect(fromMinor(1_000_000_000n)).toBe(10_000_000);
    for (let k = 0n; k < 100_000n; k += 7n) {
      expect(toMinor(fromMinor(k))).toBe(k);
      expect(String(fromMinor(k))).toBe(String(Number(k) / 100));
    }
  });
});
