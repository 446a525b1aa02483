import { describe, expect, it } from 'vitest';
import { fromMinor, liraTextToMinor, toMinor } from './money.ts';

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

describe('liraTextToMinor', () => {
  it.each([
    ['1250', '125000'],
    ['1250,5', '125050'],
    ['1.250,50', '125050'],
    ['1250.50', '125050'],
    ['1.250', '125000'],
    ['0,01', '1'],
    [' 12 ₺', '1200'],
    ['1.234.567,89', '123456789'],
  ])('%s lira is %s kuruş', (text, minor) => {
    expect(liraTextToMinor(text)).toBe(minor);
  });

  it.each(['', '0', '0,00', '-5', '1,234', '12.345.6', 'abc', '1e3', '12,3,4', '1.25.0'])(
    'refuses %j',
    (text) => {
      expect(liraTextToMinor(text)).toBeNull();
    },
  );
});
