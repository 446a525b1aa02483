import { ODDS_FORMATS } from '@lalebet/shared/sportsbook';
import { describe, expect, it } from 'vitest';
import { FRACTION_LADDER, americanToDecimal, formatOdds, toAmerican, toFraction } from './odds-format';
import { FORMATS } from './odds-format-store';

const hundredths = (x: number) => Math.round(x * 100);

describe('formatOdds', () => {
  it('shows decimal odds with two places (three when booked with three), a decimal comma in Turkish', () => {
    expect(formatOdds(1.85, 'decimal', 'tr')).toBe('1,85');
    expect(formatOdds(1.85, 'decimal', 'en')).toBe('1.85');
    expect(formatOdds(2, 'decimal', 'tr')).toBe('2,00');
    // the booked odds' third decimal is shown, not rounded away (ADR 062; was '1.86')
    expect(formatOdds(1.855, 'decimal', 'en')).toBe('1.855');
    expect(formatOdds(1.875, 'decimal', 'tr')).toBe('1,875');
    expect(formatOdds(2.5, 'decimal', 'tr')).toBe('2,50');
    // No thousands separator on long shots.
    expect(formatOdds(1001, 'decimal', 'tr')).toBe('1001,00');
  });

  it('shows American odds with a sign: plus from evens up, a true minus below', () => {
    expect(formatOdds(2.5, 'american', 'en')).toBe('+150');
    expect(formatOdds(1.5, 'american', 'en')).toBe('\u2212200');
    expect(formatOdds(2, 'american', 'tr')).toBe('+100');
    expect(formatOdds(1.91, 'american', 'en')).toBe('\u2212110');
  });

  it('shows fractional odds as the nearest ladder fraction', () => {
    expect(formatOdds(2.5, 'fractional', 'en')).toBe('6/4');
    expect(formatOdds(2, 'fractional', 'en')).toBe('1/1');
    expect(formatOdds(1.85, 'fractional', 'en')).toBe('5/6');
    expect(formatOdds(2.38, 'fractional', 'en')).toBe('11/8');
    expect(formatOdds(4.33, 'fractional', 'en')).toBe('10/3');
    expect(formatOdds(251, 'fractional', 'en')).toBe('250/1');
  });

  it('shows a price of 1 or less (never offered) as decimal in every format', () => {
    expect(formatOdds(1, 'american', 'en')).toBe('1.00');
    expect(formatOdds(1, 'fractional', 'tr')).toBe('1,00');
  });
});

describe('odds conversions round-trip', () => {
  it('decimal -> American -> decimal gives back every two-place price from 1.01 to 100', () => {
    for (let h = 101; h <= 10_000; h++) {
      const decimal = h / 100;
      expect(hundredths(americanToDecimal(toAmerican(decimal))), String(decimal)).toBe(h);
    }
  });

  it('American -> decimal -> American gives back whole moneylines', () => {
    for (const a of [-10_000, -500, -200, -150, -110, -105, 100, 105, 150, 250, 1000, 9900]) {
      expect(toAmerican(americanToDecimal(a))).toBe(a);
    }
  });

  it('every ladder fraction maps to itself through its decimal price', () => {
    for (const [n, d] of FRACTION_LADDER) expect(toFraction(1 + n / d)).toEqual([n, d]);
  });

  it('the fraction shown is never further from the price than a neighbouring rung', () => {
    for (let h = 101; h <= 5000; h += 7) {
      const profit = h / 100 - 1;
      const [n, d] = toFraction(h / 100);
      const best = Math.min(...FRACTION_LADDER.map(([a, b]) => Math.abs(a / b - profit)));
      expect(Math.abs(n / d - profit), String(h / 100)).toBeLessThanOrEqual(best + 1e-12);
    }
  });
});

describe('the odds format store', () => {
  it('knows the same formats as the shared module it spells them out from', () => {
    expect(FORMATS).toEqual(ODDS_FORMATS);
  });
});
